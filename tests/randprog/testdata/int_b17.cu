// Random integer expressions (tests/randprog/gen, kind int, seed 1034623).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a0
#define E1 false
#define E2 ((((long)((unsigned long)(a5) + (unsigned long)(a3)))) ^ ((!(a3))))
#define E3 0x7fffffff
#define E4 ((long)((unsigned long)((!(((a2) ? (a0) : (a4))))) - (unsigned long)(a3)))
#define E5 ((((((long)(-(unsigned long)(0x100000000)))) ? (((unsigned long)(((a4) * (a2))))) : (((sdiv((int)(31), (int)(a1))) >> (((~(a5))) & 31))))) <= (((int)((unsigned)(a5) - (unsigned)(((unsigned short)(((a3) <= (a5)))))))))
#define E6 ((long long)((unsigned long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(a5) + (unsigned long long)(5ll)))) + (unsigned long long)(a5)))) * (unsigned long long)(((((unsigned)(7))) ^ (false)))))
#define E7 ((a0) * (((((a1) ? (a4) : (a2))) + (((2) ? (a2) : (a2))))))
#define E8 ((int)(-(unsigned)(a1)))
#define E9 smod((long long)(((long long)(smod((long)(((a3) ? (a5) : ('\xff'))), (long)(((a3) >> ((a4) & 63))))))), (long long)(a5))
#define E10 ((int)((unsigned)(smod((int)(a2), (int)((~(a5))))) + (unsigned)((((!(2))) + ((!(a4)))))))
#define E11 a1
#define E12 ((a2) + (0xffffffffffffffff))
#define E13 ((unsigned long)(((a5) & (a4))))
#define E14 (((((-(a4))) + (a0))) - (__sad((~(a1)), __popc(a5), smod((int)(a0), (int)(100)))))
#define E15 a0
#define E16 __mul24(((int)((unsigned)(a2) << ((5ul) & 31))), ((int)((unsigned)(a5) << ((a0) & 31))))
#define E17 ((((signed char)(((a0) & (a0))))) ? (((a4) * (-1u))) : (((int)((unsigned)(((char)(a5))) - (unsigned)(((a5) ? (255) : ('\xff')))))))
#define E18 a1
#define E19 ((a0) > (((a2) | (a4))))
#define E20 ((bool)(__mul64hi(((int)((unsigned)(-5) * (unsigned)(255))), ((a4) * (a2)))))
#define E21 ((((__funnelshift_l(-5, a0, a2)) * (((a2) & (a1))))) * (((int)((unsigned)(((bool)(0200))) << ((((a2) ^ (true))) & 31)))))
#define E22 (+(__mul64hi(((((signed char)(a4))) != 0 ? (__uhadd(a0, 5u)) % (((signed char)(a4))) : (unsigned)(__uhadd(a0, 5u))), (((+(a2))) != 0 ? (((a5) ^ (5ull))) / ((+(a2))) : (unsigned long long)(((a5) ^ (5ull)))))))
#define E23 (!(true))

static const short h_a0[32] = {398, 1, -32768, 14, 0, 32767, 3, 0, -32768, -32768, -7566, 0, 1, -8040, -32767, -1872, 0, -1, 226, -93, 32766, -118, -12, 28197, -32767, -32768, 352, -2, 32766, 1, 0, -1};
static const signed char h_a1[32] = {30, -2, 0, -13, -127, 1, 1, 6, -2, -127, -1, -2, -6, 0, -128, -127, -1, -128, 1, 127, 11, 2, -128, 1, -4, 126, 0, 1, -4, -31, -106, -123};
static const char h_a2[32] = {-2, -6, 126, -3, 9, 0, 6, 0, -1, 2, -127, -128, -128, -100, -7, 0, 2, 49, 8, 13, 0, 2, 126, -124, -2, -110, 1, 127, 127, 0, -127, 0};
static const long h_a3[32] = {-11816744531l, -830647449l, -19010633245l, 15600866815646l, -897725356880l, -1l, -139701859546061947l, 9223372036854775807l, -11922742676l, -11082248l, -6l, -1l, -1l, 1l, 9223372036854775807l, -127644l, (-9223372036854775807l - 1), -26l, 0l, 5261203375619962l, 9223372036854775806l, 157710321942464l, 220644103l, -2l, -2l, 216637663l, 9223372036854775807l, 812l, 25408383459581l, 695l, -9223372036854775807l, -9223372036854775807l};
static const unsigned long h_a4[32] = {0ul, 1404332ul, 1ul, 15429808ul, 1ul, 31569ul, 128401255ul, 2ul, 2055831485951190036ul, 0ul, 0ul, 32239604ul, 4ul, 3ul, 23309ul, 1ul, 0ul, 18446744073709551614ul, 18446744073709551615ul, 268932108701ul, 1ul, 23291594ul, 2ul, 18446744073709551614ul, 0ul, 1ul, 93826745765284370ul, 27288ul, 1ul, 0ul, 16246ul, 0ul};
static const int h_a5[32] = {-2, 1, 1, -2167, -10472, -2, -2147483647, -2147483647, 2147483647, -2, -2, -2147483647, 0, -2147483647, 120, (-2147483647 - 1), -102870756, -30993, 505680, 0, -1, 2, -28, -2, 2147483647, -2147483647, -2, 15682, 25108, 232475, 1, (-2147483647 - 1)};

__global__ void eval(const short *p_a0, const signed char *p_a1, const char *p_a2, const long *p_a3, const unsigned long *p_a4, const int *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    signed char a1 = p_a1[t];
    char a2 = p_a2[t];
    long a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        signed char a1 = h_a1[t];
        char a2 = h_a2[t];
        long a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
