// Random integer expressions (tests/randprog/gen, kind int, seed 1027).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a0) >> ((a4) & 31))
#define E1 true
#define E2 ((long)(((a0) ^ (a4))))
#define E3 a2
#define E4 ((((smod((long long)(((long long)((unsigned long long)(a1) * (unsigned long long)(100)))), (long long)(((a1) ? (a1) : (a3))))) ? (((long)((unsigned long)(((long)((unsigned long)(4294967295) + (unsigned long)(a2)))) - (unsigned long)(((unsigned short)(a3)))))) : (((((a0) ^ (a5))) < (((2) >> ((-1ll) & 31))))))) != ((((((~(a4))) & (((int)(-(unsigned)(a5)))))) && (((a2) + ((+(a0))))))))
#define E5 (+(((((a0) + (5ull))) <= (((long long)((unsigned long long)(a1) - (unsigned long long)(a0)))))))
#define E6 0
#define E7 ((((long)((unsigned long)(((long)((unsigned long)(((9223372036854775807) ^ (a2))) + (unsigned long)(a5)))) - (unsigned long)(((unsigned)(((int)(-(unsigned)(a5))))))))) <= (((int)((unsigned)(a5) << ((((((a3) != 0 ? (a4) / (a3) : (unsigned long)(a4))) ? (((-5) * (a2))) : (((a4) * (5u))))) & 31)))))
#define E8 ((bool)(a3))
#define E9 ((((short)(a5))) >> ((((int)((unsigned)(true) << ((a0) & 31)))) & 31))
#define E10 ((a2) && (((long long)((unsigned long long)(((long long)((unsigned long long)(a1) << (((signed char)-128) & 63)))) << ((((long)((unsigned long)(5l) << ((a1) & 63)))) & 63)))))
#define E11 (((((((+(a3))) != 0 ? (((a2) - (2147483647))) % ((+(a3))) : (unsigned)(((a2) - (2147483647))))) << ((a4) & 31))) ? (((long long)((unsigned long long)(((long)(((a0) < (2))))) - (unsigned long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(a2) - (unsigned long long)(a1)))) << ((((5u) | ((unsigned char)200))) & 63))))))) : ((((+(((a0) - (2147483647))))) ^ ((((-(a0))) << ((((a2) != (4294967295))) & 31))))))
#define E12 sdiv((long long)(a1), (long long)(((int)(-(unsigned)('\0')))))
#define E13 1
#define E14 ((int)((unsigned)(((signed char)((-(((a2) != 0 ? (a5) % (a2) : (unsigned)(a5))))))) * (unsigned)(__ffsll(1))))
#define E15 __mul64hi(((int)((unsigned)(((int)((unsigned)(a3) + (unsigned)(((int)(a2)))))) << ((__umul64hi(((a5) + (a5)), sdiv((long long)(a1), (long long)(a5)))) & 31))), a0)
#define E16 __ffs(((((a2) != 0 ? (((a4) && (5u))) % (a2) : (unsigned)(((a4) && (5u))))) != 0 ? (((((a1) & (a4))) == (-1))) / (((a2) != 0 ? (((a4) && (5u))) % (a2) : (unsigned)(((a4) && (5u))))) : (unsigned)(((((a1) & (a4))) == (-1)))))
#define E17 (((!((+(a4))))) * (((((a4) >> ((a5) & 63))) + (((a0) != 0 ? (a5) % (a0) : (unsigned)(a5))))))
#define E18 __uhadd(((((a0) ? (a2) : (a0))) >> ((max((unsigned long long)(a5), (long long)(a0))) & 31)), min((unsigned long long)(-5), (unsigned long long)((('\0') >= (a2)))))
#define E19 a2
#define E20 ((((((a4) - (0))) + (((a0) != 0 ? (a0) / (a0) : (unsigned)(a0))))) * (((((255) != 0 ? (a2) / (255) : (unsigned)(a2))) != 0 ? (((0xffffffff) - (a3))) % (((255) != 0 ? (a2) / (255) : (unsigned)(a2))) : (unsigned)(((0xffffffff) - (a3))))))
#define E21 ((a4) * (a4))
#define E22 __brevll(((int)(-(unsigned)((signed char)-128))))
#define E23 ((((long)((unsigned long)(0x100000000) - (unsigned long)(((signed char)((unsigned char)200)))))) == (smod((long long)(smod((long long)(a1), (long long)('\0'))), (long long)(0x7fffffff))))

static const unsigned h_a0[32] = {100u, 0u, 2073899u, 2u, 500027u, 2693u, 305747524u, 1u, 157u, 4294967295u, 0u, 82u, 0u, 61723192u, 32158u, 158641939u, 48363u, 1u, 714u, 115855743u, 1951080833u, 2u, 1u, 1u, 25u, 6229264u, 34u, 1u, 0u, 1u, 2u, 3487917u};
static const long long h_a1[32] = {640ll, -1ll, 9223372036854775807ll, 25694043032766458ll, 2ll, -2ll, 9223372036854775807ll, 9223372036854775807ll, -26059716894861ll, -1500615497160886ll, 9223372036854775806ll, -1ll, 49645ll, 14781790976ll, -48635ll, -1ll, -1ll, 126728161621ll, -2ll, 9223372036854775806ll, 281031542109447954ll, 1282ll, -9223372036854775807ll, 1ll, -2ll, 9223372036854775807ll, -9223372036854775807ll, -5910885ll, -685ll, (-9223372036854775807ll - 1), 9223372036854775806ll, 25141712939ll};
static const unsigned h_a2[32] = {4294967294u, 0u, 1u, 0u, 184986218u, 2u, 0u, 1u, 1u, 4266331u, 9642511u, 37719163u, 199416u, 6340636u, 0u, 143u, 2u, 24865426u, 8437u, 3829830822u, 294039879u, 2u, 53u, 0u, 100818u, 0u, 0u, 0u, 115153u, 0u, 1u, 16669364u};
static const signed char h_a3[32] = {-2, -2, -2, -95, 127, 0, 126, 30, -2, 1, 127, 1, -40, 55, 2, 1, 127, 2, 126, 3, -128, -26, -2, -6, 126, 13, 126, 7, -1, -5, -1, -3};
static const unsigned long h_a4[32] = {923432530011ul, 1574011039606097ul, 0ul, 12393ul, 1ul, 4529219363414ul, 18446744073709551614ul, 549327927865151ul, 121291511959477ul, 0ul, 0ul, 18446744073709551615ul, 1ul, 0ul, 1ul, 18446744073709551614ul, 1594331ul, 280779138096420017ul, 2ul, 7ul, 131439228ul, 1ul, 4494988752237766ul, 103ul, 234511352969ul, 4828965543536714ul, 18446744073709551615ul, 0ul, 170970725782040978ul, 1ul, 2ul, 0ul};
static const signed char h_a5[32] = {1, -1, -127, 83, -127, -2, -47, 2, -89, -26, 2, -14, 0, 0, -2, 1, 0, 12, 126, -1, -59, -25, 2, -127, 126, 127, 1, 2, 4, 1, -12, 9};

__global__ void eval(const unsigned *p_a0, const long long *p_a1, const unsigned *p_a2, const signed char *p_a3, const unsigned long *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned a0 = p_a0[t];
    long long a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    signed char a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
    signed char a5 = p_a5[t];
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
    unsigned *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    signed char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned a0 = h_a0[t];
        long long a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        signed char a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
        signed char a5 = h_a5[t];
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
