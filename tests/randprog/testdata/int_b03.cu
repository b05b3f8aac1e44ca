// Random integer expressions (tests/randprog/gen, kind int, seed 923757).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((((unsigned char)200) >> ((0) & 31))) < (((a4) != 0 ? (a5) % (a4) : (unsigned long)(a5))))
#define E1 ((((short)(((7) && (a1))))) && (5l))
#define E2 ((unsigned long long)(((long long)((unsigned long long)(smod((long long)(((a2) ? (a1) : (a1))), (long long)(0200))) - (unsigned long long)(((int)((unsigned)(a3) * (unsigned)(((-1u) >= (a3))))))))))
#define E3 ((((a0) & (a4))) != 0 ? (((a0) | (((unsigned long)(a3))))) % (((a0) & (a4))) : (unsigned long)(((a0) | (((unsigned long)(a3))))))
#define E4 5ll
#define E5 a4
#define E6 a4
#define E7 true
#define E8 -1u
#define E9 0x80000000
#define E10 ((unsigned long long)(((a5) - (((a2) | (0xffffffff))))))
#define E11 ((((int)((unsigned)((('\xff') == (a2))) + (unsigned)((+(a3)))))) >> ((((((a0) < (9223372036854775807))) * ((~(a4))))) & 31))
#define E12 ((((int)((unsigned)(((a2) >> ((a4) & 31))) << ((((unsigned short)(a1))) & 31)))) > (((sdiv((long)(5l), (long)(a5))) | (-1u))))
#define E13 (!(((long long)((unsigned long long)(a1) + (unsigned long long)(a3)))))
#define E14 __umul64hi(smod((long long)(a1), (long long)(a1)), a0)
#define E15 __umulhi(max((unsigned long long)(((unsigned long long)(a0))), (unsigned long long)(((a2) ^ (a3)))), a5)
#define E16 ((short)(((unsigned long)(((__funnelshift_r(31, 5ll, a5)) | (((a1) + (a4))))))))
#define E17 ((((a0) && (((int)((unsigned)(__rhadd(a3, false)) * (unsigned)(a0)))))) != (((a1) < (__funnelshift_l((+(a1)), ((a3) >> ((5ll) & 31)), a4)))))
#define E18 a5
#define E19 a0
#define E20 ((a0) >> ((__clz(a2)) & 31))
#define E21 a2
#define E22 (short)-3
#define E23 ((int)((unsigned)(((short)(((a4) - (5ll))))) << ((((__uhadd(a3, a3)) != 0 ? ((+(a2))) / (__uhadd(a3, a3)) : (unsigned)((+(a2))))) & 31)))

static const int h_a0[32] = {-2147483647, -2, -3634, 13787, 72571, 1, 2147483647, -21943, 2147483646, -2147483647, 0, 879344, (-2147483647 - 1), 94277196, 774066, 1, 0, 1, 157, (-2147483647 - 1), -2147483647, -2, -2147483647, 1, -998, 76179, 2, -107014964, -1, -2, -5328704, -1};
static const long long h_a1[32] = {(-9223372036854775807ll - 1), -9223372036854775807ll, -12072244392468185ll, -8016852672763737ll, 30552007ll, -1ll, 2ll, (-9223372036854775807ll - 1), 120443099566628ll, 94573ll, -2725255361499394ll, 942201217ll, 1ll, -1ll, 4244ll, -2971456922437659689ll, -179056023768432781ll, -103477ll, -4ll, -1ll, -87870ll, 9223372036854775806ll, 1ll, (-9223372036854775807ll - 1), -1065267ll, 1ll, 11717737269ll, 15048325280ll, -942424ll, 6157330307ll, -917764691ll, 9223372036854775806ll};
static const signed char h_a2[32] = {-2, 3, -2, 2, 126, 75, 0, 21, -1, 0, -1, 1, 1, -127, 126, 110, -13, 10, 0, -5, -38, 2, -4, -44, -30, -1, -128, 127, 0, 1, -2, 2};
static const short h_a3[32] = {-2, 1, 543, 32766, 32766, -1339, -607, 1063, -2, 0, -17192, 32766, 32767, 1915, -3, 5429, 32766, 0, 10244, 0, 0, -1, 1, -6, 11156, -32767, -809, -1, -5242, -1348, -32767, 32767};
static const unsigned long h_a4[32] = {0ul, 0ul, 452323848127366ul, 0ul, 1ul, 1ul, 0ul, 46675957726491934ul, 0ul, 1ul, 2ul, 1ul, 233750525908523767ul, 128603116435271698ul, 4205943276822083760ul, 8101412314121ul, 16122017ul, 539215ul, 2ul, 0ul, 155ul, 2462707943ul, 0ul, 450445ul, 242737ul, 1ul, 0ul, 3ul, 0ul, 0ul, 799425ul, 2ul};
static const unsigned short h_a5[32] = {26, 65535, 2, 207, 65534, 31408, 2, 0, 2, 309, 1, 0, 33, 65534, 15010, 0, 0, 2, 443, 2, 65535, 45897, 1, 33, 2, 1, 39, 26695, 53, 65534, 0, 233};

__global__ void eval(const int *p_a0, const long long *p_a1, const signed char *p_a2, const short *p_a3, const unsigned long *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    long long a1 = p_a1[t];
    signed char a2 = p_a2[t];
    short a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    int *d_a0;
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
    unsigned long *d_a4;
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
        int a0 = h_a0[t];
        long long a1 = h_a1[t];
        signed char a2 = h_a2[t];
        short a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
