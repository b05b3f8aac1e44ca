// Warp votes and masks under divergence: __activemask inside branches, __ballot_sync with
// the branch's own mask, __syncwarp(mask), lanes that return early, and a per-warp leader
// election with __ffs(__activemask()) - 1 for aggregated atomics.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void votes(const int *in, unsigned *out, int *counter) {
    int lane = threadIdx.x & 31;
    int v = in[threadIdx.x];
    unsigned *o = out + threadIdx.x * 4;
    if (v < 0) {
        o[0] = 0;
        o[1] = 0;
        o[2] = 0;
        o[3] = 0;
        return;
    }
    unsigned act = __activemask();
    if (v % 2 == 0) {
        unsigned m = __activemask();
        unsigned b = __ballot_sync(m, v % 4 == 0);
        __syncwarp(m);
        o[0] = m;
        o[1] = b;
    } else {
        unsigned m = __activemask();
        o[0] = m;
        o[1] = __popc(m) + (__any_sync(m, v > 40) << 8) + (__all_sync(m, v > 0) << 9);
    }
    o[2] = act;
    unsigned mask = __activemask();
    int leader = __ffs(mask) - 1;
    int rank = __popc(mask & ((1u << lane) - 1));
    int base = 0;
    if (lane == leader) base = atomicAdd(counter, __popc(mask));
    base = __shfl_sync(mask, base, leader);
    o[3] = (unsigned)(rank * 1000 + (base >= 0));
}

int main() {
    const int n = 64;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 29) % 50 - (i % 9 == 0 ? 60 : 0);
    int *din, *dc, c = 0;
    unsigned *dout, r[n * 4];
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, &c, sizeof c, cudaMemcpyHostToDevice);
    votes<<<1, n>>>(din, dout, dc);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(&c, dc, sizeof c, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("%2d v=%3d %08x %08x %08x %u\n", i, h[i], r[i * 4], r[i * 4 + 1], r[i * 4 + 2], r[i * 4 + 3]);
    printf("counter %d\n", c);
    cudaFree(din); cudaFree(dout); cudaFree(dc);
    return 0;
}
