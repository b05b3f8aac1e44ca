// Random integer expressions (tests/randprog/gen, kind int, seed 1009).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a1) || (((a5) ? ((short)-3) : ((unsigned char)200))))
#define E1 a4
#define E2 a0
#define E3 ((short)(a0))
#define E4 sdiv((int)(((((a5) >= (a4))) >> (((+(((a5) ^ (a3))))) & 31))), (int)(a0))
#define E5 ((a2) - (((unsigned long)(a1))))
#define E6 (!(((((a4) != 0 ? (a0) / (a4) : (unsigned long long)(a0))) + (100))))
#define E7 smod((long long)(smod((long long)(a5), (long long)(a2))), (long long)(((((int)((unsigned)(((a0) || (a3))) << ((((int)(-(unsigned)(a0)))) & 31)))) == (((a4) << (((~(a3))) & 63))))))
#define E8 ((((long)((unsigned long)(smod((long)(((long)((unsigned long)(0x100000000) * (unsigned long)(a3)))), (long)(((unsigned)(a4))))) * (unsigned long)((!(((int)((unsigned)(0) * (unsigned)(a3))))))))) != 0 ? ((((!((('\xff') != (a1))))) != 0 ? (((((long)((unsigned long)(4294967295) - (unsigned long)(a2)))) & (((a1) != 0 ? (a4) % (a1) : (unsigned long long)(a4))))) / ((!((('\xff') != (a1))))) : (unsigned long long)(((((long)((unsigned long)(4294967295) - (unsigned long)(a2)))) & (((a1) != 0 ? (a4) % (a1) : (unsigned long long)(a4))))))) % (((long)((unsigned long)(smod((long)(((long)((unsigned long)(0x100000000) * (unsigned long)(a3)))), (long)(((unsigned)(a4))))) * (unsigned long)((!(((int)((unsigned)(0) * (unsigned)(a3))))))))) : (unsigned long long)((((!((('\xff') != (a1))))) != 0 ? (((((long)((unsigned long)(4294967295) - (unsigned long)(a2)))) & (((a1) != 0 ? (a4) % (a1) : (unsigned long long)(a4))))) / ((!((('\xff') != (a1))))) : (unsigned long long)(((((long)((unsigned long)(4294967295) - (unsigned long)(a2)))) & (((a1) != 0 ? (a4) % (a1) : (unsigned long long)(a4))))))))
#define E9 ((int)((unsigned)(((((((5ul) != 0 ? (a0) / (5ul) : (unsigned long)(a0))) + (((a0) != 0 ? (a4) / (a0) : (unsigned long long)(a4))))) < ((-(5ull))))) + (unsigned)(((int)(((a3) >= (0x100000000)))))))
#define E10 (((!(((a1) - (true))))) && (((int)((unsigned)(((0200) >> ((a0) & 31))) << ((-1u) & 31)))))
#define E11 (((((-(a1))) | (((((a1) != 0 ? (a5) % (a1) : (unsigned long long)(a5))) != (((a1) - (a4))))))) >> ((((((int)((unsigned)(((int)(a4))) * (unsigned)(((0x100000000) == (a0)))))) > (((unsigned long)(((a2) - (a1))))))) & 63))
#define E12 ((((unsigned short)(0200))) + (((((7) && (a0))) > (((a2) <= (a3))))))
#define E13 ((int)((unsigned)(a2) << (((!(2147483648))) & 31)))
#define E14 ((unsigned long)(__umul64hi(a2, 32)))
#define E15 ((int)((unsigned)(a0) << ((1) & 31)))
#define E16 (((~(((1) ^ (a3))))) + (a4))
#define E17 a2
#define E18 a3
#define E19 ((long)((unsigned long)(((((int)((unsigned)(((a3) == (-1))) - (unsigned)(smod((int)(-1), (int)(a3)))))) >> ((((int)((unsigned)(((char)(5ll))) * (unsigned)(((unsigned short)(a5)))))) & 31))) * (unsigned long)(0x100000000)))
#define E20 ((((int)(-(unsigned)(255)))) + (__brevll(a4)))
#define E21 (((((+(a4))) + (a2))) + (__clz(((a2) ? (a5) : (a1)))))
#define E22 ((long long)((unsigned long long)(sdiv((long long)(a5), (long long)(a3))) * (unsigned long long)(((a5) ? (32) : (255)))))
#define E23 a0

static const char h_a0[32] = {-127, 126, 126, -128, 6, -4, 3, 127, 26, 28, 127, -1, 1, 1, 5, -2, 1, 2, -21, 21, 1, 3, 2, -128, 0, 1, -127, -1, 0, 81, -6, 25};
static const unsigned long long h_a1[32] = {48644235351328292ull, 2ull, 18446744073709551614ull, 6344ull, 18446744073709551615ull, 18446744073709551614ull, 17478719395ull, 0ull, 277ull, 1ull, 253ull, 0ull, 659810484304926ull, 1ull, 187809896838ull, 0ull, 6811611ull, 1ull, 1ull, 354915382764855ull, 0ull, 314810327862053ull, 1230797239577081308ull, 2247ull, 18446744073709551615ull, 0ull, 715510507397068ull, 1ull, 22360651ull, 20983951183940ull, 312800760083ull, 0ull};
static const unsigned short h_a2[32] = {1, 0, 2, 0, 117, 0, 65535, 31347, 15, 841, 322, 0, 1, 65534, 0, 2, 498, 900, 21, 1, 14110, 4307, 1, 2, 2, 33, 2, 0, 6, 1, 1352, 2};
static const int h_a3[32] = {2147483647, 2708, 15, -2147483647, -416587, 2426, 59609, 324, 8590052, -1584, -2147483647, 1, 1, -13523, 1086270806, 0, 20725, 2, 3, -1, -1, 157057, -2147483647, 0, -3287, -1, -5884, -2, -583364701, 2147483647, 0, -1};
static const unsigned long long h_a4[32] = {1ull, 1ull, 18446744073709551614ull, 7573573272761ull, 720638888787ull, 21300948278ull, 64988ull, 0ull, 18446744073709551615ull, 18446744073709551615ull, 2ull, 123011127468719791ull, 18446744073709551614ull, 0ull, 3722998460263ull, 31232261681ull, 0ull, 9190702373567629ull, 8037697ull, 25291ull, 86935ull, 0ull, 5001218391621ull, 18446744073709551614ull, 0ull, 1ull, 18446744073709551614ull, 0ull, 111211ull, 0ull, 0ull, 0ull};
static const long long h_a5[32] = {-3559871788524362628ll, 912144825911469616ll, -110104541224ll, 14903269138172855ll, -2389556435912ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -1ll, (-9223372036854775807ll - 1), 2ll, 1871533573370ll, (-9223372036854775807ll - 1), -2ll, 1ll, 9223372036854775807ll, -82171ll, 12540141ll, 1ll, (-9223372036854775807ll - 1), 9223372036854775807ll, -1ll, -7320142758155689ll, 15253337700963ll, -2ll, -35815615146321500ll, 0ll, -320747266373201972ll, 149946078402671943ll, -92857ll, -259815ll, 2ll, 9223372036854775807ll};

__global__ void eval(const char *p_a0, const unsigned long long *p_a1, const unsigned short *p_a2, const int *p_a3, const unsigned long long *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    int a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
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
        char a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        int a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
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
