// Random integer expressions (tests/randprog/gen, kind int, seed 50558).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((long)((unsigned long)(((((long)((unsigned long)(((a0) & (a2))) - (unsigned long)(((5l) | (a4)))))) ? (((long)((unsigned long)(((a1) ^ (a2))) - (unsigned long)(((int)((unsigned)(-5) << ((a1) & 31))))))) : (((int)((unsigned)(a3) * (unsigned)((unsigned char)200)))))) - (unsigned long)(((char)(sdiv((long)(5u), (long)(((a4) | (a1)))))))))
#define E1 a0
#define E2 ((sdiv((long)(4294967295), (long)('\xff'))) <= (sdiv((int)(a3), (int)(a2))))
#define E3 a3
#define E4 ((((((a4) >> ((a4) & 31))) ^ (a5))) >= (((((((a5) ? (a1) : (a4))) >> (((!(a5))) & 63))) ^ (((((int)((unsigned)(a2) << ((a1) & 31)))) < (((a1) == (0xffffffffffffffff))))))))
#define E5 a1
#define E6 ((((sdiv((int)(((int)((unsigned)((unsigned char)200) * (unsigned)('\xff')))), (int)(a3))) > (((a1) <= ((-(-1u))))))) ? (((a1) ? (false) : ((!(0))))) : (a1))
#define E7 a5
#define E8 ((((((255) > (a1))) + (((unsigned)(a5))))) == (((((long long)((unsigned long long)(a5) - (unsigned long long)(a0)))) ? (((a4) >> ((a2) & 31))) : (((long)((unsigned long)(a1) - (unsigned long)(a3)))))))
#define E9 ((int)((unsigned)(a4) - (unsigned)(sdiv((int)(a3), (int)(a3)))))
#define E10 a4
#define E11 4294967295
#define E12 ((bool)(((((a0) | (a0))) ? (((int)((unsigned)(a4) << ((a1) & 31)))) : (a3))))
#define E13 ((((((int)(-(unsigned)(a3)))) * (((0x80000000) & ((!(31))))))) << ((((sdiv((long)(smod((long)(a2), (long)(5l))), (long)(((long)((unsigned long)(a1) - (unsigned long)(a4)))))) & (((a1) ^ (((long)((unsigned long)(a1) + (unsigned long)(a0)))))))) & 31))
#define E14 a3
#define E15 ((((32) - (0x80000000))) ^ (__umul64hi(a2, a3)))
#define E16 a1
#define E17 a2
#define E18 sdiv((int)(a0), (int)(((__clzll(0200)) >> (((!(a3))) & 31))))
#define E19 a0
#define E20 a2
#define E21 min((unsigned long long)((((signed char)-128) * (((((unsigned long)(a2))) - ((~(a4))))))), (unsigned long long)(((long)((unsigned long)(a1) - (unsigned long)(9223372036854775807)))))
#define E22 (((((!(a3))) - (((__funnelshift_rc(0xffffffff, a1, a0)) < (0200))))) >> ((a2) & 31))
#define E23 __funnelshift_lc(true, sdiv((int)(((int)((unsigned)((unsigned char)200) << (('\0') & 31)))), (int)(__clzll(a4))), __mul24(a2, ((int)((unsigned)(2) + (unsigned)(a0)))))

static const unsigned char h_a0[32] = {3, 0, 1, 254, 45, 0, 255, 0, 2, 1, 0, 255, 30, 255, 1, 0, 115, 254, 36, 1, 12, 36, 19, 222, 1, 1, 0, 1, 254, 4, 14, 255};
static const long h_a1[32] = {-123782888777673039l, 1099914233298457l, 1005529996965977056l, (-9223372036854775807l - 1), 0l, -2l, (-9223372036854775807l - 1), 1826426802512049l, 38440236023075l, 4228221337665l, -24336l, 3376745162206788l, -9223372036854775807l, 9223372036854775807l, -9223372036854775807l, 2l, 2l, -16190195178147l, 0l, -9223372036854775807l, -74595761795723l, (-9223372036854775807l - 1), 2l, 38721l, 123560514272l, 9223372036854775807l, 1l, -230l, (-9223372036854775807l - 1), -2l, 1l, -572l};
static const unsigned char h_a2[32] = {1, 1, 0, 1, 4, 0, 1, 255, 255, 0, 1, 2, 0, 5, 255, 26, 0, 2, 2, 54, 255, 0, 51, 254, 1, 0, 1, 0, 2, 18, 2, 37};
static const char h_a3[32] = {0, -30, 2, -127, 1, -21, 127, 2, 126, 126, 4, 1, -2, 0, 8, -121, -38, 1, -88, 0, 10, -1, 126, -11, 1, 2, 126, 2, 1, 1, -1, -12};
static const char h_a4[32] = {0, 30, 12, 126, -24, 127, 7, -2, -1, 2, -2, 20, -67, -59, 0, -2, 0, -128, -1, -1, -52, -1, 1, 16, 2, 2, -1, -15, -1, -27, -127, 126};
static const long long h_a5[32] = {(-9223372036854775807ll - 1), 71ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 848276050363433ll, -3634885ll, -9223372036854775807ll, 0ll, 0ll, 1051804347ll, 10717836ll, 2ll, 9223372036854775806ll, 0ll, 0ll, 1ll, 175476693933ll, 32505082540053927ll, 2ll, (-9223372036854775807ll - 1), 9223372036854775807ll, 9223372036854775807ll, 107161ll, -265ll, -2ll, -9223372036854775807ll, 9223372036854775807ll, 2ll, 1ll, -6227ll, 0ll, 154903114788483ll};

__global__ void eval(const unsigned char *p_a0, const long *p_a1, const unsigned char *p_a2, const char *p_a3, const char *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    long a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    char a3 = p_a3[t];
    char a4 = p_a4[t];
    long long a5 = p_a5[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned char a0 = h_a0[t];
        long a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        char a3 = h_a3[t];
        char a4 = h_a4[t];
        long long a5 = h_a5[t];
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
