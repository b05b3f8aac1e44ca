// Warp functions after some of the warp's threads have returned, and in a
// partial warp with a full mask: what a shuffle reads from a lane whose
// thread has exited, and how votes, reductions and matches count lanes
// that are gone or were never there.
#include <cstdio>

__global__ void exited(int *out) {
    int lane = threadIdx.x & 31;
    int v = threadIdx.x * 10 + 3;
    out[threadIdx.x * 4] = -7;
    if (lane >= 20) return;
    unsigned m = __activemask();
    int idx = __shfl_sync(m, v, (lane + 12) & 31);
    int down = __shfl_down_sync(m, v, 6);
    unsigned vote = __ballot_sync(m, v % 3 == 0);
    int base = threadIdx.x * 4;
    out[base] = idx;
    out[base + 1] = down;
    out[base + 2] = (int)vote;
    out[base + 3] = (int)m;
}

__global__ void partialVotes(int *out) {
    int t = threadIdx.x;
    unsigned ballot = __ballot_sync(0xffffffff, t % 2 == 0);
    int any = __any_sync(0xffffffff, t > 1000);
    int all = __all_sync(0xffffffff, t < 1000);
    int sum = __reduce_add_sync(0xffffffff, t + 1);
    unsigned mx = __reduce_max_sync(0xffffffff, (unsigned)t);
    unsigned peers = __match_any_sync(0xffffffff, t / 4);
    if ((t & 31) == 0 || t == blockDim.x - 1) {
        int base = (t / 32) * 8 + (t & 31 ? 4 : 0);
        out[base] = (int)ballot;
        out[base + 1] = any * 10 + all;
        out[base + 2] = sum * 1000 + (int)mx;
        out[base + 3] = (int)peers;
    }
}

int main() {
    int *d;
    cudaMalloc(&d, 256 * sizeof(int));
    int h[256];
    exited<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; t++) {
        if (t % 32 >= 20) continue;
        if (t % 5 == 0 || t % 32 == 19)
            printf("exited t%d: idx %d down %d vote %08x active %08x\n", t, h[t * 4], h[t * 4 + 1], h[t * 4 + 2], h[t * 4 + 3]);
    }
    cudaMemset(d, 0, sizeof h);
    partialVotes<<<1, 45>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int w = 0; w < 2; w++)
        for (int k = 0; k < 2; k++) {
            int *r = h + w * 8 + k * 4;
            printf("votes warp %d %s: ballot %08x any/all %d reduce %d match %08x\n", w, k ? "last" : "first", r[0], r[1], r[2], r[3]);
        }
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
