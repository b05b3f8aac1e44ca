// Inline PTX as programs write it: special registers, loads and stores in the global, shared
// and generic spaces (scalar, .v2 and .v4), cvta, integer arithmetic at its edges (.hi, .wide,
// division by zero, shifts past the width), bit operations, conversions with rounding and
// saturation, float arithmetic in each rounding mode with .ftz and .sat, the MUFU
// approximations, registers declared in a scope, immediates, "+r", "n" and named operands.
#include <cstdio>
#include <cstring>

#define SLOTS 48

__device__ unsigned fbits(float x) { return __float_as_uint(x); }

__global__ void ptx(const float *in, unsigned *r, unsigned long long *r64) {
    __shared__ float tile[64];
    __shared__ unsigned words[128];
    int t = threadIdx.x;
    unsigned *o = r + t * SLOTS;
    unsigned long long *o64 = r64 + t * 8;
    unsigned u;
    int i;
    float f;
    double d;
    unsigned long long l;

    // special registers
    asm("mov.u32 %0, %%laneid;" : "=r"(u)); o[0] = u;
    asm("mov.u32 %0, %%tid.x;" : "=r"(u)); o[1] = u;
    asm("mov.u32 %0, %%ntid.x;" : "=r"(u)); o[2] = u;
    asm("mov.u32 %0, %%ctaid.x;" : "=r"(u)); o[3] = u;
    asm("mov.u32 %0, %%nctaid.x;" : "=r"(u)); o[4] = u;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(u)); o[5] = u;
    asm("mov.u32 %0, %%nsmid;" : "=r"(u)); o[6] = u > 0;

    // loads and stores
    const float *p = in + t;
    asm volatile("ld.global.f32 %0, [%1];" : "=f"(f) : "l"(p)); o[7] = fbits(f);
    asm volatile("ld.global.nc.f32 %0, [%1+4];" : "=f"(f) : "l"(p)); o[8] = fbits(f);
    asm volatile("ld.f32 %0, [%1+-4];" : "=f"(f) : "l"(in + 1)); o[9] = fbits(f);
    asm volatile("st.shared.f32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&tile[t])), "f"(t * 1.5f) : "memory");
    asm volatile("st.shared.f32 [%0+128], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&tile[t])), "f"(-t * 0.25f) : "memory");
    __syncthreads();
    float a, b;
    unsigned sa = (unsigned)__cvta_generic_to_shared(&tile[(t * 2) % 64]);
    asm volatile("ld.shared.v2.f32 {%0, %1}, [%2];" : "=f"(a), "=f"(b) : "r"(sa)); o[10] = fbits(a); o[11] = fbits(b);
    unsigned long long wa64;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(wa64) : "l"(&words[t * 4]));
    unsigned wa = (unsigned)wa64;
    asm volatile("st.shared.v4.u32 [%0], {%1, %2, %3, %4};" :: "r"(wa), "r"(t), "r"(t * 2), "r"(t * 3), "r"(0xdead0000u + t) : "memory");
    unsigned long long gen;
    asm("cvta.shared.u64 %0, %1;" : "=l"(gen) : "l"((unsigned long long)wa));
    asm volatile("ld.u32 %0, [%1+12];" : "=r"(u) : "l"(gen)); o[12] = u;
    o[13] = (unsigned *)gen == &words[t * 4];
    __syncthreads();
    unsigned q0, q1, q2, q3;
    asm volatile("ld.volatile.shared.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(q0), "=r"(q1), "=r"(q2), "=r"(q3) : "r"(wa ^ 16));
    o[14] = q0 + q1 * 7 + q2 * 13 + (q3 >> 16);
    asm volatile("st.global.u32 [%0], %1;" :: "l"(o + 15), "r"(0x51u + t));

    // integer arithmetic
    int x = (t - 16) * 123457, y = t * 7 - 100;
    asm("mul.hi.s32 %0, %1, %2;" : "=r"(i) : "r"(x), "r"(y * 40000)); o[16] = i;
    asm("mul.wide.s32 %0, %1, %2;" : "=l"(l) : "r"(x), "r"(y)); o64[0] = l;
    asm("mul.wide.u32 %0, %1, %2;" : "=l"(l) : "r"(0xfffffff0u - t), "r"(0x80000000u + t)); o64[1] = l;
    asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(i) : "r"(x), "r"(y), "r"(t)); o[17] = i;
    asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(u) : "r"(0x9abcdef0u * (t + 1)), "r"(0x12345678u), "r"(t)); o[18] = u;
    asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(l) : "r"(x), "r"(-y), "l"(-1000000000000LL)); o64[2] = l;
    int z = t % 4 == 0 ? 0 : t - 20;
    asm("div.s32 %0, %1, %2;" : "=r"(i) : "r"(x), "r"(z)); o[19] = i;
    asm("rem.s32 %0, %1, %2;" : "=r"(i) : "r"(x), "r"(z)); o[20] = i;
    asm("div.u32 %0, %1, %2;" : "=r"(u) : "r"((unsigned)x), "r"((unsigned)z)); o[21] = u;
    asm("rem.u32 %0, %1, %2;" : "=r"(u) : "r"((unsigned)x), "r"((unsigned)z)); o[22] = u;
    asm("min.s32 %0, %1, %2;" : "=r"(i) : "r"(x), "r"(y)); o[23] = i;
    asm("max.u32 %0, %1, %2;" : "=r"(u) : "r"(x), "r"(y)); o[24] = u;
    asm("shl.b32 %0, %1, %2;" : "=r"(u) : "r"(0x80000001u + t), "r"(t + 8)); o[25] = u;
    asm("shr.s32 %0, %1, %2;" : "=r"(i) : "r"(x), "r"(t + 10)); o[26] = i;
    asm("shr.u32 %0, %1, %2;" : "=r"(u) : "r"((unsigned)x), "r"(t + 10)); o[27] = u;
    asm("popc.b32 %0, %1;" : "=r"(u) : "r"(x)); o[28] = u;
    asm("clz.b32 %0, %1;" : "=r"(u) : "r"(t == 0 ? 0 : (unsigned)x)); o[29] = u;
    asm("brev.b32 %0, %1;" : "=r"(u) : "r"(x)); o[30] = u;
    asm("popc.b64 %0, %1;" : "=r"(u) : "l"((unsigned long long)x * 0x100000001ULL)); o[31] = u;
    asm("clz.b64 %0, %1;" : "=r"(u) : "l"(1ULL << (t * 2))); o[32] = u;
    asm("{ .reg .u32 s, m<2>;\n\t xor.b32 s, %1, %2;\n\t not.b32 m0, s;\n\t and.b32 m1, m0, 0xff00ff;\n\t or.b32 %0, m1, %3; }" : "=r"(u) : "r"(x), "r"(y), "n"(0x7)); o[33] = u;
    asm("neg.s32 %0, %1;" : "=r"(i) : "r"(t == 3 ? (int)0x80000000 : x)); o[34] = i;
    asm("abs.s32 %0, %1;" : "=r"(i) : "r"(t == 3 ? (int)0x80000000 : x)); o[35] = i;
    u = t;
    asm("add.u32 %0, %0, 100;" : "+r"(u)); o[36] = u;
    asm("sub.s32 %0, %1, -5;" : "=r"(i) : "r"(t)); o[37] = i;

    // conversions
    float cf[8] = {2.5f, -2.5f, 3e9f, -3.7f, 0.5f, 1e-3f, -0.0f, __int_as_float(0x7fc00000)};
    asm("cvt.rni.s32.f32 %0, %1;" : "=r"(i) : "f"(cf[t % 8])); o[38] = i;
    asm("cvt.rzi.u32.f32 %0, %1;" : "=r"(u) : "f"(cf[t % 8] * 3.0f)); o[39] = u;
    asm("cvt.rmi.s64.f32 %0, %1;" : "=l"(l) : "f"(cf[t % 8] * -1e10f)); o64[3] = l;
    asm("cvt.rn.f32.f64 %0, %1;" : "=f"(f) : "d"(0.1 * (t + 1))); o[40] = fbits(f);
    asm("cvt.rz.f32.f64 %0, %1;" : "=f"(f) : "d"(0.1 * (t + 1))); o[41] = fbits(f);
    asm("cvt.rp.f32.s32 %0, %1;" : "=f"(f) : "r"(16777217 + t * 3)); o[42] = fbits(f);
    asm("cvt.sat.u8.s32 %0, %1;" : "=r"(u) : "r"(t * 20 - 100)); o[43] = u;
    unsigned short h;
    asm("cvt.u16.u32 %0, %1;" : "=h"(h) : "r"(0x12345u * (t + 1))); o[44] = h;
    asm("cvt.rni.f32.f32 %0, %1;" : "=f"(f) : "f"(cf[t % 8] * 5.0f)); o[45] = fbits(f);
    asm("cvt.s64.s32 %0, %1;" : "=l"(l) : "r"(x)); o64[4] = l;

    // floats
    float v = in[t], w = in[(t + 7) % 32];
    float e[12];
    asm("add.rz.f32 %0, %1, %2;" : "=f"(e[0]) : "f"(v), "f"(w * 1e-7f));
    asm("add.rp.f32 %0, %1, %2;" : "=f"(e[1]) : "f"(v), "f"(w * 1e-7f));
    asm("mul.rm.f32 %0, %1, %2;" : "=f"(e[2]) : "f"(v), "f"(w));
    asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(e[3]) : "f"(v), "f"(w), "f"(-v * w));
    asm("div.rn.f32 %0, %1, %2;" : "=f"(e[4]) : "f"(v), "f"(w));
    asm("div.approx.f32 %0, %1, %2;" : "=f"(e[5]) : "f"(v), "f"(w));
    asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(e[6]) : "f"(w));
    asm("sqrt.rn.f32 %0, %1;" : "=f"(e[7]) : "f"(v));
    asm("rsqrt.approx.f32 %0, %1;" : "=f"(e[8]) : "f"(v));
    asm("ex2.approx.f32 %0, %1;" : "=f"(e[9]) : "f"(v - 3.0f));
    asm("lg2.approx.f32 %0, %1;" : "=f"(e[10]) : "f"(v));
    asm("sin.approx.f32 %0, %1;" : "=f"(e[11]) : "f"(v * 2.0f));
    unsigned hsum = 0;
    for (int k = 0; k < 12; k++) hsum = hsum * 31 + fbits(e[k]);
    o[46] = hsum;
    float g[6];
    asm("add.sat.f32 %0, %1, %2;" : "=f"(g[0]) : "f"(v), "f"(w - 2.0f));
    asm("mul.ftz.f32 %0, %1, 0f00400000;" : "=f"(g[1]) : "f"(v));
    asm("min.f32 %0, %1, %2;" : "=f"(g[2]) : "f"(t % 3 == 0 ? __int_as_float(0x7fc00000) : v), "f"(w));
    asm("max.f32 %0, %1, %2;" : "=f"(g[3]) : "f"(t % 2 ? -0.0f : 0.0f), "f"(t % 2 ? 0.0f : -0.0f));
    asm("cos.approx.f32 %0, %1;" : "=f"(g[4]) : "f"(v));
    asm("{ .reg .f32 h; abs.f32 h, %1; neg.f32 %0, h; }" : "=f"(g[5]) : "f"(v - 1.0f));
    o[47] = fbits(g[0]) ^ (fbits(g[1]) * 3) ^ (fbits(g[2]) * 5) ^ (fbits(g[3]) * 7) ^ (fbits(g[4]) * 11) ^ (fbits(g[5]) * 13);
    asm("fma.rn.f64 %0, %1, %2, 0d3FF0000000000000;" : "=d"(d) : "d"((double)v), "d"(1.0 / 3.0));
    o64[5] = __double_as_longlong(d);
    asm("div.rn.f64 %0, %1, %2;" : "=d"(d) : "d"((double)v), "d"((double)w));
    o64[6] = __double_as_longlong(d);
    asm("sqrt.rn.f64 %0, %1;" : "=d"(d) : "d"((double)v * 1.5));
    o64[7] = __double_as_longlong(d);
}

int main() {
    const int n = 64;
    float h_in[n];
    for (int k = 0; k < n; k++) h_in[k] = 0.75f + k * 0.3125f + (k % 5) * 1e-3f;
    float *in;
    unsigned *r;
    unsigned long long *r64;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&r, 32 * SLOTS * sizeof(unsigned));
    cudaMalloc(&r64, 32 * 8 * sizeof(unsigned long long));
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    ptx<<<1, 32>>>(in, r, r64);
    static unsigned hr[32 * SLOTS];
    static unsigned long long hr64[32 * 8];
    cudaMemcpy(hr, r, sizeof hr, cudaMemcpyDeviceToHost);
    cudaMemcpy(hr64, r64, sizeof hr64, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    int lanes[] = {0, 1, 2, 3, 7, 16, 21, 31};
    for (int s = 0; s < SLOTS; s++) {
        printf("%2d:", s);
        for (int k = 0; k < 8; k++) printf(" %08x", hr[lanes[k] * SLOTS + s]);
        printf("\n");
    }
    for (int s = 0; s < 8; s++) {
        printf("w%d:", s);
        for (int k = 0; k < 8; k++) printf(" %llx", hr64[lanes[k] * 8 + s]);
        printf("\n");
    }
    return 0;
}
