// Random integer expressions (tests/randprog/gen, kind int, seed 50000).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)((unsigned)(((((int)((unsigned)(((a0) + (a4))) << ((a2) & 31)))) ^ (((unsigned char)(((long)((unsigned long)((unsigned short)65535) + (unsigned long)(5l)))))))) << ((((((a2) >> ((((int)((unsigned)(a5) << ((a1) & 31)))) & 31))) | (((a1) << ((a2) & 63))))) & 31)))
#define E1 ((((((bool)(a0))) ^ (((int)((unsigned)(a5) * (unsigned)(a2)))))) <= (((((-1u) != 0 ? (a5) / (-1u) : (unsigned)(a5))) + (((int)((unsigned)(a4) << ((a5) & 31)))))))
#define E2 a3
#define E3 a2
#define E4 ((((sdiv((long)(4294967295), (long)(a5))) && (((int)(a2))))) * (((((a5) >> ((5ul) & 31))) ? (((a4) * (a1))) : (((a4) >> ((a3) & 31))))))
#define E5 a4
#define E6 ((((long)((unsigned long)(4294967295) - (unsigned long)(sdiv((int)(a3), (int)(a0)))))) >> ((((((int)((unsigned)(a2) + (unsigned)(255)))) | (((a4) < (5ull))))) & 63))
#define E7 a5
#define E8 ((int)((unsigned)(((int)((unsigned)(smod((int)(a4), (int)(0200))) - (unsigned)(((int)((unsigned)(a5) << ((a0) & 31))))))) * (unsigned)(((((int)((unsigned)((short)-3) << ((a0) & 31)))) == (((int)((unsigned)(a5) * (unsigned)(a5))))))))
#define E9 ((a1) != 0 ? (((((int)((unsigned)(((int)((unsigned)(-1) - (unsigned)(31)))) + (unsigned)(((true) ? (0x7fffffff) : (a5)))))) == (a0))) % (a1) : (unsigned long long)(((((int)((unsigned)(((int)((unsigned)(-1) - (unsigned)(31)))) + (unsigned)(((true) ? (0x7fffffff) : (a5)))))) == (a0))))
#define E10 a0
#define E11 a0
#define E12 ((int)(-(unsigned)(a0)))
#define E13 a5
#define E14 ((((((a3) >> ((a1) & 31))) + (((a1) + (5ll))))) <= (0xffffffffffffffff))
#define E15 ((((((a1) << ((sdiv((int)(a4), (int)(a3))) & 63))) - (((4294967295) + (((a1) ? (a5) : (a1))))))) <= (__ffs((+(((a5) != 0 ? (0xffffffff) % (a5) : (unsigned)(0xffffffff)))))))
#define E16 ((__uhadd(a0, __umulhi(((a1) * (0xffffffff)), ((a1) != 0 ? (a4) / (a1) : (unsigned long long)(a4))))) ? ((+(__rhadd(a2, __popc(a1))))) : (((int)((unsigned)(a3) * (unsigned)((((+(a1))) && (((a0) - (a5)))))))))
#define E17 a4
#define E18 __ffsll(((a3) >= (a0)))
#define E19 (((+(__byte_perm(__clzll(a3), ((a4) ^ (a2)), ((a0) >= (9223372036854775807)))))) << ((((a0) == ((((-(a1))) || (((int)((unsigned)(a5) * (unsigned)(a3)))))))) & 31))
#define E20 sdiv((int)(((a2) >> ((a2) & 31))), (int)(a3))
#define E21 ((((a4) - ('A'))) - (__umul24(((unsigned long)(a0)), smod((int)(a2), (int)(-5)))))
#define E22 ((int)((unsigned)('A') << ((sdiv((int)(a4), (int)(a3))) & 31)))
#define E23 ((__funnelshift_r(__hadd(((0xffffffff) >> ((a2) & 31)), ((a2) | (a4))), ((((a4) && (a4))) ? (0xffffffffffffffff) : (a2)), (((~(a2))) ? (__hadd(-1, 3)) : (__popcll(5ull))))) >> ((((__byte_perm(((a1) != 0 ? ((short)-3) / (a1) : (unsigned long long)((short)-3)), ((a2) ? (a1) : (a3)), ((a5) + (a5)))) ? (5ul) : (((((a5) & ('A'))) > (((unsigned short)(a5))))))) & 31))

static const signed char h_a0[32] = {23, -7, -127, 127, 1, 1, -128, 127, -1, -14, 28, -127, 63, -91, 1, 1, 7, -17, 1, 0, 126, -1, 8, 126, -1, 0, -1, 38, 127, 0, 127, 0};
static const unsigned long long h_a1[32] = {6547617980541ull, 7904ull, 2ull, 3681123ull, 526241903ull, 0ull, 8738ull, 18446744073709551615ull, 1838003174768976512ull, 18446744073709551614ull, 2ull, 1ull, 1909769272585ull, 4053642338618236ull, 2ull, 846325167482788ull, 1ull, 1ull, 11942076ull, 205133ull, 6964785374192255ull, 55700935575367042ull, 2ull, 18586219280601ull, 1ull, 18446744073709551615ull, 1ull, 0ull, 1648606027824345ull, 320ull, 18446744073709551614ull, 18446744073709551615ull};
static const signed char h_a2[32] = {126, -24, -71, 126, -2, -128, -2, 0, 0, 15, -8, -1, 127, 0, 0, -1, -1, -101, -29, 2, 39, -19, -127, -7, -2, -45, 96, -128, 21, 2, -2, 127};
static const char h_a3[32] = {0, 1, 126, -6, 45, -1, 126, -128, 6, -128, -2, 126, -33, 0, 2, 63, -127, -1, -128, 1, 1, 2, -128, 2, 1, -2, -2, 127, 53, -18, 127, 2};
static const unsigned char h_a4[32] = {6, 255, 2, 24, 113, 0, 0, 3, 2, 1, 2, 1, 255, 16, 0, 255, 87, 1, 0, 2, 5, 6, 255, 1, 255, 7, 2, 254, 30, 0, 26, 1};
static const signed char h_a5[32] = {-127, -12, 13, 59, 9, 9, 1, -2, 2, -3, -128, -2, -29, -1, -2, 4, -2, -7, -6, -63, -4, -61, -98, 1, -2, -128, 80, 0, -127, -128, -33, 3};

__global__ void eval(const signed char *p_a0, const unsigned long long *p_a1, const signed char *p_a2, const char *p_a3, const unsigned char *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    signed char a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
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
        signed char a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        signed char a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
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
