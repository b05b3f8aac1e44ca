// Random integer expressions (tests/randprog/gen, kind int, seed 900000).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (!(100))
#define E1 '\0'
#define E2 ((a1) << (((~(a3))) & 63))
#define E3 ((int)((unsigned)(((int)((unsigned)(((a0) >> ((0200) & 31))) * (unsigned)(((int)((unsigned)(a2) * (unsigned)(3))))))) * (unsigned)(((int)(((a2) > (a4)))))))
#define E4 ((((unsigned char)((+(a3))))) != 0 ? (((((5ul) != 0 ? (-1) / (5ul) : (unsigned long)(-1))) & (((0x100000000) >= (a2))))) % (((unsigned char)((+(a3))))) : (unsigned long)(((((5ul) != 0 ? (-1) / (5ul) : (unsigned long)(-1))) & (((0x100000000) >= (a2))))))
#define E5 ((a1) + (((long)((unsigned long)(((long)(a1))) - (unsigned long)(((a0) & (a2)))))))
#define E6 a4
#define E7 ((signed char)(a5))
#define E8 ((((a3) & (0200))) >> ((((a4) != (a4))) & 31))
#define E9 smod((int)(a3), (int)(a3))
#define E10 a3
#define E11 ((int)(-(unsigned)(((int)((unsigned)(a4) * (unsigned)(a3))))))
#define E12 2147483648
#define E13 ((a5) | (((int)((unsigned)(a4) - (unsigned)(100)))))
#define E14 __funnelshift_rc(a2, a4, ((a4) ^ (100)))
#define E15 __urhadd(((((((a2) | (a3))) - (__funnelshift_rc(a1, 2, a0)))) != 0 ? (((min((unsigned long long)(a5), (long long)(a5))) & (((unsigned)(0))))) % (((((a2) | (a3))) - (__funnelshift_rc(a1, 2, a0)))) : (unsigned long long)(((min((unsigned long long)(a5), (long long)(a5))) & (((unsigned)(0)))))), ((((((a5) - (a1))) >> ((((bool)(a1))) & 63))) >> ((__brev(__mul24(a2, -1))) & 63)))
#define E16 ((int)((unsigned)(((((int)((unsigned)(a5) * (unsigned)(a0)))) ^ (a0))) * (unsigned)((~(a2)))))
#define E17 ((((a3) - (a5))) ^ (((a1) != 0 ? (0xffffffff) % (a1) : (unsigned long long)(0xffffffff))))
#define E18 ((((smod((int)(3), (int)(a4))) && (a0))) >= (((unsigned short)(((int)((unsigned)(a3) * (unsigned)(0x7fffffff)))))))
#define E19 ((int)((unsigned)(a0) + (unsigned)(smod((int)(a3), (int)((signed char)-128)))))
#define E20 ((long long)((unsigned long long)(a0) * (unsigned long long)(((long long)(((a3) ? ('A') : (a4)))))))
#define E21 0200
#define E22 __hadd((unsigned short)65535, __usad(__mulhi(((4294967295) ? (a3) : (1)), ((int)((unsigned)(a0) * (unsigned)(a4)))), ((int)((unsigned)(__popcll(a3)) << ((((int)((unsigned)(a4) << ((255) & 31)))) & 31))), __usad('\0', ((int)((unsigned)(a4) * (unsigned)(a4))), ((int)(-(unsigned)(a0))))))
#define E23 a5

static const int h_a0[32] = {-2147483647, 446950, -145698, 2, -161, 2147483646, -4643, 1, -2147483647, -2, -2, 0, 2147483646, -2, -27871, -487554749, 2147483646, 2128777875, 71971, 1, -2147483647, 0, -1, 1927570703, -90809740, 622939437, 983801235, -1791, -12, 0, 2147483647, 2};
static const unsigned long long h_a1[32] = {18446744073709551615ull, 1ull, 56766142179661050ull, 2ull, 1277775ull, 18446744073709551615ull, 831859721ull, 18446744073709551615ull, 7221199869791401526ull, 50571ull, 51738003219755375ull, 18446744073709551614ull, 2ull, 1ull, 6323324ull, 3722ull, 979955896942927615ull, 18446744073709551614ull, 2ull, 1ull, 1ull, 18446744073709551615ull, 2ull, 76527ull, 388ull, 1ull, 622288063980618065ull, 0ull, 18446744073709551614ull, 65635932640ull, 0ull, 1ull};
static const int h_a2[32] = {-31, 489909328, 2147483647, -72, 1, -1544738489, 0, 2936, -232193, -2147483647, -4466, 2, 15097, -1, 2147483647, 1, -2, 2147483647, (-2147483647 - 1), -1, 2147483646, 49997692, -484574535, -928693765, -1, 2147483647, -1, -2147483647, 227504510, -5081, 1139153602, 2};
static const unsigned short h_a3[32] = {1, 1773, 2532, 1650, 6019, 0, 38, 65534, 228, 5709, 1, 0, 2, 2, 2, 501, 0, 2, 426, 0, 1, 29934, 65534, 1238, 2298, 65534, 65534, 2, 2, 1, 37, 2};
static const char h_a4[32] = {-7, -1, 0, 2, 2, 126, -2, -96, 127, -127, 2, -24, -61, -127, 2, 1, -127, -2, 127, 15, 1, 127, -127, 1, -32, -3, 126, 127, -2, -127, 2, -6};
static const signed char h_a5[32] = {-1, 0, 126, -3, 0, 126, 1, 33, 0, 126, -128, 46, -1, -127, 1, 7, 127, -7, -128, 11, -112, -7, 59, 2, -5, -1, -128, 0, 0, 127, -55, -128};

__global__ void eval(const int *p_a0, const unsigned long long *p_a1, const int *p_a2, const unsigned short *p_a3, const char *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    int a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    char a4 = p_a4[t];
    signed char a5 = p_a5[t];
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
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    int *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    signed char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        int a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        int a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        char a4 = h_a4[t];
        signed char a5 = h_a5[t];
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
