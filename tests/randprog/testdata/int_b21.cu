// Random integer expressions (tests/randprog/gen, kind int, seed 1066299).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a1) | (a5))) | (((a4) + (a0))))
#define E1 a2
#define E2 ((int)((unsigned)(((int)(-(unsigned)(((a4) == (((long)((unsigned long)(4294967295) << ((a1) & 63))))))))) * (unsigned)(((a1) & ((('\0') == (((long long)((unsigned long long)(-5) * (unsigned long long)(a5))))))))))
#define E3 ((((a0) | (100))) >> ((1) & 63))
#define E4 a4
#define E5 ((a0) + (((int)(-(unsigned)(((a1) > (smod((int)(a4), (int)(3)))))))))
#define E6 (((((((unsigned short)65535) | (a0))) << (((((unsigned char)200) + (a4))) & 63))) <= (((int)(((0x7fffffff) ^ (a3))))))
#define E7 a0
#define E8 a3
#define E9 ((a1) ? (((a0) < (a4))) : ((~(0xffffffff))))
#define E10 sdiv((long)(((int)((unsigned)(((unsigned short)(a0))) << ((((a3) && ((+(a1))))) & 31)))), (long)(((long)((unsigned long)((!(((int)((unsigned)(7) << ((2) & 31)))))) + (unsigned long)(0x100000000)))))
#define E11 (~(a3))
#define E12 ((((unsigned long)((!(a2))))) + (smod((int)(((a4) >> ((a1) & 31))), (int)((unsigned char)200))))
#define E13 0x7fffffff
#define E14 ((unsigned short)(((a1) >= (a3))))
#define E15 (!(0x7fffffff))
#define E16 ((((((((a0) >> ((a3) & 63))) < (((a1) & (2))))) + (((__brev(a4)) - (((unsigned)(a2))))))) << ((sdiv((long)(a1), (long)(sdiv((long)(((a0) < (a1))), (long)(9223372036854775807))))) & 31))
#define E17 ((((__sad(((a5) && (a4)), ((100) ? (-1u) : (5u)), ((255) | (31)))) != 0 ? (__umul64hi((~(a1)), ((unsigned char)(a2)))) / (__sad(((a5) && (a4)), ((100) ? (-1u) : (5u)), ((255) | (31)))) : (unsigned long long)(__umul64hi((~(a1)), ((unsigned char)(a2)))))) * (a3))
#define E18 a1
#define E19 smod((long long)(((a4) - (a2))), (long long)(a5))
#define E20 ((unsigned short)(((long long)((unsigned long long)(a5) << ((a5) & 63)))))
#define E21 __brevll(((a2) | (5ull)))
#define E22 (((-((-(0xffffffffffffffff))))) - (a1))
#define E23 a4

static const unsigned long h_a0[32] = {21ul, 2ul, 0ul, 7860688480286141463ul, 1ul, 18446744073709551615ul, 18446744073709551615ul, 1ul, 443796844ul, 1ul, 1293078487ul, 240ul, 106382619ul, 1ul, 1361ul, 2ul, 0ul, 0ul, 3559438752727988323ul, 859909ul, 18446744073709551615ul, 1392ul, 25090658656268ul, 0ul, 225279588ul, 775109189456959038ul, 1ul, 37761ul, 58ul, 18446744073709551615ul, 282876ul, 1ul};
static const short h_a1[32] = {1, -1, 2313, -32767, -28, -2, -23821, 1, 39, -139, 32767, -2929, 32766, 11, -2, 32767, 1, 312, -1, 6994, 14, 0, 1, 2, 31998, -1, -1, 2, 5, 32766, 32767, 1};
static const short h_a2[32] = {-32768, 2, 5, 11, -32768, -1, 14, 0, -1, 522, -2, 3, 32, 12, 0, -5355, 2, 29, 32767, 32766, 2, -309, 2, -32768, 19577, 26010, -1, 6, 32767, -2, -2, 1228};
static const unsigned short h_a3[32] = {1841, 65534, 2, 65534, 8, 3, 2, 18, 47027, 1, 65535, 354, 3209, 7, 2, 0, 1, 65347, 670, 65535, 228, 223, 0, 65535, 61, 8, 1, 65534, 2, 4158, 22, 90};
static const signed char h_a4[32] = {0, -127, -1, 1, -58, -10, 127, 3, 2, 0, -2, -128, 1, 3, 0, 0, 126, 0, -1, -2, 8, 15, 123, -2, -2, 84, 92, -30, 0, -2, 37, -128};
static const long long h_a5[32] = {0ll, 9223372036854775807ll, -612669ll, -12072305413921ll, -249880482253ll, -1229684863553712089ll, -9223372036854775807ll, -1ll, -9223372036854775807ll, 1ll, 1ll, 2ll, -1ll, (-9223372036854775807ll - 1), -277513378527ll, (-9223372036854775807ll - 1), -20671082730529ll, -41846683982711ll, 0ll, -2ll, 1ll, -9223372036854775807ll, 0ll, (-9223372036854775807ll - 1), -2ll, -2ll, -209ll, 112ll, 0ll, -6428ll, -2ll, 37328001852ll};

__global__ void eval(const unsigned long *p_a0, const short *p_a1, const short *p_a2, const unsigned short *p_a3, const signed char *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long a0 = p_a0[t];
    short a1 = p_a1[t];
    short a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    signed char a4 = p_a4[t];
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
    unsigned long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
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
        unsigned long a0 = h_a0[t];
        short a1 = h_a1[t];
        short a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        signed char a4 = h_a4[t];
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
