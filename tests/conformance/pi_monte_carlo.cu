// Tests the Monte Carlo estimate of pi with a shared-memory reduction: every thread runs
// its own integer linear congruential generator (seeded from its global id), counts points
// inside the quarter circle with exact integer arithmetic, the block sums the counts in
// shared memory (tree with __syncthreads), and the host adds the block totals.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define THREADS 256
#define SAMPLES 128

__device__ unsigned int lcg(unsigned int &state) {
    state = state * 1664525u + 1013904223u;
    return state >> 16;  // 16 random bits
}

__global__ void piKernel(unsigned int *blockCounts) {
    __shared__ unsigned int counts[THREADS];
    int t = threadIdx.x;
    unsigned int state = (blockIdx.x * blockDim.x + t) * 2654435761u + 12345u;
    unsigned int inside = 0;
    for (int s = 0; s < SAMPLES; s++) {
        unsigned long long x = lcg(state), y = lcg(state);
        if (x * x + y * y < 65536ULL * 65536ULL) inside++;
    }
    counts[t] = inside;
    __syncthreads();
    for (int stride = THREADS / 2; stride > 0; stride /= 2) {
        if (t < stride) counts[t] += counts[t + stride];
        __syncthreads();
    }
    if (t == 0) blockCounts[blockIdx.x] = counts[0];
}

int main() {
    const int blocks = 64;
    unsigned int h[blocks], *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    piKernel<<<blocks, THREADS>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    unsigned long long inside = 0, total = (unsigned long long)blocks * THREADS * SAMPLES;
    for (int b = 0; b < blocks; b++) inside += h[b];
    printf("block 0 inside=%u, block 63 inside=%u\n", h[0], h[blocks - 1]);
    printf("inside=%llu of %llu, pi ~ %.6f\n", inside, total, 4.0 * (double)inside / (double)total);
    CHECK(cudaFree(d));
    return 0;
}
