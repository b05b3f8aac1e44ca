// Which product of a sum of two nvcc fuses when the products read fast
// intrinsics: the call made first in the kernel has the lower rank, and a
// call of registers alone made before a store is still that one value
// after it (its product is fused, not rounded).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void k1(const float *a, float *o) { float x = a[threadIdx.x]; o[threadIdx.x] = __cosf(x) * __cosf(x) + __sinf(x) * __sinf(x); }
__global__ void k2(const float *a, float *o) { float x = a[threadIdx.x]; o[64 + threadIdx.x] = __sinf(x) + 1.0f; o[threadIdx.x] = __cosf(x) * __cosf(x) + __sinf(x) * __sinf(x); }
__global__ void k3(const float *a, float *o) { float x = a[threadIdx.x]; float s = __sinf(x), c = __cosf(x); o[threadIdx.x] = c * c + s * s; }
__global__ void k4(const float *a, float *o) { float x = a[threadIdx.x]; o[threadIdx.x] = __sinf(x) * __sinf(x) + __cosf(x) * __cosf(x); }
__global__ void k5(const float *a, float *o) { float x = a[threadIdx.x]; float c = __cosf(x), s = __sinf(x); o[threadIdx.x] = c * c + s * s; }
__global__ void k6(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[threadIdx.x] = __cosf(x) * y + __sinf(x) * y; }
__global__ void k7(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[threadIdx.x] = __expf(x) * y + __expf(y) * x; }
__global__ void k8(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[threadIdx.x] = sqrtf(x) * y + __sinf(y) * x; }
__global__ void k9(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[threadIdx.x] = __sinf(y) * x + sqrtf(x) * y; }
__global__ void k10(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[64 + threadIdx.x] = __cosf(y); o[threadIdx.x] = __sinf(x) * x + __cosf(y) * y; }
__global__ void k11(const float *a, float *o) { float x = a[threadIdx.x], y = a[threadIdx.x + 32]; o[64 + threadIdx.x] = sqrtf(y); o[threadIdx.x] = x * sqrtf(x) + y * sqrtf(y); }

typedef void (*Kernel)(const float *, float *);

int main() {
    const int n = 64;
    float h[n], r[2 * n];
    for (int i = 0; i < n; ++i) h[i] = 0.3f + 0.173f * i + 1e-3f * (i * i % 11);
    float *d_a, *d_o;
    cudaMalloc(&d_a, sizeof(h));
    cudaMalloc(&d_o, sizeof(r));
    cudaMemcpy(d_a, h, sizeof(h), cudaMemcpyHostToDevice);
    Kernel ks[] = {k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11};
    for (int k = 0; k < 11; ++k) {
        cudaMemset(d_o, 0, sizeof(r));
        ks[k]<<<1, 32>>>(d_a, d_o);
        cudaError_t err = cudaGetLastError();
        if (err != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(err)); return 1; }
        cudaMemcpy(r, d_o, sizeof(r), cudaMemcpyDeviceToHost);
        unsigned hash = 2166136261u;
        for (int i = 0; i < 32; ++i) {
            unsigned bits;
            memcpy(&bits, &r[i], 4);
            hash = (hash ^ bits) * 16777619u;
        }
        printf("k%-2d hash %08x  r[5] %a  r[29] %a\n", k + 1, hash, r[5], r[29]);
    }
    cudaFree(d_a); cudaFree(d_o);
    return 0;
}
