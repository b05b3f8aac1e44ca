// Random integer expressions (tests/randprog/gen, kind int, seed 1030).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (~(a0))
#define E1 ((unsigned char)((('\0') | (((a0) + (a2))))))
#define E2 ((((a5) ^ (2147483648))) >= (((short)(0x7fffffff))))
#define E3 ((char)(((signed char)(2))))
#define E4 ((long long)((unsigned long long)(a4) - (unsigned long long)(((int)('A')))))
#define E5 a3
#define E6 ((long long)((unsigned long long)(-1ll) - (unsigned long long)(smod((long long)(a4), (long long)(a5)))))
#define E7 a2
#define E8 ((((int)((unsigned)(((int)((unsigned)(((a1) >= (2))) << ((sdiv((int)(a3), (int)(a1))) & 31)))) + (unsigned)(a1)))) & (((a5) >= (((a4) | ((('A') ? (a5) : (a5))))))))
#define E9 ((sdiv((long)(((long)((unsigned long)((~(a1))) + (unsigned long)(4294967295)))), (long)(((((a0) ^ (a0))) < (a4))))) ^ (((int)((unsigned)(((int)((unsigned)(a1) * (unsigned)(((bool)(a5)))))) * (unsigned)((((+(a1))) || (a0)))))))
#define E10 ((signed char)(((((32) ? (a5) : (a0))) < (((a0) >> ((-1u) & 31))))))
#define E11 (((~(a5))) >> ((((a1) == ((unsigned char)200))) & 31))
#define E12 ((((long long)((unsigned long long)(a4) - (unsigned long long)(a5)))) & (((a2) < (((((int)((unsigned)(a1) * (unsigned)(a2)))) | (a2))))))
#define E13 ((int)((unsigned)(((int)((unsigned)(((int)((unsigned)((!('\xff'))) - (unsigned)(((int)(-(unsigned)(a5))))))) - (unsigned)((+(((int)(-(unsigned)(a1))))))))) * (unsigned)(((a3) >> ((((((long)((unsigned long)(a3) * (unsigned long)(5l)))) < (((a0) ? (a0) : (false))))) & 31)))))
#define E14 ((__ffsll(((((a5) - (a3))) & (smod((int)(-5), (int)(a3)))))) ? (((long)((unsigned long)(0x100000000) << ((sdiv((long long)(((a3) & (a4))), (long long)(a5))) & 63)))) : (((long long)(((long long)((unsigned long long)(((5u) & (-1ll))) + (unsigned long long)(smod((long)(9223372036854775807), (long)(a3)))))))))
#define E15 (+(((int)((unsigned)(((int)((unsigned)(a0) - (unsigned)(((int)(-(unsigned)(a5))))))) - (unsigned)(32)))))
#define E16 ((unsigned long long)(((a0) & (2))))
#define E17 ((a5) < (a1))
#define E18 (!(((sdiv((long long)(((long long)((unsigned long long)(a5) - (unsigned long long)(a4)))), (long long)(((a3) ^ (255))))) >> ((((((a0) | (a2))) <= (a4))) & 63))))
#define E19 a2
#define E20 ((short)(((a2) - (((0x7fffffff) < (-1ll))))))
#define E21 ((int)((unsigned)(((a4) || (a0))) << ((a3) & 31)))
#define E22 ((long long)((unsigned long long)(((long long)(-(unsigned long long)(((smod((long long)(a4), (long long)(a4))) >> ((((long)((unsigned long)(2147483648) + (unsigned long)(a5)))) & 63)))))) + (unsigned long long)(a3)))
#define E23 ((int)((unsigned)(32) * (unsigned)((!(((a2) >> ((0x100000000) & 31)))))))

static const short h_a0[32] = {37, -1, 1655, -1, -1, -32768, -616, 28266, -1, 0, -3255, 32767, 17322, -11, -2, 10, 2, 0, 2, -20, -39, -2722, -32767, 32766, -32768, -1, 30079, 0, -10693, -32767, 2, 268};
static const unsigned char h_a1[32] = {6, 2, 0, 1, 7, 0, 254, 0, 68, 1, 50, 62, 2, 255, 1, 1, 1, 1, 2, 4, 1, 20, 2, 254, 2, 0, 255, 31, 1, 1, 0, 29};
static const char h_a2[32] = {2, -128, 12, 28, -1, 5, -2, 2, -57, 1, 99, -1, -19, -1, 2, -86, -1, 126, 0, -49, 103, 126, -1, -2, 0, 2, 0, 126, -128, 2, -18, -128};
static const signed char h_a3[32] = {-128, 127, 88, -3, 0, -2, 127, -2, 18, -1, -1, -4, 0, 17, -128, 2, -85, -1, -1, -127, -3, 1, 0, -2, 127, 6, -127, -1, 127, 1, -2, 1};
static const long long h_a4[32] = {12302565ll, 6146184231841141049ll, -3874ll, 1362204802931093ll, (-9223372036854775807ll - 1), -1ll, 90200ll, 152788ll, -1ll, -9223372036854775807ll, (-9223372036854775807ll - 1), 9223372036854775807ll, 813ll, 46800597820114ll, 1ll, 0ll, -1640734180107615265ll, 9223372036854775806ll, -5ll, 9223372036854775806ll, -2ll, 0ll, 9223372036854775806ll, (-9223372036854775807ll - 1), -7526265ll, -139309688081812ll, -62547011568ll, -39ll, (-9223372036854775807ll - 1), -80276976ll, 1ll, 14440875840ll};
static const short h_a5[32] = {0, -1, 27908, -3, -53, -32768, 1, 32767, -1, -193, 111, 81, -32768, 4, 32767, 32766, 12230, 846, 32767, -2, 1, -54, 1, 1, -32767, -10, 1, 3, 32766, -4916, 2, 1};

__global__ void eval(const short *p_a0, const unsigned char *p_a1, const char *p_a2, const signed char *p_a3, const long long *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        short a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        long long a4 = h_a4[t];
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
