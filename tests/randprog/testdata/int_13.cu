// Random integer expressions (tests/randprog/gen, kind int, seed 1013).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((a4) >> ((a5) & 63))) & (a4))) == ((+(((a1) & (a0))))))
#define E1 ((int)((unsigned)(a3) + (unsigned)(((bool)(sdiv((int)(a2), (int)(a1)))))))
#define E2 ((((int)((unsigned)(a0) * (unsigned)(a1)))) - (((0x80000000) << ((0xffffffff) & 31))))
#define E3 (((!(((unsigned long)(a1))))) | (((int)((unsigned)(sdiv((int)(a5), (int)(a0))) + (unsigned)(((bool)(a0)))))))
#define E4 ((unsigned short)(((a5) ? (((int)((unsigned)(((a5) || (0xffffffff))) * (unsigned)(sdiv((int)(2147483647), (int)(a3)))))) : (((int)((unsigned)(((int)((unsigned)(a2) - (unsigned)(-1)))) + (unsigned)(((int)(-(unsigned)(false))))))))))
#define E5 ((((int)((unsigned)(((int)((unsigned)(((int)((unsigned)(-5) - (unsigned)(a3)))) * (unsigned)(a2)))) + (unsigned)(((smod((long)(a1), (long)(2147483648))) ? (a2) : (((short)(32)))))))) | (((unsigned long long)(((((unsigned long)(a0))) != (31))))))
#define E6 a2
#define E7 (+(a0))
#define E8 a0
#define E9 ((a3) >> ((9223372036854775807) & 31))
#define E10 ((a1) | (((int)(-(unsigned)(a2)))))
#define E11 9223372036854775807
#define E12 ((((char)(a5))) == (((0) * (5ull))))
#define E13 ((sdiv((int)(((((int)(-(unsigned)(255)))) ^ ((('A') & ((unsigned char)200))))), (int)(((((a0) != 0 ? (a4) / (a0) : (unsigned long long)(a4))) < (((a4) != 0 ? (a3) % (a4) : (unsigned long long)(a3))))))) >> ((((int)(-(unsigned)(sdiv((int)(((a2) ? (a5) : (a1))), (int)(a3)))))) & 31))
#define E14 __byte_perm(((a3) + (((unsigned long)(smod((int)(a5), (int)(1)))))), ((int)((unsigned)(32) * (unsigned)(sdiv((int)((~(a1))), (int)(a5))))), ((int)((unsigned)(a5) - (unsigned)(((((int)((unsigned)(a1) * (unsigned)(32)))) >> ((((int)((unsigned)((unsigned short)65535) + (unsigned)(a3)))) & 31))))))
#define E15 (~(((0x7fffffff) < (((((a4) * (-1ll))) - (a4))))))
#define E16 ((long long)((unsigned long long)(((int)((unsigned)(a3) * (unsigned)(31)))) * (unsigned long long)(smod((long long)(a5), (long long)(5ll)))))
#define E17 (((unsigned char)200) * (((((int)((unsigned)(a5) * (unsigned)(a5)))) != 0 ? (__sad(a1, a4, a4)) / (((int)((unsigned)(a5) * (unsigned)(a5)))) : (unsigned)(__sad(a1, a4, a4)))))
#define E18 ((int)((unsigned)(((a4) && ('\xff'))) * (unsigned)(a5)))
#define E19 ((unsigned long long)(a2))
#define E20 ((((a4) - (a0))) < (((a5) * (a4))))
#define E21 ((int)((((-(((unsigned)(100))))) * (__clzll('\0')))))
#define E22 ((int)((unsigned)(a3) + (unsigned)(a2)))
#define E23 ((a5) >= (((int)((unsigned)('\0') << ((((((a4) + (a4))) != 0 ? (a1) / (((a4) + (a4))) : (unsigned long long)(a1))) & 31)))))

static const char h_a0[32] = {1, 41, 2, 1, 3, 1, -128, -50, 0, -19, -127, -3, 1, 85, -2, 79, 1, 28, -2, -128, 4, 2, -2, 0, -128, -3, -127, -1, 1, 55, 127, 12};
static const char h_a1[32] = {0, 126, -7, -1, 127, 127, 2, -128, -127, -127, 28, 0, 110, 1, 0, 1, 112, 0, 12, -2, 127, -1, 121, -61, -127, 8, 1, 0, -1, -127, 9, -1};
static const char h_a2[32] = {14, -65, 123, 2, -2, -1, -84, -127, 1, -128, -39, 13, -3, -127, -2, 2, -128, 14, -2, -127, -127, -21, -10, 1, -128, 1, 53, 127, 116, -1, 127, 1};
static const int h_a3[32] = {-34022, 0, -1, -2147483647, 0, 2, 2, 1, 0, (-2147483647 - 1), 293085, 2, -12, 2, 235289, -2468438, -60, (-2147483647 - 1), -2147483647, -2, -2137, -816935092, (-2147483647 - 1), 16, -163141, 0, -464, -9, 2147483646, -2147483647, 383795175, 621204};
static const unsigned long long h_a4[32] = {0ull, 500438705392258242ull, 1ull, 1ull, 1522372601ull, 0ull, 18446744073709551615ull, 1ull, 175459324746612ull, 18446744073709551615ull, 2ull, 1ull, 0ull, 18446744073709551615ull, 93ull, 1ull, 2128ull, 1747552070526163933ull, 27108422753ull, 1ull, 18446744073709551614ull, 46023874539543ull, 132045049ull, 94501ull, 18446744073709551615ull, 2681979ull, 6721766058ull, 18446744073709551615ull, 18446744073709551615ull, 919600390ull, 4060ull, 1ull};
static const char h_a5[32] = {0, 25, 5, 0, 0, -128, -58, -128, -1, 15, -2, -127, 2, 1, -128, -128, 6, -2, 0, 17, 4, 4, -15, 4, -127, 2, 14, 1, 2, -2, 1, 0};

__global__ void eval(const char *p_a0, const char *p_a1, const char *p_a2, const int *p_a3, const unsigned long long *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    char a1 = p_a1[t];
    char a2 = p_a2[t];
    int a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
    char a5 = p_a5[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        char a1 = h_a1[t];
        char a2 = h_a2[t];
        int a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
        char a5 = h_a5[t];
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
