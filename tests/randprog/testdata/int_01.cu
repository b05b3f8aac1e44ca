// Random integer expressions (tests/randprog/gen, kind int, seed 1001).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((int)((unsigned)(((5ul) ? (a4) : (a4))) << (((!(a0))) & 31)))) >= (sdiv((long)(((long)((unsigned long)(a1) * (unsigned long)(0x100000000)))), (long)(((a5) < (a3))))))
#define E1 a1
#define E2 ((((0x80000000) ? (a1) : (a3))) >= (((a3) | (a2))))
#define E3 ((((int)((unsigned)((~(a5))) - (unsigned)((+(a3)))))) & (((unsigned long)(((long)((unsigned long)(a0) - (unsigned long)('A')))))))
#define E4 (unsigned short)65535
#define E5 smod((long)(((unsigned char)(((false) ^ (a2))))), (long)(((long)((unsigned long)(((long)((unsigned long)(a0) * (unsigned long)(2147483647)))) * (unsigned long)(((a1) + (a3)))))))
#define E6 smod((int)(((true) ? (31) : (a3))), (int)(a3))
#define E7 ((short)(((long long)((unsigned long long)(((int)((unsigned)(a1) << (('\xff') & 31)))) * (unsigned long long)(((long long)(a1)))))))
#define E8 (unsigned short)65535
#define E9 ((((int)((unsigned)(((4294967295) > (-1))) * (unsigned)((~('A')))))) || (((((31) >= (a2))) ^ (2147483647))))
#define E10 ((((-1) * (0x80000000))) != 0 ? (((a5) >> ((a3) & 31))) % (((-1) * (0x80000000))) : (unsigned)(((a5) >> ((a3) & 31))))
#define E11 a1
#define E12 ((unsigned short)(((5ul) ? (0x80000000) : (a2))))
#define E13 ((((((int)((unsigned)(((a0) ? (a4) : (31))) - (unsigned)(smod((int)(a4), (int)(a3)))))) <= (((long)((unsigned long)(((0xffffffffffffffff) ? (a0) : (0xffffffff))) + (unsigned long)(((4294967295) | (a1)))))))) ? (((unsigned long long)(((int)((unsigned)(sdiv((int)(a3), (int)(a4))) * (unsigned)(((a1) >= (a0)))))))) : (((unsigned long)(((((a1) >> ((a4) & 31))) ? (((0xffffffff) - (a5))) : (((unsigned short)(2))))))))
#define E14 7
#define E15 ((int)((unsigned)(((int)((unsigned)((!(a3))) - (unsigned)(__clz(a4))))) - (unsigned)(((a5) & (((a1) < (a5)))))))
#define E16 ((long)((unsigned long)((~(a2))) + (unsigned long)(((a0) ^ (31)))))
#define E17 a3
#define E18 ((((unsigned short)(((((a1) >> ((a4) & 31))) ? (((int)((unsigned)(a2) + (unsigned)(a5)))) : (__hadd(32, a0)))))) * (min((unsigned long long)(((__sad(a3, a1, a4)) << ((((signed char)(a5))) & 31))), (long long)(((a0) != (3))))))
#define E19 a0
#define E20 ((((((int)((unsigned)(((bool)(5ull))) + (unsigned)(((int)((unsigned)(a5) + (unsigned)(100))))))) >> ((((((a0) ? (a4) : (0x80000000))) > (((1) < (2))))) & 31))) & (a1))
#define E21 (+(((((a2) != 0 ? (((0x80000000) * (3))) / (a2) : (unsigned)(((0x80000000) * (3))))) > ((+(((int)((unsigned)((short)-3) * (unsigned)(a4)))))))))
#define E22 __clz(sdiv((long)(((long)((unsigned long)(a5) - (unsigned long)(9223372036854775807)))), (long)(__ffsll(a0))))
#define E23 ((((char)(((a1) | ((short)-3))))) >> ((((int)((unsigned)(smod((int)(0200), (int)((short)-3))) + (unsigned)(sdiv((int)(a1), (int)(true)))))) & 31))

static const long h_a0[32] = {123736858588l, -6l, -350606644356l, -4023l, 2l, -380l, 432266090105548692l, (-9223372036854775807l - 1), (-9223372036854775807l - 1), 3596839848222327l, -1l, 9223372036854775806l, 775067234l, 2l, -9223372036854775807l, -2l, -66752841928476106l, 9223372036854775807l, 513785506694374491l, 3l, -144647023922l, 15340153l, 2200459092869265117l, -1139307020l, -2l, 0l, 2l, -520556768701431423l, -1l, 44l, -20l, -230854087042l};
static const short h_a1[32] = {-2, 32766, 12208, -32768, 0, 1, 0, 32767, 6102, 2, -17457, 1, 0, -32768, 32767, -23175, 0, -32768, -1317, -32768, 2, -218, -32768, 0, 16647, -57, -32767, 32766, -1, 0, 32767, 209};
static const int h_a2[32] = {-2, 2147483647, 362913982, -1772391073, 1, 2147483646, 2147483646, 131308, -2, -8, 2147483647, 2147483647, 6048, 2147483646, 2147483647, 11172484, 489, -11617, 0, -2, -113839, -2812460, 2147483646, 2147483646, -1, 2147483647, -782, 0, 551136, 0, 960101993, -525};
static const short h_a3[32] = {-1, -32768, -32767, -32767, 32766, 0, -614, -32767, 79, -2, -82, 0, -2, 32767, -1, 32767, 32478, 1, -3217, -2, -2777, 2, 26, -1, 32005, 1, 0, 271, 1, -2, -32768, -1};
static const char h_a4[32] = {16, 126, 2, 5, -31, 9, -1, -18, -3, -1, -3, 3, -1, -1, 127, -81, -1, 127, -128, -17, 127, 0, 0, -2, 127, 0, -127, -71, -9, 0, 2, 126};
static const signed char h_a5[32] = {-128, -7, 46, -92, 6, 0, 1, -127, 0, 127, 127, -119, -15, -26, -128, -5, 127, -1, 126, -3, 16, 2, 24, 127, -127, -2, 95, 127, 2, 0, 0, 2};

__global__ void eval(const long *p_a0, const short *p_a1, const int *p_a2, const short *p_a3, const char *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    short a1 = p_a1[t];
    int a2 = p_a2[t];
    short a3 = p_a3[t];
    char a4 = p_a4[t];
    signed char a5 = p_a5[t];
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
    long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    int *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    signed char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long a0 = h_a0[t];
        short a1 = h_a1[t];
        int a2 = h_a2[t];
        short a3 = h_a3[t];
        char a4 = h_a4[t];
        signed char a5 = h_a5[t];
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
