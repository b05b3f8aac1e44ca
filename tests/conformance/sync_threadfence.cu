// Tests synchronisation built-ins: __syncwarp between warp-local shared writes and reads,
// __threadfence_block and __threadfence in a last-block-done pattern (each block publishes
// its partial sum, fences, then takes a ticket with atomicInc; the last block adds up all
// partials), and __syncthreads separating phases.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define BLOCKS 8
#define THREADS 64

__device__ unsigned int ticket = 0;

__global__ void lastBlockSum(const int *in, volatile int *partial, int *result) {
    __shared__ int s[THREADS];
    __shared__ bool amLast;
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * THREADS + t];
    __syncwarp();
    if (t % 32 == 0) {
        int warpTotal = 0;
        for (int k = 0; k < 32; k++) warpTotal += s[t + k];
        s[t] = warpTotal;
    }
    __threadfence_block();
    __syncthreads();
    if (t == 0) {
        partial[blockIdx.x] = s[0] + s[32];
        __threadfence();
        unsigned int prev = atomicInc(&ticket, BLOCKS);
        amLast = (prev == BLOCKS - 1);
    }
    __syncthreads();
    if (amLast && t == 0) {
        int total = 0;
        for (int b = 0; b < BLOCKS; b++) total += partial[b];
        *result = total;
        ticket = 0;
    }
}

int main() {
    const int n = BLOCKS * THREADS;
    int h[n], result = 0, hp[BLOCKS];
    for (int i = 0; i < n; i++) h[i] = i % 10;
    int *din, *dp, *dr;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dp, sizeof(hp)));
    CHECK(cudaMalloc(&dr, sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    lastBlockSum<<<BLOCKS, THREADS>>>(din, dp, dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&result, dr, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hp, dp, sizeof(hp), cudaMemcpyDeviceToHost));
    int expect = 0;
    for (int i = 0; i < n; i++) expect += h[i];
    printf("last-block sum=%d expected=%d partial[0]=%d partial[7]=%d\n", result, expect, hp[0], hp[7]);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dp));
    CHECK(cudaFree(dr));
    return 0;
}
