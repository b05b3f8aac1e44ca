// Random integer expressions (tests/randprog/gen, kind int, seed 1012).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (!(((long)((unsigned long)(((a3) && (a2))) - (unsigned long)(((long)((unsigned long)(a5) - (unsigned long)(2))))))))
#define E1 a3
#define E2 ((((((((a3) != 0 ? (a0) % (a3) : (unsigned long long)(a0))) ? (((a4) & (a0))) : (((2147483648) != (a0))))) - (((((a5) != 0 ? (a2) % (a5) : (unsigned long)(a2))) + (((long)(9223372036854775807))))))) != 0 ? (((((sdiv((int)(true), (int)(7))) * (((a3) != 0 ? (5u) % (a3) : (unsigned long long)(5u))))) + (((5ull) << ((((a3) != 0 ? (a1) / (a3) : (unsigned long long)(a1))) & 63))))) / (((((((a3) != 0 ? (a0) % (a3) : (unsigned long long)(a0))) ? (((a4) & (a0))) : (((2147483648) != (a0))))) - (((((a5) != 0 ? (a2) % (a5) : (unsigned long)(a2))) + (((long)(9223372036854775807))))))) : (unsigned long long)(((((sdiv((int)(true), (int)(7))) * (((a3) != 0 ? (5u) % (a3) : (unsigned long long)(5u))))) + (((5ull) << ((((a3) != 0 ? (a1) / (a3) : (unsigned long long)(a1))) & 63))))))
#define E3 ((int)((unsigned)(sdiv((int)(2), (int)(((int)((unsigned)((short)-3) + (unsigned)(((int)((unsigned)(0) << ((a2) & 31))))))))) << ((((((((a3) & (a0))) != 0 ? (((a0) >> ((a2) & 63))) % (((a3) & (a0))) : (unsigned long long)(((a0) >> ((a2) & 63))))) - (((((false) ? (a4) : (a4))) && (sdiv((long)(a5), (long)(3))))))) & 31)))
#define E4 a0
#define E5 a4
#define E6 ((((((signed char)(((int)((unsigned)(a4) - (unsigned)(1)))))) | (((unsigned short)(((long)((unsigned long)(a5) * (unsigned long)(2)))))))) >> ((a0) & 31))
#define E7 ((int)((unsigned)(((int)((unsigned)(((int)((unsigned)(2147483647) * (unsigned)(true)))) - (unsigned)(((int)(a4)))))) + (unsigned)(7)))
#define E8 (('A') >> ((((((a3) <= (a2))) - (((unsigned long)(a2))))) & 31))
#define E9 ((sdiv((long long)(((long long)((unsigned long long)(((unsigned short)(1))) - (unsigned long long)(smod((long long)(a4), (long long)(a0)))))), (long long)((~(sdiv((long)(2147483647), (long)(a5))))))) - ((+(((((char)(a2))) ? (((a3) | (true))) : (((a5) != 0 ? (a3) % (a5) : (unsigned long long)(a3))))))))
#define E10 a3
#define E11 ((long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(true) * (unsigned long long)(a0)))) + (unsigned long long)(0200)))) << ((a4) & 63)))))
#define E12 ((long)((unsigned long)(sdiv((int)(a4), (int)(((char)(a1))))) * (unsigned long)(a5)))
#define E13 a1
#define E14 ((((long)((unsigned long)(9223372036854775807) + (unsigned long)(a5)))) + (((unsigned long long)(a4))))
#define E15 ((long)(a3))
#define E16 ((int)((unsigned)(((int)((unsigned)(__popcll(a3)) * (unsigned)((!(a5)))))) - (unsigned)((~(((a4) >> ((2147483647) & 31)))))))
#define E17 4294967295
#define E18 max((unsigned)(sdiv((int)(0x7fffffff), (int)('\xff'))), (unsigned)(((unsigned char)(-1u))))
#define E19 __funnelshift_lc(((unsigned short)(((int)((unsigned)(a4) << ((a5) & 31))))), ((a2) - (((2147483647) != 0 ? (a3) / (2147483647) : (unsigned long long)(a3)))), ((((unsigned short)(a1))) > (((a4) & (a5)))))
#define E20 ((long long)((unsigned long long)(((int)((unsigned)(((((long)((unsigned long)(a5) - (unsigned long)(2147483648)))) && ((~(a4))))) << ((((((a3) != 0 ? (7) % (a3) : (unsigned long long)(7))) - (sdiv((long long)(2147483647), (long long)(a0))))) & 31)))) + (unsigned long long)(((long long)((unsigned long long)(((__mulhi(a3, 5ul)) ^ (100))) - (unsigned long long)(a0))))))
#define E21 sdiv((long long)((((((unsigned short)65535) ? (a1) : (a2))) ? (((long long)((unsigned long long)(a0) - (unsigned long long)(a1)))) : (((long)((unsigned long)(a5) << ((5ull) & 63)))))), (long long)((~((+(a4))))))
#define E22 ((((a4) - (a2))) + (((a5) != (1))))
#define E23 __urhadd(a3, smod((int)(0200), (int)(a1)))

