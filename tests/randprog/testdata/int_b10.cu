// Random integer expressions (tests/randprog/gen, kind int, seed 979190).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)(-(unsigned)(((int)((unsigned)(a0) * (unsigned)(a5))))))
#define E1 (~(a0))
#define E2 a5
#define E3 a5
#define E4 ((((0) != 0 ? (((((a4) ^ (a2))) ^ (((unsigned short)(a0))))) % (0) : (unsigned long long)(((((a4) ^ (a2))) ^ (((unsigned short)(a0))))))) != 0 ? ((+(((((false) > (a1))) - (((a4) != (a3))))))) / (((0) != 0 ? (((((a4) ^ (a2))) ^ (((unsigned short)(a0))))) % (0) : (unsigned long long)(((((a4) ^ (a2))) ^ (((unsigned short)(a0))))))) : (unsigned long long)((+(((((false) > (a1))) - (((a4) != (a3))))))))
#define E5 ((((a2) != 0 ? (a2) / (a2) : (unsigned long long)(a2))) * (smod((int)(a0), (int)(a0))))
#define E6 (((((((unsigned char)200) != (31))) < (a1))) ? ((((~(a2))) << ((((long long)((unsigned long long)(a4) + (unsigned long long)(5ll)))) & 63))) : (sdiv((int)(a0), (int)(((int)((unsigned)(2) + (unsigned)(a5)))))))
#define E7 0xffffffffffffffff
#define E8 ((((long)((unsigned long)(a3) * (unsigned long)(((a0) != 0 ? (((0xffffffff) * (a0))) % (a0) : (unsigned)(((0xffffffff) * (a0)))))))) >> ((smod((long)(((long)((unsigned long)(((a1) | (a1))) + (unsigned long)(((long)((unsigned long)(a5) * (unsigned long)(a1))))))), (long)(((long)((unsigned long)(smod((int)(1), (int)(a5))) * (unsigned long)(a1)))))) & 63))
#define E9 (+(a1))
#define E10 ((char)(((unsigned char)(((a2) | (a3))))))
#define E11 ((short)((((!(((a4) != 0 ? (a2) % (a4) : (unsigned long long)(a2))))) >> ((((a5) ? (((100) != (a1))) : (a5))) & 31))))
#define E12 ((short)(((((((255) - (a2))) != 0 ? (((a2) * (a5))) / (((255) - (a2))) : (unsigned long long)(((a2) * (a5))))) ^ (((false) >> ((sdiv((long)(a5), (long)(9223372036854775807))) & 31))))))
#define E13 ((((long)((unsigned long)((+(((int)((unsigned)(a4) * (unsigned)(a5)))))) * (unsigned long)(((long)((unsigned long)(((int)((unsigned)((short)-3) << ((-1) & 31)))) + (unsigned long)((+(a1))))))))) >> ((a4) & 63))
#define E14 __clz(__brevll(a2))
#define E15 ((__urhadd(((int)(a5)), ((0xffffffffffffffff) * (a3)))) << ((((((long long)((unsigned long long)(a1) * (unsigned long long)(-1ll)))) || (((100) < (a5))))) & 31))
#define E16 a1
#define E17 ((((((((-1) | (a5))) != 0 ? (((-1ll) ^ (a2))) % (((-1) | (a5))) : (unsigned long long)(((-1ll) ^ (a2))))) - (((((a2) + (a4))) * (5u))))) != 0 ? (0200) / (((((((-1) | (a5))) != 0 ? (((-1ll) ^ (a2))) % (((-1) | (a5))) : (unsigned long long)(((-1ll) ^ (a2))))) - (((((a2) + (a4))) * (5u))))) : (unsigned long long)(0200))
#define E18 ((int)((unsigned)(smod((int)(a0), (int)(100))) << ((((a4) >> ((a0) & 31))) & 31)))
#define E19 (((~(a3))) ^ (((int)((unsigned)(100) - (unsigned)((short)-3)))))
#define E20 (((+(((a5) & (a0))))) || (((int)((unsigned)(((a0) >> ((7) & 31))) + (unsigned)(((0x7fffffff) == (a4)))))))
#define E21 ((a2) << ((((((int)(-(unsigned)(((bool)((unsigned short)65535)))))) ? (((unsigned short)(a2))) : (a0))) & 63))
#define E22 ((((long)((unsigned long)(max((unsigned)(((long)((unsigned long)(-1u) + (unsigned long)(a1)))), (unsigned)(((a2) == (-1u))))) + (unsigned long)(((((int)(-(unsigned)(a4)))) ? (sdiv((long)(a1), (long)(a4))) : (sdiv((long)(a4), (long)(0x100000000)))))))) != 0 ? ((((((!(a0))) != 0 ? (((a1) - (5ul))) / ((!(a0))) : (unsigned long)(((a1) - (5ul))))) != 0 ? (a2) % ((((!(a0))) != 0 ? (((a1) - (5ul))) / ((!(a0))) : (unsigned long)(((a1) - (5ul))))) : (unsigned long long)(a2))) / (((long)((unsigned long)(max((unsigned)(((long)((unsigned long)(-1u) + (unsigned long)(a1)))), (unsigned)(((a2) == (-1u))))) + (unsigned long)(((((int)(-(unsigned)(a4)))) ? (sdiv((long)(a1), (long)(a4))) : (sdiv((long)(a4), (long)(0x100000000)))))))) : (unsigned long long)((((((!(a0))) != 0 ? (((a1) - (5ul))) / ((!(a0))) : (unsigned long)(((a1) - (5ul))))) != 0 ? (a2) % ((((!(a0))) != 0 ? (((a1) - (5ul))) / ((!(a0))) : (unsigned long)(((a1) - (5ul))))) : (unsigned long long)(a2))))
#define E23 ((__clz(((a4) >> ((0x7fffffff) & 31)))) * (__funnelshift_l(((0xffffffff) ? (a5) : (a2)), smod((long)(a0), (long)(a3)), ((int)((unsigned)(a0) * (unsigned)((short)-3))))))

