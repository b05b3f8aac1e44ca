// Random integer expressions (tests/randprog/gen, kind int, seed 50372).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a3
#define E1 ((((0x80000000) != 0 ? (2147483647) % (0x80000000) : (unsigned)(2147483647))) & (0200))
#define E2 (+(((int)((unsigned)(1) - (unsigned)(((int)(-(unsigned)(a4))))))))
#define E3 ((smod((long)(9223372036854775807), (long)(a3))) ^ (((int)((unsigned)((unsigned short)65535) << ((7) & 31)))))
#define E4 a2
#define E5 sdiv((long long)(((long long)((unsigned long long)(a4) - (unsigned long long)(a5)))), (long long)(((a3) != 0 ? (a3) / (a3) : (unsigned)(a3))))
#define E6 ((((((((a2) != 0 ? (0xffffffffffffffff) % (a2) : (unsigned long long)(0xffffffffffffffff))) + (((5u) * (0xffffffff))))) << ((a0) & 63))) + (a1))
#define E7 ((((0x7fffffff) + (a2))) || (((a3) ? (2147483648) : (a5))))
#define E8 ((((((0) ? (0200) : (a3))) != 0 ? (((a3) - (a1))) % (((0) ? (0200) : (a3))) : (unsigned long long)(((a3) - (a1))))) ? (((long)(((a2) >= (0200))))) : (sdiv((long long)(((long long)(-(unsigned long long)(-1ll)))), (long long)(a5))))
#define E9 ((((5l) ? (a1) : (((a4) + (a3))))) | ((((!(31))) & (2))))
#define E10 ((((((a1) - (a1))) >> ((((7) >> ((a1) & 31))) & 63))) != 0 ? (a4) / (((((a1) - (a1))) >> ((((7) >> ((a1) & 31))) & 63))) : (unsigned long long)(a4))
#define E11 a0
#define E12 ((((((a0) & ('A'))) + (((a1) != 0 ? (a0) % (a1) : (unsigned long long)(a0))))) != 0 ? (7) % (((((a0) & ('A'))) + (((a1) != 0 ? (a0) % (a1) : (unsigned long long)(a0))))) : (unsigned long long)(7))
#define E13 ((int)((unsigned)(((a0) != (((int)(-(unsigned)(a0)))))) << ((5l) & 31)))
#define E14 ((int)((unsigned)(__mul24(((a4) ? (((bool)(a3))) : (((int)((unsigned)(a0) * (unsigned)(a4))))), __clzll(((a0) <= (5ul))))) - (unsigned)(__clzll(((bool)(a3))))))
#define E15 ((a1) - (a2))
#define E16 ((a3) >> ((((__clzll(a4)) - ((~(((0xffffffffffffffff) & (5l))))))) & 31))
#define E17 (~(__funnelshift_lc(5ul, 2147483647, a2)))
#define E18 __brev(__urhadd(a0, a3))
#define E19 ((((((long long)((unsigned long long)(a5) * (unsigned long long)((unsigned short)65535)))) | (((a1) | (a3))))) != (((a5) <= (((a5) ? (255) : (a5))))))
#define E20 (~(0))
#define E21 ((2147483648) ? (__sad(a0, 32, 3)) : ((~(31))))
#define E22 (~(a4))
#define E23 ((a2) != 0 ? (((((a3) >> ((a0) & 31))) << ((((a2) != 0 ? (a2) % (a2) : (unsigned long long)(a2))) & 31))) % (a2) : (unsigned long long)(((((a3) >> ((a0) & 31))) << ((((a2) != 0 ? (a2) % (a2) : (unsigned long long)(a2))) & 31))))

