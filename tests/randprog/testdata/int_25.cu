// Random integer expressions (tests/randprog/gen, kind int, seed 1025).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (+(smod((int)(a5), (int)(((int)((unsigned)(((a1) == (a4))) << (((((signed char)-128) == (a4))) & 31)))))))
#define E1 ((long)(a2))
#define E2 a4
#define E3 ((true) ? ((!(-1u))) : (a5))
#define E4 ((((int)((unsigned)(a5) << ((a1) & 31)))) & (sdiv((long long)(a2), (long long)(a0))))
#define E5 smod((int)(smod((int)(a3), (int)(a4))), (int)(((32) | (false))))
#define E6 (((!(a3))) >> (((+(a2))) & 31))
#define E7 ((((long long)((unsigned long long)(a2) - (unsigned long long)(-1ll)))) ? (smod((int)(a3), (int)(a5))) : (((unsigned char)(3))))
#define E8 ((long)((unsigned long)(100) + (unsigned long)(sdiv((long)(2147483648), (long)(a1)))))
#define E9 ((a0) >> ((((long long)((unsigned long long)(a0) + (unsigned long long)(a1)))) & 63))
#define E10 a5
#define E11 ((short)(sdiv((long long)(((long long)(-(unsigned long long)(a0)))), (long long)(smod((long)(((a2) >> ((a2) & 63))), (long)(a5))))))
#define E12 ((((smod((int)((((short)-3) ^ (a4))), (int)(((a5) == (7))))) == (((smod((int)(a4), (int)(a4))) > (a0))))) == (0))
#define E13 ((a1) | (((char)(a4))))
#define E14 (((+(smod((int)(a1), (int)(a4))))) | (a5))
#define E15 ((int)(((int)(-(unsigned)(a1)))))
#define E16 a4
#define E17 ((((long long)(a4))) ? (((a0) < (a3))) : (a1))
#define E18 sdiv((long)(((((char)(((a4) & (a4))))) | ((!(((5u) & (a3))))))), (long)(a2))
#define E19 ((a1) + (((a1) != (a5))))
#define E20 (~(((int)((unsigned)(((a1) + ('\xff'))) + (unsigned)(a1)))))
#define E21 (((((-(((5ul) != 0 ? (a5) % (5ul) : (unsigned long)(a5))))) - (((((31) >> ((-1ll) & 31))) & (((a2) | (32))))))) - (a5))
#define E22 ((int)((unsigned)(((a3) | ((!(((long long)((unsigned long long)(255) * (unsigned long long)(a0)))))))) << ((__urhadd(((((long)((unsigned long)(a2) - (unsigned long)(7)))) ? (((char)((short)-3))) : (((a3) ? (a5) : (0x80000000)))), ((sdiv((int)(a4), (int)('\0'))) && (min((unsigned)(a2), (unsigned)(a3)))))) & 31)))
#define E23 (+(((a2) & (5ull))))

static const long long h_a0[32] = {16914138588996ll, 399398ll, 9223372036854775806ll, 9223372036854775806ll, 1973615289808370202ll, 230ll, 506814444718987685ll, -6113685073663ll, 9223372036854775807ll, 0ll, 46564228ll, 9223372036854775806ll, 298630060494ll, -9223372036854775807ll, -43478840ll, -2ll, -1ll, 63622015ll, 0ll, 4144757ll, 9223372036854775807ll, -9223372036854775807ll, 9223372036854775807ll, 9223372036854775806ll, -2ll, -120293958502678163ll, -7ll, 32282128ll, 985509545287714ll, 9223372036854775806ll, -5701909654983293967ll, -1ll};
static const unsigned char h_a1[32] = {1, 0, 0, 0, 255, 3, 2, 4, 55, 58, 1, 0, 0, 1, 4, 255, 0, 2, 1, 0, 1, 31, 9, 3, 2, 0, 255, 3, 1, 1, 0, 0};
static const long h_a2[32] = {-5l, -2l, -2l, 91150l, -564026709077l, -980l, 4533295l, -9223372036854775807l, -140624275575110894l, 9223372036854775806l, (-9223372036854775807l - 1), -74l, 64279847495902110l, 1l, -114l, 2l, (-9223372036854775807l - 1), 0l, 9223372036854775806l, 95523711816439l, (-9223372036854775807l - 1), 9223372036854775807l, -1l, 9223372036854775807l, 0l, 0l, 9l, 9223372036854775807l, 0l, -2l, 1l, 0l};
static const short h_a3[32] = {3384, -7, 1, 31454, -1295, -1, 2, 1718, 22838, 32767, -1, -51, -32768, -32768, -1, -41, 2, -3687, 1, 971, -144, 32767, -22, -32767, 0, -1, -32767, 2268, -32768, 32084, -16849, -2};
static const signed char h_a4[32] = {-26, -128, -3, 2, -1, 2, -46, 0, -39, 1, 2, -2, 126, -1, 2, 1, -127, -63, 127, -6, -63, 0, 2, -2, 127, 126, -2, -31, 101, 3, 2, 0};
static const char h_a5[32] = {15, -6, -9, -2, 126, -1, -2, -28, 126, -1, -1, 3, -1, -10, -128, 0, 127, -2, -128, -2, -5, 2, 1, 126, 0, 2, -11, 6, -126, 0, -127, -1};

__global__ void eval(const long long *p_a0, const unsigned char *p_a1, const long *p_a2, const short *p_a3, const signed char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    long a2 = p_a2[t];
    short a3 = p_a3[t];
    signed char a4 = p_a4[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
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
        long long a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        long a2 = h_a2[t];
        short a3 = h_a3[t];
        signed char a4 = h_a4[t];
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
