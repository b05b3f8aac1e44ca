// Random integer expressions (tests/randprog/gen, kind int, seed 955433).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)((unsigned)(a1) * (unsigned)(((((a2) >> ((100) & 31))) && (((a0) ? (a5) : ((unsigned char)200)))))))
#define E1 ((((unsigned)(a0))) << ((((short)(((a0) - ((short)-3))))) & 31))
#define E2 (!(((a2) != (5u))))
#define E3 ((bool)(((a2) + (a0))))
#define E4 ((((unsigned short)(sdiv((int)(false), (int)(a0))))) | (5ll))
#define E5 (~(((int)((unsigned)(((((int)((unsigned)(a1) + (unsigned)(0200)))) ^ (a1))) - (unsigned)(a5)))))
#define E6 ((bool)(a3))
#define E7 ((int)((unsigned)(((int)((unsigned)(a5) + (unsigned)(((int)((unsigned)(((int)((unsigned)(a3) << ((a0) & 31)))) * (unsigned)(a4))))))) << ((smod((int)(a0), (int)((((!(a0))) | (((a3) + (a1))))))) & 31)))
#define E8 ((int)((unsigned)(((((a1) || (a5))) >> (((short)-3) & 31))) << ((32) & 31)))
#define E9 100
#define E10 ((long long)((unsigned long long)(-1ll) + (unsigned long long)(32)))
#define E11 ((sdiv((int)(0), (int)((short)-3))) * (((5u) & (a4))))
#define E12 sdiv((int)(((a3) ? (a4) : (a3))), (int)(a5))
#define E13 a0
#define E14 (((((!(a1))) - (((bool)(a5))))) | (((int)((unsigned)(((a5) | (a4))) + (unsigned)(((0) >= (a0)))))))
#define E15 ((a3) >> ((((int)(-(unsigned)(false)))) & 31))
#define E16 ((a4) <= (((((3) == (a1))) < (((0xffffffffffffffff) != 0 ? (a5) % (0xffffffffffffffff) : (unsigned long)(a5))))))
#define E17 ((a0) ? (((unsigned long)(((int)((unsigned)(((a3) == (a5))) * (unsigned)(((int)((unsigned)(a1) << ((a2) & 31))))))))) : ((+(__mul64hi(__popc(a5), ((a1) ? (a4) : ('\xff')))))))
#define E18 0x7fffffff
#define E19 ((((a0) ^ (smod((int)(((int)((unsigned)((unsigned char)200) - (unsigned)(2)))), (int)(((a1) + (a3))))))) - (((((int)((unsigned)(((a1) ^ (a2))) << ((((a4) - (a2))) & 31)))) ? (((((a2) != (a1))) - (0xffffffffffffffff))) : (a1))))
#define E20 ((__urhadd(a2, 5l)) != 0 ? (((a1) > (0xffffffff))) % (__urhadd(a2, 5l)) : (unsigned)(((a1) > (0xffffffff))))
#define E21 ((__funnelshift_rc(smod((int)(a5), (int)(a5)), ((int)((unsigned)((short)-3) << ((a4) & 31))), ((a3) ^ (a5)))) * (((unsigned)(((a2) | (a2))))))
#define E22 ((((((int)((unsigned)(a2) * (unsigned)(a3)))) != 0 ? (((unsigned)('A'))) / (((int)((unsigned)(a2) * (unsigned)(a3)))) : (unsigned)(((unsigned)('A'))))) & (9223372036854775807))
#define E23 ((long long)((unsigned long long)(((__funnelshift_rc(__mul24(a4, a3), ((unsigned long)(a1)), a5)) != (((long)(((a2) >> ((a3) & 31))))))) * (unsigned long long)(__mul64hi(a5, ((((int)((unsigned)(0x7fffffff) + (unsigned)(a3)))) == (((int)((unsigned)(a2) * (unsigned)(a2)))))))))

static const char h_a0[32] = {126, 18, 127, 126, 15, -69, 126, -91, 127, 26, -2, 127, -1, 126, 0, 0, -128, 2, 1, 0, -2, -127, -15, -1, 8, 0, 1, 0, 60, 13, 1, 15};
static const short h_a1[32] = {0, 0, 6, 1818, 125, -32768, 0, -5338, 32767, -2, -199, -13, 1, 3749, -2842, 678, -13, 2, 2, -100, -977, 2, 0, 0, 32767, 0, 2, 32767, -32768, 1101, -8, -32768};
static const signed char h_a2[32] = {-106, 1, -28, -91, -77, 34, 126, -13, 0, 126, 126, -2, 2, 0, 0, 27, 61, -127, 1, -127, -1, -2, 2, 126, -3, 96, 99, -47, 0, 15, 4, 78};
static const signed char h_a3[32] = {1, -91, 2, 2, 1, -30, 14, 2, 0, 1, -1, 127, -6, -127, 1, 0, -127, 76, 92, 22, -127, 9, 2, 1, -95, 127, -127, -128, -2, 15, -2, 0};
static const short h_a4[32] = {-1, 2, -32768, 275, 32766, 28, -1090, 2, 2, -32767, 2, -2, -1387, 2, -4532, 32766, 0, -82, 1, 3, -2814, 2, 32766, 572, 0, -2, 0, 0, 1, 1, 32766, -2};
static const unsigned short h_a5[32] = {2, 19825, 0, 65535, 65534, 1, 2, 607, 0, 65534, 1179, 2378, 2, 65534, 8, 491, 65535, 145, 2, 1, 3, 7, 2, 0, 2016, 65534, 13750, 4, 5, 65535, 117, 65534};

__global__ void eval(const char *p_a0, const short *p_a1, const signed char *p_a2, const signed char *p_a3, const short *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    short a1 = p_a1[t];
    signed char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    short a4 = p_a4[t];
    unsigned short a5 = p_a5[t];
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
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    short *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned short *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        short a1 = h_a1[t];
        signed char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        short a4 = h_a4[t];
        unsigned short a5 = h_a5[t];
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
