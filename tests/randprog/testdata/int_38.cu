// Random integer expressions (tests/randprog/gen, kind int, seed 1038).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((smod((int)(((int)(-(unsigned)(0200)))), (int)(((int)((unsigned)(a0) << ((a5) & 31)))))) | (((int)(-(unsigned)(sdiv((int)(3), (int)(a1)))))))) | (5l))
#define E1 ((((5l) >> ((2147483647) & 63))) ? (a2) : (((int)((unsigned)(((int)((unsigned)(a2) - (unsigned)(a3)))) * (unsigned)(((signed char)(32)))))))
#define E2 ((a1) + ((!(((int)(-(unsigned)(a3)))))))
#define E3 (short)-3
#define E4 ((((((unsigned long)(((long)((unsigned long)(0x100000000) + (unsigned long)(2147483648)))))) << ((((((a1) <= (a1))) + ('\xff'))) & 63))) & (((unsigned short)(smod((int)(((a1) - (a0))), (int)((+(a5))))))))
#define E5 ((bool)(a5))
#define E6 (short)-3
#define E7 a1
#define E8 2147483648
#define E9 a2
#define E10 a1
#define E11 ((4294967295) || (((((((a2) >= (a0))) | (((bool)(0xffffffffffffffff))))) >> ((((unsigned short)(((int)((unsigned)(a2) << ((a4) & 31)))))) & 31))))
#define E12 a4
#define E13 ((unsigned long)(((unsigned)('\0'))))
#define E14 ((int)((unsigned)((!(sdiv((int)(a2), (int)(0))))) * (unsigned)(((__ffsll(a1)) | (a1)))))
#define E15 ((((a3) || (a1))) >> ((smod((int)(a3), (int)('\xff'))) & 31))
#define E16 (!(((((unsigned char)(a5))) ? (__ffs(a5)) : ((!(a2))))))
#define E17 ((int)((unsigned)((~(1))) - (unsigned)(((false) - (a1)))))
#define E18 a3
#define E19 min((int)(((((((a2) >> ((a2) & 31))) & (((a2) ^ (a4))))) != 0 ? (__brev(__ffsll(a3))) % (((((a2) >> ((a2) & 31))) & (((a2) ^ (a4))))) : (unsigned)(__brev(__ffsll(a3))))), (unsigned)(((((((a1) + (a1))) ^ (((a5) + (a4))))) < (sdiv((long)(__umulhi(a0, a4)), (long)(((long)(a4))))))))
#define E20 a4
#define E21 smod((int)(a1), (int)(__popc(a1)))
#define E22 ((unsigned)(((((0xffffffff) * (a4))) != 0 ? (((sdiv((int)(a5), (int)(a5))) | (((int)((unsigned)(a4) * (unsigned)(a3)))))) % (((0xffffffff) * (a4))) : (unsigned)(((sdiv((int)(a5), (int)(a5))) | (((int)((unsigned)(a4) * (unsigned)(a3)))))))))
#define E23 __clzll(smod((int)(a2), (int)(a1)))

static const short h_a0[32] = {-1021, 32766, -94, 3444, -5208, -2, -32768, -51, 1, -1, 8, -32767, -2, 32767, 1654, -101, 61, 32766, 32767, -32767, -25, 2, -1, -32767, -32767, 2, -32768, -26, 1466, -1, -32767, 1};
static const char h_a1[32] = {-23, 6, 0, 2, 72, 1, 127, -128, -1, -128, -1, -1, 126, 49, 65, 127, 126, -2, -2, 127, -1, 3, 53, -15, 0, 126, -27, -127, 17, -127, 118, -127};
static const signed char h_a2[32] = {-127, 0, -5, 126, -2, -23, 126, 1, 88, -115, 2, 4, 0, 126, 0, 2, 2, 53, -124, -6, 9, 76, 1, -128, -2, -2, 2, -41, 13, -24, 2, -1};
static const int h_a3[32] = {47, 1631552796, -338608, -1, -4502, -2147483647, 0, 2147483647, 2147483646, 127816378, -55589674, 0, 785, 2147483647, 3022, 1, 2, 356800, 1, -75, -907, -141, 1, 63931, -2, -10, -103037, 2, 1253, (-2147483647 - 1), 0, -9883};
static const unsigned short h_a4[32] = {2, 65535, 1, 0, 9, 0, 2, 2, 11, 6, 2, 0, 0, 28, 225, 28, 11, 2, 2, 24, 0, 751, 65535, 0, 65535, 7534, 2, 3, 1, 0, 6051, 10};
static const char h_a5[32] = {127, 126, 28, 1, 0, 1, -52, -128, -105, 0, -1, 2, -1, 0, 2, 126, -17, 2, 4, 127, 2, 126, 0, 82, -19, -128, 3, -11, 127, -2, 126, 89};

__global__ void eval(const short *p_a0, const char *p_a1, const signed char *p_a2, const int *p_a3, const unsigned short *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    char a1 = p_a1[t];
    signed char a2 = p_a2[t];
    int a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        short a0 = h_a0[t];
        char a1 = h_a1[t];
        signed char a2 = h_a2[t];
        int a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
