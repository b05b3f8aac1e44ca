// Random integer expressions (tests/randprog/gen, kind int, seed 1014).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((unsigned)(((bool)(a3))))) != (((sdiv((int)('\0'), (int)(a2))) <= (((-5) ? (a3) : (a3))))))) - (a5))
#define E1 a0
#define E2 (((((~(a5))) << ((((unsigned long long)(a0))) & 63))) | (((((int)((unsigned)(a1) << ((a0) & 31)))) >> (((('\xff') - (a2))) & 31))))
#define E3 ((long)(5ul))
#define E4 (((+(3))) != ((+(a3))))
#define E5 ((bool)(((255) ? (a3) : ((signed char)-128))))
#define E6 ((a5) + (((int)((unsigned)(a4) - (unsigned)(((int)(a0)))))))
#define E7 a2
#define E8 a0
#define E9 ((((((5u) * (a4))) * (((-5) < (a2))))) >> ((a1) & 31))
#define E10 ((sdiv((int)(((a2) != (((a5) + (a3))))), (int)(a3))) & (((int)((unsigned)(smod((int)(sdiv((int)(255), (int)(a1))), (int)((((unsigned short)65535) >> ((a5) & 31))))) << ((((int)(-(unsigned)(a3)))) & 31)))))
#define E11 a3
#define E12 a0
#define E13 a2
#define E14 (signed char)-128
#define E15 (+(((((signed char)(a4))) >> (((((short)-3) ^ (31))) & 31))))
#define E16 (((!(__clz(((a2) == (-1)))))) ? (((long long)((unsigned long long)((((((short)-3) & (-1ll))) >> ((((a4) | (a3))) & 63))) - (unsigned long long)(0200)))) : (-1))
#define E17 __ffs(__umulhi(a2, ((long long)((unsigned long long)(a0) + (unsigned long long)(__mul64hi(a3, a2))))))
#define E18 0
#define E19 ((((((a4) == (a0))) - (((short)(a0))))) & (true))
#define E20 ((((((char)(0x80000000))) >> ((((a1) != 0 ? (0x80000000) % (a1) : (unsigned)(0x80000000))) & 31))) != (sdiv((int)(a3), (int)(__ffsll(4294967295)))))
#define E21 ((a2) | (__funnelshift_l(((int)((unsigned)(((short)(a4))) + (unsigned)((~(a4))))), a0, (-(((a1) - (a5)))))))
#define E22 (!(((((int)((unsigned)(a2) - (unsigned)(((int)(-(unsigned)('\xff'))))))) + (((__rhadd(5ll, a4)) + (((a0) & (a4))))))))
#define E23 ((5l) - (a5))

static const unsigned h_a0[32] = {1u, 30u, 1003005u, 91u, 4294967294u, 0u, 142437439u, 843u, 413251u, 1u, 0u, 10u, 169283u, 1u, 1u, 237956u, 384809u, 0u, 0u, 2u, 1759067632u, 105u, 1u, 65860897u, 0u, 0u, 1259u, 1u, 1u, 939u, 63u, 131589759u};
static const unsigned char h_a1[32] = {21, 1, 0, 17, 1, 0, 0, 1, 7, 0, 15, 255, 12, 11, 10, 2, 22, 1, 0, 0, 254, 1, 0, 254, 14, 13, 254, 255, 26, 2, 1, 1};
static const char h_a2[32] = {2, 51, 5, 126, 5, -128, -1, 1, -1, 126, 48, 26, -2, 126, -2, -1, -1, -127, 2, -2, -7, -2, 0, 0, -128, 5, -2, 0, 0, 7, -2, -2};
static const char h_a3[32] = {0, -127, 126, -1, -1, 126, 27, -1, 78, 82, 31, -3, -127, 126, 34, 127, -1, -127, -2, 14, -127, 4, 1, 3, -12, -128, 0, -127, 126, 2, 4, -45};
static const unsigned short h_a4[32] = {74, 1, 0, 16114, 1026, 11, 28, 14990, 1, 0, 1, 13, 65534, 12, 2, 1, 0, 0, 1281, 1, 2, 65534, 65535, 0, 5851, 2, 65535, 6, 0, 1, 65535, 12};
static const unsigned long long h_a5[32] = {0ull, 2ull, 11525ull, 0ull, 200831ull, 54056216ull, 1068827ull, 1ull, 465ull, 7253644245ull, 0ull, 2ull, 3ull, 18446744073709551614ull, 69460ull, 77538463ull, 1ull, 18446744073709551614ull, 2ull, 1074ull, 18446744073709551614ull, 5942ull, 294356584663583617ull, 18446744073709551615ull, 978946608005965ull, 1000ull, 125809064081443013ull, 0ull, 179346350234582ull, 1ull, 8121048495068179ull, 352473ull};

__global__ void eval(const unsigned *p_a0, const unsigned char *p_a1, const char *p_a2, const char *p_a3, const unsigned short *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    char a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
    unsigned long long a5 = p_a5[t];
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
    unsigned *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        char a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
        unsigned long long a5 = h_a5[t];
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
