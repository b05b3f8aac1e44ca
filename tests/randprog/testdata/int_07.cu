// Random integer expressions (tests/randprog/gen, kind int, seed 1007).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (~(((((((a2) | (a5))) & (((a4) & (a5))))) ? ((((('\0') & (0x100000000))) ? (a1) : (((a2) >> ((-1ll) & 31))))) : (((bool)(((a0) ^ (a5))))))))
#define E1 ((a5) == (a0))
#define E2 smod((long long)(((((true) >> ((a2) & 31))) <= (((0200) != (-1))))), (long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(0x100000000) - (unsigned long long)(a1)))) - (unsigned long long)(((a4) - (-1u)))))))
#define E3 ((int)(-(unsigned)(((((((5ul) ? (a3) : (100))) ^ (((a3) == (0x7fffffff))))) >= (((((a0) ? (3) : (a3))) - (((a0) * (a4)))))))))
#define E4 (-(((((a5) | (a0))) | (5u))))
#define E5 ((((a0) + (((short)(a3))))) < (sdiv((int)((+(a3))), (int)(((unsigned char)(a4))))))
#define E6 ((long long)((unsigned long long)(((long long)((unsigned long long)(((a1) & (((a5) | (a1))))) - (unsigned long long)(a5)))) - (unsigned long long)(a2)))
#define E7 (~(((32) ^ (a2))))
#define E8 ((int)((unsigned)(a5) * (unsigned)(31)))
#define E9 ((long long)(((unsigned short)(a5))))
#define E10 a3
#define E11 ((((((((5u) - (a0))) << ((((-1) >= (a0))) & 31))) ? (a2) : (((int)((unsigned)(a2) * (unsigned)(((int)((unsigned)(2) + (unsigned)(a0))))))))) ? (((long long)((unsigned long long)((+(sdiv((long long)(a1), (long long)(100))))) - (unsigned long long)(((int)(-(unsigned)((~(a0))))))))) : (3))
#define E12 ((0x100000000) ^ ((~(sdiv((long long)(sdiv((long long)(a1), (long long)(5l))), (long long)(((255) ? (a3) : (a4))))))))
#define E13 (((((((short)-3) != 0 ? (((unsigned long long)(a5))) % ((short)-3) : (unsigned long long)(((unsigned long long)(a5))))) + (((((a3) >> ((0) & 31))) ^ (((a5) | (a5))))))) << ((0x7fffffff) & 63))
#define E14 __popcll(((unsigned long long)(a0)))
#define E15 sdiv((int)(-5), (int)(((((100) == (a0))) >= (((a4) < (0))))))
#define E16 ((long)((unsigned long)(a3) - (unsigned long)(sdiv((long)(false), (long)(2147483648)))))
#define E17 ((((smod((long long)(a1), (long long)(a1))) * (((unsigned long)(a5))))) * (((((unsigned)(a3))) + (((int)((unsigned)(-5) - (unsigned)(a5)))))))
#define E18 a3
#define E19 sdiv((long long)((+(min((int)((((short)-3) ? (a0) : (a2))), (int)(((int)((unsigned)(a5) << ((a4) & 31)))))))), (long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(sdiv((long long)(5ll), (long long)(a1))) * (unsigned long long)(__umul24(a0, a4))))) * (unsigned long long)(a1)))))
#define E20 ((signed char)(((int)(((int)(__umul24(a4, 5l)))))))
#define E21 __brev(((char)(((int)(-(unsigned)(a3))))))
#define E22 ((((((a4) | (a2))) - (a5))) != 0 ? (((((a3) | (a2))) == (a2))) % (((((a4) | (a2))) - (a5))) : (unsigned)(((((a3) | (a2))) == (a2))))
#define E23 (!(((((-1) ^ (a3))) ? (((a3) != (a0))) : (smod((long long)(a2), (long long)(a1))))))

static const short h_a0[32] = {32767, -32768, -26, 13394, -17, 469, 32766, -97, -32767, 0, 1, 3493, -2, 2211, -1, -2, -50, -32767, -2, 0, -2, 2, 78, -32767, -32768, -1, -1, 1, -104, -32768, 29562, -1};
static const long long h_a1[32] = {181846ll, 2ll, 9223372036854775806ll, 234770204737875ll, 1249477438519113ll, -287ll, -27636195150ll, 9163ll, 0ll, -2857566145ll, 9223372036854775806ll, -329544998621478855ll, (-9223372036854775807ll - 1), 0ll, 1ll, -2961ll, 88389539931382424ll, 2ll, 1800280843093ll, 9223372036854775806ll, 6604470568821ll, 263269434538105979ll, -8053121ll, -4789247960432033805ll, -2ll, -2ll, 9223372036854775806ll, -9223372036854775807ll, 9223372036854775806ll, 12212327285ll, 1ll, -9223372036854775807ll};
static const char h_a2[32] = {126, -1, -2, -5, -2, 1, -127, 0, 0, 1, 0, 4, 127, -128, 0, -5, 3, 1, 6, -2, -1, -4, 56, 28, 126, -23, 126, 24, -128, -92, -2, -7};
static const signed char h_a3[32] = {-1, 2, 127, -127, -1, 2, 0, 127, 4, 1, 0, 0, 0, -26, 25, -127, 27, -127, 1, -1, 2, -127, 1, 126, -91, -1, -1, 1, -33, 0, 0, -3};
static const unsigned h_a4[32] = {0u, 1313u, 2u, 0u, 1813478u, 2u, 2u, 3u, 2u, 3u, 13792u, 2u, 2u, 2u, 2u, 2u, 4294967295u, 4294967294u, 26183353u, 1u, 1186u, 0u, 16300249u, 9574754u, 831905u, 4294967295u, 374357u, 0u, 290u, 0u, 9u, 1u};
static const char h_a5[32] = {127, -2, 0, 1, -127, -128, 68, -2, 40, -46, 57, 2, 13, -86, 2, 3, 1, -1, -59, 0, -127, 9, 1, -7, 127, 0, -127, -123, 126, 2, 5, 23};

__global__ void eval(const short *p_a0, const long long *p_a1, const char *p_a2, const signed char *p_a3, const unsigned *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    long long a1 = p_a1[t];
    char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    unsigned a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
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
        short a0 = h_a0[t];
        long long a1 = h_a1[t];
        char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        unsigned a4 = h_a4[t];
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
