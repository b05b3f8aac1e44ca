// Random integer expressions (tests/randprog/gen, kind int, seed 1074218).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)(-(unsigned)((!(a4)))))
#define E1 255
#define E2 ((long)((unsigned long)(a0) * (unsigned long)(a1)))
#define E3 ((long)((unsigned long)(smod((long)(a4), (long)(((long)((unsigned long)(a0) + (unsigned long)(((long)((unsigned long)(a1) << ((a4) & 63))))))))) * (unsigned long)(a0)))
#define E4 ((smod((long)(a3), (long)(a2))) || (a2))
#define E5 ((255) != (7))
#define E6 smod((long)(a1), (long)(((((long)((unsigned long)(((a2) >> ((5ll) & 31))) - (unsigned long)(((long)((unsigned long)(a0) * (unsigned long)(0x100000000))))))) ? (((int)((unsigned)(0200) + (unsigned)((!(a2)))))) : (a0))))
#define E7 sdiv((long)(((((a3) | (a2))) ^ (smod((long)(a0), (long)(a2))))), (long)(((long)(-(unsigned long)(((long)(-(unsigned long)(a3))))))))
#define E8 smod((long)(((int)((unsigned)(0200) + (unsigned)(a2)))), (long)(((a3) ? (a1) : (4294967295))))
#define E9 ((((long)((unsigned long)(a0) << ((((long)((unsigned long)(((a3) ? (a3) : (a3))) << ((((unsigned long long)(a0))) & 63)))) & 63)))) & (((smod((long)(((int)((unsigned)(31) << ((5u) & 31)))), (long)(sdiv((long)(a3), (long)(true))))) ? (((((unsigned long long)(a3))) >> ((((7) > (a1))) & 63))) : (a5))))
#define E10 (!(((((int)((unsigned)(0200) + (unsigned)(a2)))) ? (((short)(-5))) : (((a5) ? (a2) : (255))))))
#define E11 ((a1) >> ((((a3) && (a2))) & 63))
#define E12 ((a2) ? (a4) : (((unsigned long)(a2))))
#define E13 ((((long)((unsigned long)(a3) + (unsigned long)(a4)))) >> ((a4) & 63))
#define E14 (~(((sdiv((int)('\xff'), (int)(100))) & (((a5) ? (5ll) : (a2))))))
#define E15 smod((int)((!(((unsigned long long)(a2))))), (int)(((((true) >> ((a2) & 31))) <= (a1))))
#define E16 __funnelshift_rc(((long)((unsigned long)(4294967295) << ((a0) & 63))), ((long)((unsigned long)(a0) << ((a3) & 63))), ((a2) & (a4)))
#define E17 ((-1) | (a1))
#define E18 ((((__mul24((~(5ll)), (!(32)))) - (__umulhi(__umul24(a1, a1), __mul24(a4, -1ll))))) != 0 ? (__ffsll(a4)) % (((__mul24((~(5ll)), (!(32)))) - (__umulhi(__umul24(a1, a1), __mul24(a4, -1ll))))) : (unsigned)(__ffsll(a4)))
#define E19 ((((a2) >= (a3))) - (a4))
#define E20 ((unsigned short)(((long)((unsigned long)(((long)((unsigned long)(9223372036854775807) - (unsigned long)(2147483647)))) * (unsigned long)(255)))))
#define E21 ((((a0) | (a1))) && (((long)((unsigned long)(a1) << ((a4) & 63)))))
#define E22 ((((unsigned long)(a3))) ^ (0))
#define E23 ((long)((unsigned long)(((long)((unsigned long)(-5) * (unsigned long)(a0)))) * (unsigned long)(a4)))

static const long h_a0[32] = {8131608510l, 8l, -1l, 9223372036854775807l, (-9223372036854775807l - 1), -13824851931973l, 0l, 2674942735l, 9223372036854775806l, 9223372036854775807l, 9223372036854775807l, -603l, -14782l, (-9223372036854775807l - 1), 1419471l, 102421512986719l, 2l, -1l, 9223372036854775806l, 3701142275138542l, 9223372036854775807l, -7817723l, -2l, -30l, 9223372036854775807l, 9223372036854775807l, 7l, -2l, -1077l, 1751636l, -1l, -2671038l};
static const long h_a1[32] = {9223372036854775806l, 10853659523116492l, -9l, 9223372036854775806l, 1l, -21395589061344l, 4293769721l, 443002623103444l, 205011222088269991l, 51583172l, -2368348591448184l, 9223372036854775806l, 9223372036854775807l, 86233l, 9496l, -9223372036854775807l, 1476520175993l, -9223372036854775807l, 275457519545613l, -307331489953546l, -127398029647l, -272561130397980l, -467241292425892l, -9223372036854775807l, (-9223372036854775807l - 1), 1l, 3041832564495l, -4565l, 9223372036854775807l, 9223372036854775807l, 2453087748625l, -836541963032812215l};
static const char h_a2[32] = {-128, -127, -128, 5, 0, 20, 127, -127, -1, 0, -1, -110, -2, 0, -2, -1, -127, -75, 126, 27, -127, -24, 29, 3, -128, 16, 30, 119, -128, 127, 11, -128};
static const long h_a3[32] = {1859l, 1l, 9223372036854775807l, -64l, -134448804557586652l, 626181382197l, -120496521l, -4150726669515l, -9223372036854775807l, -2l, -288l, 0l, 2552272735l, 1960942769l, 9223372036854775807l, -3703701574647l, -1l, -343246871146832400l, 182828l, 894341l, 9223372036854775806l, -1l, 1l, -28l, (-9223372036854775807l - 1), 66l, -71629300l, 236243843l, 9223372036854775807l, 9223372036854775806l, 9223372036854775806l, -957260l};
static const unsigned short h_a4[32] = {478, 2, 1, 3760, 1, 9, 463, 7041, 2, 155, 20, 0, 2, 0, 21, 1, 32, 65535, 2, 1, 9, 1, 0, 1, 14, 14, 278, 318, 3416, 985, 510, 10};
static const int h_a5[32] = {-5, 1, -2147483647, 2147483647, 24764085, 2147483646, -40, -1, 2147483647, 1, -2, 2147483646, 365, -37532010, -13063, 0, 1, -45, -19846, 1, 2, -239983635, -2, 222, 1, 2147483647, 0, (-2147483647 - 1), 2, 2, 0, 0};

__global__ void eval(const long *p_a0, const long *p_a1, const char *p_a2, const long *p_a3, const unsigned short *p_a4, const int *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    long a1 = p_a1[t];
    char a2 = p_a2[t];
    long a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        long a0 = h_a0[t];
        long a1 = h_a1[t];
        char a2 = h_a2[t];
        long a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
