// Random integer expressions (tests/randprog/gen, kind int, seed 1026704).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (!(((((((int)((unsigned)(a0) + (unsigned)(2147483647)))) ? (a3) : (((a2) * ('\xff'))))) ? (((long long)((unsigned long long)(((long long)((unsigned long long)(a0) * (unsigned long long)(a5)))) << ((smod((long)(5l), (long)(a0))) & 63)))) : ('\xff'))))
#define E1 ((((-1ll) >> ((a2) & 63))) | (((a3) <= (a4))))
#define E2 ((((a3) || (5ll))) >> ((((a2) >> ((a2) & 63))) & 31))
#define E3 ((int)(a3))
#define E4 ((((((((a4) - (a2))) * ((~(7))))) << ((((long)((unsigned long)(((4294967295) ^ (a3))) * (unsigned long)(((32) >= (a3)))))) & 63))) * ((~(((bool)(sdiv((long long)(a1), (long long)(9223372036854775807))))))))
#define E5 a0
#define E6 (!(a1))
#define E7 ((smod((long long)(2), (long long)(5ll))) != (((5ull) ? (a4) : (a3))))
#define E8 '\xff'
#define E9 (+(((unsigned long)(a5))))
#define E10 a1
#define E11 a5
#define E12 ((((((signed char)((unsigned char)200))) >= (((0) ? ('A') : (5ul))))) >> ((((signed char)(((long long)((unsigned long long)(a1) + (unsigned long long)(a1)))))) & 31))
#define E13 ((int)(sdiv((long long)(a0), (long long)(a1))))
#define E14 __funnelshift_r(((__ffsll(a0)) != 0 ? (__usad(a2, a4, a3)) % (__ffsll(a0)) : (unsigned)(__usad(a2, a4, a3))), ((__hadd(a3, 2147483648)) >> ((((32) ? (a1) : (a1))) & 31)), a5)
#define E15 a0
#define E16 ((char)(((((0x7fffffff) ^ (a4))) | (((int)(-(unsigned)(255)))))))
#define E17 ((((a2) + (a3))) | (2147483647))
#define E18 ((long long)((unsigned long long)(5ll) + (unsigned long long)((+(a5)))))
#define E19 a5
#define E20 __brevll((-(__umulhi(((int)((unsigned)(a0) << ((0x7fffffff) & 31))), a4))))
#define E21 ((((1) <= (a3))) ? (a5) : (((long long)((unsigned long long)(a1) * (unsigned long long)(a3)))))
#define E22 ((((unsigned)(a1))) ^ (((-5) + (a4))))
#define E23 (((~(((a2) << ((32) & 63))))) != 0 ? ((!(smod((int)(a3), (int)(a3))))) / ((~(((a2) << ((32) & 63))))) : (unsigned long)((!(smod((int)(a3), (int)(a3))))))

static const signed char h_a0[32] = {1, -20, 126, -128, 0, 2, -99, 1, 126, -33, 0, -2, -1, 126, -5, 0, 2, 126, 127, 0, -56, 1, -10, 1, -2, -9, -128, 127, 127, -1, -5, -10};
static const long long h_a1[32] = {281253378355434219ll, 9223372036854775806ll, 2ll, 48195660605471665ll, -280757450247227ll, (-9223372036854775807ll - 1), 1615613771806368465ll, 2ll, 9223372036854775806ll, 291811732897180ll, -9223372036854775807ll, -9223372036854775807ll, 7707312273095681198ll, 5588771164999185ll, -39335944773547ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -2807269774050ll, -9223372036854775807ll, 680698034260ll, -2ll, 1132150706016156ll, 24886285ll, 2ll, -1ll, -2ll, 2ll, -1ll, 9223372036854775806ll, 11185ll, -2ll, 2ll};
static const unsigned long h_a2[32] = {1469845ul, 411102124577886129ul, 429649582717194ul, 18446744073709551614ul, 0ul, 30617717483044ul, 85658789808014ul, 2ul, 255ul, 7355311004ul, 18446744073709551614ul, 18446744073709551615ul, 519647892ul, 280865470044ul, 226697271087058ul, 1ul, 33388445134855566ul, 9154347991174692ul, 6646447983148719014ul, 1ul, 0ul, 164632738393149ul, 1899035987486115859ul, 3267905738506427ul, 65727322028189956ul, 30326465294593644ul, 0ul, 54131754472086ul, 7ul, 1ul, 1673051989400285ul, 158340528ul};
static const int h_a3[32] = {2147483646, 480823589, -11536, 1, -982990, 2, -1, 2, -846, 2147483646, 63098865, 0, -1376715785, 883476892, 153848374, -1, -120, 13718836, (-2147483647 - 1), 2147483647, -116599, -1, 2147483647, 1, 2095069645, -2147483647, 8975, -1, 28, -1, 1801040, -2};
static const unsigned long h_a4[32] = {0ul, 0ul, 0ul, 196910432806675ul, 1ul, 98325506ul, 0ul, 1ul, 10651566ul, 1ul, 2ul, 0ul, 90159540250590ul, 1660131ul, 319144436575686ul, 177510579895654219ul, 18446744073709551615ul, 18446744073709551614ul, 492946804074ul, 2ul, 76ul, 1680704459386ul, 50868542783ul, 0ul, 0ul, 0ul, 18446744073709551615ul, 18446744073709551614ul, 0ul, 0ul, 0ul, 26287ul};
static const long long h_a5[32] = {-2ll, -75552ll, -13497520799931ll, 129ll, 9223372036854775806ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -1491697ll, -25787635288790490ll, (-9223372036854775807ll - 1), 1ll, -9223372036854775807ll, (-9223372036854775807ll - 1), -42341270379290084ll, 0ll, (-9223372036854775807ll - 1), 9223372036854775806ll, 33906630983749099ll, 27289625801ll, (-9223372036854775807ll - 1), -1ll, 1ll, -54362794036ll, -2ll, 9223372036854775806ll, 580ll, 0ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -956ll, 502076421ll, -2ll};

__global__ void eval(const signed char *p_a0, const long long *p_a1, const unsigned long *p_a2, const int *p_a3, const unsigned long *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    long long a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    int a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        signed char a0 = h_a0[t];
        long long a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        int a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
