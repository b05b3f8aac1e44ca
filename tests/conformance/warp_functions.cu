// Tests every warp-level function in one warp: __shfl_sync, __shfl_up_sync,
// __shfl_down_sync, __shfl_xor_sync (including a width argument), __ballot_sync,
// __any_sync, __all_sync, __activemask in converged code, __popc, __clz, __ffs and the
// warpSize built-in. Results are written per lane and printed by the host.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define FULL 0xffffffffu

__global__ void warpOps(int *out, unsigned int *masks) {
    int lane = threadIdx.x % warpSize;
    int v = lane * lane;
    int a = __shfl_sync(FULL, v, 5);               // broadcast lane 5
    int b = __shfl_up_sync(FULL, v, 3);            // lanes 0..2 keep their own value
    int c = __shfl_down_sync(FULL, v, 4);          // lanes 28..31 keep their own value
    int d = __shfl_xor_sync(FULL, v, 1);           // swap neighbours
    int e = __shfl_sync(FULL, lane, (lane + 1) % 8, 8);  // rotate inside groups of 8
    int f = __shfl_xor_sync(FULL, lane, 2, 4);     // butterfly inside groups of 4
    unsigned int ballot = __ballot_sync(FULL, lane % 3 == 0);
    int any = __any_sync(FULL, lane == 17);
    int all = __all_sync(FULL, lane < 31);
    int allTrue = __all_sync(FULL, lane >= 0);
    unsigned int active = __activemask();
    out[lane * 8 + 0] = a;
    out[lane * 8 + 1] = b;
    out[lane * 8 + 2] = c;
    out[lane * 8 + 3] = d;
    out[lane * 8 + 4] = e;
    out[lane * 8 + 5] = f;
    out[lane * 8 + 6] = __popc(ballot) * 1000 + any * 100 + all * 10 + allTrue;
    out[lane * 8 + 7] = __clz(v) * 100 + __ffs(v);
    if (lane == 0) {
        masks[0] = ballot;
        masks[1] = active;
        masks[2] = (unsigned)warpSize;
        masks[3] = (unsigned)__popc(0xF0F0F0F0u);
        masks[4] = (unsigned)__clz(0);
        masks[5] = (unsigned)__ffs(0);
        masks[6] = (unsigned)__ffs(0x80000000);
    }
}

int main() {
    int h[32 * 8];
    unsigned int m[7];
    int *d;
    unsigned int *dm;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMalloc(&dm, sizeof(m)));
    warpOps<<<1, 32>>>(d, dm);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(m, dm, sizeof(m), cudaMemcpyDeviceToHost));
    printf("lane   shfl    up  down   xor  rot8 bfly4 votes clz/ffs\n");
    for (int lane = 0; lane < 32; lane++) {
        printf("%4d", lane);
        for (int k = 0; k < 8; k++) printf(" %5d", h[lane * 8 + k]);
        printf("\n");
    }
    printf("ballot=0x%08x active=0x%08x warpSize=%u popc=%u clz(0)=%u ffs(0)=%u ffs(msb)=%u\n", m[0], m[1], m[2],
           m[3], m[4], m[5], m[6]);
    CHECK(cudaFree(d));
    CHECK(cudaFree(dm));
    return 0;
}
