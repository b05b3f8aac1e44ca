// Random integer expressions (tests/randprog/gen, kind int, seed 1037).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((unsigned long)(((2147483648) >> ((((a3) & (-1))) & 63))))) >> (('\0') & 63))
#define E1 (((((!(((a1) != 0 ? (a0) / (a1) : (unsigned long long)(a0))))) ? (((int)(-(unsigned)(a2)))) : (((long long)((unsigned long long)((!(a0))) - (unsigned long long)(a3)))))) ? (((((long)((unsigned long)(((a5) | (0x100000000))) << ((((a1) >> ((a1) & 31))) & 63)))) < (((long long)((unsigned long long)(((long long)((unsigned long long)(a4) * (unsigned long long)(a3)))) << ((((a4) && (a5))) & 63)))))) : (((long)(((255) ^ ((!(a3))))))))
#define E2 ((a4) & (32))
#define E3 a5
#define E4 ((short)((!('\0'))))
#define E5 smod((int)(2), (int)(((int)((unsigned)(smod((int)(((char)(a0))), (int)((!(a5))))) - (unsigned)(((unsigned short)(((char)(0)))))))))
#define E6 0x100000000
#define E7 ((((a0) != 0 ? (a3) / (a0) : (unsigned long long)(a3))) ^ (((a2) - (a1))))
#define E8 ((int)((unsigned)(a5) * (unsigned)(a2)))
#define E9 ((((signed char)(a2))) - (((a5) ^ (a0))))
#define E10 ((((((a0) + (a4))) * (sdiv((int)(0), (int)(a4))))) | ((((+(a0))) & (((a5) & (true))))))
#define E11 ((long long)((unsigned long long)(a2) - (unsigned long long)(((long long)((unsigned long long)((~(((long long)((unsigned long long)(5ll) << ((a1) & 63)))))) + (unsigned long long)(a1))))))
#define E12 ((int)((unsigned)(((int)((unsigned)(a4) << ((a0) & 31)))) << ((((255) ^ (a1))) & 31)))
#define E13 ((int)((unsigned)(((((a2) <= (((a2) ^ (a0))))) >> (((unsigned short)65535) & 31))) << (((!(smod((long long)(((long long)((unsigned long long)(a2) * (unsigned long long)(a3)))), (long long)(((a5) >> ((a3) & 31))))))) & 31)))
#define E14 ((((max((unsigned)(31), (unsigned)(a2))) - (((a0) + (255))))) << ((((5l) < (((long)(a0))))) & 63))
#define E15 (-(((((smod((int)(a2), (int)(a2))) - (__funnelshift_l(a2, a0, a0)))) != 0 ? (a1) / (((smod((int)(a2), (int)(a2))) - (__funnelshift_l(a2, a0, a0)))) : (unsigned)(a1))))
#define E16 ((((((((a3) | (a5))) != (((long)((unsigned long)(9223372036854775807) * (unsigned long)(5u)))))) + (a0))) * (a3))
#define E17 smod((long long)(5ll), (long long)(a4))
#define E18 a0
#define E19 ((((smod((int)(a2), (int)(((char)('A'))))) != 0 ? (((((0) + (a0))) - (((a0) != 0 ? (a3) % (a0) : (unsigned long long)(a3))))) / (smod((int)(a2), (int)(((char)('A'))))) : (unsigned long long)(((((0) + (a0))) - (((a0) != 0 ? (a3) % (a0) : (unsigned long long)(a3))))))) * (((unsigned long)(((long)(((a3) & (a2))))))))
#define E20 (-(((sdiv((int)(3), (int)(a2))) - ((~(0xffffffff))))))
#define E21 ((int)(-(unsigned)(2147483647)))
#define E22 ((((((((a0) != 0 ? (a0) / (a0) : (unsigned long long)(a0))) - (sdiv((long long)(a1), (long long)(a3))))) ^ (((int)((unsigned)(((int)(-(unsigned)(a5)))) << ((((long)((unsigned long)(a2) + (unsigned long)(4294967295)))) & 31)))))) == (((((__sad(a2, a3, a5)) - (((a0) ? (100) : (a5))))) == (((__ffsll(a3)) <= (((long long)((unsigned long long)(a3) - (unsigned long long)(5u)))))))))
#define E23 ((int)((unsigned)(((int)((unsigned)(__hadd(__uhadd(a3, a1), ((unsigned short)(a2)))) << ((((int)((unsigned)(((2) & (a1))) + (unsigned)(((a4) | (0)))))) & 31)))) * (unsigned)(a1)))

static const unsigned long long h_a0[32] = {0ull, 111290882822ull, 18446744073709551615ull, 18446744073709551614ull, 18446744073709551614ull, 531901ull, 326258913ull, 13839ull, 1ull, 1035813127477ull, 18446744073709551615ull, 2ull, 225774239039984ull, 18446744073709551615ull, 17364236060145ull, 31129900306ull, 0ull, 1ull, 14052ull, 0ull, 0ull, 1ull, 446227360234ull, 1ull, 305243685208897ull, 1ull, 2ull, 1ull, 24539ull, 2508000226354ull, 0ull, 164740350ull};
static const signed char h_a1[32] = {-127, 126, -2, -1, 127, 125, 127, 0, 20, -127, -19, 0, -34, 3, 7, 126, -3, 2, -1, 24, 1, -1, 3, 1, -39, 127, 2, 127, -1, 1, -128, -128};
static const unsigned short h_a2[32] = {0, 65534, 881, 1, 2, 48, 65534, 168, 1, 1, 461, 1, 65535, 15, 6573, 0, 65535, 0, 392, 362, 2, 21695, 65534, 65534, 1, 1, 0, 1, 1, 10579, 1, 0};
static const long long h_a3[32] = {-537592ll, 1ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -138615437804005587ll, -2216041827648484ll, 1539220132ll, -56385883450549ll, -9223372036854775807ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 2ll, -8667130568728ll, -16492690ll, -9223372036854775807ll, 1ll, 2ll, -369041359787912493ll, -9223372036854775807ll, -9223372036854775807ll, 342264151811ll, -2ll, 2ll, (-9223372036854775807ll - 1), 0ll, -123946ll, 4ll, 9223372036854775807ll, 3306511942ll, -212225350ll, -1ll, -73666755274072702ll};
static const short h_a4[32] = {2, 9246, -32768, -32767, -2, -32767, 2, 32767, -32767, 0, -359, 32767, 16, -281, 3230, -580, 2, 0, 7699, 32767, 0, 32766, 107, -1, 0, -1, 2750, 4673, -9080, -5919, 32766, 2035};
static const unsigned char h_a5[32] = {8, 7, 1, 255, 254, 0, 255, 0, 255, 40, 5, 56, 9, 3, 0, 201, 1, 254, 25, 254, 2, 30, 14, 10, 24, 1, 0, 27, 80, 254, 1, 254};

__global__ void eval(const unsigned long long *p_a0, const signed char *p_a1, const unsigned short *p_a2, const long long *p_a3, const short *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    signed char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    long long a3 = p_a3[t];
    short a4 = p_a4[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    short *d_a4;
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
        unsigned long long a0 = h_a0[t];
        signed char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        long long a3 = h_a3[t];
        short a4 = h_a4[t];
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
