// Random integer expressions (tests/randprog/gen, kind int, seed 50589).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 smod((int)(((a1) > (a2))), (int)(((a2) >> ((a3) & 31))))
#define E1 smod((long)(((a2) - (a1))), (long)(((long)(a1))))
#define E2 ((((a4) * (((a5) != 0 ? (a5) % (a5) : (unsigned long)(a5))))) - ((+((~(a3))))))
#define E3 (((((+(0xffffffffffffffff))) << ((((long)(a5))) & 63))) + ((+(a5))))
#define E4 ((((a3) ^ (smod((int)(((bool)(a5))), (int)(a1))))) | (((int)(-(unsigned)(((((a0) | (a4))) ? (((a3) ? (a3) : (a4))) : (((int)((unsigned)(a0) * (unsigned)(a0))))))))))
#define E5 a3
#define E6 (~(((((0xffffffffffffffff) ^ (a0))) <= (((long long)(a2))))))
#define E7 1
#define E8 ((int)((unsigned)(a2) << ((a5) & 31)))
#define E9 ((int)((unsigned)(((int)(-(unsigned)(smod((int)((!(true))), (int)(((int)((unsigned)(a4) - (unsigned)(a0))))))))) * (unsigned)(((bool)(((((a0) - (a5))) >> (('\xff') & 63)))))))
#define E10 true
#define E11 (+(((((((a5) << ((0x100000000) & 63))) != 0 ? (((int)((unsigned)(a3) << ((a0) & 31)))) / (((a5) << ((0x100000000) & 63))) : (unsigned long)(((int)((unsigned)(a3) << ((a0) & 31)))))) ^ (((int)((unsigned)(((int)((unsigned)(a3) * (unsigned)(a1)))) * (unsigned)(a2)))))))
#define E12 ((a3) + (((1) < (a1))))
#define E13 ((a0) & (a2))
#define E14 (signed char)-128
#define E15 ((int)((unsigned)((!(a2))) * (unsigned)(a4)))
#define E16 ((__umul24(2147483647, a3)) >> ((a4) & 31))
#define E17 __usad(((int)((unsigned)((+(((2147483648) || (a0))))) - (unsigned)(((int)(((unsigned long)(31))))))), __clzll(((int)(-(unsigned)(a1)))), ((((int)((unsigned)(__clzll(a0)) * (unsigned)(a0)))) & (((long)(((a5) != 0 ? (3) / (a5) : (unsigned long)(3)))))))
#define E18 ((__rhadd(a5, a0)) ^ (((int)((unsigned)(a4) << ((a2) & 31)))))
#define E19 a5
#define E20 max((int)(((((a1) - (a1))) ^ (a0))), (unsigned)(sdiv((int)(((int)((unsigned)((short)-3) << ((a3) & 31)))), (int)(((7) >> ((3) & 31))))))
#define E21 ((((int)((unsigned)(((signed char)((('\0') > (a1))))) << ((((((a5) | (a1))) != 0 ? (((a5) ? (-5) : (a1))) % (((a5) | (a1))) : (unsigned long)(((a5) ? (-5) : (a1))))) & 31)))) + (5ul))
#define E22 ((((int)((unsigned)(((a5) == (a0))) << ((((a3) * (0xffffffffffffffff))) & 31)))) >> ((((5ul) ? (__mul24(a5, a2)) : (a0))) & 31))
#define E23 ((((a4) * (((((true) * (5ul))) + (((unsigned long)(a3))))))) & (((int)((unsigned)(__popcll(__funnelshift_r(a5, a5, a3))) << (((+(a3))) & 31)))))

static const int h_a0[32] = {31, (-2147483647 - 1), -1, 1, (-2147483647 - 1), -1, -93, -1, 2147483646, 35996314, -122356577, -512104, -248917, -20, 2147483646, 0, 2147483647, 2147483646, 1, 0, (-2147483647 - 1), 2147483647, -1, -304684210, 335509, 1, 908, -2147483647, 2147483646, 2147483647, -1, 14};
static const unsigned char h_a1[32] = {1, 255, 254, 0, 49, 2, 1, 2, 255, 1, 0, 0, 3, 0, 1, 6, 64, 7, 255, 0, 0, 3, 0, 3, 2, 1, 5, 28, 39, 2, 5, 255};
static const signed char h_a2[32] = {-127, 1, 0, 2, 0, 127, -25, 1, -1, -1, -26, -127, -78, 58, 7, 7, 75, -128, -22, 0, -1, -1, -1, 127, -14, 1, 127, -1, 127, 127, -128, 11};
static const char h_a3[32] = {-100, -1, 1, -127, 0, 95, 0, 2, -1, 126, 1, -4, 127, 0, -12, -121, -23, 0, 0, -1, 126, 53, 2, 0, 0, 1, 26, 127, 1, -7, 126, -2};
static const short h_a4[32] = {-1, 0, 32766, 8400, -1, 363, 1125, 2, -1, 0, -32768, 4, 32767, 32767, 32767, 11, 2, 4767, -2, 6778, -1403, 32766, 27, -84, 32766, -4, 0, 1, -4, -7116, 0, -1};
static const unsigned long h_a5[32] = {170449ul, 194146683976828ul, 51765940966582200ul, 2ul, 9968021437005006ul, 29463618ul, 1ul, 2ul, 1ul, 1ul, 88011381ul, 1ul, 2109013373ul, 343490ul, 5582508165ul, 1144005ul, 1ul, 0ul, 17947458508ul, 1ul, 47787816553761ul, 448ul, 1ul, 2ul, 353920330ul, 0ul, 0ul, 125ul, 61ul, 0ul, 18446744073709551615ul, 2698915ul};

__global__ void eval(const int *p_a0, const unsigned char *p_a1, const signed char *p_a2, const char *p_a3, const short *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    signed char a2 = p_a2[t];
    char a3 = p_a3[t];
    short a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    short *d_a4;
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
        int a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        signed char a2 = h_a2[t];
        char a3 = h_a3[t];
        short a4 = h_a4[t];
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
