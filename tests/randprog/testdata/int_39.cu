// Random integer expressions (tests/randprog/gen, kind int, seed 1039).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((unsigned short)((((~((~(0x7fffffff))))) ^ ((unsigned char)200))))
#define E1 ((unsigned)(((int)((unsigned)(((a3) ? (a1) : ((unsigned short)65535))) << ((((int)((unsigned)((unsigned char)200) << ((a2) & 31)))) & 31)))))
#define E2 ((a2) ? (((int)(a2))) : (((a4) + (((long long)((unsigned long long)(smod((long long)(a5), (long long)(a0))) * (unsigned long long)(((long long)((unsigned long long)(a5) + (unsigned long long)(a3))))))))))
#define E3 (((!(a4))) >> ((((long long)((unsigned long long)(((long long)((unsigned long long)(a0) - (unsigned long long)(((a4) == (a4)))))) - (unsigned long long)(((((signed char)(a0))) + (((a2) > (5ul)))))))) & 31))
#define E4 (((!('A'))) || (((a2) >> ((a4) & 63))))
#define E5 ((unsigned)(((((((a5) ^ (a4))) != 0 ? (((a1) > (0200))) % (((a5) ^ (a4))) : (unsigned long long)(((a1) > (0200))))) & (((((unsigned)(a1))) >> ((((a5) != (a2))) & 31))))))
#define E6 ((unsigned long long)(a2))
#define E7 ((a4) - (((a1) == (a3))))
#define E8 ((-5) != (((((unsigned char)((signed char)-128))) ? (-1) : (a5))))
#define E9 a0
#define E10 ((((((a1) ^ ((+(a2))))) >= (((char)(((a2) > (a5))))))) >> ((((((smod((int)(true), (int)(a3))) & (((long long)((unsigned long long)(a0) * (unsigned long long)(a3)))))) != (((((unsigned char)(5l))) & (((a2) >> ((0x80000000) & 63))))))) & 31))
#define E11 ((char)(a4))
#define E12 a5
#define E13 ((sdiv((long long)(((((long long)((unsigned long long)(a5) << ((a1) & 63)))) >> (((+(4294967295))) & 63))), (long long)(((int)((unsigned)(((a3) && (a0))) << ((a5) & 31)))))) * (((((((a0) >= (a1))) != 0 ? (((a2) != 0 ? (a3) % (a2) : (unsigned long long)(a3))) / (((a0) >= (a1))) : (unsigned long long)(((a2) != 0 ? (a3) % (a2) : (unsigned long long)(a3))))) ? ((+(((a3) >> ((a1) & 31))))) : (((((a0) ? (2147483647) : (100))) - (((5ul) ^ (a1))))))))
#define E14 ((__umul24(a3, a0)) > (false))
#define E15 a4
#define E16 ((((a1) * (0x80000000))) * (((a0) ? (a1) : (a3))))
#define E17 a1
#define E18 ((max((unsigned long long)(((__popcll(a5)) != 0 ? (__umul64hi(a2, a2)) / (__popcll(a5)) : (unsigned long long)(__umul64hi(a2, a2)))), (unsigned long long)(((long long)((unsigned long long)(a5) << ((a4) & 63)))))) + (smod((long long)(((int)(-(unsigned)((((unsigned short)65535) ^ (0200)))))), (long long)(a5))))
#define E19 a1
#define E20 ((__funnelshift_l(((int)((unsigned)(((int)((unsigned)(a1) << ((0x80000000) & 31)))) * (unsigned)(((a3) & (2))))), max((int)(a4), (unsigned)((+(a3)))), 32)) < (((a1) >> ((((((4294967295) != 0 ? (a4) / (4294967295) : (unsigned long)(a4))) == (((a5) || (a5))))) & 31))))
#define E21 __mulhi(((sdiv((long long)(((long long)(-(unsigned long long)(a0)))), (long long)(((0xffffffff) < (a0))))) != 0 ? (((((a2) << ((5ull) & 63))) * (((long long)(a1))))) / (sdiv((long long)(((long long)(-(unsigned long long)(a0)))), (long long)(((0xffffffff) < (a0))))) : (unsigned long long)(((((a2) << ((5ull) & 63))) * (((long long)(a1)))))), ((__popcll(((a4) << ((a3) & 63)))) - (__urhadd((unsigned char)200, __popc(2)))))
#define E22 ((0xffffffff) < (smod((int)(a3), (int)(a1))))
#define E23 ((a0) ^ (smod((long long)(((2) ? (0200) : (a5))), (long long)((+(a5))))))

