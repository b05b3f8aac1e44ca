// Random integer expressions (tests/randprog/gen, kind int, seed 1036).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((unsigned char)(a4))
#define E1 (+(((char)(a3))))
#define E2 a5
#define E3 a5
#define E4 a1
#define E5 a1
#define E6 ((((((long long)((unsigned long long)('A') * (unsigned long long)(a0)))) ^ (((a0) & (a5))))) < (((long long)(-(unsigned long long)(((long long)((unsigned long long)(a0) + (unsigned long long)(0x100000000))))))))
#define E7 a1
#define E8 ((int)((unsigned)(((a0) || (a5))) * (unsigned)(((a4) - (((((a0) & (a1))) && (sdiv((long long)(a3), (long long)(a3)))))))))
#define E9 ((bool)(((char)(((a2) ? (true) : (a0))))))
#define E10 ((((-1u) ^ (a3))) && ((!(-1ll))))
#define E11 ((((((long long)((unsigned long long)(a0) + (unsigned long long)(((a3) > (100)))))) ? (a3) : (((short)(((long long)((unsigned long long)(a3) - (unsigned long long)(a2)))))))) ^ (((sdiv((long long)(sdiv((long long)(a1), (long long)(a0))), (long long)(((int)((unsigned)(100) * (unsigned)(a2)))))) >= (((int)((unsigned)((~(a1))) + (unsigned)(((int)((unsigned)(31) - (unsigned)(a2))))))))))
#define E12 a4
#define E13 ((long)((unsigned long)(((short)(a4))) + (unsigned long)(((5l) >> ((a0) & 63)))))
#define E14 smod((long long)(((a1) || (a2))), (long long)(a3))
#define E15 a0
#define E16 ((((((int)((unsigned)(((int)((unsigned)(0200) + (unsigned)(a5)))) * (unsigned)(((a0) > (2147483647)))))) - (((unsigned)(((unsigned short)(5l))))))) >> ((((__funnelshift_lc(a4, ((a4) + (a4)), ((1) | (a1)))) < (__hadd(a3, (~(a5)))))) & 31))
#define E17 ((unsigned long)(((((a4) != (0x7fffffff))) >> ((a0) & 31))))
#define E18 ((unsigned long long)(((__funnelshift_lc(a5, ((a1) || (a2)), sdiv((long long)(a0), (long long)(a1)))) ? (((int)(smod((long long)(a3), (long long)(a2))))) : (-1))))
#define E19 a3
#define E20 ((unsigned char)(((a5) >> ((a1) & 31))))
#define E21 ((((long)(((long long)((unsigned long long)(((a1) ^ (a1))) + (unsigned long long)((((short)-3) | (a0)))))))) | (((a3) <= (a0))))
#define E22 ((5ul) * (__brev(a0)))
#define E23 ((long)(((int)((unsigned)(a1) * (unsigned)(((int)(-(unsigned)(a4))))))))

static const long long h_a0[32] = {-9223372036854775807ll, 1ll, 9223372036854775807ll, 0ll, -3094024676431054ll, -1ll, 186931076474219ll, 1ll, 1676583740500762159ll, 0ll, -2ll, -66854332903803ll, -122393367ll, 832652735071ll, -26657028220ll, 366ll, 9223372036854775806ll, 953476282ll, (-9223372036854775807ll - 1), 6177800647869562611ll, 9223372036854775807ll, 0ll, -1ll, (-9223372036854775807ll - 1), 1ll, -9223372036854775807ll, 9223372036854775807ll, (-9223372036854775807ll - 1), 107996152834ll, -562647ll, 3ll, -179425264ll};
static const int h_a1[32] = {2, -5106, 1156795, 2147483647, 2147483647, -7, -215435129, -5445, 2147483646, -2, 8929, -63727, -10264, 38, 0, 697, -2, 2, 17468, 0, 1, 1394, -2147483647, -1, 2147483647, -2, -22, -309783, -323, -2, 41607514, 0};
static const signed char h_a2[32] = {1, 15, 0, 0, 0, 0, 0, 3, 63, 17, -2, -27, -1, 2, 2, 0, 2, 23, 2, -127, 0, 75, -26, 36, -10, 0, -1, 12, 3, 2, 127, 127};
static const long long h_a3[32] = {0ll, -210211574ll, -25152818912500897ll, 0ll, -9223372036854775807ll, -19319ll, 1ll, -30204ll, -10357ll, -9223372036854775807ll, -2ll, (-9223372036854775807ll - 1), -1ll, 168324881912ll, 1ll, 1046ll, 9223372036854775806ll, -6862979224667ll, -1ll, -9223372036854775807ll, 9223372036854775806ll, -11463ll, 9223372036854775806ll, 9223372036854775807ll, 10ll, 88222215ll, (-9223372036854775807ll - 1), -4529970510788319ll, 20661516670ll, 114995429664433382ll, 4ll, -27130313630ll};
static const unsigned char h_a4[32] = {0, 1, 2, 255, 255, 0, 1, 1, 3, 2, 1, 0, 0, 11, 9, 1, 26, 255, 1, 13, 52, 109, 1, 2, 1, 1, 1, 1, 0, 254, 15, 0};
static const char h_a5[32] = {2, -35, 2, 68, 0, 1, 2, 0, 1, 126, 1, 0, -20, 1, 11, -81, 87, -27, -127, -1, -7, 125, -128, -127, -6, 0, 11, 127, -127, -12, -2, 27};

__global__ void eval(const long long *p_a0, const int *p_a1, const signed char *p_a2, const long long *p_a3, const unsigned char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    int a1 = p_a1[t];
    signed char a2 = p_a2[t];
    long long a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
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
        long long a0 = h_a0[t];
        int a1 = h_a1[t];
        signed char a2 = h_a2[t];
        long long a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
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
