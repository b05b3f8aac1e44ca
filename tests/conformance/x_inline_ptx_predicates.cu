// Inline PTX with predicates and bit fields: setp with every integer and float comparison
// (NaN included), and/or/xor/not on predicates, selp, guarded instructions (@p, @!p) including a
// guarded store, bfe and bfi at and past the register's width, bfind, prmt with sign
// replication, and mov packing and unpacking 16- and 32-bit parts.
#include <cstdio>

#define SLOTS 16

__global__ void preds(const float *fin, unsigned *o) {
    int t = threadIdx.x;
    unsigned *r = o + t * SLOTS;
    int a = (t - 16) * 3, b = 5 - t;
    unsigned bitsI = 0;
    unsigned p;
#define ICMP(i, op, ty) \
    asm("{ .reg .pred q; setp." op "." ty " q, %1, %2; selp.u32 %0, 1, 0, q; }" : "=r"(p) : "r"(a), "r"(b)); \
    bitsI |= p << (i);
    ICMP(0, "eq", "s32") ICMP(1, "ne", "s32") ICMP(2, "lt", "s32") ICMP(3, "le", "s32") ICMP(4, "gt", "s32")
    ICMP(5, "ge", "s32") ICMP(6, "lo", "u32") ICMP(7, "ls", "u32") ICMP(8, "hi", "u32") ICMP(9, "hs", "u32")
    ICMP(10, "lt", "u32") ICMP(11, "ge", "u32") ICMP(12, "eq", "b32") ICMP(13, "ne", "b32")
    r[0] = bitsI;
    float x = fin[t], y = fin[(t * 7 + 3) % 32];
    unsigned bitsF = 0;
#define FCMP(i, op) \
    asm("{ .reg .pred q; setp." op ".f32 q, %1, %2; selp.u32 %0, 1, 0, q; }" : "=r"(p) : "f"(x), "f"(y)); \
    bitsF |= p << (i);
    FCMP(0, "eq") FCMP(1, "ne") FCMP(2, "lt") FCMP(3, "le") FCMP(4, "gt") FCMP(5, "ge")
    FCMP(6, "equ") FCMP(7, "neu") FCMP(8, "ltu") FCMP(9, "leu") FCMP(10, "gtu") FCMP(11, "geu")
    FCMP(12, "num") FCMP(13, "nan")
    r[1] = bitsF;
    unsigned v;
    asm("{ .reg .pred p, q, s;\n"
        "  setp.lt.u32 p, %1, 20;\n"
        "  setp.ne.u32 q, %2, 0;\n"
        "  xor.pred s, p, q;\n"
        "  or.pred p, s, q;\n"
        "  not.pred q, p;\n"
        "  mov.u32 %0, 7;\n"
        "  @s add.u32 %0, %0, 10;\n"
        "  @!q shl.b32 %0, %0, 1;\n"
        "  @q mov.u32 %0, 99; }"
        : "=r"(v) : "r"(t), "r"(t & 4));
    r[2] = v;
    asm("{ .reg .pred g; setp.eq.u32 g, %1, 0; @g st.global.u32 [%0], %2; }" :: "l"(r + 3), "r"(t % 3), "r"(0xabc0u + t) : "memory");
    unsigned src = 0x9abcdef0u ^ (t * 0x01010101u);
    asm("bfe.u32 %0, %1, %2, %3;" : "=r"(v) : "r"(src), "r"(t), "r"(12)); r[4] = v;
    asm("bfe.s32 %0, %1, %2, %3;" : "=r"(v) : "r"(src), "r"(t * 2), "r"(t % 9)); r[5] = v;
    unsigned long long s64 = 0xfedcba9876543210ULL * (t + 1), v64;
    asm("bfe.s64 %0, %1, %2, %3;" : "=l"(v64) : "l"(s64), "r"(t * 3), "r"(20)); r[6] = (unsigned)(v64 >> 32) ^ (unsigned)v64;
    asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(v) : "r"(src), "r"(0x55555555u), "r"(t + 8), "r"(t % 13)); r[7] = v;
    asm("bfind.u32 %0, %1;" : "=r"(v) : "r"(t == 0 ? 0u : src >> t)); r[8] = v;
    asm("bfind.s32 %0, %1;" : "=r"(v) : "r"((int)src >> (t % 32))); r[9] = v;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(v) : "r"(src), "r"(0x7f80ff01u), "r"(0x3210u + t * 0x1357u)); r[10] = v;
    unsigned short h0, h1, h2, h3;
    asm("mov.b64 {%0, %1, %2, %3}, %4;" : "=h"(h0), "=h"(h1), "=h"(h2), "=h"(h3) : "l"(s64));
    r[11] = h0 ^ (h1 << 4) ^ (h2 << 8) ^ (h3 << 12);
    unsigned packed;
    asm("mov.b32 %0, {%1, %2};" : "=r"(packed) : "h"(h3), "h"(h0));
    r[12] = packed;
    unsigned lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(s64));
    asm("mov.b64 %0, {%1, %2};" : "=l"(v64) : "r"(hi), "r"(lo));
    r[13] = (unsigned)v64;
    r[14] = (unsigned)(v64 >> 32);
    asm("{ .reg .pred p; setp.ge.f32 p, %1, 0f41000000; selp.f32 %0, %1, 0fBF800000, p; }" : "=f"(x) : "f"(x));
    r[15] = __float_as_uint(x);
}

int main() {
    float h[32];
    for (int i = 0; i < 32; i++) h[i] = (i % 6 == 5) ? __builtin_nanf("") : (i % 5) * 3.0f - (i % 7);
    h[3] = -0.0f;
    h[10] = 0.0f;
    float *fin;
    unsigned *o;
    cudaMalloc(&fin, sizeof h);
    cudaMalloc(&o, 32 * SLOTS * sizeof(unsigned));
    cudaMemset(o, 0, 32 * SLOTS * sizeof(unsigned));
    cudaMemcpy(fin, h, sizeof h, cudaMemcpyHostToDevice);
    preds<<<1, 32>>>(fin, o);
    static unsigned r[32 * SLOTS];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    for (int t = 0; t < 32; t++) {
        printf("%2d:", t);
        for (int s = 0; s < SLOTS; s++) printf(" %x", r[t * SLOTS + s]);
        printf("\n");
    }
    return 0;
}
