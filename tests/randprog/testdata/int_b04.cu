// Random integer expressions (tests/randprog/gen, kind int, seed 931676).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((unsigned)(((smod((long long)(a1), (long long)(a4))) >> ((a5) & 63))))) * (a4))
#define E1 ((((unsigned long)(smod((int)(((int)((unsigned)(false) << ((a3) & 31)))), (int)(a4))))) == ((((((((short)-3) ? (a0) : (a4))) ^ (a4))) != 0 ? (((((unsigned long)(-1u))) * (((a2) * (a5))))) / ((((((short)-3) ? (a0) : (a4))) ^ (a4))) : (unsigned long)(((((unsigned long)(-1u))) * (((a2) * (a5))))))))
#define E2 ((unsigned char)(1))
#define E3 (-(((((unsigned char)(a5))) != 0 ? (a5) / (((unsigned char)(a5))) : (unsigned long)(a5))))
#define E4 ((((a4) != 0 ? (a5) % (a4) : (unsigned long)(a5))) | (((a4) - (a3))))
#define E5 ((((a5) != 0 ? ((unsigned char)200) % (a5) : (unsigned long)((unsigned char)200))) * (((a4) ? (5l) : (a5))))
#define E6 smod((long long)(((((((a4) * (0xffffffffffffffff))) << ((((long long)((unsigned long long)(a1) * (unsigned long long)(5u)))) & 63))) > (a1))), (long long)(a1))
#define E7 ((long long)((unsigned long long)((+(((unsigned)(a1))))) * (unsigned long long)(((long long)(-(unsigned long long)(((a4) ? (a1) : (a2))))))))
#define E8 ((smod((int)((short)-3), (int)(sdiv((int)(a4), (int)(a2))))) ^ (((((5ull) ? (a1) : (a2))) != (((int)((unsigned)(0) * (unsigned)((signed char)-128)))))))
#define E9 a4
#define E10 a5
#define E11 ((int)((unsigned)(a3) * (unsigned)(((unsigned char)(a1)))))
#define E12 (-(((((0xffffffff) & ((short)-3))) + (((a0) >> ((a1) & 31))))))
#define E13 ((a2) + (a5))
#define E14 ((unsigned char)(((((5u) << ((a2) & 31))) != 0 ? (((0xffffffff) != 0 ? (a4) % (0xffffffff) : (unsigned)(a4))) % (((5u) << ((a2) & 31))) : (unsigned)(((0xffffffff) != 0 ? (a4) % (0xffffffff) : (unsigned)(a4))))))
#define E15 (((('\xff') == (((a3) - (a3))))) ? (((min((long long)(0x7fffffff), (unsigned long long)(a2))) != 0 ? ((+(a5))) / (min((long long)(0x7fffffff), (unsigned long long)(a2))) : (unsigned long long)((+(a5))))) : (0))
#define E16 smod((long)(a3), (long)(4294967295))
#define E17 __umul64hi(a3, ((int)((unsigned)(a0) << ((((a0) >> ((a1) & 31))) & 31))))
#define E18 (('\0') != 0 ? (((__umul64hi(a5, a4)) | (a4))) / ('\0') : (unsigned long long)(((__umul64hi(a5, a4)) | (a4))))
#define E19 ((bool)(min((unsigned)(a3), (unsigned)(false))))
#define E20 ((((a5) ? (((a2) ? ((unsigned char)200) : (false))) : (((a4) ^ (0xffffffff))))) != 0 ? (smod((int)(__mulhi(a4, a2)), (int)(((int)((unsigned)(0) * (unsigned)('\0')))))) / (((a5) ? (((a2) ? ((unsigned char)200) : (false))) : (((a4) ^ (0xffffffff))))) : (unsigned)(smod((int)(__mulhi(a4, a2)), (int)(((int)((unsigned)(0) * (unsigned)('\0')))))))
#define E21 __funnelshift_r(((long)((unsigned long)(((9223372036854775807) | (a0))) << ((4294967295) & 63))), min((long long)(((a5) + (a3))), (unsigned long long)(__mul64hi(5u, a2))), a2)
#define E22 __clzll(a5)
#define E23 ((bool)(a2))

static const signed char h_a0[32] = {-38, 0, -7, 0, -48, 34, -127, 1, -70, 6, -110, 0, 25, 1, -6, -7, 0, 0, -127, 13, 2, 3, 106, 2, 1, -1, 105, -121, 1, 1, 0, -128};
static const long long h_a1[32] = {-9223372036854775807ll, 9223372036854775806ll, -9223372036854775807ll, (-9223372036854775807ll - 1), 9223372036854775807ll, 0ll, 2ll, 2ll, -212534ll, 244ll, 140567862273168ll, 9223372036854775807ll, 9223372036854775806ll, 1ll, -5220885621753666688ll, -2ll, 2701500ll, 8ll, -312ll, 235034985ll, -2ll, -2598585ll, 1ll, -9223372036854775807ll, -39088269058072138ll, 246792220944407ll, (-9223372036854775807ll - 1), -1ll, 9223372036854775806ll, 9223372036854775807ll, 9223372036854775807ll, -17003463586459ll};
static const signed char h_a2[32] = {123, -47, -3, 0, 2, 126, 114, -2, 1, -1, 3, 0, -13, -1, 1, 31, -45, 2, 1, -128, 0, 4, 60, 127, 71, 127, 0, 2, -57, 1, -128, -1};
static const short h_a3[32] = {-6564, -5, 5485, 1, -32768, 5, -6313, 0, -110, -1, 241, -1, -32768, 509, 137, 25, -1, -2, 2, 1, 32767, 3770, 1394, 0, 2, 1, 20774, 2, -28367, 32767, -32768, -1};
static const unsigned char h_a4[32] = {2, 3, 2, 9, 254, 2, 3, 58, 7, 13, 2, 254, 211, 51, 1, 0, 0, 1, 0, 18, 1, 0, 0, 1, 184, 6, 76, 123, 1, 1, 1, 0};
static const unsigned long h_a5[32] = {18446744073709551615ul, 1ul, 0ul, 2ul, 1ul, 4ul, 18446744073709551615ul, 18446744073709551614ul, 2736082603692ul, 15793033ul, 18446744073709551615ul, 9172205402251650921ul, 18446744073709551615ul, 26633629164928ul, 1ul, 19925ul, 18446744073709551614ul, 0ul, 18446744073709551615ul, 1ul, 0ul, 0ul, 78896875784ul, 11504161790138703ul, 0ul, 3769ul, 1ul, 957294839543ul, 18446744073709551614ul, 162226078645ul, 553611697588129408ul, 18446744073709551614ul};

__global__ void eval(const signed char *p_a0, const long long *p_a1, const signed char *p_a2, const short *p_a3, const unsigned char *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    long long a1 = p_a1[t];
    signed char a2 = p_a2[t];
    short a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
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
        signed char a0 = h_a0[t];
        long long a1 = h_a1[t];
        signed char a2 = h_a2[t];
        short a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
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
