// Random integer expressions (tests/randprog/gen, kind int, seed 50155).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a1) ^ (((short)(((100) != (a3))))))
#define E1 ((((((int)((unsigned)(sdiv((int)(a1), (int)(-5))) << ((((5ull) | (a1))) & 31)))) ^ (2147483648))) != 0 ? (((((((a4) ? (5ull) : (a2))) != 0 ? (((a0) + (a2))) % (((a4) ? (5ull) : (a2))) : (unsigned long long)(((a0) + (a2))))) << ((0x100000000) & 63))) % (((((int)((unsigned)(sdiv((int)(a1), (int)(-5))) << ((((5ull) | (a1))) & 31)))) ^ (2147483648))) : (unsigned long long)(((((((a4) ? (5ull) : (a2))) != 0 ? (((a0) + (a2))) % (((a4) ? (5ull) : (a2))) : (unsigned long long)(((a0) + (a2))))) << ((0x100000000) & 63))))
#define E2 a3
#define E3 ((int)((unsigned)(a1) - (unsigned)((~(a1)))))
#define E4 ((short)(a2))
#define E5 a5
#define E6 a4
#define E7 (((('\0') - (((((a5) != (a2))) || (((2147483648) || (a1))))))) ? ((+(((((unsigned short)(2))) >> ((((a0) ? (a4) : (9223372036854775807))) & 31))))) : (((long long)((unsigned long long)((~(((long long)((unsigned long long)(a5) + (unsigned long long)((unsigned short)65535)))))) * (unsigned long long)((-(((unsigned)(a0)))))))))
#define E8 (((!(a3))) * (((((((0xffffffff) >> ((a5) & 31))) != 0 ? (((a3) + (a1))) % (((0xffffffff) >> ((a5) & 31))) : (unsigned)(((a3) + (a1))))) != 0 ? (((((a4) && (a3))) | (((a3) >= ((signed char)-128))))) / (((((0xffffffff) >> ((a5) & 31))) != 0 ? (((a3) + (a1))) % (((0xffffffff) >> ((a5) & 31))) : (unsigned)(((a3) + (a1))))) : (unsigned)(((((a4) && (a3))) | (((a3) >= ((signed char)-128))))))))
#define E9 a4
#define E10 (~(a5))
#define E11 ((((a4) - (a4))) == (a4))
#define E12 a2
#define E13 ((((((long long)((unsigned long long)(a5) + (unsigned long long)('\0')))) | (a1))) != 0 ? (a0) / (((((long long)((unsigned long long)(a5) + (unsigned long long)('\0')))) | (a1))) : (unsigned long long)(a0))
#define E14 ((((a3) << ((a5) & 31))) >> ((((unsigned)(a3))) & 31))
#define E15 ((__hadd(((((int)((unsigned)(1) + (unsigned)((unsigned short)65535)))) ? (((unsigned)(a0))) : (((a5) > (a0)))), ((__urhadd(a0, -1u)) != 0 ? (((a2) && (5l))) / (__urhadd(a0, -1u)) : (unsigned)(((a2) && (5l)))))) < (a5))
#define E16 ((unsigned char)(sdiv((int)(a2), (int)(a1))))
#define E17 __urhadd(((a3) * (a4)), (((short)-3) & (a5)))
#define E18 false
#define E19 __byte_perm(((long)((unsigned long)(((long)((unsigned long)(a3) * (unsigned long)(((4294967295) >> ((a3) & 63)))))) + (unsigned long)(((((long)((unsigned long)(0x100000000) * (unsigned long)(a3)))) & (((int)((unsigned)(3) + (unsigned)(a1)))))))), ((((((a0) != 0 ? ('\0') % (a0) : (unsigned long long)('\0'))) << ((((2147483648) >> ((true) & 63))) & 63))) * (((signed char)(((long long)((unsigned long long)(a3) * (unsigned long long)(a5))))))), __umul24((+(a5)), ((((1) & (a4))) == (((a1) > (a3))))))
#define E20 ((((bool)(((int)((unsigned)(((a1) + (a2))) * (unsigned)(((int)((unsigned)(a4) * (unsigned)(a1))))))))) > (__umul24(((((a3) != 0 ? (-1u) % (a3) : (unsigned)(-1u))) != (a3)), ((max((long long)(a3), (long long)((unsigned char)200))) ? (smod((long long)(a5), (long long)(a3))) : (((a2) >> ((false) & 31)))))))
#define E21 ((0xffffffff) <= (((((long long)((unsigned long long)(a5) + (unsigned long long)(a2)))) != 0 ? (((a5) & (a0))) / (((long long)((unsigned long long)(a5) + (unsigned long long)(a2)))) : (unsigned long long)(((a5) & (a0))))))
#define E22 __mul24(a2, ((int)((unsigned)(32) + (unsigned)(((((bool)((signed char)-128))) ? (((-5) ^ (a4))) : (((int)((unsigned)(0200) + (unsigned)(32)))))))))
#define E23 ((__mul24(((long long)((unsigned long long)(a5) - (unsigned long long)(2147483648))), a2)) & (((sdiv((long long)(((long long)(0x7fffffff))), (long long)(((a4) != (a4))))) >> ((((long long)((unsigned long long)(a5) + (unsigned long long)((+(a3)))))) & 63))))

