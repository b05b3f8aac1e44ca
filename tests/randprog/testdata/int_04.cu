// Random integer expressions (tests/randprog/gen, kind int, seed 1004).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (+(((a5) ? (a2) : (5ul))))
#define E1 ((int)((unsigned)(sdiv((int)(a4), (int)(a5))) << (((!(a5))) & 31)))
#define E2 smod((int)(a4), (int)(((a5) != (a4))))
#define E3 (((~(a0))) + (((a3) + (a4))))
#define E4 ((long)(-(unsigned long)(5l)))
#define E5 (!(a4))
#define E6 ((((a2) * (5ull))) - (((((a4) ? (a0) : (a5))) & (((long long)((unsigned long long)(a0) - (unsigned long long)(a1)))))))
#define E7 a3
#define E8 0x80000000
#define E9 a1
#define E10 ((((int)((!(((int)((unsigned)(a5) << ((a2) & 31)))))))) > (0x100000000))
#define E11 ((a1) & (((long)((unsigned long)(((long)((unsigned long)(5u) * (unsigned long)(((5l) & (a4)))))) - (unsigned long)(((int)((unsigned)(((a4) >> ((a5) & 31))) << ((((a1) | ((signed char)-128))) & 31))))))))
#define E12 ((a0) ? ((('\xff') & (a4))) : (((a3) - (a0))))
#define E13 ((((long long)((unsigned long long)(smod((long long)(a1), (long long)(a0))) << ((((unsigned char)(9223372036854775807))) & 63)))) ? (sdiv((long long)(a1), (long long)((+(a0))))) : (((int)((unsigned)(((int)(7))) * (unsigned)(((a5) || (0xffffffff)))))))
#define E14 ((((smod((int)(0200), (int)(3))) ^ (a0))) >> ((((a3) << ((a4) & 63))) & 31))
#define E15 ((((a2) | (a0))) ? (((bool)(a1))) : (((2) * (5ull))))
#define E16 smod((int)(((int)(-(unsigned)(((bool)(((a2) - (a5)))))))), (int)(a0))
#define E17 ((long long)((unsigned long long)(((((long long)((unsigned long long)(__mul64hi(a0, a4)) + (unsigned long long)(a4)))) ? (a4) : (((int)((+(a0))))))) - (unsigned long long)(a1)))
#define E18 5u
#define E19 a3
#define E20 a0
#define E21 ((((a4) * (__brevll(a2)))) << ((((((unsigned long)(a3))) ? ((('A') ? (a0) : (a5))) : (((short)(a0))))) & 63))
#define E22 ((unsigned long)((('A') & (a2))))
#define E23 a2

static const unsigned char h_a0[32] = {255, 255, 2, 0, 1, 1, 5, 2, 31, 0, 1, 3, 1, 3, 23, 7, 2, 0, 2, 1, 0, 18, 44, 1, 2, 255, 2, 7, 114, 19, 2, 1};
static const long long h_a1[32] = {242455876395ll, -1ll, 13123ll, (-9223372036854775807ll - 1), 557863527ll, (-9223372036854775807ll - 1), -175295328629ll, -105468242304ll, 2ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), -147216455ll, 117864090803495987ll, -9223372036854775807ll, -420ll, 9223372036854775807ll, 740200511ll, -52570872ll, -2ll, 9223372036854775807ll, 58481ll, -9223372036854775807ll, -1ll, 2ll, -9223372036854775807ll, -9223372036854775807ll, 23976981ll, 9223372036854775807ll, -106349ll, 3394658ll, 9223372036854775807ll, 258782ll};
static const unsigned long long h_a2[32] = {1ull, 113868306760ull, 47639013ull, 26139677ull, 18446744073709551614ull, 43771113382030145ull, 0ull, 15934750347183175018ull, 4181327230ull, 35532700332627923ull, 1ull, 1803ull, 0ull, 18907801ull, 208105131315ull, 654142711009089403ull, 7306ull, 18446744073709551614ull, 1ull, 196147ull, 0ull, 81766449288189548ull, 8344946234508508094ull, 0ull, 3978665238464ull, 2ull, 18446744073709551615ull, 1ull, 2ull, 0ull, 1ull, 1ull};
static const unsigned long long h_a3[32] = {18446744073709551614ull, 80533855ull, 1ull, 1520263308228540533ull, 237343703067ull, 1ull, 18446744073709551614ull, 18446744073709551614ull, 1ull, 16685495906ull, 1ull, 18446744073709551615ull, 16051703710ull, 2ull, 3247ull, 616231519ull, 9655122ull, 532742ull, 18446744073709551614ull, 0ull, 31367134600852ull, 2ull, 0ull, 0ull, 2935ull, 1ull, 16672808508364031ull, 1809ull, 184769301370ull, 5406ull, 1ull, 5361ull};
static const unsigned short h_a4[32] = {6, 100, 65534, 135, 2, 65534, 0, 1, 2, 2, 2, 1, 867, 14, 1, 1, 0, 2, 0, 1, 2, 4, 1, 1, 0, 15202, 4, 1, 1, 3064, 30657, 13926};
static const int h_a5[32] = {1887305619, 0, -2, 1353004032, -2, -2, 146533268, 1, -17721335, -5042058, 1, -232, 1313007, 0, -1, 1, 0, 415698315, 38940, 2147483646, 1, -2147483647, -2147483647, -1698314678, 3802, -67789, -11, 6, -2, (-2147483647 - 1), 1, 2};

__global__ void eval(const unsigned char *p_a0, const long long *p_a1, const unsigned long long *p_a2, const unsigned long long *p_a3, const unsigned short *p_a4, const int *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    long long a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
    int a5 = p_a5[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    int *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned char a0 = h_a0[t];
        long long a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
        int a5 = h_a5[t];
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
