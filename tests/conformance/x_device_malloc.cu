// Dynamic allocation inside kernels: per-thread malloc/free, new[]/delete[] of a struct
// array, one block-wide buffer allocated by thread 0 and shared through a __shared__ pointer,
// and cudaDeviceSetLimit(cudaLimitMallocHeapSize) checked with cudaDeviceGetLimit.
#include <cstdio>
#include <cuda_runtime.h>

struct Item {
    int id;
    float w;
};

__global__ void perThread(int *out) {
    int t = threadIdx.x;
    int n = t % 5 + 1;
    int *buf = (int *)malloc(n * sizeof(int));
    if (buf == NULL) { out[t] = -1; return; }
    for (int i = 0; i < n; i++) buf[i] = t * 10 + i;
    int s = 0;
    for (int i = 0; i < n; i++) s += buf[i];
    free(buf);
    Item *items = new Item[3];
    for (int i = 0; i < 3; i++) { items[i].id = i; items[i].w = 0.5f * (t + i); }
    out[t] = s * 100 + (int)(items[2].w * 2);
    delete[] items;
}

__global__ void blockShared(int *out) {
    __shared__ int *data;
    if (threadIdx.x == 0) data = (int *)malloc(blockDim.x * sizeof(int));
    __syncthreads();
    data[threadIdx.x] = threadIdx.x * threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < (int)blockDim.x; i++) s += data[i];
        out[blockIdx.x] = s;
        free(data);
    }
}

int main() {
    size_t heap = 0;
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 * 1024 * 1024);
    cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
    printf("heap %zu\n", heap);
    int *d, h[64];
    cudaMalloc(&d, sizeof h);
    perThread<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; i += 9) printf("%d ", h[i]);
    printf("\n");
    blockShared<<<3, 96>>>(d);
    cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d %d: %s\n", h[0], h[1], h[2], cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
