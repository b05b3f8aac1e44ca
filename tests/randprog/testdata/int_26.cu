// Random integer expressions (tests/randprog/gen, kind int, seed 1026).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a3
#define E1 ((unsigned char)(((((int)((unsigned)(0) * (unsigned)(a5)))) >> (((~(2147483647))) & 31))))
#define E2 ((((((int)(-(unsigned)(0200)))) & (((255) <= (a0))))) >= (a5))
#define E3 smod((long long)(((a1) + (((char)(((a1) == (a0))))))), (long long)((((~(-5))) ? (((int)(-(unsigned)(((-5) >> ((a0) & 31)))))) : (((long long)((unsigned long long)(((long long)((unsigned long long)(5ll) - (unsigned long long)(a3)))) - (unsigned long long)(((a1) || (a5)))))))))
#define E4 ((int)((unsigned)(((int)((unsigned)(2) << ((((int)(-(unsigned)(true)))) & 31)))) << ((((((long long)((unsigned long long)(a4) * (unsigned long long)(5ll)))) || (((unsigned short)(a4))))) & 31)))
#define E5 ((((long)((unsigned long)(((long)((unsigned long)(a3) * (unsigned long)(a1)))) + (unsigned long)(((int)((unsigned)(a5) << ((a2) & 31))))))) >> ((((smod((long)(2147483648), (long)(a5))) >> ((a5) & 63))) & 63))
#define E6 ((((((((-1) >> ((a4) & 31))) & (((int)((unsigned)(a0) * (unsigned)(a0)))))) == (((((a5) ? (a4) : (0xffffffffffffffff))) ^ (((a4) + (a2))))))) + ((-(((5u) != 0 ? (((unsigned short)(a4))) % (5u) : (unsigned)(((unsigned short)(a4))))))))
#define E7 (((((!(a0))) ^ (((a5) || (a5))))) ^ (((sdiv((int)(a1), (int)(a0))) ? (((a0) ? (a1) : (a2))) : (smod((long)(a3), (long)(a3))))))
#define E8 ((a0) | (((a3) | (a2))))
#define E9 ((int)((unsigned)((((~(5ll))) == (255))) * (unsigned)(((a1) + ((unsigned char)200)))))
#define E10 (!(32))
#define E11 ((((long)((unsigned long)(5l) * (unsigned long)(a3)))) & (((int)((unsigned)(a0) - (unsigned)('\xff')))))
#define E12 ((((a2) + (((signed char)(a0))))) * (((((unsigned)(a2))) - (((unsigned long)((short)-3))))))
#define E13 ((((char)(a0))) * (((a0) + (a2))))
#define E14 (!(((((bool)(__brevll(a0)))) ^ (((unsigned)(__mul24(a1, a1)))))))
#define E15 ((((min((unsigned long long)(0x100000000), (long long)(a0))) - (((a3) - (a2))))) && (a1))
#define E16 __hadd(((((long long)(((a2) * (a5))))) == (a2)), __mul64hi(((__brevll(a4)) != 0 ? (((a1) < (a5))) / (__brevll(a4)) : (unsigned long long)(((a1) < (a5)))), ((((false) - (a2))) + (a3))))
#define E17 __usad(a5, ((int)(-(unsigned)(a0))), __funnelshift_l(a1, a4, a5))
#define E18 ((a2) | (((long)((unsigned long)((~(__umul24(a0, 0x100000000)))) * (unsigned long)(((long)((unsigned long)(((0x100000000) >> ((a5) & 63))) << ((a1) & 63))))))))
#define E19 a4
#define E20 (('A') & (((short)(((long)(a2))))))
#define E21 ((unsigned)(((long long)((unsigned long long)(5ll) - (unsigned long long)(a5)))))
#define E22 ((((((5ull) >= (a2))) * (a2))) ^ (__sad(((a5) | (a5)), (~(a3)), ((a0) == (a3)))))
#define E23 __sad(((int)((unsigned)(((short)(((a2) != (31))))) << (((((((short)-3) | (a3))) ^ (((a3) ^ (5ull))))) & 31))), (((!(31))) + (((short)(((int)((unsigned)(a0) - (unsigned)(a5))))))), a1)

static const int h_a0[32] = {-1, 1, -2, 2, 157332979, 29543, 1, 2147483647, -1518, 2, 2147483646, 1, -309956, (-2147483647 - 1), 2, 0, 4, 2147483647, -127218, -2147483647, -864248236, -802873, 0, 2147483647, -1, 0, 41127696, 77560, -1659205630, (-2147483647 - 1), 0, -1};
static const signed char h_a1[32] = {-2, -2, -62, 2, -1, 22, -128, -2, 1, 0, 64, 3, -1, -1, -127, -2, 127, -3, 2, 15, -128, -1, -127, 3, 1, -20, -28, -128, -128, -2, 0, 2};
static const unsigned long long h_a2[32] = {18446744073709551615ull, 1ull, 112507388064492ull, 18446744073709551614ull, 1ull, 1ull, 7854978363741ull, 18446744073709551614ull, 0ull, 1ull, 895832587ull, 0ull, 2ull, 1077611778239789ull, 2ull, 0ull, 9919ull, 43830899105673846ull, 18446744073709551615ull, 61714024ull, 18446744073709551615ull, 3574558ull, 1ull, 18446744073709551615ull, 827ull, 434341094311ull, 0ull, 2163060986389362597ull, 166353516050894ull, 717868ull, 957ull, 1ull};
static const long h_a3[32] = {0l, 123264l, 1l, 68269l, 456506650970252892l, -2633925743850108l, 2982l, 2l, -1l, 618981l, 0l, -3486l, -9223372036854775807l, -9223372036854775807l, -9826879926767292l, 3l, 1922399936704414l, -248100539569764l, -2094478l, 4291949483598070743l, -1l, -40279131385025744l, 0l, -8446588057336613l, 162070024170l, -1006095187569387585l, -474989513812653l, -13097987465l, -9223372036854775807l, 4041l, 1645650l, 2l};
static const char h_a4[32] = {-1, 1, 2, -128, -20, 127, -6, -17, 61, -2, -119, 0, -112, -77, 37, 3, 0, 10, 0, 126, -10, -128, 1, 0, 2, 1, 2, -3, -127, -127, 0, 0};
static const signed char h_a5[32] = {126, 126, -128, 127, -128, 0, 127, -1, 126, -2, 0, 0, -128, -2, -55, -128, 2, 11, 123, -1, -128, 127, 1, 2, 3, 126, 120, 1, -127, 53, -2, -1};

__global__ void eval(const int *p_a0, const signed char *p_a1, const unsigned long long *p_a2, const long *p_a3, const char *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    signed char a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    long a3 = p_a3[t];
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
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
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
        signed char a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        long a3 = h_a3[t];
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
