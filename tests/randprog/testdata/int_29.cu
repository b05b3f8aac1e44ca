// Random integer expressions (tests/randprog/gen, kind int, seed 1029).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((long long)(a3))) ^ (((int)((unsigned)(a0) << ((a3) & 31)))))
#define E1 ((long)(((((((a5) & (a3))) ? (0xffffffff) : (((a0) < (a2))))) - ((!(sdiv((int)(0x7fffffff), (int)(a5))))))))
#define E2 (((((!(a0))) >> ((((((a3) ? (a4) : (a5))) * (((a4) >> ((a5) & 31))))) & 31))) | ((((~(a4))) * ((+(((a1) + (a2))))))))
#define E3 ((long long)((unsigned long long)(((a0) - ('\xff'))) + (unsigned long long)(5ll)))
#define E4 (~(((int)((unsigned)(((((a3) ^ (a5))) >= (((int)(0200))))) << (((~((!(a4))))) & 31)))))
#define E5 ((((((((a1) >= (a0))) >> ((a4) & 31))) ^ (((((a5) < (a5))) & (a3))))) + (((((((a2) ^ (5ul))) & (sdiv((int)(0200), (int)(a0))))) ? (((int)(100))) : (((((unsigned long long)(a5))) * (a1))))))
#define E6 ((((a4) - (100))) - ('A'))
#define E7 (~(((((0x80000000) & (a2))) >> ((((a3) >> ((1) & 31))) & 31))))
#define E8 (((((+(a4))) + (((unsigned long)(a0))))) + (((((5ul) == (2147483648))) - (a5))))
#define E9 (((((~(((a4) != 0 ? (false) % (a4) : (unsigned)(false))))) != 0 ? (a5) % ((~(((a4) != 0 ? (false) % (a4) : (unsigned)(false))))) : (unsigned)(a5))) + (((((((a3) >> ((31) & 31))) | (a1))) > (9223372036854775807))))
#define E10 a4
#define E11 ((32) != 0 ? (a3) % (32) : (unsigned)(a3))
#define E12 (((-(((a4) * (a1))))) != 0 ? ((~((+(a4))))) / ((-(((a4) * (a1))))) : (unsigned)((~((+(a4))))))
#define E13 ((long)((unsigned long)(-1) * (unsigned long)(((long)((unsigned long)(sdiv((int)((!(3))), (int)(((int)(-(unsigned)(a5)))))) * (unsigned long)(((long)((unsigned long)(a4) * (unsigned long)(((a4) | (0x100000000)))))))))))
#define E14 ((__funnelshift_rc(a0, a5, a0)) >> ((((a4) >> ((1) & 31))) & 31))
#define E15 ((((long)((unsigned long)(((long)((unsigned long)(smod((long)(9223372036854775807), (long)(a5))) << (((~(a2))) & 63)))) << ((((a0) >> ((((a0) >> ((2147483647) & 31))) & 31))) & 63)))) >= (((((unsigned)(((a3) <= (a0))))) << ((((a2) + (a2))) & 31))))
#define E16 ((((long long)(-(unsigned long long)(-1ll)))) && (((int)(((5ll) ? (-1ll) : ((unsigned short)65535))))))
#define E17 ((a3) << ((((int)((unsigned)(-1) + (unsigned)(((0) != (a0)))))) & 31))
#define E18 __funnelshift_rc((!(a3)), max((unsigned)(a5), (unsigned)(a0)), __hadd(a3, a2))
#define E19 ((((((((unsigned long)(a5))) ^ (((a1) - (a2))))) == (((int)((unsigned)(((a5) >= (a3))) * (unsigned)(2)))))) & (((((((a1) >> ((a0) & 31))) << ((((a4) != 0 ? (a1) / (a4) : (unsigned)(a1))) & 31))) + (__funnelshift_l(((0xffffffff) || (2147483648)), ((a3) >= (a0)), ((int)(-(unsigned)(a5))))))))
#define E20 (+(((a2) | (a1))))
#define E21 smod((int)(((((int)((unsigned)(((a3) && (a2))) - (unsigned)((~(a2)))))) ? (((int)((unsigned)(((int)((unsigned)(a5) - (unsigned)(0200)))) + (unsigned)(((int)((unsigned)(a5) << ((7) & 31))))))) : ((~(((a2) >> ((7) & 31))))))), (int)(((((((a2) + (a2))) & (((unsigned long)(a2))))) != (__mul64hi(((int)((unsigned)('A') * (unsigned)(7))), ((9223372036854775807) ? (0xffffffff) : (a0)))))))
#define E22 __funnelshift_r(((((int)((unsigned)((!(a0))) << ((((0200) ? (a3) : (a1))) & 31)))) | (((((unsigned long)(a2))) != 0 ? (((a0) != 0 ? (a1) / (a0) : (unsigned)(a1))) / (((unsigned long)(a2))) : (unsigned long)(((a0) != 0 ? (a1) / (a0) : (unsigned)(a1)))))), ((__brev(((a3) + (a4)))) >> (((((!(5ul))) * (__urhadd(a3, a0)))) & 31)), __popcll(((__brev(a0)) - (((unsigned char)(a2))))))
#define E23 a3

