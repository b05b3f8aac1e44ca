// Warp-synchronous calls with the full mask after some of the warp's
// threads have returned (the tail of an array shorter than the grid): what
// __syncwarp, shuffles, votes and reductions do with the exited lanes.
#include <cstdio>

__global__ void tail(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    __syncwarp();
    int down = __shfl_down_sync(0xffffffff, v, 4);
    int idx = __shfl_sync(0xffffffff, v, 0);
    unsigned vote = __ballot_sync(0xffffffff, v % 2 == 0);
    int all = __all_sync(0xffffffff, v >= 0);
    int sum = __reduce_add_sync(0xffffffff, v);
    out[i * 5] = down;
    out[i * 5 + 1] = idx;
    out[i * 5 + 2] = (int)vote;
    out[i * 5 + 3] = all;
    out[i * 5 + 4] = sum;
}

int main() {
    const int n = 44;  // the second warp keeps 12 of its threads
    int h[64], *din, *dout;
    for (int i = 0; i < 64; i++) h[i] = i * 3 + 1;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, 64 * 5 * sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, 64 * 5 * sizeof(int));
    tail<<<1, 64>>>(din, dout, n);
    int r[64 * 5];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 3)
        printf("%d: down %d idx %d vote %08x all %d sum %d\n", i, r[i * 5], r[i * 5 + 1], r[i * 5 + 2], r[i * 5 + 3], r[i * 5 + 4]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
