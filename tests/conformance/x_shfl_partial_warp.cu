// Shuffles in a partial warp: a block whose size is not a multiple of 32
// leaves its last warp short, and a shuffle may name a source lane that
// holds no thread. What such a lane reads is what this program records.
#include <cstdio>

__global__ void scramble(int *sink) {
    // Leaves distinctive values in the registers of a full block first.
    int v = threadIdx.x * 7919 + 13;
    for (int i = 0; i < 8; i++) v = v * 31 + __shfl_xor_sync(0xffffffff, v, i + 1);
    sink[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void partial(int *out) {
    int lane = threadIdx.x & 31;
    int warp = threadIdx.x / 32;
    int v = threadIdx.x * 10 + 1;
    int idx = __shfl_sync(__activemask(), v, (lane + 20) & 31);
    int up = __shfl_up_sync(__activemask(), v, 3);
    int down = __shfl_down_sync(__activemask(), v, 5);
    int bfly = __shfl_xor_sync(__activemask(), v, 16);
    int sum = threadIdx.x + 1;
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffff, sum, o);
    int base = threadIdx.x * 5;
    out[base] = idx;
    out[base + 1] = up;
    out[base + 2] = down;
    out[base + 3] = bfly;
    out[base + 4] = lane == 0 ? sum : -1;
    (void)warp;
}

int main() {
    int sizes[4] = {40, 48, 33, 100};
    int *d, *sink;
    cudaMalloc(&d, 128 * 5 * sizeof(int));
    cudaMalloc(&sink, 1024 * sizeof(int));
    int h[128 * 5];
    for (int s = 0; s < 4; s++) {
        int n = sizes[s];
        scramble<<<1, 1024>>>(sink);
        cudaMemset(d, 0, sizeof h);
        partial<<<1, n>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        int last = (n - 1) / 32 * 32;  // the short warp's first thread
        printf("block of %d threads, short warp from thread %d:\n", n, last);
        for (int t = last; t < n; t++)
            printf("  t%d idx %d up %d down %d bfly %d\n", t, h[t * 5], h[t * 5 + 1], h[t * 5 + 2], h[t * 5 + 3]);
        printf("  warp sums:");
        for (int w = 0; w * 32 < n; w++) printf(" %d", h[w * 32 * 5 + 4]);
        printf("\n");
    }
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
