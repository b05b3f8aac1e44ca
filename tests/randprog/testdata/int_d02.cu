// Random integer expressions (tests/randprog/gen, kind int, seed 50062).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((+(((((5ul) - (a1))) + (((-1u) ^ (a2))))))) ^ (((long)(((a1) ? (((a2) * (5ull))) : (((long long)((unsigned long long)(a1) * (unsigned long long)(a1)))))))))
#define E1 ((((a4) < (a1))) ? (((a0) != 0 ? (a4) % (a0) : (unsigned long long)(a4))) : (((int)((unsigned)((unsigned char)200) << ((a0) & 31)))))
#define E2 ((((a2) - ((((!(2147483648))) > (a2))))) - (((((a5) ^ ((('\xff') > (5ull))))) & (((((a0) >= (32))) - (((a1) ? (a4) : (a3))))))))
#define E3 ((((((long)((unsigned long)(a3) << ((3) & 63)))) & (a4))) << (('\0') & 63))
#define E4 ((a4) ? (((((short)(((long)((unsigned long)(a0) + (unsigned long)(5l)))))) >> ((((((a1) <= (a5))) | (a2))) & 31))) : ((~((((+(a4))) && (a5))))))
#define E5 ((((((a4) << ((a4) & 63))) & (a3))) * (((long)((unsigned long)(((long)((unsigned long)(((31) ? (a3) : (a0))) - (unsigned long)(((long)(a4)))))) + (unsigned long)((((short)-3) || (((a0) == (a4)))))))))
#define E6 ((((long)((unsigned long)(a5) + (unsigned long)(a3)))) != 0 ? (a4) % (((long)((unsigned long)(a5) + (unsigned long)(a3)))) : (unsigned long long)(a4))
#define E7 ((signed char)(((bool)('\xff'))))
#define E8 ((((-1u) >= ((unsigned short)65535))) <= (a4))
#define E9 (+((unsigned short)65535))
#define E10 a4
#define E11 (!(a4))
#define E12 ((sdiv((long)(((long)((unsigned long)((+(a3))) - (unsigned long)(((bool)(a5)))))), (long)(smod((long)(((unsigned)(31))), (long)(((a3) >> ((a0) & 63))))))) ? (((long long)((unsigned long long)(a1) * (unsigned long long)(a2)))) : (((long long)((unsigned long long)(sdiv((long long)(((a1) >> ((a2) & 63))), (long long)(smod((int)(a0), (int)(a5))))) * (unsigned long long)(((((a1) & (5u))) ^ (a1)))))))
#define E13 a0
#define E14 ((long)((unsigned long)(((long)(-(unsigned long)(a3)))) << ((((a0) & (((5ull) * (a2))))) & 63)))
#define E15 9223372036854775807
#define E16 ((__ffsll(((unsigned)(((unsigned short)(a3)))))) ? (((a1) | (a4))) : ((((~(((a4) < (2147483647))))) ^ (a2))))
#define E17 ((((sdiv((long)(a3), (long)(a5))) ? (a3) : (a3))) ? (((((a2) && (255))) < (a5))) : (a2))
#define E18 ((((5ul) | (2))) - (1))
#define E19 (short)-3
#define E20 a4
#define E21 ((unsigned char)(((a4) - (a2))))
#define E22 ((long)((unsigned long)((+(a0))) + (unsigned long)(((((((unsigned long)(a0))) ^ (((a0) + (0xffffffffffffffff))))) ? (((((5u) ? (a3) : (a2))) ? (a3) : (((a0) <= (a5))))) : (((((unsigned)(a1))) | (((a5) > (5ll)))))))))
#define E23 __funnelshift_rc(max((unsigned long long)(((int)((unsigned)(0x7fffffff) + (unsigned)(a5)))), (long long)(((a3) & (0x80000000)))), ((((long long)((unsigned long long)(a1) * (unsigned long long)(255)))) >> ((((long)((unsigned long)(a0) + (unsigned long)(a3)))) & 63)), 5ul)

static const char h_a0[32] = {127, 10, 0, 5, 126, 0, 126, 2, -128, 1, 1, 1, -1, 2, 126, 7, 96, -1, -6, -33, 127, -24, 0, -96, -2, 30, 7, 126, 5, 0, -11, 6};
static const long long h_a1[32] = {24399ll, 1576450ll, -184728ll, 7163369903ll, 206668147757ll, -757230ll, 2ll, -2ll, 3965009666348001ll, -2ll, (-9223372036854775807ll - 1), -2ll, 6910889453636ll, 9223372036854775807ll, -2ll, -24134ll, -8560877278642101648ll, -10481863ll, -2ll, -1ll, 9223372036854775806ll, 1030933591748861630ll, 130459812772444ll, -96224706635422ll, -633306127149ll, 0ll, (-9223372036854775807ll - 1), -1ll, 153ll, 2ll, 12789438ll, 2ll};
static const char h_a2[32] = {0, 1, 0, 1, 2, -105, 96, -1, -70, -83, 2, 117, 2, 127, -126, 7, 2, 2, 1, -2, 1, 1, 1, 2, 1, 1, 44, 2, 127, -13, -5, -6};
static const long h_a3[32] = {-195791962218l, 2l, 2005641778698l, -2l, -2l, 4l, 0l, 1l, (-9223372036854775807l - 1), -1l, 349336945036l, 9223372036854775806l, -2l, 9223372036854775807l, 2020530240668l, 54l, 1l, 108175584072620356l, 5721501530390906l, 0l, 6566014152630037115l, -2l, -2l, 195170495395851684l, 9223372036854775807l, 2l, 81359715255507806l, 0l, -2l, -449645888877784846l, 9223372036854775806l, -2l};
static const unsigned long long h_a4[32] = {6947026ull, 18446744073709551615ull, 1ull, 2ull, 51085550ull, 7ull, 18446744073709551614ull, 18446744073709551615ull, 25ull, 48705765005ull, 25949162886ull, 0ull, 118161741827ull, 1ull, 0ull, 74ull, 0ull, 5096338188981254500ull, 0ull, 294306885206638ull, 0ull, 0ull, 0ull, 3320422ull, 1ull, 18446744073709551614ull, 33538ull, 1ull, 1ull, 59ull, 88ull, 8296667ull};
static const char h_a5[32] = {126, 41, -128, -1, -1, 17, 4, -20, -1, -5, -128, 126, 2, -1, 0, 3, 127, 126, -1, 1, -127, 1, 1, 0, 105, -100, -5, 4, 42, -4, 1, 40};

__global__ void eval(const char *p_a0, const long long *p_a1, const char *p_a2, const long *p_a3, const unsigned long long *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    long long a1 = p_a1[t];
    char a2 = p_a2[t];
    long a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
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
        char a0 = h_a0[t];
        long long a1 = h_a1[t];
        char a2 = h_a2[t];
        long a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
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
