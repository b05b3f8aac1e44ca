// Shuffles at their edges, all with the full mask: __shfl_sync with a source lane beyond
// the width or negative (the lane is taken modulo the width, inside the caller's segment),
// __shfl_up/down_sync by 0, by the width or more and at a segment's ends (the lane keeps its
// own value), __shfl_xor_sync with a lane mask that leaves the segment, widths 1 to 32, and
// votes whose predicate is an int other than 0 and 1.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void edges(const int *src, int *out, int *nsrc) {
    int lane = threadIdx.x & 31;
    int v = 100 + lane;
    int *o = out + threadIdx.x * 16;
    const unsigned full = 0xffffffffu;
    o[0] = __shfl_sync(full, v, src[0]);          // 37: beyond 32
    o[1] = __shfl_sync(full, v, src[1], 8);       // -1: modulo 8
    o[2] = __shfl_sync(full, v, src[2], 16);      // 21 within a 16-wide segment
    o[3] = __shfl_sync(full, v, lane + 3, 4);
    o[4] = __shfl_up_sync(full, v, 0);
    o[5] = __shfl_up_sync(full, v, 3, 8);
    o[6] = __shfl_up_sync(full, v, 8, 8);
    o[7] = __shfl_down_sync(full, v, 5, 16);
    o[8] = __shfl_down_sync(full, v, 33);
    o[9] = __shfl_xor_sync(full, v, 9, 8);
    o[10] = __shfl_xor_sync(full, v, 16, 16);
    o[11] = __shfl_xor_sync(full, v, 31);
    o[12] = __shfl_sync(full, v, 0, 1);
    o[13] = __shfl_down_sync(full, v, nsrc[0], 4);
    o[14] = __ballot_sync(full, lane % 3 * 2) ^ __ballot_sync(full, lane & 4);
    o[15] = __all_sync(full, lane + 1) * 10 + __any_sync(full, lane & 64) + __all_sync(full, lane > 0) * 100;
}

int main() {
    int h[3] = {37, -1, 21}, n = 2;
    int *dsrc, *dout, *dn, r[64 * 16];
    cudaMalloc(&dsrc, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMalloc(&dn, sizeof n);
    cudaMemcpy(dsrc, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dn, &n, sizeof n, cudaMemcpyHostToDevice);
    edges<<<1, 64>>>(dsrc, dout, dn);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    const char *names[16] = {"idx37", "idx-1/8", "idx21/16", "lane+3/4", "up0", "up3/8", "up8/8", "down5/16",
                             "down33", "xor9/8", "xor16/16", "xor31", "w1", "downN/4", "ballots", "votes"};
    for (int k = 0; k < 16; k++) {
        printf("%-9s", names[k]);
        for (int t = 0; t < 64; t += (k == 14 ? 32 : 1)) printf(k == 14 ? " %08x" : " %d", r[t * 16 + k]);
        printf("\n");
    }
    cudaFree(dsrc); cudaFree(dout); cudaFree(dn);
    return 0;
}