static const char h_a0[32] = {11, 0, 0, 0, -128, -2, -128, 2, -1, 1, 0, -127, -127, 126, 1, -5, -6, 0, -127, -10, -128, 127, 0, -14, 127, 86, -12, 1, 2, 0, 1, 127};
static const long h_a1[32] = {-122241174774l, (-9223372036854775807l - 1), -2l, 0l, 1l, 30897117611573168l, 0l, -2505377615840939l, -2l, 104283l, -9116045580341781623l, -1l, 190898201987l, -35845545l, 0l, (-9223372036854775807l - 1), 64530397434193780l, (-9223372036854775807l - 1), 2l, -574234511786456564l, 60221428514l, 0l, -3l, -886839186l, 501l, 9223372036854775807l, 27888355l, 9223372036854775807l, 0l, 0l, 144302432883l, 9223372036854775807l};
static const unsigned long long h_a2[32] = {18446744073709551615ull, 435ull, 2ull, 0ull, 0ull, 65755ull, 18446744073709551614ull, 65479227966866ull, 1ull, 58599975605276ull, 8130699876695ull, 0ull, 2ull, 58080917018479ull, 34485278ull, 4010393281335708ull, 149ull, 1ull, 914ull, 2ull, 0ull, 0ull, 219834576612655ull, 2970946ull, 18446744073709551614ull, 0ull, 2ull, 35657689745193ull, 18446744073709551615ull, 112912413366ull, 520207044641304ull, 1ull};
static const long h_a3[32] = {-419930731l, 9499983113362l, 0l, 49955155l, 7330851662190675l, 2l, -1l, 1l, 0l, 2288762926996641547l, 922473377850084172l, 2300670123721128l, 2l, 0l, 9223372036854775807l, (-9223372036854775807l - 1), 5027l, 9223372036854775807l, 39157281961l, -1l, -2263772322l, -11999548537089767l, 9223372036854775807l, 549216559956l, -2l, (-9223372036854775807l - 1), -2l, (-9223372036854775807l - 1), -17l, -16461538633l, 593l, -2l};
static const char h_a4[32] = {79, -72, 0, 0, 3, 109, -96, 1, -22, 0, -119, 3, 1, 104, 2, 1, -74, 0, 0, -127, 0, -127, 126, -5, -2, 24, 0, 126, -2, 126, -127, 126};
static const char h_a5[32] = {13, 2, 127, 70, 2, 127, 0, 126, -1, -54, 52, 2, 0, 0, 126, 0, 4, 0, 15, 7, -1, 0, 1, 126, 126, -30, 2, 1, -24, 0, 4, 76};

__global__ void eval(const char *p_a0, const long *p_a1, const unsigned long long *p_a2, const long *p_a3, const char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    long a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    long a3 = p_a3[t];
    char a4 = p_a4[t];
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
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
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
        long a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        long a3 = h_a3[t];
        char a4 = h_a4[t];
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
