// Inline PTX warp operations and atomics: shfl.sync in its four modes with full and segmented
// c operands, vote.sync ballot/all/any/uni with negated predicates, and atom and red on global
// and shared memory (add, min, max, inc, exch, cas, and, or, xor; 32- and 64-bit, float and
// double), each returning atomic on an address of its own lane so that old values do not
// depend on the order of lanes.
#include <cstdio>

#define SLOTS 12

__global__ void warp(unsigned *o, unsigned *g, float *gf, double *gd, unsigned long long *g64) {
    __shared__ unsigned s[64];
    int t = threadIdx.x;
    unsigned *r = o + t * SLOTS;
    s[t] = t * 5;
    s[t + 32] = 0;
    __syncwarp();
    unsigned v = t * 7 + 3, x;
    asm("shfl.sync.down.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(x) : "r"(v), "r"(3)); r[0] = x;
    asm("shfl.sync.up.b32 %0, %1, %2, 0x0, 0xffffffff;" : "=r"(x) : "r"(v), "r"(5)); r[1] = x;
    asm("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(x) : "r"(v), "r"(t % 4 + 9)); r[2] = x;
    asm("shfl.sync.idx.b32 %0, %1, %2, 0x181f, 0xffffffff;" : "=r"(x) : "r"(v), "r"(t * 3)); r[3] = x;
    asm("shfl.sync.down.b32 %0, %1, %2, 0x101f, 0xffffffff;" : "=r"(x) : "r"(v), "r"(2)); r[4] = x;
    unsigned b;
    asm("{ .reg .pred p, q; setp.lt.u32 p, %1, 20; vote.sync.ballot.b32 %0, !p, 0xffffffff; }" : "=r"(b) : "r"(t)); r[5] = b;
    asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 99; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(b) : "r"(t)); r[6] = b;
    asm("{ .reg .pred p, q; setp.eq.u32 p, %1, 7; vote.sync.any.pred q, !p, 0xffffffff; vote.sync.uni.pred p, p, 0xffffffff; selp.u32 %0, 2, 0, q; @p add.u32 %0, %0, 1; }" : "=r"(b) : "r"(t)); r[7] = b;
    unsigned old;
    asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(g + t), "r"(t + 1) : "memory"); r[8] = old;
    asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(old) : "r"((unsigned)__cvta_generic_to_shared(&s[t])), "r"(t % 2 ? t * 5 : 1u), "r"(1000u + t) : "memory");
    r[9] = old;
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(old) : "l"(g + 32 + t), "r"(0xabcd0000u + t) : "memory"); r[10] = old;
    asm volatile("red.global.add.u32 [%0], %1;" :: "l"(g + 64), "r"(t + 1) : "memory");
    asm volatile("red.global.min.s32 [%0], %1;" :: "l"(g + 65), "r"(15 - t) : "memory");
    asm volatile("red.global.max.u32 [%0], %1;" :: "l"(g + 66), "r"(t * 3) : "memory");
    asm volatile("red.global.or.b32 [%0], %1;" :: "l"(g + 67), "r"(1u << t) : "memory");
    asm volatile("red.global.xor.b32 [%0], %1;" :: "l"(g + 68), "r"(t * 0x01010101u) : "memory");
    asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(old) : "l"(g + 69 + t), "r"(t % 3) : "memory"); r[11] = old;
    asm volatile("red.shared.add.u32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&s[32 + t % 4])), "r"(t) : "memory");
    asm volatile("red.shared.and.b32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&s[36])), "r"(~(1u << t)) : "memory");
    asm volatile("red.global.add.f32 [%0], %1;" :: "l"(gf), "f"(t * 0.25f) : "memory");
    asm volatile("red.global.add.f64 [%0], %1;" :: "l"(gd), "d"(t * 0.125) : "memory");
    asm volatile("red.global.max.u64 [%0], %1;" :: "l"(g64), "l"(0x100000000ULL * t + 7) : "memory");
    __syncwarp();
    if (t < 8) g[101 + t] = s[32 + t];
    g[110 + t] = s[t];
}

int main() {
    unsigned *o, *g;
    float *gf;
    double *gd;
    unsigned long long *g64;
    cudaMalloc(&o, 32 * SLOTS * 4);
    cudaMalloc(&g, 160 * 4);
    cudaMalloc(&gf, 4);
    cudaMalloc(&gd, 8);
    cudaMalloc(&g64, 8);
    unsigned hg[160];
    for (int i = 0; i < 160; i++) hg[i] = i * 11;
    hg[65] = 100; hg[66] = 0; hg[67] = 0; hg[68] = 0;
    cudaMemcpy(g, hg, sizeof hg, cudaMemcpyHostToDevice);
    cudaMemset(gf, 0, 4);
    cudaMemset(gd, 0, 8);
    cudaMemset(g64, 0, 8);
    warp<<<1, 32>>>(o, g, gf, gd, g64);
    static unsigned r[32 * SLOTS];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(hg, g, sizeof hg, cudaMemcpyDeviceToHost);
    float hf;
    double hd;
    unsigned long long h64;
    cudaMemcpy(&hf, gf, 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hd, gd, 8, cudaMemcpyDeviceToHost);
    cudaMemcpy(&h64, g64, 8, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    for (int t = 0; t < 32; t++) {
        printf("%2d:", t);
        for (int k = 0; k < SLOTS; k++) printf(" %x", r[t * SLOTS + k]);
        printf(" | %x %x %x %x\n", hg[t], hg[32 + t], hg[69 + t], hg[110 + t]);
    }
    printf("%u %d %u %x %x | %x %x %x %x %x | %g %g %llx\n", hg[64], (int)hg[65], hg[66], hg[67], hg[68],
           hg[101], hg[102], hg[103], hg[104], hg[105], hf, hd, h64);
    return 0;
}
