// Tests single-precision math functions on the device: sqrtf, rsqrtf, expf, __expf, logf,
// sinf, cosf, powf, fabsf, fminf, fmaxf, fmaf, floorf, ceilf, truncf, roundf, min, max.
// CUDA's results may differ from glibc's in the last bits, so values are printed with four
// decimals and inputs are chosen away from rounding ties; exact functions print more.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define NF 12

__global__ void mathf(const float *x, float *out, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float *o = out + i * NF;
    o[0] = sqrtf(v);
    o[1] = rsqrtf(v);
    o[2] = expf(v * 0.25f);
    o[3] = __expf(v * 0.25f);
    o[4] = logf(v);
    o[5] = sinf(v);
    o[6] = cosf(v);
    o[7] = powf(v, 1.5f);
    o[8] = fminf(v, 2.0f) + fmaxf(v, 2.0f);
    o[9] = fabsf(2.0f - v);
    o[10] = fmaf(v, 0.5f, 0.25f);
    o[11] = floorf(v * 1.5f) * 100.0f + ceilf(v * 1.5f) * 10.0f + truncf(-v) + roundf(v + 0.5f) * 1000.0f;
}

__global__ void intMinMax(int *out) {
    int t = threadIdx.x;
    out[t] = min(t, 5) * 100 + max(t, 5);
}

int main() {
    const int n = 6;
    float hx[n] = {0.25f, 1.0f, 2.0f, 3.0f, 4.5f, 7.0f};
    float hout[n * NF];
    float *dx, *dout;
    CHECK(cudaMalloc(&dx, sizeof(hx)));
    CHECK(cudaMalloc(&dout, sizeof(hout)));
    CHECK(cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice));
    mathf<<<1, 32>>>(dx, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost));
    const char *names[NF] = {"sqrtf", "rsqrtf", "expf", "__expf", "logf", "sinf",
                             "cosf", "powf", "fmin+fmax", "fabsf", "fmaf", "floor/ceil/trunc/round"};
    for (int k = 0; k < NF; k++) {
        printf("%-24s", names[k]);
        for (int i = 0; i < n; i++) printf(" %10.4f", hout[i * NF + k]);
        printf("\n");
    }
    printf("host: sqrtf(2)=%.6f expf(1)=%.4f logf(10)=%.4f powf(2,10)=%.1f\n", sqrtf(2.0f), expf(1.0f),
           logf(10.0f), powf(2.0f, 10.0f));
    int hmm[8], *dmm;
    CHECK(cudaMalloc(&dmm, sizeof(hmm)));
    intMinMax<<<1, 8>>>(dmm);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hmm, dmm, sizeof(hmm), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; i++) printf("%d ", hmm[i]);
    printf("\n");
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dmm));
    return 0;
}
