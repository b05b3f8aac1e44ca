// Random integer expressions (tests/randprog/gen, kind int, seed 1090056).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a0
#define E1 ((((signed char)(((((a4) ? (0) : (a5))) <= (((a4) - (a5))))))) & (a4))
#define E2 ((a0) >= (((true) + (0xffffffff))))
#define E3 a2
#define E4 a2
#define E5 1
#define E6 ((int)(a3))
#define E7 smod((int)(((a4) + (a4))), (int)(((int)((unsigned)(a5) << ((100) & 31)))))
#define E8 ((long)((unsigned long)((((((short)-3) && (a5))) & (((long)((unsigned long)(a1) - (unsigned long)(a5)))))) - (unsigned long)(a4)))
#define E9 ((smod((long)(a0), (long)(a1))) - (((unsigned long long)(a0))))
#define E10 (((+(((32) >> ((a2) & 31))))) ? (-1ll) : (((long)((unsigned long)(((int)((unsigned)(a3) << ((5u) & 31)))) + (unsigned long)(((long)((unsigned long)(a1) + (unsigned long)(a5))))))))
#define E11 ((sdiv((int)(((bool)(a5))), (int)(((-1ll) ? (a4) : (true))))) & (a2))
#define E12 ((((long)((unsigned long)(a1) + (unsigned long)(((int)(-(unsigned)(a2))))))) ? (((((bool)(a2))) - (((a1) >= (a0))))) : (((int)((unsigned)(((a4) ? (a3) : ((short)-3))) * (unsigned)(((7) <= (0x7fffffff)))))))
#define E13 ((long)((unsigned long)(a1) - (unsigned long)(((int)((unsigned)(((9223372036854775807) < (a4))) * (unsigned)((~(a2))))))))
#define E14 __umulhi(((int)((unsigned)('A') - (unsigned)(2147483647))), sdiv((long)(0), (long)(0x100000000)))
#define E15 ((a5) > (((sdiv((long)(0x100000000), (long)(a5))) > (((a1) >> ((a4) & 63))))))
#define E16 (((-(((unsigned)(((int)((unsigned)(a4) - (unsigned)(a2)))))))) != 0 ? ((((((+(a0))) | (__brevll(a4)))) << ((3) & 63))) / ((-(((unsigned)(((int)((unsigned)(a4) - (unsigned)(a2)))))))) : (unsigned long long)((((((+(a0))) | (__brevll(a4)))) << ((3) & 63))))
#define E17 a4
#define E18 ((__umul64hi(((a1) || (((int)(-(unsigned)('A'))))), ((((int)((unsigned)(false) << ((0xffffffffffffffff) & 31)))) != (((a5) & (a4)))))) != (((((((5u) >> ((a3) & 31))) != 0 ? (((a4) & (a0))) / (((5u) >> ((a3) & 31))) : (unsigned)(((a4) & (a0))))) <= (((__umul24(a2, a3)) ? (((a5) >> ((a4) & 31))) : ((((unsigned char)200) != (a4))))))))
#define E19 a5
#define E20 ((((signed char)(a5))) >= (smod((long)(a1), (long)(a4))))
#define E21 ((sdiv((int)(((__ffsll(a3)) != (smod((long)(a1), (long)(a1))))), (int)(__ffs(((32) | ('\0')))))) == (((long)((unsigned long)(((((long)((unsigned long)(a1) * (unsigned long)(a0)))) ^ ((+(a4))))) - (unsigned long)(((__sad(a4, a5, a2)) || (((a3) >> ((a3) & 31)))))))))
#define E22 ((int)((unsigned)(a3) + (unsigned)((((+(((a2) && (-1))))) >> ((((((long)((unsigned long)(a1) + (unsigned long)(a5)))) || (sdiv((long)(a1), (long)(a5))))) & 31)))))
#define E23 a1

static const unsigned char h_a0[32] = {2, 2, 42, 255, 161, 2, 1, 60, 0, 16, 1, 2, 254, 254, 0, 255, 1, 2, 5, 2, 0, 3, 1, 1, 0, 2, 0, 2, 255, 254, 1, 192};
static const long h_a1[32] = {9223372036854775806l, 1l, 9223372036854775806l, 1l, -2l, 1l, -9223372036854775807l, -9223372036854775807l, 9223372036854775807l, -2l, 1l, 1440323744573217572l, 332383008193964l, 1662601l, 9223372036854775806l, 2l, -1l, 2l, 2261226l, -1l, 9223372036854775806l, -3077196237l, 1l, 55l, 1879692770011l, 0l, 9223372036854775806l, -9223372036854775807l, (-9223372036854775807l - 1), 2401529499l, -22574101852709l, -9223372036854775807l};
static const int h_a2[32] = {1, 2081290, -2275800, -41905110, 2147483647, 2147483647, 3336, 2, -619, 31245350, 1, -2, 2147483646, -2147483647, 2147483647, 62654, 332, 2, -2001072, (-2147483647 - 1), 0, 2, -98808037, -7922, 1, -28, 2147483647, (-2147483647 - 1), 2, 2, 2147483646, -74531160};
static const int h_a3[32] = {1, 412118095, 4250, 0, -1279, (-2147483647 - 1), -3044329, 2, -1015191136, -196935, -2147483647, 2, 919, 2147483646, 1, 2147483647, 2147483646, -13, -129, -2, -1337966, -45790734, 1, 1, 2, -1, (-2147483647 - 1), 2147483647, -9733069, -521438, 3131, 348630076};
static const char h_a4[32] = {8, -9, 8, 127, 2, 126, -3, -26, 0, 0, 127, 126, 1, 26, 0, 126, -3, 14, 14, -14, 125, -10, 1, -2, 0, 1, 126, 126, -3, -6, -127, 0};
static const char h_a5[32] = {-37, 2, 126, -127, 1, -127, -128, -128, 36, 2, 0, 0, -2, -1, -128, 3, 126, 1, -60, -1, 127, 126, -2, -128, 1, 0, 1, 127, 126, 0, -1, 1};

__global__ void eval(const unsigned char *p_a0, const long *p_a1, const int *p_a2, const int *p_a3, const char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    long a1 = p_a1[t];
    int a2 = p_a2[t];
    int a3 = p_a3[t];
    char a4 = p_a4[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    int *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
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
        unsigned char a0 = h_a0[t];
        long a1 = h_a1[t];
        int a2 = h_a2[t];
        int a3 = h_a3[t];
        char a4 = h_a4[t];
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
