// Tests warp-shuffle reductions: a block sum where each warp reduces with __shfl_down_sync
// (offsets 16, 8, 4, 2, 1), lane 0 of each warp stores to shared memory and the first warp
// reduces the warp sums; and a butterfly all-reduce with __shfl_xor_sync where every lane
// ends with the warp's maximum.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__device__ int warpSum(int v) {
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

__device__ int warpMaxAll(int v) {
    for (int mask = 16; mask > 0; mask >>= 1) v = max(v, __shfl_xor_sync(0xffffffffu, v, mask));
    return v;
}

__global__ void blockSum(const int *in, int *sums, int *maxima) {
    __shared__ int warpSums[32];
    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    int v = in[blockIdx.x * blockDim.x + t];
    int s = warpSum(v);
    int m = warpMaxAll(v);
    if (lane == 0) warpSums[warp] = s;
    maxima[blockIdx.x * blockDim.x + t] = m;
    __syncthreads();
    if (warp == 0) {
        int w = lane < blockDim.x / 32 ? warpSums[lane] : 0;
        w = warpSum(w);
        if (lane == 0) sums[blockIdx.x] = w;
    }
}

int main() {
    const int blocks = 4, threads = 256, n = blocks * threads;
    int h[n], sums[blocks], maxima[n];
    for (int i = 0; i < n; i++) h[i] = (i * 37) % 101;
    int *din, *dsums, *dmax;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dsums, sizeof(sums)));
    CHECK(cudaMalloc(&dmax, sizeof(maxima)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    blockSum<<<blocks, threads>>>(din, dsums, dmax);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(sums, dsums, sizeof(sums), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(maxima, dmax, sizeof(maxima), cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++) {
        int e = 0;
        for (int i = 0; i < threads; i++) e += h[b * threads + i];
        printf("block %d sum=%d expected=%d\n", b, sums[b], e);
    }
    for (int w = 0; w < n / 32; w += 5) printf("warp %2d max=%d\n", w, maxima[w * 32 + 7]);
    CHECK(cudaFree(din));
    CHECK(cudaFree(dsums));
    CHECK(cudaFree(dmax));
    return 0;
}
