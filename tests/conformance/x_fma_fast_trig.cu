// Fast intrinsics inside contracted arithmetic: __fdividef is a product of
// the numerator and MUFU.RCP of the denominator, which fuses with the add
// or subtraction that reads it even when its operands call __sinf and
// __cosf (Newton's method for Kepler's equation with a fixed number of
// steps), and equal __sinf or __cosf calls are one value.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void kepler_fast(const float *ecc, const float *mean, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float e = ecc[i], m = mean[i];
    float E = e > 0.8f ? 3.14159265f : m;
    for (int k = 0; k < 8; ++k)
        E -= __fdividef(E - e * __sinf(E) - m, 1.0f - e * __cosf(E));
    out[i] = E;
}

__global__ void forms(const float *a, const float *b, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i];
    float *o = out + 8 * i;
    o[0] = x - __fdividef(x * y, 1.0f + y * y);
    o[1] = __fdividef(__sinf(x), __cosf(y)) + y;
    o[2] = y + __sinf(x) * x - __sinf(x) * y;
    o[3] = __cosf(x) * __cosf(x) + __sinf(x) * __sinf(x);
    o[4] = __logf(fabsf(x) + 1.0f) - __fdividef(y, x + 2.0f);
    float s = __sinf(x * 0.5f), c = __cosf(x * 0.5f);
    o[5] = 1.0f - 2.0f * s * s - (c * c - s * s);
    o[6] = x * __fdividef(1.0f, y + 3.0f) + __fdividef(x, y + 3.0f);
    o[7] = __fdividef(x - __sinf(y), 2.0f + __cosf(x)) * y + x;
}

int main() {
    const int n = 256;
    float ecc[n], mean[n], a[n], b[n], res[n], f[8 * n];
    for (int i = 0; i < n; ++i) {
        ecc[i] = 0.95f * (i % 64) / 64.0f;
        mean[i] = 6.28318531f * (i / 64) / 4.0f + 0.001f * i;
        a[i] = -3.0f + 0.0234375f * i + 1e-3f * (i % 7);
        b[i] = 2.5f - 0.017f * i;
    }
    float *d_ecc, *d_mean, *d_out, *d_a, *d_b, *d_f;
    cudaMalloc(&d_ecc, sizeof(ecc)); cudaMalloc(&d_mean, sizeof(mean)); cudaMalloc(&d_out, sizeof(res));
    cudaMalloc(&d_a, sizeof(a)); cudaMalloc(&d_b, sizeof(b)); cudaMalloc(&d_f, sizeof(f));
    cudaMemcpy(d_ecc, ecc, sizeof(ecc), cudaMemcpyHostToDevice);
    cudaMemcpy(d_mean, mean, sizeof(mean), cudaMemcpyHostToDevice);
    cudaMemcpy(d_a, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d_b, b, sizeof(b), cudaMemcpyHostToDevice);
    kepler_fast<<<2, 128>>>(d_ecc, d_mean, d_out, n);
    forms<<<2, 128>>>(d_a, d_b, d_f, n);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(err)); return 1; }
    cudaMemcpy(res, d_out, sizeof(res), cudaMemcpyDeviceToHost);
    cudaMemcpy(f, d_f, sizeof(f), cudaMemcpyDeviceToHost);
    unsigned h = 2166136261u;
    for (int i = 0; i < n; ++i) {
        unsigned bits;
        memcpy(&bits, &res[i], 4);
        h = (h ^ bits) * 16777619u;
        if (i % 37 == 0 || i == 63 || i == 127) printf("E[%3d] = %a (%.9g)\n", i, res[i], res[i]);
    }
    printf("kepler hash %08x\n", h);
    for (int k = 0; k < 8; ++k) {
        unsigned hk = 2166136261u;
        for (int i = 0; i < n; ++i) {
            unsigned bits;
            memcpy(&bits, &f[8 * i + k], 4);
            hk = (hk ^ bits) * 16777619u;
        }
        printf("form %d: hash %08x, f[3] = %a, f[200] = %a\n", k, hk, f[8 * 3 + k], f[8 * 200 + k]);
    }
    cudaFree(d_ecc); cudaFree(d_mean); cudaFree(d_out); cudaFree(d_a); cudaFree(d_b); cudaFree(d_f);
    return 0;
}
