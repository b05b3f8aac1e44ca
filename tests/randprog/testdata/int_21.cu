// Random integer expressions (tests/randprog/gen, kind int, seed 1021).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((long)(-(unsigned long)(((long)(((signed char)(a5)))))))
#define E1 a0
#define E2 ((int)((unsigned)(((((a4) || (a5))) != (((a5) <= (a2))))) << ((31) & 31)))
#define E3 (((('\0') > (false))) | (((a4) ^ (a1))))
#define E4 ((((int)((unsigned)(a3) - (unsigned)(((a1) >> ((5ll) & 31)))))) == ((((~(a3))) ^ (0))))
#define E5 32
#define E6 ((int)(-(unsigned)(((((a5) ? (a4) : (4294967295))) > (((long)((unsigned long)(2147483648) << ((a4) & 63))))))))
#define E7 -1ll
#define E8 ((((a1) ^ ((signed char)-128))) >> ((((a2) - (a3))) & 31))
#define E9 (-(((a5) ? (2147483647) : (0xffffffff))))
#define E10 ((((int)((unsigned)(a1) * (unsigned)(a2)))) & (((int)((unsigned)(100) + (unsigned)(100)))))
#define E11 ((((a2) + (a0))) == (((int)((unsigned)(a1) + (unsigned)(2147483647)))))
#define E12 (((((-(((0xffffffff) - (a4))))) != 0 ? (((((a0) + (a3))) != ((!(a1))))) / ((-(((0xffffffff) - (a4))))) : (unsigned)(((((a0) + (a3))) != ((!(a1))))))) ? (((((((a3) ? (a4) : (0xffffffff))) - (((int)(-(unsigned)(a5)))))) ? (((((a5) - (5ull))) >= (((3) >> ((a4) & 31))))) : (((int)((unsigned)(((a0) - (a1))) << ((a5) & 31)))))) : (((((((a0) == (a5))) && (((unsigned char)(a2))))) ? (((smod((int)(a5), (int)(false))) <= (((int)(-(unsigned)(a2)))))) : ((((!(a5))) < (sdiv((int)(a0), (int)(a2))))))))
#define E13 (!((~(a3))))
#define E14 ((unsigned)((((((!(31))) >> ((sdiv((int)(a0), (int)(a4))) & 31))) < (((long)((unsigned long)(((a5) ? (2147483648) : (a4))) * (unsigned long)(((a3) >> ((9223372036854775807) & 31)))))))))
#define E15 min((unsigned long long)(((((((a2) != 0 ? (-1u) % (a2) : (unsigned)(-1u))) != 0 ? ((('\xff') + (a0))) / (((a2) != 0 ? (-1u) % (a2) : (unsigned)(-1u))) : (unsigned)((('\xff') + (a0))))) ? (((signed char)(__clzll(32)))) : (((int)((unsigned)(((5ul) < (a3))) - (unsigned)(((a2) >> ((7) & 31)))))))), (long long)(sdiv((int)(((int)(-(unsigned)(a3)))), (int)(sdiv((int)(((int)(a3))), (int)(((int)((unsigned)(a3) * (unsigned)(a2)))))))))
#define E16 ((((a0) - (__usad(__funnelshift_lc(a1, 2, 0200), sdiv((int)(a5), (int)(a5)), ((1) < (a0)))))) != 0 ? (((((__funnelshift_r(a4, a3, '\0')) >> ((__uhadd('\xff', 0xffffffffffffffff)) & 31))) | (((int)((unsigned)(((a2) - (a1))) + (unsigned)(((32) <= ((unsigned short)65535)))))))) % (((a0) - (__usad(__funnelshift_lc(a1, 2, 0200), sdiv((int)(a5), (int)(a5)), ((1) < (a0)))))) : (unsigned)(((((__funnelshift_r(a4, a3, '\0')) >> ((__uhadd('\xff', 0xffffffffffffffff)) & 31))) | (((int)((unsigned)(((a2) - (a1))) + (unsigned)(((32) <= ((unsigned short)65535)))))))))
#define E17 ((((((-1ll) | (a1))) >= (((a1) >= (a0))))) ? (a5) : (a2))
#define E18 ((__mulhi(a3, a5)) >= (0))
#define E19 ((((31) == (a3))) >> ((__mul24(a5, a2)) & 31))
#define E20 (~(a0))
#define E21 ((((int)((unsigned)(((int)((unsigned)(((0x7fffffff) | (a0))) - (unsigned)((('\xff') ? (a0) : (32)))))) << ((((int)((unsigned)(smod((int)(a4), (int)(a3))) - (unsigned)(((int)((unsigned)(a4) << ((a2) & 31))))))) & 31)))) > (((int)((unsigned)(((int)((unsigned)(((a0) < ((short)-3))) + (unsigned)(((a2) | (a2)))))) * (unsigned)(a1)))))
#define E22 (~(a2))
#define E23 ((__hadd((~(((a3) & (a0)))), sdiv((int)(((int)((unsigned)(255) * (unsigned)(a2)))), (int)(__ffs(-1))))) & (((__sad(((a1) ? (true) : (5ul)), ((long long)(a0)), ((9223372036854775807) & ((unsigned char)200)))) > (((((unsigned short)((signed char)-128))) ? (((a0) + (a2))) : (((int)(-(unsigned)(a1)))))))))

static const short h_a0[32] = {-990, -17, -1, 32766, -2, 2, 13, -32767, 0, -32768, 0, -985, 32767, 1, -1469, 28984, 2, 0, 2, 2, -486, 35, -32768, -1274, 32767, 32766, -1, -30, 2, -1562, -12, -1};
static const char h_a1[32] = {126, -5, 127, -1, -2, -2, 0, 126, -127, 0, 15, -46, 3, 48, -30, 0, 101, 126, -128, -3, -61, 0, 45, 3, -1, 1, -3, -3, 100, 127, 7, 2};
static const signed char h_a2[32] = {-2, -2, 1, -127, -1, -37, 2, 13, 2, -2, 126, 3, -54, 10, 0, 39, 4, 127, 0, 79, -2, -1, -1, -127, 71, 2, 1, 1, 126, 1, 126, 2};
static const unsigned short h_a3[32] = {80, 62, 0, 0, 0, 40, 65535, 0, 1, 0, 0, 65535, 0, 1, 65535, 2, 1, 6, 1, 1, 58, 1885, 0, 0, 65534, 1, 1, 173, 65534, 29, 14, 8};
static const signed char h_a4[32] = {-127, 1, -128, -127, -7, -127, 0, 2, 7, 1, -7, -1, 6, 1, 1, -49, 126, -26, -50, -2, -115, 118, 0, 69, 1, -128, -1, 127, -22, -128, 127, 4};
static const int h_a5[32] = {2147483647, -1, -837187815, 9380432, 57815774, -915, 2008, -1, 2916279, -2147483647, 1, 42752, -6, 2147483646, 635543, -2, 0, 16894232, -2, 29827003, -126, -12723445, 8, -2147483647, 2, -35803915, 2, -214883, -19, -2, 2, 2147483646};

__global__ void eval(const short *p_a0, const char *p_a1, const signed char *p_a2, const unsigned short *p_a3, const signed char *p_a4, const int *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    char a1 = p_a1[t];
    signed char a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    signed char a4 = p_a4[t];
    int a5 = p_a5[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    int *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        short a0 = h_a0[t];
        char a1 = h_a1[t];
        signed char a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        signed char a4 = h_a4[t];
        int a5 = h_a5[t];
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
