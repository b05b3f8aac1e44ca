// Tests device limits and stream-ordered allocation: cudaDeviceGetLimit for the stack size,
// printf FIFO and malloc heap defaults, cudaDeviceSetLimit then reading the limit back (a kernel
// then mallocs from the larger heap), cudaMallocAsync / cudaFreeAsync on a stream with a
// kernel and an async copy between them.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void heapUser(int *ok) {
    int *p = (int *)malloc(1 << 20);
    ok[threadIdx.x] = p != NULL;
    if (p) {
        p[0] = threadIdx.x;
        free(p);
    }
}

__global__ void iota(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = 0.5f * i;
}

int main() {
    size_t v = 0;
    cudaDeviceGetLimit(&v, cudaLimitStackSize);
    printf("stack size: %zu\n", v);
    cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize);
    printf("printf FIFO: %zu\n", v);
    cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize);
    printf("malloc heap: %zu\n", v);
    printf("set heap: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20)));
    cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize);
    printf("malloc heap now: %zu\n", v);
    printf("set stack: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitStackSize, 4096)));
    cudaDeviceGetLimit(&v, cudaLimitStackSize);
    printf("stack size now: %zu\n", v);

    int *ok;
    cudaMallocManaged(&ok, 16 * sizeof(int));
    heapUser<<<1, 16>>>(ok);
    cudaDeviceSynchronize();
    int got = 0;
    for (int i = 0; i < 16; i++) got += ok[i];
    printf("kernel mallocs of 1 MiB that succeeded: %d of 16\n", got);

    cudaStream_t s;
    cudaStreamCreate(&s);
    const int n = 1000;
    float *d = NULL, h[n];
    printf("cudaMallocAsync: %s\n", cudaGetErrorName(cudaMallocAsync((void **)&d, n * sizeof(float), s)));
    iota<<<(n + 255) / 256, 256, 0, s>>>(d, n);
    cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    printf("cudaFreeAsync: %s\n", cudaGetErrorName(cudaFreeAsync(d, s)));
    printf("sync: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
    printf("h[1]=%.1f h[999]=%.1f\n", h[1], h[999]);
    cudaStreamDestroy(s);
    cudaFree(ok);
    return 0;
}
