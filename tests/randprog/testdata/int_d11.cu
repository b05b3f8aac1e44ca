// Random integer expressions (tests/randprog/gen, kind int, seed 50341).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((long long)((unsigned long long)(((long long)(a1))) - (unsigned long long)(((signed char)(a4)))))) ^ (((long long)((unsigned long long)(((long long)((unsigned long long)(5ll) + (unsigned long long)(a4)))) * (unsigned long long)(a1)))))
#define E1 (!(((((((a5) ? (a0) : (a2))) ? (((-1) != (a1))) : (((int)((unsigned)(a1) << ((a4) & 31)))))) - (5u))))
#define E2 ((3) ? (((((((unsigned long long)(a4))) << ((a3) & 63))) != 0 ? (((long)(((3) - (a5))))) % (((((unsigned long long)(a4))) << ((a3) & 63))) : (unsigned long long)(((long)(((3) - (a5))))))) : (255))
#define E3 sdiv((int)(((a3) && (0))), (int)(a0))
#define E4 ((int)((unsigned)(((int)((unsigned)(a1) * (unsigned)(((bool)(((a4) ? (a1) : (a0)))))))) + (unsigned)(((a0) >> ((sdiv((int)(((bool)(a2))), (int)(((a1) == (a1))))) & 31)))))
#define E5 a5
#define E6 ((signed char)(4294967295))
#define E7 ((int)((unsigned)(a4) + (unsigned)(((int)(-(unsigned)(a0))))))
#define E8 ((bool)(((int)((unsigned)(((5l) && (a0))) + (unsigned)(((int)((unsigned)(a2) * (unsigned)(a4))))))))
#define E9 ((((((unsigned)(a0))) | (5ul))) << ((((long long)(32))) & 63))
#define E10 a0
#define E11 ((((((0xffffffffffffffff) ? (a5) : (0200))) == ((short)-3))) & (((((a5) ? (a1) : (a3))) ? (((int)((unsigned)(a1) * (unsigned)(a3)))) : (((int)((unsigned)(100) + (unsigned)(a2)))))))
#define E12 sdiv((long)(a4), (long)(((long)(a5))))
#define E13 ((((a2) == ('A'))) >> ((smod((int)(a1), (int)(a4))) & 31))
#define E14 ((int)((unsigned)(a3) * (unsigned)(((__byte_perm(a5, a3, a0)) != (a4)))))
#define E15 a4
#define E16 a2
#define E17 9223372036854775807
#define E18 ((((__funnelshift_r(((a4) | (a2)), ((int)(a0)), ((a3) ^ (a2)))) * (((((char)(5ll))) >> ((((int)((unsigned)(a1) << ((a4) & 31)))) & 31))))) + ((('\xff') != (((unsigned short)(a1))))))
#define E19 0xffffffffffffffff
#define E20 __urhadd(a0, ((((((31) || (a2))) < (((a3) | ((unsigned short)65535))))) ^ (((int)((unsigned)(((int)(-(unsigned)(2147483647)))) << ((((a3) | (a5))) & 31))))))
#define E21 ((0xffffffffffffffff) | (((long)((unsigned long)(a0) - (unsigned long)(5l)))))
#define E22 ((((a5) * (2147483648))) >> ((((signed char)(a4))) & 63))
#define E23 ((int)((unsigned)(31) << ((((((unsigned long)(a5))) ^ (((a0) ? (a3) : (a1))))) & 31)))

static const char h_a0[32] = {91, 3, -89, -3, 1, -127, -2, -127, 1, 102, 126, -128, 5, 87, -2, 127, 22, -1, -1, -1, 1, 4, 1, -2, 0, -18, -128, 34, 112, -6, 3, 2};
static const char h_a1[32] = {1, 30, -81, -37, -8, 0, 2, 1, -62, 3, -128, 127, 2, 1, -1, 38, 2, -9, -1, -1, -1, 127, 0, 50, 0, -127, -17, -1, -3, -127, 2, -15};
static const unsigned char h_a2[32] = {255, 1, 0, 1, 0, 2, 1, 8, 1, 18, 10, 2, 103, 99, 1, 1, 255, 0, 46, 184, 254, 1, 0, 0, 0, 2, 1, 1, 4, 1, 2, 1};
static const int h_a3[32] = {-1179, -8, -1, 1, 14521, 5754370, 51, 689233968, -2, -1523421850, -342, -2147483647, 1, -3641, 426, 2147483646, -44883788, 4388493, -1, -1, (-2147483647 - 1), 1030841, 2147483646, 1, -337, -11085, 21, 2147483647, -333, 1, -2, -344866};
static const int h_a4[32] = {-1984, 2147483646, 0, -21, -2, -471, 1, 1, 2147483647, -1, -2, 0, 54, -116765211, -1, -2854086, -2, 4577, -2, -15, -4700, -116991375, -798354678, 2, 40336, -1, 5396135, 1, -2147483647, 2147483646, 0, 1905566361};
static const unsigned long h_a5[32] = {3402396566ul, 2928ul, 0ul, 18446744073709551614ul, 110442788121090875ul, 1ul, 2ul, 36871ul, 0ul, 8386637516ul, 1ul, 18446744073709551614ul, 16373ul, 1ul, 1884853966505ul, 0ul, 5999087132ul, 695280725001554ul, 183772605632333ul, 21099ul, 66503379987086ul, 18446744073709551615ul, 0ul, 1ul, 0ul, 112931300252417727ul, 0ul, 169469682ul, 38ul, 121891834560485ul, 1ul, 1027722173305409ul};

__global__ void eval(const char *p_a0, const char *p_a1, const unsigned char *p_a2, const int *p_a3, const int *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    char a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    int a3 = p_a3[t];
    int a4 = p_a4[t];
    unsigned long a5 = p_a5[t];
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
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        char a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        int a3 = h_a3[t];
        int a4 = h_a4[t];
        unsigned long a5 = h_a5[t];
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
