// Tests double-precision math on the device and the host (<math.h>): sqrt, exp, log, sin,
// cos, pow, fabs, fmin, fmax, fma, floor, ceil, and the device result compared with the
// host one (printed with six decimals; the CUDA double functions are accurate to 1-2 ulp).
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define ND 10

__host__ __device__ void evalAll(double v, double *o) {
    o[0] = sqrt(v);
    o[1] = exp(v / 4.0);
    o[2] = log(v);
    o[3] = sin(v);
    o[4] = cos(v);
    o[5] = pow(v, 2.5);
    o[6] = fmin(v, 2.0) * fmax(v, 2.0);
    o[7] = fabs(3.0 - v);
    o[8] = fma(v, 0.5, 0.125);
    o[9] = floor(v * 1.5) + ceil(v * 1.5) / 10.0;
}

__global__ void mathd(const double *x, double *out, int n) {
    int i = threadIdx.x;
    if (i < n) evalAll(x[i], out + i * ND);
}

int main() {
    const int n = 5;
    double hx[n] = {0.3, 1.0, 2.2, 3.0, 5.7};
    double dev[n * ND], host[ND];
    double *dx, *dout;
    CHECK(cudaMalloc(&dx, sizeof(hx)));
    CHECK(cudaMalloc(&dout, sizeof(dev)));
    CHECK(cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice));
    mathd<<<1, 32>>>(dx, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dev, dout, sizeof(dev), cudaMemcpyDeviceToHost));
    const char *names[ND] = {"sqrt", "exp", "log", "sin", "cos", "pow", "fmin*fmax", "fabs", "fma", "floor+ceil"};
    for (int i = 0; i < n; i++) {
        evalAll(hx[i], host);
        printf("x=%.1f\n", hx[i]);
        for (int k = 0; k < ND; k++) {
            double diff = fabs(dev[i * ND + k] - host[k]);
            printf("  %-10s %.6f %s\n", names[k], dev[i * ND + k], diff <= 1e-12 * (1.0 + fabs(host[k])) ? "ok" : "MISMATCH");
        }
    }
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dout));
    return 0;
}
