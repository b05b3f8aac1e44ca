// Tests a histogram with shared-memory atomics: each block builds a private 64-bin
// histogram in shared memory with atomicAdd (zeroed first, __syncthreads around), then adds
// it to the global histogram with one global atomicAdd per bin. Input bytes come from an
// integer hash; counts are integers, so the result does not depend on ordering.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define BINS 64

__global__ void histogram(const unsigned char *data, int n, unsigned int *hist) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&hist[b], local[b]);
}

int main() {
    const int n = 100000;
    unsigned char *h = (unsigned char *)malloc(n);
    unsigned int expect[BINS] = {0};
    for (int i = 0; i < n; i++) {
        unsigned int x = (unsigned int)i * 2654435761u;
        h[i] = (unsigned char)((x >> 13) ^ (x >> 24));
        expect[h[i] % BINS]++;
    }
    unsigned char *dd;
    unsigned int *dh, hist[BINS];
    CHECK(cudaMalloc(&dd, n));
    CHECK(cudaMalloc(&dh, sizeof(hist)));
    CHECK(cudaMemcpy(dd, h, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dh, 0, sizeof(hist)));
    histogram<<<32, 256>>>(dd, n, dh);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hist, dh, sizeof(hist), cudaMemcpyDeviceToHost));
    unsigned int total = 0, mismatches = 0;
    for (int b = 0; b < BINS; b++) {
        total += hist[b];
        if (hist[b] != expect[b]) mismatches++;
    }
    for (int b = 0; b < BINS; b += 8)
        printf("bins %2d..%2d: %5u %5u %5u %5u %5u %5u %5u %5u\n", b, b + 7, hist[b], hist[b + 1], hist[b + 2],
               hist[b + 3], hist[b + 4], hist[b + 5], hist[b + 6], hist[b + 7]);
    printf("total=%u mismatches=%u\n", total, mismatches);
    free(h);
    CHECK(cudaFree(dd));
    CHECK(cudaFree(dh));
    return 0;
}
