// shf, the funnel shift, as crypto code writes its rotates: shf.r.wrap
// with one register twice is a rotate right; shf.l.clamp stops at 32. Each
// is checked against __funnelshift_r and __funnelshift_lc lane by lane.
#include <cstdio>
__device__ unsigned rotr(unsigned x, unsigned n) {
    unsigned r;
    asm("shf.r.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "r"(n));
    return r;
}
__device__ unsigned shlClamp(unsigned lo, unsigned hi, unsigned n) {
    unsigned r;
    asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(n));
    return r;
}
__global__ void k(unsigned *o) {
    unsigned t = threadIdx.x;
    o[t] = (rotr(0x12345678u, t * 3) ^ __funnelshift_r(0x12345678u, 0x12345678u, t * 3)) |
           (shlClamp(0xdeadbeefu, 0x01234567u, t * 5) ^ __funnelshift_lc(0xdeadbeefu, 0x01234567u, t * 5));
    o[32 + t] = rotr(0x80000001u, t);
}
int main() {
    unsigned *d, h[64];
    cudaMalloc(&d, sizeof h);
    k<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    unsigned diff = 0;
    for (int i = 0; i < 32; i++) diff |= h[i];
    printf("%08x %08x %08x %08x\n", diff, h[32], h[33], h[63]);
    return 0;
}
// Exit: 0
// Output:
// 00000000 80000001 c0000000 00000003