static const long long h_a0[32] = {375319506986438ll, -9223372036854775807ll, 2ll, 100388918615857174ll, 479890561187377ll, -6613619928885ll, 516455ll, 20449ll, -170372599119ll, 2ll, 2ll, 9223372036854775806ll, -2114240309816ll, -2783ll, -5ll, -212860987363ll, 5234829114947378ll, -2ll, 0ll, -1096653373276ll, -458525279637203ll, 41598516ll, -891671102416ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 9223372036854775807ll, -34406718342ll, -19929665509181ll, 6702261379ll, -300082ll, 9223372036854775807ll, (-9223372036854775807ll - 1)};
static const short h_a1[32] = {1, 0, -32767, 8565, 19214, 32766, -218, 3, -1, -2, -4105, -2, 2, 32767, 64, 1, 3, -32767, 14, -26932, 32767, -28790, 190, 21721, -18, 28140, 2, 213, -32767, -32767, 2, 32766};
static const unsigned long h_a2[32] = {6ul, 2ul, 5442495844055ul, 18446744073709551614ul, 14687352797448774ul, 29772713034ul, 3052669174655ul, 18446744073709551615ul, 1093118441798ul, 18446744073709551615ul, 249023ul, 1ul, 20374013581ul, 1ul, 0ul, 1ul, 18446744073709551614ul, 0ul, 1ul, 4469207323281004857ul, 111576316ul, 1ul, 117230ul, 0ul, 191ul, 4478301258717581197ul, 196932858250032527ul, 1056445912ul, 18446744073709551614ul, 41080112ul, 482072391832917ul, 2ul};
static const unsigned long long h_a3[32] = {17119844ull, 0ull, 0ull, 474ull, 0ull, 1ull, 4058453605ull, 1533046966529678985ull, 1ull, 15593885869191881ull, 189759730209ull, 0ull, 0ull, 59828ull, 18446744073709551615ull, 18446744073709551615ull, 138939901576759ull, 1251489138851150ull, 1ull, 0ull, 18446744073709551615ull, 18446744073709551614ull, 1290247420ull, 693296ull, 0ull, 18446744073709551615ull, 2ull, 1777ull, 2ull, 1ull, 2ull, 18446744073709551615ull};
static const int h_a4[32] = {-2, -33156, 0, -2, -1102, 2147483647, -2147483647, -5062, (-2147483647 - 1), 2147483647, 1024, -28950371, (-2147483647 - 1), 802, 360905252, -1, -26288, 143014843, -1, (-2147483647 - 1), -2147483647, 2147483646, 0, -14319, 97850, -78, -2, 0, 21788, -9754140, 2147483646, 2147483647};
static const long h_a5[32] = {50298l, -76l, 9223372036854775807l, 123730702957l, -9223372036854775807l, 9223372036854775807l, -850l, -1558174653l, -2l, 9223372036854775806l, -9223372036854775807l, -2l, -2l, 975578l, 7756l, -14948574537l, 9223372036854775806l, (-9223372036854775807l - 1), -2l, 94652l, -1048l, -1l, -2l, 2l, 923538l, 65328l, -54l, -25151802358034l, 99316776697l, -42800130l, -2l, 9223372036854775807l};

__global__ void eval(const long long *p_a0, const short *p_a1, const unsigned long *p_a2, const unsigned long long *p_a3, const int *p_a4, const long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    short a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    int a4 = p_a4[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
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
        long long a0 = h_a0[t];
        short a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        int a4 = h_a4[t];
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
