// Random integer expressions (tests/randprog/gen, kind int, seed 1002).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((long long)((unsigned long long)(sdiv((long long)((!(a0))), (long long)(smod((long long)(a3), (long long)(a5))))) - (unsigned long long)(((long long)(((int)(-(unsigned)((unsigned char)200))))))))
#define E1 (~(((0200) + (((a5) ? (a2) : (2))))))
#define E2 (+((((!(((int)(-(unsigned)(a3)))))) <= (sdiv((long)(((int)((unsigned)('\xff') * (unsigned)(a4)))), (long)(((long)((unsigned long)(a1) << ((true) & 63)))))))))
#define E3 ((long long)(-(unsigned long long)(a5)))
#define E4 0xffffffff
#define E5 ((a1) == (0x80000000))
#define E6 ((long)((unsigned long)(smod((long)(5l), (long)(((((a3) == (32))) ^ ((~(0200))))))) - (unsigned long)(((((((a3) && (a2))) >= (((a3) <= (0xffffffff))))) < (((unsigned long long)(5ul)))))))
#define E7 ((long)((unsigned long)((+(a1))) * (unsigned long)((!(a4)))))
#define E8 a3
#define E9 (~(((int)((unsigned)(2147483647) - (unsigned)(a3)))))
#define E10 ((a2) - (((a4) < (-1ll))))
#define E11 0200
#define E12 (+(((int)((unsigned)(a4) * (unsigned)(a0)))))
#define E13 ((((((unsigned long)(a0))) ? (smod((long long)(-1ll), (long long)(a1))) : (((a2) + (a2))))) == (a3))
#define E14 ((long)((unsigned long)(((a1) >> ((a1) & 63))) + (unsigned long)(((int)((unsigned)(-1) << ((true) & 31))))))
#define E15 a3
#define E16 ((__usad(((unsigned short)(((a3) - (a0)))), ((((a4) | (a4))) >> (((('\xff') * (a2))) & 31)), (((((short)-3) > (a2))) && (((long long)((unsigned long long)(a5) - (unsigned long long)(a0))))))) - (((((long long)((unsigned long long)(2) * (unsigned long long)((~(a5)))))) && (((((5u) != 0 ? (a0) / (5u) : (unsigned)(a0))) - (((a2) ^ (-1u))))))))
#define E17 smod((int)((((((unsigned char)200) != (a2))) + (((short)(a2))))), (int)(a3))
#define E18 __ffs(((int)((unsigned)(smod((int)(a0), (int)(a0))) + (unsigned)(a4))))
#define E19 ((((((a2) != 0 ? (a1) % (a2) : (unsigned long)(a1))) + ((!(a1))))) >> ((((a4) - (__umulhi(a3, a1)))) & 63))
#define E20 (((-(__funnelshift_lc(a5, true, a3)))) | (((((unsigned)(a2))) & (__umul64hi(a4, a3)))))
#define E21 ((((short)(a1))) != 0 ? (((unsigned long)(a1))) % (((short)(a1))) : (unsigned long)(((unsigned long)(a1))))
#define E22 ((a0) | (((__umulhi((('\0') + (5u)), 4294967295)) && (((unsigned long)(((32) | (a5))))))))
#define E23 a4

static const unsigned char h_a0[32] = {17, 25, 0, 1, 0, 0, 76, 0, 0, 153, 255, 10, 1, 68, 0, 0, 3, 1, 1, 113, 1, 2, 1, 3, 2, 2, 0, 0, 0, 0, 1, 55};
static const long h_a1[32] = {-1l, 1l, -129335898203241l, 2l, -2332258738327l, -1l, 0l, -4119505249033l, -2l, (-9223372036854775807l - 1), -1l, -2l, 139875l, -340954112l, 54153749107l, -28l, -7068438191l, -2l, -6914376376688283243l, 1l, 9223372036854775806l, 2135013l, 9223372036854775807l, 118775l, 6234733090364257l, -1l, 54810718375041l, -1l, 1404069274126324170l, 2l, (-9223372036854775807l - 1), 2112333503050148713l};
static const unsigned long h_a2[32] = {2ul, 2ul, 1ul, 18446744073709551615ul, 18446744073709551615ul, 1ul, 2ul, 1ul, 1ul, 2ul, 18446744073709551615ul, 6870700877150697ul, 2045377536ul, 0ul, 0ul, 1531195988107ul, 74489227ul, 0ul, 2ul, 1ul, 1ul, 2ul, 650009479474ul, 384ul, 18446744073709551614ul, 0ul, 764270194168036ul, 5ul, 2074521196336456569ul, 117619381792823218ul, 18446744073709551614ul, 1ul};
static const char h_a3[32] = {0, 0, -11, -1, 3, 126, -1, -13, -1, -14, 6, 1, 19, -13, -128, 1, 126, 1, 1, -61, -2, 127, 0, -34, -2, 0, -127, 2, -1, -18, 1, -90};
static const unsigned short h_a4[32] = {1, 0, 7, 0, 0, 8, 0, 315, 24, 0, 2, 2707, 0, 281, 47, 65534, 103, 2, 1, 24631, 179, 825, 0, 0, 1872, 1, 1, 65534, 0, 1, 41, 1};
static const long long h_a5[32] = {0ll, (-9223372036854775807ll - 1), -156284ll, 2ll, (-9223372036854775807ll - 1), 9223372036854775807ll, -1ll, -1ll, -1ll, -1ll, 0ll, -2ll, -1ll, 1ll, -13623826270420988ll, -2ll, 458490304463526ll, -18475324815ll, 214311ll, 395299ll, (-9223372036854775807ll - 1), -9223372036854775807ll, -12332ll, 2067930430010ll, 0ll, 8835248033ll, 9223372036854775806ll, 1ll, 9223372036854775806ll, -19142ll, 2ll, -461824068746ll};

__global__ void eval(const unsigned char *p_a0, const long *p_a1, const unsigned long *p_a2, const char *p_a3, const unsigned short *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    long a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        unsigned long a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
