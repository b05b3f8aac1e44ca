// Random integer expressions (tests/randprog/gen, kind int, seed 1035).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a3) > (((a5) >= (a5))))
#define E1 ((long long)((unsigned long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(a0) * (unsigned long long)(a2)))) * (unsigned long long)(((int)((unsigned)(a1) << ((a1) & 31))))))) + (unsigned long long)(((int)((unsigned)(true) << ((((long long)((unsigned long long)(a0) + (unsigned long long)(a4)))) & 31))))))
#define E2 -1u
#define E3 a0
#define E4 ((((((long long)((unsigned long long)(a0) << ((a3) & 63)))) != 0 ? (((unsigned long long)(5l))) % (((long long)((unsigned long long)(a0) << ((a3) & 63)))) : (unsigned long long)(((unsigned long long)(5l))))) & (7))
#define E5 a2
#define E6 ((((0200) * (a2))) >> ((((0200) & (a0))) & 31))
#define E7 ((((long long)((unsigned long long)(((2147483648) < (a2))) - (unsigned long long)(((a5) | (a5)))))) != (((long long)((unsigned long long)(((a1) ? (2147483648) : (a0))) * (unsigned long long)(((unsigned char)(a4)))))))
#define E8 ((a5) >> ((a0) & 63))
#define E9 a4
#define E10 (!(((long long)((unsigned long long)(a5) << ((true) & 63)))))
#define E11 ((long long)((unsigned long long)(5ll) - (unsigned long long)(a4)))
#define E12 smod((int)(true), (int)(((int)((unsigned)(a1) << ((a1) & 31)))))
#define E13 (!(a0))
#define E14 (((!(((-1ll) ^ (1))))) - (((((a3) + (a3))) > (((a1) - (a2))))))
#define E15 ((__umul64hi(a2, -1)) + (a0))
#define E16 __hadd(((((a3) * (a4))) - (((a2) == (a4)))), ((((true) ? (a1) : (a3))) == (sdiv((long)(a4), (long)(5l)))))
#define E17 ((int)((unsigned)((((('\0') != 0 ? (5ull) / ('\0') : (unsigned long long)(5ull))) <= (__clz(2)))) << ((a1) & 31)))
#define E18 max((long long)(sdiv((long long)(((min((unsigned)(a2), (unsigned)((signed char)-128))) != 0 ? (((a4) * (a2))) / (min((unsigned)(a2), (unsigned)((signed char)-128))) : (unsigned)(((a4) * (a2))))), (long long)((((~(a0))) ^ (__funnelshift_l(a4, 0, a0)))))), (long long)(((((((a4) - (a2))) * (((int)(-(unsigned)(a1)))))) & (((unsigned long long)(((a4) + (a4))))))))
#define E19 a2
#define E20 __umul64hi(((a0) | (2147483647)), 4294967295)
#define E21 __brevll(a0)
#define E22 a0
#define E23 ((unsigned short)(a0))

static const long long h_a0[32] = {-102135688148ll, 2ll, 1ll, -1864201687195ll, 10935411814631558ll, -988775ll, 1ll, -1ll, -1ll, 2ll, 9223372036854775807ll, -9223372036854775807ll, -30944389372144ll, 2ll, -1ll, 4644ll, 1743655988304ll, -19837ll, 0ll, 457364315ll, 9223372036854775807ll, 29890582931ll, 2ll, -1ll, 213530798662ll, 1ll, 1ll, -44288ll, -6392492529304620ll, 1ll, 47389933381661389ll, -254900238ll};
static const short h_a1[32] = {2, 32767, 34, 32767, -70, 43, 2, -19, 32767, 1, 2, 597, -2, -12, -2, -1517, 6, 276, 126, 1, 2, -32768, 2, 0, 10682, -7, 1, -1, 13, 8817, 1, 14396};
static const unsigned h_a2[32] = {4294967295u, 2u, 4294967295u, 2u, 0u, 4294967294u, 1u, 2u, 1u, 1u, 2u, 1u, 4294967294u, 4294967295u, 4294967295u, 1637474u, 1u, 0u, 1u, 1u, 4294967295u, 2u, 324u, 2u, 4294967295u, 0u, 0u, 2u, 90429u, 11286230u, 0u, 10244u};
static const unsigned long long h_a3[32] = {2ull, 25896293892722848ull, 1422856517984114083ull, 102739ull, 4567108327218ull, 501826849075677ull, 1ull, 90709630100812ull, 1ull, 11ull, 0ull, 1ull, 2912686165845ull, 0ull, 18446744073709551614ull, 2ull, 1459416389566ull, 596469260118ull, 363472063ull, 18446744073709551615ull, 51252326481007991ull, 0ull, 206147092ull, 18446744073709551614ull, 426458432147ull, 18446744073709551615ull, 1ull, 2ull, 2ull, 0ull, 269760616811532ull, 59640618382ull};
static const signed char h_a4[32] = {3, -3, -127, 14, -49, 17, 7, 0, -128, -1, 0, -3, 2, -1, 0, 1, 12, 6, -13, 2, -128, 2, 2, -128, -5, 3, -127, 13, 126, -1, -2, 1};
static const long long h_a5[32] = {3122868593096ll, 9223372036854775806ll, 1ll, -912887956ll, -200283898ll, 109ll, -9223372036854775807ll, -23455976611056448ll, 1683311824882ll, 9223372036854775806ll, 2ll, 1ll, -9223372036854775807ll, -1492676235566ll, -349370920960976ll, -640253564087317ll, 1430362893849718091ll, -408875584317839607ll, -17340139948129445ll, -1ll, 1ll, -2ll, (-9223372036854775807ll - 1), 70432010868838739ll, (-9223372036854775807ll - 1), 150ll, -1ll, 9223372036854775807ll, -50437ll, -9223372036854775807ll, 4645949180ll, 7633941ll};

__global__ void eval(const long long *p_a0, const short *p_a1, const unsigned *p_a2, const unsigned long long *p_a3, const signed char *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    short a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
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
        long long a0 = h_a0[t];
        short a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
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
