// Random integer expressions (tests/randprog/gen, kind int, seed 50124).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((unsigned char)(((a1) + (a2))))
#define E1 a0
#define E2 (unsigned short)65535
#define E3 ((int)((unsigned)(((int)((unsigned)(31) - (unsigned)(a5)))) + (unsigned)(((a1) != (5ul)))))
#define E4 a0
#define E5 (+(((((int)((unsigned)(0) << ((a0) & 31)))) - (((0xffffffffffffffff) << ((a4) & 63))))))
#define E6 2147483648
#define E7 ((0200) & (((a1) ^ (a3))))
#define E8 '\0'
#define E9 ((bool)(((a3) - (a0))))
#define E10 ((((int)((unsigned)(a3) << ((a0) & 31)))) ^ (((a3) >> ((a2) & 31))))
#define E11 ((int)(-(unsigned)((short)-3)))
#define E12 ((int)((unsigned)(((int)((unsigned)(a4) << ((((unsigned long long)(a2))) & 31)))) + (unsigned)(((char)(((int)((unsigned)(a5) << ((a5) & 31))))))))
#define E13 a3
#define E14 true
#define E15 (((+(((a0) + (a0))))) <= (((((int)((unsigned)(a0) << ((a1) & 31)))) != 0 ? (-1u) / (((int)((unsigned)(a0) << ((a1) & 31)))) : (unsigned)(-1u))))
#define E16 ((int)((unsigned)(a0) + (unsigned)(((sdiv((long long)(a2), (long long)(a4))) ? (((a5) > (a5))) : (a5)))))
#define E17 __funnelshift_l(true, a1, ((a4) == (((a5) >> ((a2) & 31)))))
#define E18 sdiv((long long)(smod((long long)(a3), (long long)(a2))), (long long)(((a5) + (a5))))
#define E19 ((((((long long)((unsigned long long)(a2) - (unsigned long long)(a0)))) != (((a5) + (a0))))) >= (((((a2) != (a1))) < (((char)(a2))))))
#define E20 a2
#define E21 3
#define E22 ((a1) ? ((short)-3) : (((int)((unsigned)(a3) + (unsigned)(7)))))
#define E23 ((long)((unsigned long)(((long)(a5))) - (unsigned long)(((sdiv((int)(-5), (int)(a5))) >> (((((+(a4))) & (((int)((unsigned)(a0) + (unsigned)(2)))))) & 31)))))

static const short h_a0[32] = {-2, -1, 10908, -1, -1, -25, -36, -2, -2, 72, -32767, 37, 13, -12725, -32767, 1, 0, 501, 2, 32766, -3, -32767, 7, -1, -32767, -1, -2, -1, 32767, -32768, 32767, -2};
static const unsigned long long h_a1[32] = {1ull, 1ull, 184775998562432776ull, 192186815ull, 1ull, 88110ull, 1ull, 1ull, 2ull, 1ull, 2ull, 1ull, 25059ull, 0ull, 0ull, 1ull, 1ull, 1ull, 16699777ull, 18446744073709551615ull, 1ull, 18446744073709551615ull, 1925719207ull, 694295ull, 18446744073709551614ull, 1553579885436ull, 16658973610163334151ull, 2ull, 0ull, 13520ull, 18446744073709551615ull, 2637858780ull};
static const long long h_a2[32] = {9223372036854775807ll, 198360622080726871ll, -395808327671206422ll, (-9223372036854775807ll - 1), 1ll, -19279ll, 9223372036854775806ll, 9223372036854775806ll, 5331876742226046951ll, -9223372036854775807ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -14372373793047680ll, -484462212651483ll, 79002961ll, 94942957926783726ll, -323022ll, 0ll, -808962ll, -4815896124062721991ll, -142850300946ll, -47434157ll, 25559062124328ll, -120951575750665ll, 34346ll, 1650ll, -21633908111ll, 28174709003ll, (-9223372036854775807ll - 1), -2ll, 5ll, 2ll};
static const signed char h_a3[32] = {126, -4, 126, -127, -107, -1, 4, -6, 126, -2, 29, 10, 127, -1, -25, 0, 2, 0, 1, -1, -127, 2, 1, 31, 0, -2, 127, -2, -22, 126, 7, 0};
static const unsigned short h_a4[32] = {2, 1, 65534, 65534, 65535, 3, 0, 46, 0, 1, 10505, 65535, 14, 2, 65535, 1, 65534, 1, 57, 65535, 1, 1, 1, 65535, 148, 0, 31421, 17, 196, 2, 1, 1};
static const unsigned short h_a5[32] = {1, 65534, 0, 36208, 1, 575, 65052, 177, 56, 3, 8, 65535, 65534, 65534, 1, 0, 30, 2, 153, 1, 1, 2, 65534, 1, 9, 21079, 1, 1, 65534, 0, 7189, 71};

__global__ void eval(const short *p_a0, const unsigned long long *p_a1, const long long *p_a2, const signed char *p_a3, const unsigned short *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    long long a2 = p_a2[t];
    signed char a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        short a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        long long a2 = h_a2[t];
        signed char a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
