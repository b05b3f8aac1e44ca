// Random integer expressions (tests/randprog/gen, kind int, seed 1019).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((0) >> (((short)-3) & 31))) >= (a4))
#define E1 ((long long)(((a3) & ((signed char)-128))))
#define E2 ((smod((int)(((((signed char)(7))) >> ((((int)((unsigned)(255) + (unsigned)(0)))) & 31))), (int)(((sdiv((int)(a5), (int)((unsigned short)65535))) >> ((((a2) >= (a2))) & 31))))) ? (((unsigned long long)(((((a1) ^ (a3))) * (((long long)(a1))))))) : (((a4) + ((((+(a0))) * (((a3) * (2147483648))))))))
#define E3 (+(((a1) != 0 ? (-5) / (a1) : (unsigned long)(-5))))
#define E4 ((long)(a4))
#define E5 ((smod((int)(sdiv((int)(smod((int)(-1), (int)((short)-3))), (int)(sdiv((int)(a2), (int)(a2))))), (int)(((signed char)(((a1) == (a4))))))) != 0 ? (((a3) & ((!(sdiv((int)(32), (int)(a2))))))) % (smod((int)(sdiv((int)(smod((int)(-1), (int)((short)-3))), (int)(sdiv((int)(a2), (int)(a2))))), (int)(((signed char)(((a1) == (a4))))))) : (unsigned long)(((a3) & ((!(sdiv((int)(32), (int)(a2))))))))
#define E6 ((int)((unsigned)(((char)(-1u))) << ((((short)(a5))) & 31)))
#define E7 ((int)((unsigned)(((int)((unsigned)(((((255) && (a5))) - (((a5) != (a3))))) + (unsigned)(((true) ^ (((0xffffffff) ? (31) : (a2)))))))) << ((((long long)((unsigned long long)(((long long)((unsigned long long)(((long long)(a0))) - (unsigned long long)(((int)((unsigned)(2) << ((a3) & 31))))))) * (unsigned long long)(a5)))) & 31)))
#define E8 ((((long)((unsigned long)(31) * (unsigned long)(((a2) ? (7) : (a4)))))) & (a0))
#define E9 (!(((int)((unsigned)(a0) << ((((a5) & (32))) & 31)))))
#define E10 ((signed char)(a0))
#define E11 (~(((a2) + (5u))))
#define E12 ((((a3) != 0 ? (a5) / (a3) : (unsigned long)(a5))) ? (((a1) ^ (100))) : ((unsigned char)200))
#define E13 (+(((((a5) - (((a1) * (a1))))) >> ((a1) & 63))))
#define E14 a1
#define E15 ((a2) - (a0))
#define E16 ((int)((unsigned)(((true) ^ (32))) * (unsigned)(((bool)(7)))))
#define E17 ((int)((unsigned)(((int)((unsigned)(a5) * (unsigned)(a5)))) + (unsigned)(a0)))
#define E18 ((((((__sad(a2, a5, a3)) != 0 ? (((a0) & (a2))) / (__sad(a2, a5, a3)) : (unsigned)(((a0) & (a2))))) * (((5l) > (((short)('\xff'))))))) ^ (__ffs(__mul64hi(a5, a2))))
#define E19 ((((a1) * (a2))) == (((unsigned long long)(a2))))
#define E20 (+('\xff'))
#define E21 a2
#define E22 ((long)((unsigned long)(((long)((unsigned long)(a4) - (unsigned long)(((unsigned char)(((a1) ? (a2) : (a0)))))))) - (unsigned long)(smod((int)(__popcll((((short)-3) != (a1)))), (int)(((int)((unsigned)(__hadd('\xff', a2)) << ((((long)((unsigned long)(0x7fffffff) - (unsigned long)(a4)))) & 31))))))))
#define E23 ((((__uhadd(((long)('\xff')), (((signed char)-128) & (a3)))) != 0 ? (__umulhi(a2, ((long)((unsigned long)(a2) + (unsigned long)(a4))))) % (__uhadd(((long)('\xff')), (((signed char)-128) & (a3)))) : (unsigned)(__umulhi(a2, ((long)((unsigned long)(a2) + (unsigned long)(a4))))))) - (0xffffffffffffffff))

static const unsigned short h_a0[32] = {50, 78, 2, 1, 0, 8, 1, 3, 0, 885, 65535, 0, 3644, 65534, 0, 487, 65534, 65535, 0, 396, 1, 1, 2, 6200, 1, 2, 0, 5, 65535, 65535, 0, 202};
static const unsigned long h_a1[32] = {1ul, 18446744073709551615ul, 1335015107562ul, 18446744073709551614ul, 66918711ul, 2ul, 546211427413ul, 0ul, 0ul, 646174ul, 2ul, 0ul, 8404478648942ul, 0ul, 42182462ul, 3108ul, 2ul, 95727ul, 53287809217898ul, 0ul, 1ul, 6ul, 4849124499ul, 0ul, 25115836208ul, 2ul, 1688764876730255ul, 0ul, 18446744073709551614ul, 0ul, 1ul, 3654512901ul};
static const short h_a2[32] = {13, 1, 1, -1, 32767, 32767, -2, 2, 0, -216, -5, -85, 70, -33, 1, 27, 1159, 505, -6, 2, -32768, 2, 0, 0, 0, -32, -32767, 108, 32766, 1, 32766, -32768};
static const unsigned long h_a3[32] = {18446744073709551614ul, 662173148ul, 1ul, 4930688ul, 1ul, 19832566306152ul, 4509ul, 59ul, 18446744073709551614ul, 11498ul, 1ul, 110ul, 157761163226137756ul, 18446744073709551614ul, 198831141060ul, 1878ul, 62ul, 0ul, 0ul, 9615ul, 1ul, 0ul, 18446744073709551615ul, 507441574229ul, 1783458156422324ul, 18446744073709551614ul, 43ul, 1ul, 18446744073709551615ul, 3357059903746867ul, 2146603080994ul, 1ul};
static const long h_a4[32] = {2l, -4220310l, -1l, 1l, -9223372036854775807l, -2l, 25426l, -1l, 2125484825979942l, -9223372036854775807l, -49982l, 9223372036854775807l, -1194085177143032891l, -7609293371218l, 44941559508687287l, 1l, -1l, 850673703554413l, 520087613581795l, 157591l, 9223372036854775807l, -2l, 2l, -83364201l, 1l, 3113430l, -697838l, (-9223372036854775807l - 1), 68341453528l, 9223372036854775806l, 2l, -2l};
static const char h_a5[32] = {0, -1, 1, 24, -2, 127, 0, 2, 84, 0, 1, -127, 16, -127, 1, -1, -122, -128, -127, -128, -127, 1, 26, -20, 126, -1, -5, -27, -62, 2, -2, -2};

__global__ void eval(const unsigned short *p_a0, const unsigned long *p_a1, const short *p_a2, const unsigned long *p_a3, const long *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned long a1 = p_a1[t];
    short a2 = p_a2[t];
    unsigned long a3 = p_a3[t];
    long a4 = p_a4[t];
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
    unsigned short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long *d_a4;
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
        unsigned short a0 = h_a0[t];
        unsigned long a1 = h_a1[t];
        short a2 = h_a2[t];
        unsigned long a3 = h_a3[t];
        long a4 = h_a4[t];
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