static const unsigned short h_a0[32] = {5159, 0, 2, 24, 0, 13294, 357, 1, 0, 2, 0, 0, 0, 885, 4, 395, 65534, 65534, 65535, 1, 1, 8103, 2548, 0, 2, 65534, 1, 65534, 65534, 776, 2, 1};
static const unsigned long long h_a1[32] = {18446744073709551615ull, 836472ull, 18446744073709551615ull, 18446744073709551615ull, 0ull, 1604822ull, 13448988490ull, 24497118ull, 146378022790ull, 2ull, 18446744073709551614ull, 1706229492133897ull, 7ull, 3858727069ull, 4570ull, 2ull, 12807458233478964ull, 0ull, 17670666057ull, 88174170660813930ull, 2ull, 113498965ull, 223ull, 0ull, 37679764ull, 14123ull, 0ull, 1204634826713605971ull, 18446744073709551614ull, 715034ull, 0ull, 55653158773912ull};
static const unsigned long long h_a2[32] = {1ull, 1ull, 0ull, 558477ull, 16556149516602658ull, 54309ull, 0ull, 43668229824ull, 1ull, 8015ull, 0ull, 2ull, 1ull, 0ull, 88087433255410ull, 91ull, 349248643813097937ull, 1ull, 4113652629981546950ull, 11355ull, 14017ull, 616758264ull, 15571453643719007406ull, 18446744073709551614ull, 809762ull, 18446744073709551614ull, 18446744073709551614ull, 2ull, 4526255ull, 18446744073709551615ull, 5878371706043673ull, 0ull};
static const unsigned h_a3[32] = {4294967294u, 4294967295u, 170u, 432897191u, 23u, 5611978u, 22152930u, 351u, 4294967295u, 1705u, 0u, 0u, 68u, 1u, 0u, 0u, 121u, 5392492u, 1u, 0u, 2u, 1u, 1u, 4294967295u, 924628488u, 32578u, 1u, 344102216u, 11565u, 781735u, 37807656u, 0u};
static const int h_a4[32] = {2147483646, 1, -2, -369270260, -32461184, 1, 1, 12, -4184, -1360757, -44533, 2147483647, -4811, 1, -288154892, 6, 2, 28706153, 111292539, 2147483646, 0, -1, 2147483646, 0, 14261, 1, 1, 7826, 498, -427, 2147483647, 1824187};
static const long long h_a5[32] = {-48444642ll, 1427526353983983ll, 0ll, 0ll, 1ll, -8806271868299ll, -2ll, 9223372036854775806ll, -9223372036854775807ll, (-9223372036854775807ll - 1), -2ll, 238793921ll, 0ll, -4280362ll, (-9223372036854775807ll - 1), -51ll, 123592ll, -9223372036854775807ll, 8747315388ll, 8468ll, -5279642ll, -2ll, 9223372036854775806ll, -275328ll, 13ll, -1938131202352700ll, -832282394066736633ll, 9223372036854775807ll, 9223372036854775807ll, -1865040561606ll, -9223372036854775807ll, -9223372036854775807ll};

__global__ void eval(const unsigned short *p_a0, const unsigned long long *p_a1, const unsigned long long *p_a2, const unsigned *p_a3, const int *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    int a4 = p_a4[t];
    long long a5 = p_a5[t];
    out[0 * 32 + t] = (unsigned long long)(E0);
    out[1 * 32 + t] = (unsigned long long)(E1);
    out[2 * 32 + t] = (unsigned long long)(E2);
    out[3 * 32 + t] = (unsigned long long)(E3);
    out[4 * 32 + t] = (unsigned long long)(E4);
    out[5 * 32 + t] = (unsigned long long)(E5);
    out[6 * 32 + t] = (unsigned long long)(E6);
    out[7 * 32 + t] = (unsigned long long)(E7);
    out[8 * 32 + t] = (unsigned long long)(E8);
    out[9 * 32 + t] = (unsigned long long)(E9);
    out[10 * 32 + t] = (unsigned long long)(E10);
    out[11 * 32 + t] = (unsigned long long)(E11);
    out[12 * 32 + t] = (unsigned long long)(E12);
    out[13 * 32 + t] = (unsigned long long)(E13);
    out[14 * 32 + t] = (unsigned long long)(E14);
    out[15 * 32 + t] = (unsigned long long)(E15);
    out[16 * 32 + t] = (unsigned long long)(E16);
    out[17 * 32 + t] = (unsigned long long)(E17);
    out[18 * 32 + t] = (unsigned long long)(E18);
    out[19 * 32 + t] = (unsigned long long)(E19);
    out[20 * 32 + t] = (unsigned long long)(E20);
    out[21 * 32 + t] = (unsigned long long)(E21);
    out[22 * 32 + t] = (unsigned long long)(E22);
    out[23 * 32 + t] = (unsigned long long)(E23);
}

int main() {
    static unsigned long long dev[24 * 32], host[14 * 32];
    unsigned short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned short a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        int a4 = h_a4[t];
        long long a5 = h_a5[t];
        host[0 * 32 + t] = (unsigned long long)(E0);
        host[1 * 32 + t] = (unsigned long long)(E1);
        host[2 * 32 + t] = (unsigned long long)(E2);
        host[3 * 32 + t] = (unsigned long long)(E3);
        host[4 * 32 + t] = (unsigned long long)(E4);
        host[5 * 32 + t] = (unsigned long long)(E5);
        host[6 * 32 + t] = (unsigned long long)(E6);
        host[7 * 32 + t] = (unsigned long long)(E7);
        host[8 * 32 + t] = (unsigned long long)(E8);
        host[9 * 32 + t] = (unsigned long long)(E9);
        host[10 * 32 + t] = (unsigned long long)(E10);
        host[11 * 32 + t] = (unsigned long long)(E11);
        host[12 * 32 + t] = (unsigned long long)(E12);
        host[13 * 32 + t] = (unsigned long long)(E13);
    }
    for (int e = 0; e < 24; e++) {
        printf("E%d device:", e);
        for (int t = 0; t < 32; t++) printf(" %llx", dev[e * 32 + t]);
        printf("\n");
        if (e >= 14) continue;
        printf("E%d host:  ", e);
        for (int t = 0; t < 32; t++) printf(" %llx", host[e * 32 + t]);
        printf("\n");
    }
    return 0;
}
