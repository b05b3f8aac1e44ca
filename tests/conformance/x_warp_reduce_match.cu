// sm_80+ warp reductions (__reduce_add_sync, __reduce_min_sync, __reduce_max_sync,
// __reduce_and/or/xor_sync), __match_any_sync and __match_all_sync, and __shfl_*_sync with a
// width below 32, including under a partial mask.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warpReduce(const int *in, int *out) {
    int lane = threadIdx.x & 31;
    int warp = threadIdx.x >> 5;
    int v = in[threadIdx.x];
    unsigned full = 0xffffffffu;
    int s = __reduce_add_sync(full, v);
    int mn = __reduce_min_sync(full, v);
    int mx = __reduce_max_sync(full, v);
    unsigned a = __reduce_and_sync(full, (unsigned)v | 0x100u);
    unsigned o = __reduce_or_sync(full, (unsigned)v);
    unsigned x = __reduce_xor_sync(full, (unsigned)v);
    unsigned umin = __reduce_min_sync(full, (unsigned)v);
    unsigned key = (unsigned)(v % 4 + 4) % 4;
    unsigned peers = __match_any_sync(full, key);
    int pred;
    unsigned all = __match_all_sync(full, warp, &pred);
    int seg = __shfl_down_sync(full, v, 1, 16);
    int seg8 = __shfl_up_sync(full, v, 2, 8);
    int sum16 = v;
    for (int off = 8; off > 0; off >>= 1) sum16 += __shfl_xor_sync(full, sum16, off, 16);
    int half = -1;
    if (lane < 16) half = __reduce_add_sync(0x0000ffffu, v);
    if (lane == 0)
        printf("warp %d: add=%d min=%d max=%d and=%x or=%x xor=%x umin=%u all=%x pred=%d\n", warp, s, mn,
               mx, a, o, x, umin, all, pred);
    out[threadIdx.x * 5 + 0] = __popc(peers);
    out[threadIdx.x * 5 + 1] = seg;
    out[threadIdx.x * 5 + 2] = seg8;
    out[threadIdx.x * 5 + 3] = sum16;
    out[threadIdx.x * 5 + 4] = half;
}

int main() {
    const int n = 64;
    int h[n], r[n * 5];
    for (int i = 0; i < n; i++) h[i] = (i * 37 + 11) % 61 - 30;
    int *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    warpReduce<<<1, n>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%2d: v=%4d peers=%2d seg=%4d seg8=%4d sum16=%4d half=%4d\n", i, h[i], r[i * 5], r[i * 5 + 1],
               r[i * 5 + 2], r[i * 5 + 3], r[i * 5 + 4]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
