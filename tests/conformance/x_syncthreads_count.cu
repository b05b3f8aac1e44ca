// Block-wide votes: __syncthreads_count, __syncthreads_and and __syncthreads_or, used to count
// elements above a threshold per block, test whether a block is sorted, and detect a zero.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void votes(const int *in, int *out, int threshold) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i];
    int above = __syncthreads_count(v > threshold);
    int sortedHere = threadIdx.x == 0 || in[i - 1] <= v;
    int allSorted = __syncthreads_and(sortedHere);
    int anyZero = __syncthreads_or(v == 0);
    if (threadIdx.x == 0) {
        out[blockIdx.x * 3 + 0] = above;
        out[blockIdx.x * 3 + 1] = allSorted;
        out[blockIdx.x * 3 + 2] = anyZero;
    }
}

int main() {
    const int blocks = 4, threads = 128, n = blocks * threads;
    int h[n];
    for (int i = 0; i < n; i++) {
        int b = i / threads, t = i % threads;
        h[i] = b == 1 ? t * 3 : b == 2 ? (t * 37) % 101 : b == 3 ? 500 - t : t + 1;
    }
    h[2 * threads + 40] = 0;
    int *d, *dout, r[blocks * 3];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    votes<<<blocks, threads>>>(d, dout, 100);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int b = 0; b < blocks; b++) printf("block %d: above %d sorted %d zero %d\n", b, r[b * 3], r[b * 3 + 1], r[b * 3 + 2]);
    cudaFree(d);
    cudaFree(dout);
    return 0;
}
