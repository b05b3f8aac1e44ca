// Tests pinned (page-locked) host memory: cudaMallocHost and cudaHostAlloc buffers used as the
// source and destination of cudaMemcpy and cudaMemcpyAsync, a mapped buffer written by a
// kernel through the pointer from cudaHostGetDevicePointer (zero-copy), and cudaFreeHost.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * in[i];
}

__global__ void mark(int *flags, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) flags[i] = 100 + i;
}

int main() {
    const int n = 512;
    int *hIn = NULL, *hOut = NULL, *dIn = NULL, *dOut = NULL;
    printf("cudaMallocHost: %s\n", cudaGetErrorName(cudaMallocHost(&hIn, n * sizeof(int))));
    printf("cudaHostAlloc: %s\n", cudaGetErrorName(cudaHostAlloc(&hOut, n * sizeof(int), cudaHostAllocDefault)));
    cudaMalloc(&dIn, n * sizeof(int));
    cudaMalloc(&dOut, n * sizeof(int));
    for (int i = 0; i < n; i++) hIn[i] = i - 256;

    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaMemcpyAsync(dIn, hIn, n * sizeof(int), cudaMemcpyHostToDevice, s);
    square<<<n / 128, 128, 0, s>>>(dIn, dOut, n);
    cudaMemcpyAsync(hOut, dOut, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    printf("cudaStreamSynchronize: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
    long long total = 0;
    for (int i = 0; i < n; i++) total += hOut[i];
    printf("hOut[0]=%d hOut[256]=%d hOut[511]=%d total=%lld\n", hOut[0], hOut[256], hOut[511], total);

    // Synchronous copies from and to pinned memory.
    cudaMemcpy(dOut, hOut, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(hIn, dOut, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("round trip: hIn[10]=%d\n", hIn[10]);

    // Mapped pinned memory: the kernel writes host memory directly.
    int *mapped = NULL, *devView = NULL;
    printf("cudaHostAlloc mapped: %s\n", cudaGetErrorName(cudaHostAlloc(&mapped, 64 * sizeof(int), cudaHostAllocMapped)));
    printf("cudaHostGetDevicePointer: %s\n", cudaGetErrorName(cudaHostGetDevicePointer((void **)&devView, mapped, 0)));
    mark<<<1, 64>>>(devView, 64);
    cudaDeviceSynchronize();
    printf("mapped[0]=%d mapped[63]=%d\n", mapped[0], mapped[63]);

    cudaStreamDestroy(s);
    cudaFree(dIn);
    cudaFree(dOut);
    printf("cudaFreeHost: %s %s %s\n", cudaGetErrorName(cudaFreeHost(hIn)), cudaGetErrorName(cudaFreeHost(hOut)),
           cudaGetErrorName(cudaFreeHost(mapped)));
    return 0;
}
