// Stream compaction that keeps the input order: each warp counts its survivors with
// __ballot_sync and __popc, a block computes warp offsets, a global atomicAdd per block
// reserves space (block order is not fixed, so the host sorts the block segments by
// reading a per-block offset table), and the result is checked against the host.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void countKeep(const int *in, int n, int *blockCount) {
    __shared__ int total;
    if (threadIdx.x == 0) total = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    bool keep = i < n && (in[i] % 3 == 0);
    unsigned b = __ballot_sync(0xffffffff, keep);
    if ((threadIdx.x & 31) == 0) atomicAdd(&total, __popc(b));
    __syncthreads();
    if (threadIdx.x == 0) blockCount[blockIdx.x] = total;
}

__global__ void scatterKeep(const int *in, int n, const int *blockOffset, int *out) {
    __shared__ int warpBase[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    bool keep = i < n && (in[i] % 3 == 0);
    unsigned b = __ballot_sync(0xffffffff, keep);
    if (lane == 0) warpBase[warp] = __popc(b);
    __syncthreads();
    if (threadIdx.x == 0) {
        int run = 0;
        for (int w = 0; w < (int)(blockDim.x / 32); w++) { int c = warpBase[w]; warpBase[w] = run; run += c; }
    }
    __syncthreads();
    if (keep) {
        int pos = blockOffset[blockIdx.x] + warpBase[warp] + __popc(b & ((1u << lane) - 1));
        out[pos] = in[i];
    }
}

int main() {
    const int n = 10000, B = 128, nb = (n + B - 1) / B;
    int *h = (int *)malloc(n * sizeof(int));
    srand(7);
    for (int i = 0; i < n; i++) h[i] = rand() % 1000;
    int *din, *dcount, *doff, *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dcount, nb * sizeof(int));
    cudaMalloc(&doff, nb * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
    countKeep<<<nb, B>>>(din, n, dcount);
    int *cnt = (int *)malloc(nb * sizeof(int));
    cudaMemcpy(cnt, dcount, nb * sizeof(int), cudaMemcpyDeviceToHost);
    int total = 0;
    for (int b = 0; b < nb; b++) { int c = cnt[b]; cnt[b] = total; total += c; }
    cudaMemcpy(doff, cnt, nb * sizeof(int), cudaMemcpyHostToDevice);
    scatterKeep<<<nb, B>>>(din, n, doff, dout);
    int *r = (int *)malloc(total * sizeof(int));
    cudaMemcpy(r, dout, total * sizeof(int), cudaMemcpyDeviceToHost);
    int j = 0, bad = 0;
    for (int i = 0; i < n; i++)
        if (h[i] % 3 == 0) bad += r[j++] != h[i];
    printf("kept %d of %d (host %d), %d out of order\n", total, n, j, bad);
    printf("first: %d %d %d %d, last: %d\n", r[0], r[1], r[2], r[3], r[total - 1]);
    free(h); free(cnt); free(r);
    cudaFree(din); cudaFree(dcount); cudaFree(doff); cudaFree(dout);
    return 0;
}
