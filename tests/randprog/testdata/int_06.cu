// Random integer expressions (tests/randprog/gen, kind int, seed 1006).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((a2) - (0xffffffffffffffff))) * (5l))) - (((((a1) - (a4))) ? (((0x7fffffff) - (a2))) : (((a1) * (-1u))))))
#define E1 ((a5) < (a3))
#define E2 smod((long)(((long)((unsigned long)(a5) * (unsigned long)(255)))), (long)(((a1) >> ((a2) & 31))))
#define E3 ((unsigned)(((a2) ? (0) : (-5))))
#define E4 ((((a2) >> ((a1) & 63))) | (a1))
#define E5 ((((long)((unsigned long)(sdiv((long)(((a0) && (a1))), (long)(((long)(a3))))) << (((((~(a1))) | (((a1) != 0 ? (a1) % (a1) : (unsigned)(a1))))) & 63)))) >> (((+('\0'))) & 63))
#define E6 ((((unsigned char)(a2))) ^ (((a2) + (0xffffffff))))
#define E7 ((((int)((unsigned)(((int)((unsigned)((signed char)-128) << ((a2) & 31)))) + (unsigned)(((5u) < (a5)))))) == (((int)((unsigned)(((int)((unsigned)((unsigned short)65535) + (unsigned)(-5)))) * (unsigned)(((int)((unsigned)(-1) * (unsigned)(a0))))))))
#define E8 '\0'
#define E9 a3
#define E10 a4
#define E11 ((((int)((unsigned)(((a0) | (0x7fffffff))) + (unsigned)(((int)((unsigned)(a3) * (unsigned)(a3))))))) ? (((sdiv((long)(a1), (long)(a5))) || (((long)((unsigned long)(a5) * (unsigned long)(false)))))) : (sdiv((int)(((a0) + (a0))), (int)(((unsigned char)(5l))))))
#define E12 (unsigned short)65535
#define E13 ((((((((a0) + (a1))) + (((a4) != 0 ? (1) % (a4) : (unsigned long)(1))))) ^ (((((a1) != (a0))) || (((unsigned char)(a2))))))) - ((((~(((-5) ? (a1) : (a1))))) == ((~(((a1) - (a4))))))))
#define E14 a4
#define E15 ((min((long long)((((-(a4))) << ((__byte_perm(a2, a2, a5)) & 63))), (unsigned long long)(((char)(((-5) < (a4))))))) > (__brevll(((a0) && (((char)(0x7fffffff)))))))
#define E16 a0
#define E17 (!(((a1) + (a2))))
#define E18 ((((((5ul) >> ((a0) & 63))) != 0 ? (((int)((unsigned)(a3) << ((0200) & 31)))) % (((5ul) >> ((a0) & 63))) : (unsigned long)(((int)((unsigned)(a3) << ((0200) & 31)))))) - (((long)((unsigned long)(((long)((unsigned long)(a0) + (unsigned long)(4294967295)))) + (unsigned long)(((a0) * (-1u)))))))
#define E19 255
#define E20 ((((a3) != 0 ? (a1) % (a3) : (unsigned)(a1))) != 0 ? (__usad(a1, 31, a0)) % (((a3) != 0 ? (a1) % (a3) : (unsigned)(a1))) : (unsigned)(__usad(a1, 31, a0)))
#define E21 ((((a2) != 0 ? (((a1) << (((signed char)-128) & 31))) / (a2) : (unsigned long long)(((a1) << (((signed char)-128) & 31))))) != 0 ? (-1u) % (((a2) != 0 ? (((a1) << (((signed char)-128) & 31))) / (a2) : (unsigned long long)(((a1) << (((signed char)-128) & 31))))) : (unsigned long long)(-1u))
#define E22 ((int)((unsigned short)65535))
#define E23 (+(((a3) - (a4))))

static const char h_a0[32] = {-15, 80, -2, -4, -128, -1, 0, 126, -6, -27, 1, -127, -128, -1, 1, -127, -5, 127, -40, -128, 0, 0, 2, -1, 126, -127, -1, 126, 56, -2, -1, -1};
static const unsigned h_a1[32] = {483837446u, 4294967294u, 4294967295u, 42u, 1u, 2u, 0u, 4294967294u, 1u, 1u, 8781u, 1807649u, 4294967295u, 261034973u, 2u, 1u, 1u, 0u, 264534u, 0u, 2u, 4294967295u, 46u, 1u, 465606u, 4294967294u, 4294967294u, 3u, 1u, 1939297u, 948u, 1u};
static const unsigned long long h_a2[32] = {0ull, 12881399ull, 2ull, 0ull, 1452292092ull, 2ull, 1ull, 0ull, 136ull, 2ull, 1067168116047ull, 52355700709984ull, 0ull, 14317ull, 551ull, 8428730ull, 2ull, 728502838234164ull, 15925274336ull, 1ull, 167854542284188784ull, 133151213868857321ull, 2138264343689178306ull, 0ull, 0ull, 1ull, 18446744073709551615ull, 1ull, 18446744073709551614ull, 0ull, 1008807239770ull, 247473290ull};
static const char h_a3[32] = {9, 2, 31, 0, -2, 2, -17, 64, 126, 46, 0, 14, -127, -37, -127, 29, 91, 0, -1, -1, -7, 126, -127, 1, -2, 2, -126, -128, 1, 126, 0, -1};
static const unsigned long h_a4[32] = {312ul, 0ul, 2ul, 183575622ul, 0ul, 2ul, 300781370385300ul, 0ul, 1ul, 18446744073709551615ul, 6699280468588701ul, 1913174772ul, 0ul, 0ul, 56ul, 1ul, 57980947ul, 4724311958963961ul, 6774971370669ul, 2ul, 1ul, 4094373148989ul, 774ul, 1ul, 730044ul, 0ul, 15656297ul, 6495197118602ul, 18446744073709551615ul, 0ul, 1ul, 36455191193875ul};
static const long h_a5[32] = {-324224310277279l, 2l, 9223372036854775807l, -2l, 987l, 2l, 1l, 2l, -1l, 5594l, 9223372036854775807l, 1l, 1l, 485849029l, -316297394852l, 0l, 845327145l, 0l, 3957593002714990522l, 613767182628373l, -1l, 2l, 2404294958133928l, 9223372036854775807l, 997832l, (-9223372036854775807l - 1), 9223372036854775806l, 0l, -603968498809731l, -11l, -368167438l, -2l};

__global__ void eval(const char *p_a0, const unsigned *p_a1, const unsigned long long *p_a2, const char *p_a3, const unsigned long *p_a4, const long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    unsigned a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
    long a5 = p_a5[t];
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
    unsigned *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        unsigned a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
        long a5 = h_a5[t];
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
