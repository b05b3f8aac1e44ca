// Random integer expressions (tests/randprog/gen, kind int, seed 50434).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a1
#define E1 (!(a1))
#define E2 ((int)((unsigned)((((!(a0))) >> ((a5) & 31))) + (unsigned)(((int)((unsigned)(a4) - (unsigned)(((5ull) ? (a0) : (a3))))))))
#define E3 a3
#define E4 a3
#define E5 ((a3) != (((long)((unsigned long)(2147483647) - (unsigned long)(2147483648)))))
#define E6 ((long)(a3))
#define E7 ((((((unsigned long)(a4))) != 0 ? (((((0x80000000) != 0 ? (a5) % (0x80000000) : (unsigned)(a5))) <= (sdiv((int)(a2), (int)(a2))))) % (((unsigned long)(a4))) : (unsigned long)(((((0x80000000) != 0 ? (a5) % (0x80000000) : (unsigned)(a5))) <= (sdiv((int)(a2), (int)(a2))))))) != 0 ? ((((+((!(5ul))))) ^ (smod((int)((!(a5))), (int)(((a1) - (a1))))))) % (((((unsigned long)(a4))) != 0 ? (((((0x80000000) != 0 ? (a5) % (0x80000000) : (unsigned)(a5))) <= (sdiv((int)(a2), (int)(a2))))) % (((unsigned long)(a4))) : (unsigned long)(((((0x80000000) != 0 ? (a5) % (0x80000000) : (unsigned)(a5))) <= (sdiv((int)(a2), (int)(a2))))))) : (unsigned long)((((+((!(5ul))))) ^ (smod((int)((!(a5))), (int)(((a1) - (a1))))))))
#define E8 a2
#define E9 ((a5) >> ((((((a5) >> ((a0) & 31))) <= (a4))) & 31))
#define E10 'A'
#define E11 ((int)((unsigned)(((a5) < (a3))) - (unsigned)(((a4) ? (a1) : (a4)))))
#define E12 ((int)((unsigned)(((int)((unsigned)(((((a1) ^ (a1))) >= (((a0) ? (a1) : (a3))))) * (unsigned)(((bool)(((a3) > (a3)))))))) * (unsigned)(a1)))
#define E13 (((~(100))) | (((a1) ^ (a4))))
#define E14 (~(((a2) | (a2))))
#define E15 __popcll(a3)
#define E16 __umulhi(((int)((unsigned)(a0) << ((a3) & 31))), 0x100000000)
#define E17 ((long long)((unsigned long long)(((a4) ? (3) : (a1))) * (unsigned long long)(max((long long)(a2), (long long)(a4)))))
#define E18 ((int)((unsigned)(((((bool)(a1))) + (a1))) << ((a0) & 31)))
#define E19 ((__brev(-5)) != 0 ? (((a5) - (a1))) % (__brev(-5)) : (unsigned)(((a5) - (a1))))
#define E20 __hadd(__sad(((a5) ? (0xffffffff) : (a3)), ((int)((unsigned)(a3) * (unsigned)(a0))), a1), smod((int)(((int)((unsigned)(32) - (unsigned)(a0)))), (int)(((a3) && (4294967295)))))
#define E21 a3
#define E22 ((long)((unsigned long)(((unsigned char)(((int)((unsigned)(a3) * (unsigned)(a4)))))) * (unsigned long)(((long)((unsigned long)(((a5) + (a3))) - (unsigned long)(((long)((unsigned long)(9223372036854775807) - (unsigned long)(a3)))))))))
#define E23 ((((unsigned short)(a3))) | (((a5) + (a3))))

static const short h_a0[32] = {32767, 0, 1, 2, -32767, 1, 0, -2, -2025, -32768, 7969, 1433, -35, -3, 63, 5123, 32767, 0, -32767, 1, 2, -2, -730, 32767, 1, -2, 32766, 3702, 4193, -32768, -17, 0};
static const signed char h_a1[32] = {-60, -128, -125, -6, 13, 1, 4, 3, 1, 35, -127, 127, 0, 0, 0, -1, 90, 2, -10, -1, 1, 2, -127, -1, -1, -128, 1, -69, -21, 0, -1, -11};
static const char h_a2[32] = {0, 126, -128, -9, 127, -46, 127, 127, -3, 1, 1, 26, 11, -2, 27, 0, -4, 126, -127, 1, 126, 3, -127, 3, 127, -4, 26, 7, 1, 1, -127, -128};
static const char h_a3[32] = {-15, -1, -128, 9, -2, 44, 0, 127, 1, -6, -2, 127, 72, 1, 127, -2, -127, 13, 0, -2, 25, -1, 1, -12, -127, 0, 2, -128, -1, -1, 126, 127};
static const int h_a4[32] = {2147483647, (-2147483647 - 1), -2147483647, (-2147483647 - 1), 2147483647, 2147483647, -2147483647, 1, 35808202, (-2147483647 - 1), -2, -2147483647, 2147483646, (-2147483647 - 1), -25124, -40, -4, 0, 2147483647, (-2147483647 - 1), 2147483647, -9269, -784781, 169229178, -86482, -1, 2147483647, -38747, 157696869, 21858, -4841, 2147483646};
static const char h_a5[32] = {-28, 12, 1, 0, 1, -1, 0, 0, 0, -127, 1, -127, 126, 30, 0, -127, -7, 3, -128, 0, 127, 55, 0, 3, -5, 0, -10, -27, 127, -3, -75, 1};

__global__ void eval(const short *p_a0, const signed char *p_a1, const char *p_a2, const char *p_a3, const int *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    signed char a1 = p_a1[t];
    char a2 = p_a2[t];
    char a3 = p_a3[t];
    int a4 = p_a4[t];
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
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
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
        signed char a1 = h_a1[t];
        char a2 = h_a2[t];
        char a3 = h_a3[t];
        int a4 = h_a4[t];
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
