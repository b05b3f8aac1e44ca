// Random integer expressions (tests/randprog/gen, kind int, seed 1032).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((long long)((unsigned long long)(((unsigned char)(((a5) ? (a2) : (0xffffffff))))) - (unsigned long long)(sdiv((long long)(((a3) ^ (a2))), (long long)(((-1u) != 0 ? (a3) % (-1u) : (unsigned)(a3)))))))
#define E1 31
#define E2 ((((int)((unsigned)(((int)((unsigned)(a3) * (unsigned)(31)))) + (unsigned)(((a3) | (a4)))))) != ((!(((a1) >> ((a2) & 31))))))
#define E3 (+(((long long)((unsigned long long)(32) - (unsigned long long)(a0)))))
#define E4 ((((a3) >> ((a3) & 31))) > (((a3) >> ((a3) & 31))))
#define E5 ((((5ull) - (a5))) == (((a1) != 0 ? (5ul) / (a1) : (unsigned long)(5ul))))
#define E6 ((long long)(-(unsigned long long)((+(smod((long long)(a0), (long long)(0x100000000)))))))
#define E7 (((('A') & (7))) | (a5))
#define E8 ((long long)((unsigned long long)(((a0) ^ (a0))) * (unsigned long long)(((a5) ? (-1) : (a4)))))
#define E9 a5
#define E10 (!(smod((long long)(((long long)((unsigned long long)(5ll) - (unsigned long long)(a0)))), (long long)(a4))))
#define E11 smod((long long)(smod((long long)(((long long)((unsigned long long)(((a0) ? (a3) : (a2))) << ((((long long)((unsigned long long)(a2) - (unsigned long long)(a3)))) & 63)))), (long long)(((((int)((unsigned)('\0') << ((2147483648) & 31)))) ^ (((int)((unsigned)(31) * (unsigned)(a1)))))))), (long long)(((((long long)((unsigned long long)(((a0) ^ (5l))) + (unsigned long long)(((char)(a0)))))) == (((((bool)(a1))) + (false))))))
#define E12 ((((((a1) ^ (32))) != (5ll))) <= (((((int)((unsigned)(a5) << ((a5) & 31)))) >> ((sdiv((long long)(a5), (long long)(a2))) & 31))))
#define E13 ((int)(-(unsigned)(((a0) && (a3)))))
#define E14 ((char)(-1))
#define E15 ((short)(0))
#define E16 smod((long long)(a0), (long long)((((!(sdiv((int)(a3), (int)(a5))))) + (((unsigned short)(((unsigned)(a0))))))))
#define E17 __urhadd(((a3) < (a4)), ((int)((unsigned)(a1) - (unsigned)(a5))))
#define E18 ((signed char)(((unsigned long)(((5u) > (a1))))))
#define E19 (!(a4))
#define E20 a1
#define E21 ((long long)((unsigned long long)(a4) - (unsigned long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(5ll) * (unsigned long long)(2147483648)))) << ((a1) & 63))))))
#define E22 ((long long)((unsigned long long)(((((int)((unsigned)(a3) * (unsigned)(a1)))) ^ (((0) | (a0))))) * (unsigned long long)(5l)))
#define E23 (((unsigned short)65535) <= (((int)((unsigned)((((signed char)-128) + (a4))) - (unsigned)(sdiv((int)(a5), (int)(32)))))))

static const long long h_a0[32] = {2957778793366ll, 1ll, 1ll, 44342275ll, -30159ll, 192ll, 2ll, 562ll, 8247361863179ll, 4037095668866518ll, 2174274394066ll, (-9223372036854775807ll - 1), 160ll, -2ll, 9223372036854775806ll, 1ll, -239990229ll, 0ll, 197859460092123860ll, 1024980553241626ll, -1ll, -59647511782202655ll, 20987353236399ll, -9223372036854775807ll, (-9223372036854775807ll - 1), -9264973418668328ll, 0ll, 30550370608ll, 2ll, 865225635984945005ll, -81569240393987ll, 2272ll};
static const int h_a1[32] = {0, 2147483646, -3212400, -1925934721, 16265474, 2, 449, 0, 512177687, 0, -10, -2, -54949271, -632850, 2147483646, (-2147483647 - 1), 2147483647, -55, 2147483647, 1, 311, -3796, 0, 2147483646, 2, -221379, -100069, (-2147483647 - 1), -2096870, 2147483647, 2147483647, -215301819};
static const long long h_a2[32] = {-190624ll, 9223372036854775807ll, 9223372036854775807ll, 2735ll, -669580528673127ll, 25622953825020ll, -2ll, 9223372036854775806ll, -28ll, 0ll, -1ll, 9223372036854775807ll, 1ll, -525381126ll, 988843391ll, 2ll, 2ll, 9223372036854775806ll, -75957447366873588ll, (-9223372036854775807ll - 1), 502189094ll, 1ll, 1ll, -9ll, 0ll, -1ll, 9223372036854775806ll, -4ll, -170130295725776100ll, -28ll, 1005664ll, 1ll};
static const short h_a3[32] = {-6054, -110, 30913, -3433, 22326, 12029, -145, 32767, 0, -15915, -1, 0, -5515, 32767, 2, -1391, 36, 1, 32767, 1, -4, -32768, 0, -32767, 0, 0, 32766, -1, 0, 32766, 2, -5097};
static const unsigned short h_a4[32] = {5304, 5, 2, 12, 65535, 117, 565, 0, 2, 6497, 5, 1, 1, 6886, 65534, 1032, 2, 0, 1, 1, 5, 2, 29, 41, 1, 1, 677, 65534, 578, 6765, 764, 0};
static const unsigned char h_a5[32] = {1, 1, 0, 0, 3, 8, 34, 0, 12, 1, 6, 8, 169, 0, 2, 0, 103, 96, 1, 0, 0, 0, 66, 14, 8, 24, 26, 1, 254, 4, 3, 14};

__global__ void eval(const long long *p_a0, const int *p_a1, const long long *p_a2, const short *p_a3, const unsigned short *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    int a1 = p_a1[t];
    long long a2 = p_a2[t];
    short a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
    unsigned char a5 = p_a5[t];
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
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long long a0 = h_a0[t];
        int a1 = h_a1[t];
        long long a2 = h_a2[t];
        short a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
        unsigned char a5 = h_a5[t];
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
