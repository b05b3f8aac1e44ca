#include <cstdio>

__global__ void warpSum(int *out) {
    int lane = threadIdx.x & 31;
    int v = lane;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffff, v, off);
    unsigned b = __ballot_sync(0xffffffff, lane % 3 == 0);
    int up = __shfl_up_sync(0xffffffff, lane, 1);
    int x = __shfl_xor_sync(0xffffffff, lane, 1);
    int w8 = __shfl_sync(0xffffffff, lane, 0, 8);
    if (lane == 0) { out[0] = v; out[1] = b; }
    if (lane == 5) { out[2] = up; out[3] = x; out[4] = w8; }
    int any = __any_sync(0xffffffff, lane == 31), all = __all_sync(0xffffffff, lane < 31);
    if (lane == 0) { out[5] = up; out[6] = __popc(b); out[7] = any; out[8] = all; }
}

int main() {
    int *d, h[9];
    cudaMalloc(&d, sizeof(h));
    warpSum<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("sum=%d ballot=%#x up=%d xor=%d w8=%d up0=%d popc=%d any=%d all=%d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]);
    return 0;
}
// Output:
// sum=496 ballot=0x49249249 up=4 xor=4 w8=0 up0=0 popc=11 any=1 all=0