static const long long h_a0[32] = {7633587623070450893ll, -9223372036854775807ll, -1ll, 287309764634485883ll, 2ll, 1ll, 2ll, -3084ll, -75ll, 240101038608735068ll, -932775726425678ll, -9223372036854775807ll, 2061412ll, -881ll, -1ll, 230ll, -3845620402307835ll, -1ll, 0ll, -1ll, 9223372036854775807ll, 15014622019163ll, 488315180327261373ll, 58446033121043026ll, -13464382ll, -471ll, -77952634188173ll, -14800ll, (-9223372036854775807ll - 1), -2ll, 2704392042ll, -9223372036854775807ll};
static const char h_a1[32] = {-127, 2, 2, -123, 0, 1, 1, 0, 88, -2, -127, 7, 127, 127, 2, -30, -2, -2, -1, 0, 14, -127, -2, 2, 127, 42, 41, 126, 87, -1, 127, 3};
static const unsigned long long h_a2[32] = {1464783ull, 18446744073709551614ull, 18446744073709551615ull, 9150884980ull, 1ull, 0ull, 22412347575ull, 2ull, 2ull, 1019ull, 2ull, 18446744073709551614ull, 2956ull, 0ull, 0ull, 214604513020243ull, 42ull, 2ull, 2ull, 2928838497379ull, 219127594814460ull, 8436447ull, 1ull, 1ull, 18446744073709551614ull, 1ull, 14ull, 33471ull, 1ull, 0ull, 177507880186496ull, 2ull};
static const int h_a3[32] = {2147483646, 0, 1, -249, (-2147483647 - 1), 0, -2147483647, -1, 2, 0, -1272518227, 1, -2861271, -68212, -6, 2, (-2147483647 - 1), 2808, -1, (-2147483647 - 1), 2147483647, 0, -103, 2, -2, 2, (-2147483647 - 1), (-2147483647 - 1), 1, -2, 4, 1600314};
static const unsigned long h_a4[32] = {1ul, 1ul, 1ul, 7097963950ul, 2ul, 15171356953356ul, 0ul, 1817624436357146ul, 1ul, 115867525ul, 3468ul, 1488440936712123ul, 18446744073709551615ul, 389261769023327ul, 129046413340151ul, 283ul, 797264143212602ul, 1573887667934397ul, 1325252109888145076ul, 18446744073709551614ul, 18446744073709551615ul, 22240905846ul, 11302ul, 24815ul, 5110393ul, 1536007429978118282ul, 0ul, 2ul, 37579199ul, 18446744073709551614ul, 1ul, 21ul};
static const long long h_a5[32] = {2ll, 490ll, 28ll, 1ll, 784033976363351490ll, 60210046051212ll, 0ll, 1ll, 7ll, -18006721573533435ll, 9223372036854775807ll, 5975529148491902898ll, -9223372036854775807ll, 31ll, -51ll, (-9223372036854775807ll - 1), 6790862818431536887ll, -792029079725189ll, -18059671826454315ll, -2ll, -23968863566663278ll, -63ll, -1ll, -2ll, -9223372036854775807ll, 1349ll, 1ll, -2ll, -7030951487998725ll, 0ll, 9223372036854775807ll, 1ll};

__global__ void eval(const long long *p_a0, const char *p_a1, const unsigned long long *p_a2, const int *p_a3, const unsigned long *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    char a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
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
        long long a0 = h_a0[t];
        char a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
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
