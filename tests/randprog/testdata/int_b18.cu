// Random integer expressions (tests/randprog/gen, kind int, seed 1042542).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a2) ^ (a3))) ? (((a1) | (2147483648))) : (((a4) - (a5))))
#define E1 ((((a2) + (a5))) == (smod((int)(false), (int)(a0))))
#define E2 sdiv((long)(a3), (long)(a3))
#define E3 ((long long)((unsigned long long)(((long long)((unsigned long long)(a4) + (unsigned long long)(a3)))) * (unsigned long long)(((int)((unsigned)(true) << ((a3) & 31))))))
#define E4 2
#define E5 ((((((0xffffffff) - (100))) ^ (((a3) ^ (a0))))) == (((a3) >> ((a2) & 63))))
#define E6 ((long long)(a5))
#define E7 a0
#define E8 ((long)(-(unsigned long)(((long)((unsigned long)((!(a0))) + (unsigned long)(((long)(a0))))))))
#define E9 a3
#define E10 ((((((-1) >> ((0) & 31))) || (a0))) * (((a5) != 0 ? (sdiv((long)((unsigned short)65535), (long)(a3))) / (a5) : (unsigned long long)(sdiv((long)((unsigned short)65535), (long)(a3))))))
#define E11 ((((((((a5) << ((a1) & 63))) + (((4294967295) ^ (a0))))) * (((((long long)((unsigned long long)(a4) << ((255) & 63)))) & (((a1) & (a0))))))) * (a1))
#define E12 ((a4) | (((((1) >> ((a0) & 31))) != 0 ? (a5) / (((1) >> ((a0) & 31))) : (unsigned long long)(a5))))
#define E13 ((long)((unsigned long)(255) - (unsigned long)(a3)))
#define E14 a1
#define E15 ((((int)((unsigned)(a2) << ((5ull) & 31)))) ? (max((long long)(2147483647), (long long)(7))) : (((a3) == (5ll))))
#define E16 a2
#define E17 ((long long)((unsigned long long)('\0') + (unsigned long long)(sdiv((long long)((((unsigned short)65535) ^ (a0))), (long long)(a4)))))
#define E18 ((long)((unsigned long)(((long)((unsigned long)(((a1) ^ (a3))) - (unsigned long)(((a3) <= (max((int)(a1), (unsigned)(a5)))))))) - (unsigned long)(a0)))
#define E19 __popc(((int)((unsigned)(a2) << ((a3) & 31))))
#define E20 max((int)(((((int)((unsigned)('\xff') * (unsigned)(((a0) & (a2)))))) ? (__popcll(a5)) : (((a5) != 0 ? (((a1) ? (a2) : (a0))) % (a5) : (unsigned long long)(((a1) ? (a2) : (a0))))))), (unsigned)(((((int)((unsigned)(((a0) >> ((a0) & 31))) - (unsigned)(((a2) >= (a0)))))) - (((__umulhi(a4, a0)) >> ((a5) & 31))))))
#define E21 ((a3) | (a0))
#define E22 ((((a2) <= (a3))) ^ ((!(a2))))
#define E23 min((long long)(a1), (unsigned long long)(sdiv((long)(a2), (long)(a3))))

static const signed char h_a0[32] = {1, 32, 127, -128, -1, 127, -103, -1, 11, 59, 0, -2, 127, 0, 0, 2, 6, -127, -7, 7, -5, 1, 14, 126, 11, -2, 126, -11, 15, -1, -128, 9};
static const int h_a1[32] = {-13960, (-2147483647 - 1), -2147483647, 52, -14986573, 2147483647, -3899466, -1892, -4358, -924, 441, 1, 12985, 2683939, 2, 1, 0, 2452797, -2, 2147483647, 2147483647, 0, -143946670, -1106637256, -3, 2622, -1, (-2147483647 - 1), 0, -149087740, -1128412843, -8579166};
static const short h_a2[32] = {-1, 45, 1, 0, -32767, -47, -32767, -852, -2, 1, -14016, -92, -16, 32766, -2, 32767, -2, 2, -1, -213, 32767, -5, -3732, -1, -16, 32767, 482, 32766, 2, -136, -2, 0};
static const long h_a3[32] = {-1l, 2l, -34772780193l, -9223372036854775807l, 870045442635904130l, -9223372036854775807l, (-9223372036854775807l - 1), 1l, 9223372036854775806l, -1818704498745328l, -14947l, 1l, 1l, 1l, 7909220315327529345l, 133420893840986080l, 9223372036854775807l, -1l, -85772152615l, 1l, -19l, 4315917l, -4090303413601822l, 434298836876l, -1l, -346l, 9223372036854775807l, -2l, -414191307084763558l, -605l, -1l, -202634315973l};
static const long long h_a4[32] = {2179ll, -2ll, 2ll, 2ll, 1ll, 928445ll, 38266796120204ll, -1ll, -200250996755556ll, -2ll, -185563510021ll, -1ll, -631ll, 1ll, (-9223372036854775807ll - 1), 0ll, -2ll, 9223372036854775806ll, 20461ll, -308ll, -45722729059590448ll, 9223372036854775806ll, 125833ll, 2ll, 2ll, 0ll, -5346994054ll, -2ll, -9223372036854775807ll, 2ll, 9223372036854775806ll, 9223372036854775807ll};
static const unsigned long long h_a5[32] = {1ull, 18446744073709551615ull, 1ull, 1ull, 791516ull, 607675222059303ull, 18446744073709551614ull, 3241487354687ull, 0ull, 1ull, 18446744073709551614ull, 0ull, 18446744073709551615ull, 1377ull, 3988320625ull, 0ull, 18446744073709551615ull, 0ull, 9731785ull, 14923344518141675289ull, 0ull, 3591ull, 18446744073709551614ull, 9712ull, 18446744073709551615ull, 16934355580493ull, 1324283012953141367ull, 1448400331551483581ull, 18446744073709551614ull, 0ull, 18446744073709551615ull, 0ull};

__global__ void eval(const signed char *p_a0, const int *p_a1, const short *p_a2, const long *p_a3, const long long *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    int a1 = p_a1[t];
    short a2 = p_a2[t];
    long a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        signed char a0 = h_a0[t];
        int a1 = h_a1[t];
        short a2 = h_a2[t];
        long a3 = h_a3[t];
        long long a4 = h_a4[t];
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
