// Random integer expressions (tests/randprog/gen, kind int, seed 1010866).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((signed char)(((long)((unsigned long)(smod((long)(a5), (long)(a4))) - (unsigned long)(a2)))))) > (((((0x80000000) ? (((unsigned)(a3))) : (((a5) ^ (a4))))) ? (((((a5) <= (a5))) - (((unsigned long long)(2))))) : (a3))))
#define E1 ((a5) ^ (((a2) * (0))))
#define E2 (-(((((a0) >= (a4))) * (((a3) * (a2))))))
#define E3 ((a0) | (((a4) + (a4))))
#define E4 ((long long)((unsigned long long)(a5) - (unsigned long long)(((((((a4) << ((a2) & 31))) | (((signed char)(a4))))) ? (((((long long)((unsigned long long)(a4) + (unsigned long long)(5ll)))) & (-1))) : (((-5) > (a4)))))))
#define E5 ((a1) || (((unsigned)(((2147483648) ^ (a3))))))
#define E6 a2
#define E7 ((int)((unsigned)(a0) * (unsigned)((!((~(a2)))))))
#define E8 ((0) >> ((((signed char)(a0))) & 31))
#define E9 a5
#define E10 a4
#define E11 ((long)((unsigned long)(((long)((unsigned long)(((((long)((unsigned long)(5l) << ((a1) & 63)))) & (((a4) << (((short)-3) & 31))))) + (unsigned long)((!(a2)))))) + (unsigned long)(7)))
#define E12 a1
#define E13 ((a4) != 0 ? ((('A') || (a5))) / (a4) : (unsigned)((('A') || (a5))))
#define E14 ((((long)((unsigned long)(((long)(5ll))) << ((0200) & 63)))) || (((long)((unsigned long)(sdiv((long)(a0), (long)(9223372036854775807))) * (unsigned long)(((int)((unsigned)(2147483647) << ((-5) & 31))))))))
#define E15 ((a2) - (((signed char)(((long)((unsigned long)(((7) & (a5))) * (unsigned long)((-(a4)))))))))
#define E16 ((__umulhi(32, a4)) << (((+((+(a5))))) & 31))
#define E17 ((((((a2) << ((a5) & 31))) * ((~(a3))))) >> ((5l) & 31))
#define E18 __byte_perm(((a3) >= (a1)), ((a3) & (a4)), (!(a1)))
#define E19 ((((a3) * (a1))) << ((((long)((unsigned long)(true) - (unsigned long)(2147483648)))) & 31))
#define E20 ((a3) && (max((unsigned long long)(__mul64hi(((short)(a2)), ((a3) != 0 ? (a0) / (a3) : (unsigned)(a0)))), (unsigned long long)((+(((long)((unsigned long)(a2) - (unsigned long)(a5)))))))))
#define E21 a1
#define E22 __mulhi(((smod((int)(a1), (int)(a1))) ^ (((a4) * (a3)))), ((signed char)(((100) >> ((a4) & 31)))))
#define E23 ((unsigned long long)(((int)(a3))))

static const int h_a0[32] = {-1, 2, 1191, -8, 2147483646, -2147483647, 2147483647, -56219, -2, -2147483647, -432166256, -2, -2147483647, -2, (-2147483647 - 1), -1, -332478, -265, -1, -2147483647, -2, 2147483647, 77, -1, -2, 2147483646, -1, 2147483647, 2147483646, 1, -178936, 2147483646};
static const short h_a1[32] = {-2, 422, 48, -32768, 0, 32767, -20661, -12769, 3485, -3993, -1, 1, 0, -27424, -115, 3, -1, -32767, 36, 32767, 95, 1, 3263, 32766, 32767, 0, -32767, -32767, 2, -2, 17668, -32768};
static const unsigned h_a2[32] = {3214431u, 727u, 0u, 4294967295u, 11u, 246u, 7045627u, 1781u, 2u, 4294967294u, 97904u, 4294967294u, 13u, 3090503u, 4953619u, 2u, 4131987u, 76343651u, 0u, 4294967295u, 0u, 0u, 0u, 4294967295u, 156u, 1u, 250u, 1u, 0u, 1u, 4294967295u, 1u};
static const unsigned h_a3[32] = {476348506u, 1u, 0u, 0u, 1u, 829496u, 4294967295u, 2u, 5138940u, 1u, 0u, 1u, 1u, 4294967294u, 90u, 1u, 33041u, 1475u, 2079u, 4294967295u, 1404932643u, 36288u, 4294967294u, 4294967294u, 0u, 367u, 93069u, 10u, 449u, 1u, 395582891u, 5u};
static const unsigned h_a4[32] = {0u, 0u, 0u, 0u, 5u, 5809u, 3097u, 0u, 1u, 10775u, 1u, 0u, 17255597u, 4294967295u, 33674u, 2u, 8u, 1678601710u, 1u, 1711455247u, 1u, 81029u, 448769044u, 4294967294u, 2871u, 2u, 0u, 0u, 1u, 4294967294u, 246u, 4294967294u};
static const long h_a5[32] = {3566010409228997l, 1l, -1l, -1666966814l, -441150996338699l, (-9223372036854775807l - 1), -9223372036854775807l, 9223372036854775807l, 2l, 24441750571l, 2l, -31878896l, -923l, -2l, -544312255494l, -4940526439787597l, -2440948784469537l, 1l, (-9223372036854775807l - 1), -1l, 317403395937986392l, -3327657605046706l, 5706522117l, 95972332449l, -1l, -7642604451675l, 9223372036854775807l, -2l, -12l, -72492186818l, -4646244798l, -35054099022344l};

__global__ void eval(const int *p_a0, const short *p_a1, const unsigned *p_a2, const unsigned *p_a3, const unsigned *p_a4, const long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    short a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    unsigned a4 = p_a4[t];
    long a5 = p_a5[t];
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
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        int a0 = h_a0[t];
        short a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        unsigned a4 = h_a4[t];
        long a5 = h_a5[t];
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
