// Random integer expressions (tests/randprog/gen, kind int, seed 1002947).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((long)((unsigned long)(a2) - (unsigned long)(32)))) && (((long)((unsigned long)(5l) * (unsigned long)(0x7fffffff)))))
#define E1 '\xff'
#define E2 ((((a3) >> ((100) & 31))) >> ((((long long)((unsigned long long)(a0) + (unsigned long long)(a5)))) & 31))
#define E3 ((((long long)((unsigned long long)(a0) - (unsigned long long)(a1)))) | ((+(a0))))
#define E4 ((((short)(((sdiv((int)(a3), (int)(a3))) >> ((((a1) <= (a4))) & 31))))) | (((sdiv((int)(((int)((unsigned)(a3) << ((a4) & 31)))), (int)(((a1) ? ((unsigned char)200) : (a3))))) + (5ul))))
#define E5 ((((((0xffffffffffffffff) - (-5))) - (((a5) + (a5))))) > (((int)((unsigned)((+(a1))) << ((7) & 31)))))
#define E6 ((long)((unsigned long)(-5) + (unsigned long)(((long)((unsigned long)(((long)((unsigned long)(sdiv((long)(9223372036854775807), (long)(a2))) + (unsigned long)(((a5) + (a4)))))) + (unsigned long)(a3))))))
#define E7 sdiv((int)(a5), (int)((!(a1))))
#define E8 sdiv((long long)(-1ll), (long long)(0200))
#define E9 ((((2147483647) ? (sdiv((int)((~(a3))), (int)(((unsigned short)(a4))))) : (1))) && (((long long)(((unsigned short)(((a0) && (a3))))))))
#define E10 sdiv((long long)(((int)((unsigned)(a5) << ((a5) & 31)))), (long long)(((long long)(a4))))
#define E11 sdiv((long long)(((unsigned)(((((0xffffffffffffffff) ^ (0x100000000))) + (a0))))), (long long)(a0))
#define E12 ((((((a4) >> ((a5) & 31))) != 0 ? (((a5) != 0 ? (-1u) % (a5) : (unsigned)(-1u))) % (((a4) >> ((a5) & 31))) : (unsigned)(((a5) != 0 ? (-1u) % (a5) : (unsigned)(-1u))))) && (sdiv((int)(((int)(a2))), (int)(((a1) || (a4))))))
#define E13 ((5u) ^ (smod((long)(a2), (long)(a4))))
#define E14 __umulhi((~(sdiv((long long)(0x7fffffff), (long long)(-1ll)))), ((((bool)(5ll))) == (((a0) | ((signed char)-128)))))
#define E15 ((a1) + (((((a4) - (a3))) != 0 ? (((a4) != 0 ? (-1u) / (a4) : (unsigned)(-1u))) % (((a4) - (a3))) : (unsigned)(((a4) != 0 ? (-1u) / (a4) : (unsigned)(-1u))))))
#define E16 ((((a3) | (2))) ? (smod((int)(a5), (int)('\xff'))) : ((+(4294967295))))
#define E17 a5
#define E18 ((a0) ? (((((long)((unsigned long)(a5) * (unsigned long)(a2)))) ? (((int)((unsigned)(a1) << ((a1) & 31)))) : ((+(a2))))) : (__usad(smod((int)(a5), (int)(a1)), (((unsigned char)200) ^ (-1ll)), a1)))
#define E19 ((signed char)(((unsigned long long)(a0))))
#define E20 ((((__byte_perm((unsigned short)65535, a3, a3)) >> ((((2147483647) <= (a4))) & 31))) << ((((long)((unsigned long)(((32) ? (a1) : (a2))) << ((a4) & 63)))) & 31))
#define E21 ((long long)((unsigned long long)(__umul24(((unsigned short)(a5)), ((int)((unsigned)(3) + (unsigned)(a5))))) + (unsigned long long)(((long long)((unsigned long long)((+(a0))) + (unsigned long long)(__mul64hi(true, 9223372036854775807)))))))
#define E22 ((((a5) + (5ull))) == (((short)(a0))))
#define E23 (+(((unsigned char)(a0))))

static const long long h_a0[32] = {-9575688914ll, -105427994227ll, -28704076530ll, -471ll, -9223372036854775807ll, 1ll, 240941801535449ll, 276ll, -1ll, -72518162ll, -2ll, 9223372036854775807ll, 1651850363ll, -1266628946ll, -5542752022622510633ll, 0ll, 9223372036854775806ll, 487888761197456ll, 9223372036854775807ll, -9223372036854775807ll, -6265455022516638ll, 18ll, -2638567678ll, -1ll, 2ll, -1ll, 1ll, 9223372036854775806ll, 35463646124753161ll, -131235894627966ll, 3111209ll, -8285398380075ll};
static const unsigned char h_a1[32] = {254, 0, 255, 255, 98, 0, 232, 8, 2, 118, 0, 1, 255, 12, 0, 1, 254, 254, 0, 255, 106, 51, 2, 0, 255, 255, 1, 1, 1, 0, 0, 254};
static const long h_a2[32] = {-9223372036854775807l, -9223372036854775807l, 2l, (-9223372036854775807l - 1), 55442989l, 216989739456843295l, (-9223372036854775807l - 1), -487l, -1l, -1073l, 260504l, 43840161652170l, 1l, -16696l, -1112l, -734637756183590091l, 1l, 9223372036854775807l, (-9223372036854775807l - 1), -48l, -2l, 84382876354340l, 2l, (-9223372036854775807l - 1), 9223372036854775806l, -97l, -2145046221311271l, 9223372036854775807l, -1l, -75l, -1l, 1129479l};
static const short h_a3[32] = {0, 0, -2, 16350, 1711, -46, 2, 193, -26553, -14, -32768, -1, 635, -32767, -1, 0, 32401, 32767, 4, 1, 943, 7332, -2, 24, -1, 16, 2, 32767, 2, 132, 1, 32767};
static const char h_a4[32] = {6, 0, -128, 1, -68, -2, 127, 2, 127, 1, 0, -6, 0, -127, -9, 1, 0, -127, -1, -2, 127, -1, 1, 7, 1, -1, -127, 25, 14, 0, -2, -128};
static const short h_a5[32] = {32767, 32766, 71, 2, -32768, -18542, 1, 2, 7, -32768, 2, -32767, -54, 32767, -32767, -1, 2, -15, -23701, -1, 1, -121, 32767, 32766, 2, -32768, -54, -11, -1, -1, -2, 32766};

__global__ void eval(const long long *p_a0, const unsigned char *p_a1, const long *p_a2, const short *p_a3, const char *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    long a2 = p_a2[t];
    short a3 = p_a3[t];
    char a4 = p_a4[t];
    short a5 = p_a5[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    short *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long long a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        long a2 = h_a2[t];
        short a3 = h_a3[t];
        char a4 = h_a4[t];
        short a5 = h_a5[t];
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
