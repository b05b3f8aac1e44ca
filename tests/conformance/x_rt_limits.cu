// cudaDeviceSetLimit's rounding and bounds: each value is set, then read
// back, for the stack size, the printf FIFO and the malloc heap.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void touch(int *p) { p[threadIdx.x] = threadIdx.x; }

static void sweep(const char *name, cudaLimit limit, const size_t *values, int n) {
    size_t v = 0;
    cudaDeviceGetLimit(&v, limit);
    printf("%s default %zu\n", name, v);
    for (int i = 0; i < n; i++) {
        cudaError_t e = cudaDeviceSetLimit(limit, values[i]);
        cudaDeviceGetLimit(&v, limit);
        printf("%s set %zu: %s, now %zu\n", name, values[i], cudaGetErrorName(e), v);
        cudaGetLastError();
    }
}

int main() {
    const size_t stack[] = {0, 1, 15, 16, 17, 1000, 1008, 1024, 4096, 5000, 12345, 65536, 131072, 262144, 500000,
                            524288, 524289, 1 << 20, 3 << 20, 1024};
    const size_t fifo[] = {0, 1, 1000, 4096, 100000, 524287, 524288, 524289, 1 << 20, (1 << 20) + 1, 3 << 20,
                           3000000, 8650752, 100 << 20, (size_t)1 << 32, 8650752};
    const size_t heap[] = {0, 1, 1000, 4096, 100000, 1 << 20, 2 << 20, (2 << 20) + 1, 3000000, 4194304, 4194305,
                           5000000, 6 << 20, 8 << 20, 100 << 20, (size_t)1 << 32, 8 << 20};
    sweep("stack", cudaLimitStackSize, stack, sizeof stack / sizeof stack[0]);
    sweep("fifo", cudaLimitPrintfFifoSize, fifo, sizeof fifo / sizeof fifo[0]);
    sweep("heap", cudaLimitMallocHeapSize, heap, sizeof heap / sizeof heap[0]);
    // the largest stack size accepted, by bisection
    size_t lo = 1024, hi = (size_t)1 << 30;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (cudaDeviceSetLimit(cudaLimitStackSize, mid) == cudaSuccess) lo = mid; else hi = mid;
        cudaGetLastError();
    }
    printf("largest stack accepted %zu\n", lo);
    cudaDeviceSetLimit(cudaLimitStackSize, 1024);
    int *d;
    cudaMalloc(&d, 128);
    touch<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    // after a launch
    const size_t after[] = {2048, 1 << 20};
    sweep("fifo after a launch", cudaLimitPrintfFifoSize, after, 2);
    sweep("heap after a launch", cudaLimitMallocHeapSize, after, 2);
    sweep("stack after a launch", cudaLimitStackSize, after, 2);
    return 0;
}
