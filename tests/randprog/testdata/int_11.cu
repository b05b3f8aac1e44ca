// Random integer expressions (tests/randprog/gen, kind int, seed 1011).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (+(a2))
#define E1 (-((((short)-3) ? (0xffffffff) : (a2))))
#define E2 ((((((((a0) - (a4))) == (((a3) - (a5))))) ^ (a3))) ^ (((((((int)(-(unsigned)(7)))) * (((a0) != 0 ? (a5) / (a0) : (unsigned long long)(a5))))) & (((a5) >> ((((char)(a3))) & 63))))))
#define E3 smod((int)((((signed char)-128) ^ (7))), (int)((((unsigned char)200) != (a2))))
#define E4 -1
#define E5 ((char)(sdiv((int)(a3), (int)(3))))
#define E6 a5
#define E7 ((long long)(smod((long)(((int)((unsigned)(((a0) == (a1))) << ((((a3) & (0))) & 31)))), (long)(((long)((unsigned long)(smod((long)('A'), (long)(a1))) << ((((long long)((unsigned long long)(-1ll) * (unsigned long long)(5l)))) & 63)))))))
#define E8 a0
#define E9 ((int)((unsigned)(((int)((unsigned)(((a4) ? ((~(0200))) : (0200))) + (unsigned)(smod((int)(a3), (int)(((a1) != (a0)))))))) + (unsigned)(((int)(-(unsigned)(a2))))))
#define E10 a1
#define E11 ((a4) & ((((unsigned short)65535) - (-1u))))
#define E12 (-(a0))
#define E13 ((((a0) != 0 ? (a5) % (a0) : (unsigned long long)(a5))) << (('\0') & 63))
#define E14 __funnelshift_l(a0, ((a4) & (a2)), ((5l) || (a2)))
#define E15 a2
#define E16 (!(((long)(((((a0) != 0 ? (a0) % (a0) : (unsigned long long)(a0))) == (((unsigned char)(a5))))))))
#define E17 ((long long)((unsigned long long)(((long long)((unsigned long long)(((long)(-(unsigned long)(a1)))) * (unsigned long long)(((long long)(a3)))))) + (unsigned long long)(a4)))
#define E18 __umul24(((((int)((unsigned)(32) << ((0x7fffffff) & 31)))) | ((!('\xff')))), ((((a5) != 0 ? (a4) % (a5) : (unsigned long)(a4))) - (((true) != 0 ? (a5) % (true) : (unsigned long)(a5)))))
#define E19 (short)-3
#define E20 ((a0) + (((int)(-(unsigned)(a3)))))
#define E21 __usad(((short)(a4)), a2, (-(a5)))
#define E22 -1
#define E23 a0

static const unsigned long long h_a0[32] = {1ull, 52451294909931044ull, 85ull, 229879139ull, 9008907778020272ull, 18446744073709551614ull, 18446744073709551614ull, 1ull, 394702631234154ull, 18446744073709551615ull, 1ull, 2ull, 1909120640734180ull, 7687ull, 0ull, 16304200400452656ull, 1926219426009ull, 18446744073709551614ull, 1ull, 18446744073709551615ull, 0ull, 2ull, 15339060140ull, 887829626897964292ull, 4744833348365ull, 378183258844316504ull, 1ull, 1ull, 1334660ull, 36725955134980050ull, 0ull, 7118737180677375ull};
static const long h_a1[32] = {2519787l, -9223372036854775807l, 807753l, 9223372036854775806l, 25791991680l, 103067778716925l, 9223372036854775806l, -1l, 2l, -1l, 9223372036854775807l, 2l, 514172l, -505178l, -239554805005562l, 1l, -1031936115923759708l, -1l, 37168l, 1269493067l, -12210545749076775l, 9223372036854775806l, 7921521l, -2l, -2l, 0l, 556934851l, 104950653164130110l, -9223372036854775807l, -71003428899412911l, 0l, 9223372036854775806l};
static const short h_a2[32] = {510, -2, 1, 199, 1, -32767, 32766, 2, 30, -32768, -32767, -1, 1, -1, -548, -25137, -10921, -32767, 7223, 1609, 32767, -1, -2, 2, 32766, -2, 6168, 455, -32768, -32768, 9, -7};
static const unsigned char h_a3[32] = {255, 255, 2, 24, 255, 15, 1, 29, 1, 1, 2, 7, 1, 27, 1, 254, 26, 2, 255, 254, 255, 2, 2, 255, 2, 255, 1, 14, 12, 4, 2, 0};
static const char h_a4[32] = {-50, -6, 0, -128, -102, 1, 0, 126, -1, 2, 0, 126, -1, 43, -2, -43, 0, 0, 64, -2, -4, -128, 2, 2, -2, 127, 3, -127, 0, 0, -128, 0};
static const unsigned long h_a5[32] = {2ul, 18446744073709551615ul, 1949428897ul, 1229453236683859ul, 1ul, 2ul, 71559945286ul, 2ul, 1ul, 14027178296ul, 10589599898ul, 595766898263524526ul, 0ul, 1ul, 18446744073709551615ul, 18446744073709551615ul, 51896793069905ul, 1ul, 1787682567ul, 0ul, 15843711622778563ul, 1ul, 2ul, 479310329222322ul, 2ul, 43741627ul, 1ul, 0ul, 1894722ul, 7165ul, 4067459478985ul, 18446744073709551614ul};

__global__ void eval(const unsigned long long *p_a0, const long *p_a1, const short *p_a2, const unsigned char *p_a3, const char *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    long a1 = p_a1[t];
    short a2 = p_a2[t];
    unsigned char a3 = p_a3[t];
    char a4 = p_a4[t];
    unsigned long a5 = p_a5[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned long long a0 = h_a0[t];
        long a1 = h_a1[t];
        short a2 = h_a2[t];
        unsigned char a3 = h_a3[t];
        char a4 = h_a4[t];
        unsigned long a5 = h_a5[t];
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
