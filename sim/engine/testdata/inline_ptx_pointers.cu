// Inline PTX with pointers: an "=l" output assigned to a pointer (a
// shared-space address kept in a pointer variable), 64-bit vector stores
// and loads through it, and a 32-bit shared address made in a register
// scope with cvt. The output is worked out by hand.
#include <cstdio>
typedef unsigned long long u64;
__device__ u64 *toShared(u64 *generic) {
    u64 *space;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(space) : "l"(generic));
    return space;
}
__device__ unsigned shared32(const void *generic) {
    unsigned a;
    asm("{ .reg .u64 wide;\n\tcvta.to.shared.u64 wide, %1;\n\tcvt.u32.u64 %0, wide; }" : "=r"(a) : "l"(generic));
    return a;
}
__global__ void pairs(u64 *out) {
    __shared__ __align__(16) u64 cells[64];
    __shared__ int marks[32];
    int t = threadIdx.x;
    u64 *mine = toShared(cells + 2 * t);
    asm volatile("st.shared.v2.u64 [%0], {%1, %2};" :: "l"(mine), "l"(t * 2ull), "l"(t * 9ull) : "memory");
    marks[t] = 100 + t;
    __syncthreads();
    u64 lo, hi;
    asm volatile("ld.shared.v2.u64 {%0, %1}, [%2];" : "=l"(lo), "=l"(hi) : "l"(toShared(cells + 2 * (31 - t))));
    int m;
    asm volatile("ld.shared.s32 %0, [%1];" : "=r"(m) : "r"(shared32(&marks[(t + 3) % 32])));
    out[t] = lo * 1000 + hi * 10 + m;
}
int main() {
    u64 *d, h[32];
    cudaMalloc(&d, sizeof h);
    pairs<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%llu %llu %llu\n", h[0], h[1], h[31]);
    return 0;
}
// Output:
// 64893 62804 102
