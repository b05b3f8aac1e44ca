// Inclusive and exclusive prefix sums with warp shuffles: a warp scan with __shfl_up_sync,
// a block scan built from warp scans and a shared array of warp totals, and a multi-block
// scan that adds block offsets in a second kernel.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int warpInclusive(int v) {
    int lane = threadIdx.x & 31;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        int n = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off) v += n;
    }
    return v;
}

__global__ void blockScan(const int *in, int *out, int *blockSums, int n) {
    __shared__ int warpTotals[32];
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int v = gid < n ? in[gid] : 0;
    int inc = warpInclusive(v);
    if (lane == 31) warpTotals[warp] = inc;
    __syncthreads();
    if (warp == 0) {
        int t = lane < (blockDim.x >> 5) ? warpTotals[lane] : 0;
        warpTotals[lane] = warpInclusive(t);
    }
    __syncthreads();
    if (warp > 0) inc += warpTotals[warp - 1];
    if (gid < n) out[gid] = inc;
    if (threadIdx.x == blockDim.x - 1) blockSums[blockIdx.x] = inc;
}

__global__ void addOffsets(int *out, const int *blockPrefix, int n) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (blockIdx.x > 0 && gid < n) out[gid] += blockPrefix[blockIdx.x - 1];
}

int main() {
    const int n = 5000, B = 256, nb = (n + B - 1) / B;
    int *h = (int *)malloc(n * sizeof(int)), *r = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) h[i] = (i % 11) - 3;
    int *din, *dout, *dsums, *dsums2, *dtmp;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    cudaMalloc(&dsums, nb * sizeof(int));
    cudaMalloc(&dsums2, nb * sizeof(int));
    cudaMalloc(&dtmp, sizeof(int));
    cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
    blockScan<<<nb, B>>>(din, dout, dsums, n);
    blockScan<<<1, 32>>>(dsums, dsums2, dtmp, nb);
    addOffsets<<<nb, B>>>(dout, dsums2, n);
    cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
    int run = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        run += h[i];
        if (r[i] != run && bad++ < 3) printf("mismatch at %d: %d vs %d\n", i, r[i], run);
    }
    printf("scan of %d: last %d, r[255]=%d r[256]=%d r[4095]=%d, %d mismatches\n", n, r[n - 1], r[255], r[256],
           r[4095], bad);
    printf("exclusive r[100]=%d\n", r[99]);
    free(h); free(r);
    cudaFree(din); cudaFree(dout); cudaFree(dsums); cudaFree(dsums2); cudaFree(dtmp);
    return 0;
}
