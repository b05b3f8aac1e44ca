// Random integer expressions (tests/randprog/gen, kind int, seed 987109).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a0
#define E1 ((sdiv((long long)(sdiv((long long)(a0), (long long)(-5))), (long long)(a1))) != (((((unsigned long)(((int)((unsigned)(a2) * (unsigned)(a4)))))) << (((((~(a4))) ? (sdiv((int)((short)-3), (int)(a1))) : ((~(a2))))) & 63))))
#define E2 (((+(((0xffffffffffffffff) * (((a0) && (2147483648))))))) << ((a0) & 63))
#define E3 (!(((long)((unsigned long)(a3) + (unsigned long)(4294967295)))))
#define E4 smod((int)(((((a2) >> ((((long long)((unsigned long long)(a5) + (unsigned long long)(-1ll)))) & 31))) == (((a2) >> ((((int)(-(unsigned)('\xff')))) & 31))))), (int)('A'))
#define E5 sdiv((int)((~(a4))), (int)(((a3) | (a5))))
#define E6 ((((long long)((unsigned long long)((~((unsigned short)65535))) * (unsigned long long)(((long long)((unsigned long long)(-1) * (unsigned long long)(a0))))))) ^ (((((long long)((unsigned long long)(a0) * (unsigned long long)(a5)))) > (((a5) + (a3))))))
#define E7 ((((int)((unsigned)(a4) * (unsigned)(a4)))) ? (a2) : (((int)((unsigned)(a4) * (unsigned)(a4)))))
#define E8 ((((int)((unsigned)(smod((int)(a4), (int)(a2))) * (unsigned)(a4)))) ? (a5) : (((long long)((unsigned long long)(((0) ? (a0) : (5u))) * (unsigned long long)((~(a3)))))))
#define E9 a0
#define E10 ((bool)(((int)((unsigned)(((unsigned char)(((int)((unsigned)(a2) << ((a0) & 31)))))) - (unsigned)(((int)((unsigned)(((int)((unsigned)(a2) * (unsigned)(a1)))) + (unsigned)(((int)((unsigned)(a4) + (unsigned)(0x7fffffff)))))))))))
#define E11 'A'
#define E12 a3
#define E13 ((a2) ? (smod((long long)(((a5) ? (((0xffffffff) ^ (a1))) : (((long long)((unsigned long long)(5ll) << ((a2) & 63)))))), (long long)((+(sdiv((int)(a5), (int)(a4))))))) : (((long long)((unsigned long long)((((((unsigned char)200) ? (a5) : (a1))) ? (((2147483647) ? (-1u) : (a1))) : (a2))) - (unsigned long long)(((long long)(-(unsigned long long)(smod((long long)(-1ll), (long long)(a4))))))))))
#define E14 ((long long)((unsigned long long)(((a5) >> ((a4) & 31))) * (unsigned long long)(((long long)(-(unsigned long long)(-1ll))))))
#define E15 (~(((int)((unsigned)((~((~(a1))))) << ((((((a5) > (a3))) | (a4))) & 31)))))
#define E16 a1
#define E17 ((bool)(((a5) != 0 ? (0x80000000) % (a5) : (unsigned)(0x80000000))))
#define E18 ((bool)(((a1) + (5ull))))
#define E19 ((__mul24(2, a3)) != 0 ? (((unsigned)(a5))) / (__mul24(2, a3)) : (unsigned)(((unsigned)(a5))))
#define E20 (-((-(((unsigned)(a2))))))
#define E21 4294967295
#define E22 __rhadd(((((1) ? (a3) : (a4))) >> ((((a1) ^ (a2))) & 31)), ((max((unsigned long long)(a5), (unsigned long long)(a4))) - (((5ll) | (a1)))))
#define E23 (-(__urhadd(((int)((unsigned)(32) << ((a3) & 31))), a4)))

static const long long h_a0[32] = {9223372036854775806ll, 9223372036854775806ll, -8015045ll, -57257ll, -2ll, (-9223372036854775807ll - 1), -139587722055ll, 181987130ll, -133509877532668740ll, (-9223372036854775807ll - 1), 28703398ll, 120592ll, 9223372036854775806ll, 1161552728961ll, -1ll, 3ll, (-9223372036854775807ll - 1), 9223372036854775806ll, 55088809944107ll, 2ll, 0ll, 9223372036854775807ll, -1240ll, -24297477046512ll, 492402ll, 1ll, 9223372036854775807ll, 9223372036854775807ll, 0ll, -2ll, 2ll, -2ll};
static const signed char h_a1[32] = {-2, 0, -1, 0, 1, 119, 16, 41, -1, 2, 0, 127, -127, 2, -1, -7, 0, 5, 0, -75, 126, -57, 2, 127, 1, 126, 6, 28, 86, -127, 0, 15};
static const unsigned char h_a2[32] = {2, 31, 1, 7, 1, 1, 21, 4, 6, 6, 249, 12, 1, 1, 230, 0, 6, 23, 1, 0, 37, 1, 3, 93, 254, 0, 1, 0, 1, 17, 94, 7};
static const unsigned short h_a3[32] = {31, 1617, 12, 1, 15, 2, 9, 1, 65535, 1, 10, 250, 953, 22, 169, 65534, 65535, 12397, 65534, 65535, 105, 93, 2, 9, 11424, 1, 1, 1183, 65535, 15, 0, 1060};
static const int h_a4[32] = {-1, 0, -2, -1163700, -1968253386, -80, 1, 1, -46239528, -9986608, 8726708, -30391, 28, 1, 2147483647, -116327, 2147483646, 2, (-2147483647 - 1), -23984945, -186743310, 161520, -2, 2147483646, 10, 1723908966, 38, 0, 2147483646, 1258107309, -2, -7};
static const short h_a5[32] = {-30982, 32766, 1, 2, -32768, -32768, 32766, 32767, 34, 1, -17018, -1, -12360, 32766, -32767, -32767, 1, 0, 623, -2, 436, -32767, -32767, -14, -32767, 32766, 19117, -288, 721, -32767, -32767, -23866};

__global__ void eval(const long long *p_a0, const signed char *p_a1, const unsigned char *p_a2, const unsigned short *p_a3, const int *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    signed char a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    int a4 = p_a4[t];
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
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
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
        signed char a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        int a4 = h_a4[t];
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
