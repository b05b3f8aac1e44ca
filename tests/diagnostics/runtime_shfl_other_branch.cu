// Each half of a divergent branch shuffles with its own active mask, and the even lanes read their
// odd neighbours, which run the other half: the value is undefined (an H200 gives 0).
// compute-sanitizer reports nothing, the lab warns.
// sanitizer-tool: synccheck
#include <cstdio>

__global__ void pairs(int *out) {
    int lane = threadIdx.x & 31, v = lane * 2, got;
    if (lane & 1) {
        got = -1;
    } else {
        got = __shfl_sync(__activemask(), v, lane + 1); // ERROR "reads lane 1, which is not executing it"
    }
    out[lane] = got;
}

int main() {
    int *out, h[32];
    cudaMalloc(&out, sizeof h);
    pairs<<<1, 32>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