static const unsigned long long h_a0[32] = {18639564779ull, 1ull, 547892ull, 1ull, 1878ull, 35924525342124350ull, 18446744073709551615ull, 411324443134576ull, 18446744073709551615ull, 527856878691076439ull, 2ull, 135019355862386ull, 0ull, 356ull, 1ull, 329324887065142515ull, 397582589754ull, 18446744073709551615ull, 0ull, 18446744073709551614ull, 18446744073709551614ull, 4371890701732820356ull, 15365580404ull, 1ull, 18446744073709551614ull, 0ull, 38ull, 19144719111955ull, 18446744073709551614ull, 8692417483235ull, 1ull, 12477428355537ull};
static const char h_a1[32] = {126, -127, 119, 1, -7, 1, 2, 126, 1, 0, -2, 2, 102, -1, 1, 1, -127, 0, 0, 1, 0, 1, -13, -127, 126, 28, 0, 127, -97, 3, 0, 1};
static const unsigned short h_a2[32] = {5178, 1, 0, 1, 8, 65535, 1, 65535, 0, 65534, 2, 0, 65534, 65534, 5458, 0, 5095, 117, 6, 58, 1, 162, 589, 2, 1069, 66, 1, 38, 65534, 11860, 109, 3325};
static const unsigned h_a3[32] = {0u, 1u, 253u, 0u, 407u, 1345716u, 0u, 2u, 1760u, 4294967295u, 1u, 418u, 4294967294u, 1063243871u, 30u, 8503117u, 8u, 1029522445u, 2018u, 32337213u, 3u, 76280u, 2u, 4294967294u, 1737299959u, 0u, 37u, 4294967295u, 1u, 4294967294u, 8368161u, 0u};
static const short h_a4[32] = {1, -1, -825, -1, 32766, -191, 32766, 23864, -6, -20494, 28654, -258, 7, 2, 1, -3, 1, 422, 32766, -91, -32768, 2, -5, 198, 32767, 702, 32767, 0, -1, -1, 2, 229};
static const long long h_a5[32] = {41012424ll, 9223372036854775807ll, -9223372036854775807ll, -2ll, 1129207989ll, -1033524271470888097ll, -2ll, 30703153ll, 14096ll, 18923433ll, -1ll, -901483ll, 1ll, 57688108ll, 9223372036854775807ll, -2ll, 195224ll, 225246704270967ll, 0ll, 1ll, 9004911ll, -9223372036854775807ll, 5263241742391127946ll, -1ll, -1ll, 9223372036854775807ll, -96166908366475ll, 828176566936ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 2ll, -9223372036854775807ll};

__global__ void eval(const unsigned long long *p_a0, const char *p_a1, const unsigned short *p_a2, const unsigned *p_a3, const short *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    short a4 = p_a4[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    short *d_a4;
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
        unsigned long long a0 = h_a0[t];
        char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        short a4 = h_a4[t];
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
