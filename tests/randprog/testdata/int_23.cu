// Random integer expressions (tests/randprog/gen, kind int, seed 1023).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a1) & (a3))) & (((a2) - (a4))))
#define E1 ((((int)((unsigned)(255) << ((a2) & 31)))) ? (0x100000000) : (((a1) >= (a5))))
#define E2 (((+(((int)(((255) | (0200))))))) != 0 ? (((((((a4) | (0x100000000))) - (((a4) ? (a2) : (a0))))) >> ((((long)((unsigned long)((!(31))) * (unsigned long)(((long)(a1)))))) & 63))) % ((+(((int)(((255) | (0200))))))) : (unsigned long)(((((((a4) | (0x100000000))) - (((a4) ? (a2) : (a0))))) >> ((((long)((unsigned long)((!(31))) * (unsigned long)(((long)(a1)))))) & 63))))
#define E3 ((((-1) == (((((a5) != 0 ? (a2) % (a5) : (unsigned long)(a2))) ^ (((int)((unsigned)((unsigned char)200) * (unsigned)(a0)))))))) & (((int)((unsigned)('A') - (unsigned)(7)))))
#define E4 sdiv((int)((+(a0))), (int)(((int)((unsigned)((+(a3))) + (unsigned)(((int)((unsigned)(a0) << ((31) & 31))))))))
#define E5 ((unsigned long)(((a4) - (((a2) >> ((a4) & 63))))))
#define E6 ((int)((unsigned)(((a3) >= (a4))) * (unsigned)(a4)))
#define E7 ((unsigned char)(-1ll))
#define E8 smod((int)(a0), (int)(a5))
#define E9 ((short)(sdiv((int)(a3), (int)(a5))))
#define E10 ((((((((0) + (a2))) << ((((char)(a5))) & 63))) != 0 ? (((((31) * (a1))) | (((a3) != 0 ? (a2) / (a3) : (unsigned long)(a2))))) % (((((0) + (a2))) << ((((char)(a5))) & 63))) : (unsigned long)(((((31) * (a1))) | (((a3) != 0 ? (a2) / (a3) : (unsigned long)(a2))))))) ? (a5) : (a1))
#define E11 a4
#define E12 ((((0) >= (a0))) | (((a1) != 0 ? (a0) / (a1) : (unsigned long)(a0))))
#define E13 ((((((unsigned long long)(((int)((unsigned)(1) << ((a2) & 31)))))) != 0 ? (a5) / (((unsigned long long)(((int)((unsigned)(1) << ((a2) & 31)))))) : (unsigned long long)(a5))) != 0 ? (((a3) != 0 ? (((0xffffffffffffffff) >> ((((a2) + (a1))) & 63))) / (a3) : (unsigned long)(((0xffffffffffffffff) >> ((((a2) + (a1))) & 63))))) % (((((unsigned long long)(((int)((unsigned)(1) << ((a2) & 31)))))) != 0 ? (a5) / (((unsigned long long)(((int)((unsigned)(1) << ((a2) & 31)))))) : (unsigned long long)(a5))) : (unsigned long long)(((a3) != 0 ? (((0xffffffffffffffff) >> ((((a2) + (a1))) & 63))) / (a3) : (unsigned long)(((0xffffffffffffffff) >> ((((a2) + (a1))) & 63))))))
#define E14 a5
#define E15 ((((((((a1) ^ (2))) << ((((a0) - (a3))) & 63))) << ((((((a0) > (0x80000000))) ? (((int)(a1))) : (((0xffffffff) + (a4))))) & 63))) | (((((__umul24(0xffffffffffffffff, 0xffffffffffffffff)) - (((int)(-(unsigned)('A')))))) < (((bool)(((a1) + (0x7fffffff))))))))
#define E16 ((((int)((unsigned)(a4) * (unsigned)(a4)))) - (((a2) != 0 ? (-5) % (a2) : (unsigned long)(-5))))
#define E17 a5
#define E18 ((((a5) ? (a3) : (a3))) - (((a1) ? (a2) : (a5))))
#define E19 ((((unsigned long long)((((!(a3))) ? (((a1) * (2))) : (((a3) != 0 ? (a1) % (a3) : (unsigned long)(a1))))))) - (((int)((unsigned)(a3) + (unsigned)(sdiv((int)(a4), (int)(((a5) + (false)))))))))
#define E20 a2
#define E21 ((a0) - (((a1) << ((5ul) & 63))))
#define E22 ((__mulhi(a4, a4)) ? (((int)((unsigned)((unsigned char)200) * (unsigned)(a0)))) : (a2))
#define E23 ((0x80000000) + ((!(2))))

static const signed char h_a0[32] = {28, 2, 57, -127, -128, 1, 14, 1, 35, 2, 1, -2, 94, -128, -3, 5, 2, 2, -127, 34, 0, 1, -3, 0, 2, 127, 0, -2, 11, 0, 1, 127};
static const unsigned long h_a1[32] = {2043938ul, 20ul, 6911ul, 18001464506110686ul, 5981862191638923475ul, 1ul, 6805ul, 1ul, 1ul, 1ul, 46728ul, 1ul, 1ul, 0ul, 782205231108760ul, 11499024439918ul, 1264071561994ul, 2ul, 0ul, 949616173703ul, 18446744073709551615ul, 18446744073709551615ul, 9230ul, 1ul, 2ul, 0ul, 1ul, 596ul, 142630980300265ul, 18446744073709551614ul, 0ul, 18446744073709551615ul};
static const unsigned long h_a2[32] = {126388412250623ul, 5779028954965ul, 2ul, 18446744073709551614ul, 905024084ul, 2937941574514ul, 122473741176294ul, 1ul, 18446744073709551615ul, 28366ul, 0ul, 1ul, 1435ul, 1766ul, 639464457895716ul, 4203584305814879309ul, 1ul, 1ul, 657925373145460ul, 84888ul, 3864145007502707ul, 0ul, 17101133305432632796ul, 229690406ul, 2829260140ul, 18446744073709551615ul, 0ul, 10824693592329ul, 1278624333ul, 21654521358998287ul, 1ul, 0ul};
static const char h_a3[32] = {-128, -2, 1, 127, 0, 22, -3, -128, -1, -1, 126, 1, -11, 2, 127, 1, 2, 56, -1, 127, -1, -1, 1, -5, 1, -2, 126, 0, -128, 93, -5, 71};
static const char h_a4[32] = {73, -26, -23, 0, -29, -2, -1, 0, 2, 12, -1, 30, 0, -2, 1, -48, 57, 0, -2, -77, -11, 5, 1, 0, -1, 126, -1, 0, -128, -2, 1, -127};
static const unsigned short h_a5[32] = {1, 0, 378, 65534, 674, 33, 0, 0, 14, 1, 1531, 1, 34, 3, 21, 1, 3, 1, 1, 8886, 0, 65535, 1, 65534, 12, 2, 56, 0, 13, 12, 0, 0};

__global__ void eval(const signed char *p_a0, const unsigned long *p_a1, const unsigned long *p_a2, const char *p_a3, const char *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    unsigned long a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    char a3 = p_a3[t];
    char a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
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
        signed char a0 = h_a0[t];
        unsigned long a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        char a3 = h_a3[t];
        char a4 = h_a4[t];
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
