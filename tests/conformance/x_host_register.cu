// Page-locking existing host memory with cudaHostRegister / cudaHostUnregister, then async
// copies from it on a stream, cudaHostGetDevicePointer on mapped pinned memory
// (cudaHostAllocMapped) used directly by a kernel (zero copy), and cudaMemGetInfo sanity.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void twice(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= 2;
}

int main() {
    const int n = 4096;
    int *h = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) h[i] = i;
    cudaError_t e = cudaHostRegister(h, n * sizeof(int), cudaHostRegisterDefault);
    printf("register: %s\n", cudaGetErrorName(e));
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaMemcpyAsync(d, h, n * sizeof(int), cudaMemcpyHostToDevice, s);
    twice<<<n / 256, 256, 0, s>>>(d, n);
    cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("h[1]=%d h[4095]=%d\n", h[1], h[4095]);
    printf("unregister: %s\n", cudaGetErrorName(cudaHostUnregister(h)));
    int *mapped, *dm;
    e = cudaHostAlloc(&mapped, 256 * sizeof(int), cudaHostAllocMapped);
    printf("hostAlloc mapped: %s\n", cudaGetErrorName(e));
    for (int i = 0; i < 256; i++) mapped[i] = i + 1;
    e = cudaHostGetDevicePointer(&dm, mapped, 0);
    printf("device pointer: %s\n", cudaGetErrorName(e));
    twice<<<1, 256>>>(dm, 256);
    cudaDeviceSynchronize();
    long sum = 0;
    for (int i = 0; i < 256; i++) sum += mapped[i];
    printf("zero-copy sum %ld\n", sum);
    size_t freeB = 0, totalB = 0;
    cudaMemGetInfo(&freeB, &totalB);
    printf("meminfo sane: %d\n", freeB > 0 && freeB <= totalB && totalB > (100ull << 30));
    cudaFreeHost(mapped);
    cudaStreamDestroy(s);
    cudaFree(d);
    free(h);
    return 0;
}