static const char h_a0[32] = {-3, -7, -6, 0, 1, -128, -2, -13, -7, -1, -127, -127, -127, -3, 126, -13, -22, 3, 127, 0, 1, 2, 1, 126, 1, -103, 0, 10, 25, 0, 126, 127};
static const unsigned h_a1[32] = {147738u, 1558162u, 12474u, 14515503u, 396u, 16710u, 0u, 27157u, 0u, 50u, 1u, 92384u, 48744372u, 4294967295u, 0u, 0u, 131890u, 4294967294u, 1u, 1u, 0u, 10u, 0u, 1u, 53912333u, 4294967294u, 16570u, 481180527u, 1u, 17u, 4294967295u, 1u};
static const unsigned short h_a2[32] = {1697, 18, 15, 0, 65534, 0, 3, 0, 1, 0, 10448, 506, 10556, 2, 65534, 1730, 17127, 5991, 0, 0, 65535, 65534, 65534, 1, 1, 2, 0, 970, 103, 0, 13, 65535};
static const unsigned h_a3[32] = {1u, 99849951u, 0u, 0u, 0u, 135199648u, 4294967295u, 1u, 0u, 3611932749u, 0u, 2438739543u, 4294967295u, 3512398u, 2u, 2u, 517188u, 4294967294u, 1u, 1u, 0u, 1u, 94622u, 4294967295u, 1u, 1u, 4294967294u, 44942130u, 1838292541u, 222u, 0u, 4294967295u};
static const unsigned h_a4[32] = {1u, 4294967294u, 3u, 2u, 39266u, 2u, 4294967294u, 4294967294u, 343520u, 136096132u, 0u, 75342509u, 4294967295u, 0u, 2u, 79125u, 1u, 0u, 0u, 1u, 4294967294u, 15154693u, 1u, 4294967294u, 2067673u, 0u, 2u, 0u, 0u, 4294967295u, 1u, 7557u};
static const unsigned char h_a5[32] = {43, 1, 100, 1, 254, 165, 0, 48, 11, 74, 65, 10, 2, 65, 27, 33, 2, 214, 0, 254, 3, 2, 2, 1, 1, 255, 0, 25, 0, 7, 254, 254};

__global__ void eval(const char *p_a0, const unsigned *p_a1, const unsigned short *p_a2, const unsigned *p_a3, const unsigned *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    unsigned a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    unsigned a4 = p_a4[t];
    unsigned char a5 = p_a5[t];
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
    unsigned *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        unsigned a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        unsigned a4 = h_a4[t];
        unsigned char a5 = h_a5[t];
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
