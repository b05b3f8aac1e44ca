// More inline PTX: lop3 with several truth tables, prefetch, 16-bit registers ("h"), narrow
// loads and stores in 32-bit registers (sign- and zero-extension), 64-bit vectors of doubles,
// 64-bit high products and arithmetic shifts, and float operations at their special values.
#include <cstdio>

#define SLOTS 20

__global__ void misc(const unsigned char *bytes, const double *dv, unsigned *o, unsigned char *ob) {
    int t = threadIdx.x;
    unsigned *r = o + t * SLOTS;
    unsigned a = 0x12345678u * (t + 1), b = 0x9abcdef0u ^ (t << 7), c = 0x0f0f0f0fu + t;
    unsigned v;
    asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(v) : "r"(a), "r"(b), "r"(c)); r[0] = v;
    asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(v) : "r"(a), "r"(b), "r"(c)); r[1] = v;
    asm("lop3.b32 %0, %1, %2, %3, 0xF8;" : "=r"(v) : "r"(a), "r"(b), "r"(c)); r[2] = v;
    asm("lop3.b32 %0, %1, %2, %3, 0x1E;" : "=r"(v) : "r"(a), "r"(b), "r"(c)); r[3] = v;
    asm volatile("prefetch.global.L2 [%0];" :: "l"(dv + t));
    unsigned short h = (unsigned short)(t * 2311), g;
    asm("mul.lo.s16 %0, %1, %2;" : "=h"(g) : "h"(h), "h"((unsigned short)(-7 - t)));
    r[4] = g;
    asm("add.u16 %0, %1, 0xfff0;" : "=h"(g) : "h"(h)); r[5] = g;
    int sx;
    asm("cvt.s32.s16 %0, %1;" : "=r"(sx) : "h"(g)); r[6] = sx;
    asm("ld.global.s8 %0, [%1];" : "=r"(v) : "l"(bytes + t * 3)); r[7] = v;
    asm("ld.global.u8 %0, [%1];" : "=r"(v) : "l"(bytes + t * 3)); r[8] = v;
    asm("ld.global.s16 %0, [%1];" : "=r"(v) : "l"(bytes + t * 2)); r[9] = v;
    asm volatile("st.global.u8 [%0], %1;" :: "l"(ob + t), "r"(0x1234u + t * 17) : "memory");
    double d0, d1;
    asm("ld.global.v2.f64 {%0, %1}, [%2];" : "=d"(d0), "=d"(d1) : "l"(dv + (t & ~1)));
    r[10] = (unsigned)(__double_as_longlong(d0 * 3 + d1) >> 20);
    unsigned long long x = 0x9e3779b97f4a7c15ULL * (t + 3), y;
    asm("mul.hi.u64 %0, %1, %2;" : "=l"(y) : "l"(x), "l"(0xdeadbeefcafef00dULL)); r[11] = (unsigned)(y ^ (y >> 32));
    asm("mul.hi.s64 %0, %1, %2;" : "=l"(y) : "l"(x), "l"(-12345678901LL)); r[12] = (unsigned)(y ^ (y >> 32));
    asm("shr.s64 %0, %1, %2;" : "=l"(y) : "l"(x), "r"(t * 3)); r[13] = (unsigned)(y >> 16);
    float specials[8] = {0.0f, -0.0f, __int_as_float(0x7f800000), __int_as_float(0xff800000), 1e-40f, -200.0f, 130.0f, __int_as_float(0x7fc00000)};
    float s = specials[t % 8], f;
    asm("ex2.approx.f32 %0, %1;" : "=f"(f) : "f"(s)); r[14] = __float_as_uint(f);
    asm("lg2.approx.f32 %0, %1;" : "=f"(f) : "f"(s)); r[15] = __float_as_uint(f);
    asm("rcp.rn.f32 %0, %1;" : "=f"(f) : "f"(s)); r[16] = __float_as_uint(f);
    asm("div.rz.f32 %0, %1, %2;" : "=f"(f) : "f"(1.0f), "f"(s + 3.0f)); r[17] = __float_as_uint(f);
    asm("sqrt.rn.f32 %0, %1;" : "=f"(f) : "f"(s)); r[18] = __float_as_uint(f);
    double dd;
    asm("rcp.rn.f64 %0, %1;" : "=d"(dd) : "d"((double)s * 1.5)); r[19] = (unsigned)(__double_as_longlong(dd) >> 32);
}

int main() {
    unsigned char hb[128];
    for (int i = 0; i < 128; i++) hb[i] = (unsigned char)(i * 37 + 200);
    double hd[32];
    for (int i = 0; i < 32; i++) hd[i] = i * 0.75 - 3.5;
    unsigned char *bytes, *ob;
    double *dv;
    unsigned *o;
    cudaMalloc(&bytes, sizeof hb);
    cudaMalloc(&ob, 32);
    cudaMalloc(&dv, sizeof hd);
    cudaMalloc(&o, 32 * SLOTS * sizeof(unsigned));
    cudaMemcpy(bytes, hb, sizeof hb, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hd, sizeof hd, cudaMemcpyHostToDevice);
    misc<<<1, 32>>>(bytes, dv, o, ob);
    static unsigned r[32 * SLOTS];
    unsigned char rb[32];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(rb, ob, sizeof rb, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    for (int t = 0; t < 32; t++) {
        printf("%2d %02x:", t, rb[t]);
        for (int s = 0; s < SLOTS; s++) printf(" %x", r[t * SLOTS + s]);
        printf("\n");
    }
    return 0;
}
