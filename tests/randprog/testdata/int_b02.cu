// Random integer expressions (tests/randprog/gen, kind int, seed 915838).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (!(((unsigned char)('A'))))
#define E1 a4
#define E2 smod((int)(0x7fffffff), (int)(sdiv((int)(a1), (int)(a0))))
#define E3 a1
#define E4 ((((((long long)((unsigned long long)(((long long)((unsigned long long)(a1) - (unsigned long long)(a4)))) - (unsigned long long)(((a2) != (a5)))))) ^ (((int)((unsigned)(((a0) || (a2))) - (unsigned)(((a1) >> ((a1) & 31)))))))) | ((+(((a2) ^ (((long)(a3))))))))
#define E5 a4
#define E6 ((((int)(-(unsigned)(a0)))) == (((((long long)((unsigned long long)(a4) - (unsigned long long)(a4)))) | (((unsigned long long)(a5))))))
#define E7 (((~(a0))) ? (a1) : (((int)(-(unsigned)((unsigned short)65535)))))
#define E8 a4
#define E9 ((int)((unsigned)(((((int)((unsigned)(a1) * (unsigned)(a2)))) > (((int)((unsigned)(-1) + (unsigned)(a2)))))) - (unsigned)((+(((int)((unsigned)('\xff') + (unsigned)(255))))))))
#define E10 ((smod((long long)(a4), (long long)(((signed char)(a0))))) && (((((a0) ? (a0) : (5l))) > (((a2) | (-5))))))
#define E11 ((((long long)((((~(0x80000000))) * (((a3) << ((a1) & 63))))))) >> ((a3) & 63))
#define E12 ((((a5) + (a3))) != (((7) ^ (a4))))
#define E13 a0
#define E14 ((a1) >= (((unsigned char)(__brevll(a1)))))
#define E15 (+(((char)(sdiv((int)(a5), (int)(((a1) & (a0))))))))
#define E16 ((((5l) != (5ull))) >> (('\xff') & 31))
#define E17 (((((~(__urhadd(0xffffffff, a0)))) ^ (((long)((unsigned long)(((long)(0x7fffffff))) * (unsigned long)(-5)))))) | (sdiv((long long)(((__funnelshift_r(0xffffffff, a2, a2)) << ((((4294967295) & (a2))) & 31))), (long long)(((long long)((unsigned long long)(a5) + (unsigned long long)(((long long)((unsigned long long)(a4) - (unsigned long long)(a1))))))))))
#define E18 ((int)((unsigned)(a2) << ((((long long)((unsigned long long)(a5) * (unsigned long long)(a4)))) & 31)))
#define E19 a1
#define E20 ((((int)((unsigned)(a1) * (unsigned)(__clzll(((long)((unsigned long)(0x100000000) - (unsigned long)(a1)))))))) * (((sdiv((int)(((int)(-(unsigned)(32)))), (int)(((a2) + (a2))))) - ((((!(a0))) != 0 ? (((a3) - (a5))) / ((!(a0))) : (unsigned long long)(((a3) - (a5))))))))
#define E21 a5
#define E22 (!(__funnelshift_l(((((int)((unsigned)(255) + (unsigned)(a0)))) >= (((a3) < (a4)))), ((__brev(a4)) + (((int)((unsigned)((signed char)-128) + (unsigned)(-1))))), __rhadd(((unsigned long long)(a4)), a0))))
#define E23 ((sdiv((long)(((int)((unsigned)(-1) * (unsigned)(a1)))), (long)(smod((long)(a5), (long)(2147483648))))) | (((unsigned long long)(((unsigned long long)(a4))))))

static const unsigned char h_a0[32] = {2, 0, 0, 110, 1, 17, 254, 20, 255, 16, 44, 0, 255, 1, 13, 255, 1, 1, 255, 254, 3, 60, 1, 0, 1, 1, 0, 169, 6, 1, 0, 0};
static const int h_a1[32] = {2, 2147483647, 2271, 28, 2147483647, -19073, -3, 37509, -1554229089, -12986, -1, -2147483647, 5071, 2147483647, 2649554, -1521169, -11738234, 25, -1, 297931, 0, -8, 2, -2, 2147483647, -1, 624, 0, -530177032, 2, 2147483647, 344756};
static const unsigned short h_a2[32] = {1, 592, 55, 1, 9303, 1, 648, 7, 65534, 1, 46585, 1, 65535, 29, 2, 2, 65534, 48129, 65535, 3326, 27663, 7559, 26339, 3511, 923, 28, 1, 1, 0, 93, 998, 666};
static const unsigned long long h_a3[32] = {1ull, 5ull, 0ull, 1ull, 0ull, 458293773477657183ull, 18446744073709551614ull, 7340275382370635777ull, 18446744073709551615ull, 1762288444ull, 18446744073709551615ull, 109371570800ull, 18446744073709551614ull, 181ull, 1686962ull, 2ull, 29526ull, 8106098ull, 63599234636461ull, 2ull, 18446744073709551615ull, 0ull, 127275589365460905ull, 18446744073709551615ull, 111547485173ull, 6385408241ull, 867717778890665542ull, 2842252590ull, 18446744073709551614ull, 1559ull, 1ull, 2ull};
static const long long h_a4[32] = {-2ll, -2ll, 3922935611ll, 0ll, 557518102433ll, 9223372036854775807ll, -9223372036854775807ll, 3003999508247237ll, 970314ll, -21419834284ll, -3976425039181ll, 1ll, 86620151896540ll, -49123590ll, -9223372036854775807ll, -1798928135ll, -2ll, -970762527282863994ll, 0ll, 0ll, 542178458566426585ll, 6509ll, 1ll, 0ll, 9223372036854775806ll, 1ll, 788764756489577ll, -12905537293164ll, -750538503ll, 187702ll, 0ll, 9223372036854775806ll};
static const char h_a5[32] = {1, 87, -2, 3, 0, -91, -1, -7, -16, 1, 0, 1, 1, 0, 127, 126, 113, -2, -9, -3, -119, 0, 0, 2, -128, 127, 0, 127, 0, 1, -127, -100};

__global__ void eval(const unsigned char *p_a0, const int *p_a1, const unsigned short *p_a2, const unsigned long long *p_a3, const long long *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    int a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        int a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        long long a4 = h_a4[t];
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
