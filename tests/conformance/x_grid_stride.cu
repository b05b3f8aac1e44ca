// Grid-stride loops with size_t indices and unsigned bounds, 64-bit pointer arithmetic and a
// long long reduction with atomicAdd on unsigned long long, the way the CUDA blog writes them.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__global__ void initKernel(unsigned int *a, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x) {
        a[i] = (unsigned int)(i * 2654435761u);
    }
}

__global__ void sumKernel(const unsigned int *a, unsigned n, unsigned long long *total) {
    unsigned long long local = 0;
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        local += a[i];
    atomicAdd(total, local);
}

__global__ void ptrWalk(const int *base, long long *out, int n) {
    const int *end = base + n;
    long long s = 0;
    for (const int *p = base + threadIdx.x; p < end; p += blockDim.x) s += *p * (long long)(p - base);
    out[threadIdx.x] = s;
    ptrdiff_t span = end - base;
    if (threadIdx.x == 0) printf("span=%ld sizeof(ptrdiff_t)=%d\n", (long)span, (int)sizeof(ptrdiff_t));
}

int main() {
    const size_t n = 1000003;
    unsigned int *a;
    unsigned long long *total;
    cudaMalloc(&a, n * sizeof(unsigned int));
    cudaMalloc(&total, sizeof(unsigned long long));
    cudaMemset(total, 0, sizeof(unsigned long long));
    initKernel<<<40, 256>>>(a, n);
    sumKernel<<<33, 192>>>(a, (unsigned)n, total);
    unsigned long long h = 0;
    cudaMemcpy(&h, total, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long check = 0;
    for (size_t i = 0; i < n; i++) check += (unsigned int)(i * 2654435761u);
    printf("gpu=%llu cpu=%llu %s\n", h, check, h == check ? "OK" : "MISMATCH");

    int hv[1000];
    for (int i = 0; i < 1000; i++) hv[i] = (i * 7) % 13 - 6;
    int *dv;
    long long *dout, hout[64];
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dout, sizeof hout);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    ptrWalk<<<1, 64>>>(dv, dout, 1000);
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    long long all = 0;
    for (int i = 0; i < 64; i++) all += hout[i];
    printf("walk: t0=%lld t63=%lld all=%lld\n", hout[0], hout[63], all);
    uintptr_t x = (uintptr_t)(hv + 10) - (uintptr_t)hv;
    printf("byte distance %lu\n", (unsigned long)x);
    cudaFree(a); cudaFree(total); cudaFree(dv); cudaFree(dout);
    return 0;
}
