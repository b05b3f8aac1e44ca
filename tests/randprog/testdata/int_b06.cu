// Random integer expressions (tests/randprog/gen, kind int, seed 947514).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 sdiv((long long)(((a2) - (a5))), (long long)(((a2) | (a3))))
#define E1 a5
#define E2 ((unsigned long)(((int)((unsigned)('\0') * (unsigned)(a4)))))
#define E3 ((int)((unsigned)(a4) * (unsigned)((+((unsigned short)65535)))))
#define E4 ((char)(32))
#define E5 ((long)(((unsigned long long)(255))))
#define E6 ((long long)(((((a2) | (((int)(-(unsigned)(a1)))))) | (((((a1) ? (a0) : (a2))) & (((a1) & (a1))))))))
#define E7 smod((long)(sdiv((int)(a5), (int)((+(a4))))), (long)(((long)((unsigned long)(((-1u) << ((a4) & 31))) - (unsigned long)(((long)((unsigned long)(9223372036854775807) - (unsigned long)(a4))))))))
#define E8 ((((a2) - (a5))) ? (((a0) + (5ul))) : (smod((int)(a4), (int)(2))))
#define E9 a1
#define E10 (-(((a3) + (a0))))
#define E11 ((unsigned char)(((long long)((unsigned long long)(((long long)((unsigned long long)(((a1) ? (a3) : ((short)-3))) - (unsigned long long)(32)))) * (unsigned long long)(a3)))))
#define E12 ((((long)(-(unsigned long)(((long)(32)))))) | (((smod((int)(a5), (int)(a5))) <= (a5))))
#define E13 -1u
#define E14 sdiv((int)(((int)((unsigned)(-5) << (((((short)-3) >> ((smod((long)(a2), (long)(9223372036854775807))) & 31))) & 31)))), (int)(a4))
#define E15 ((((a0) - (a3))) <= (true))
#define E16 ((((int)((unsigned)((signed char)-128) + (unsigned)(((a1) | (a5)))))) != 0 ? (((unsigned long)(__umul64hi(1, a0)))) / (((int)((unsigned)((signed char)-128) + (unsigned)(((a1) | (a5)))))) : (unsigned long)(((unsigned long)(__umul64hi(1, a0)))))
#define E17 ((int)(-(unsigned)(sdiv((int)(((unsigned char)((+(2147483647))))), (int)(((int)((unsigned)(((int)((unsigned)(a1) << ((a1) & 31)))) + (unsigned)(100))))))))
#define E18 (+(((((char)(smod((int)((unsigned char)200), (int)(a2))))) >= (a2))))
#define E19 ((a1) + ((((unsigned short)65535) <= (a4))))
#define E20 ((true) ? (((((((3) && (a1))) - (__funnelshift_l(2147483648, 'A', a2)))) | (((int)(-(unsigned)(((a5) <= (a0)))))))) : (((a0) << ((((__ffsll(a1)) ^ (__clzll(a3)))) & 63))))
#define E21 ((int)((unsigned)(((0xffffffffffffffff) || (a5))) + (unsigned)(((int)((unsigned)(255) - (unsigned)(a5))))))
#define E22 ((a4) - (a4))
#define E23 __popc(((smod((int)(a5), (int)(false))) | (a3)))

static const unsigned long h_a0[32] = {0ul, 23459ul, 15169973ul, 22316679ul, 20133ul, 1ul, 0ul, 1ul, 2476ul, 120625ul, 3ul, 31692222ul, 87487294857034721ul, 59913883033792ul, 1ul, 662241713989776ul, 2528344670761652ul, 269961151290566ul, 1ul, 2ul, 18446744073709551615ul, 0ul, 0ul, 18446744073709551615ul, 178ul, 13890ul, 18446744073709551614ul, 1458530ul, 424076269470266220ul, 12891937983879936347ul, 30712582ul, 19ul};
static const unsigned short h_a1[32] = {65535, 1, 475, 2, 10171, 0, 0, 65534, 17261, 65535, 1183, 0, 65535, 1, 0, 65534, 15611, 1, 65535, 65535, 65535, 54, 1, 5, 0, 908, 65534, 0, 65534, 0, 1, 2979};
static const unsigned char h_a2[32] = {254, 0, 0, 54, 254, 254, 1, 0, 39, 1, 60, 0, 4, 1, 0, 5, 0, 9, 1, 0, 254, 3, 1, 24, 2, 2, 2, 5, 1, 1, 90, 255};
static const long long h_a3[32] = {945592714621600263ll, -417209819ll, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1), 1804ll, -9264887903816797ll, 16222637849ll, -2178432ll, -828ll, 1ll, 9223372036854775807ll, 9223372036854775807ll, 52858127084343741ll, -3844539746ll, 2ll, 0ll, (-9223372036854775807ll - 1), -6886521235ll, 33ll, 1ll, 2040630616335462392ll, 485707959038256740ll, 2ll, 2ll, 9223372036854775807ll, -2758156830432ll, -1ll, -44550689ll, 9223372036854775807ll, -2169329860280660ll, 0ll};
static const unsigned char h_a4[32] = {162, 9, 2, 0, 1, 1, 34, 2, 0, 2, 255, 173, 8, 0, 2, 254, 255, 2, 254, 3, 1, 255, 3, 1, 31, 9, 0, 2, 0, 29, 58, 255};
static const char h_a5[32] = {-127, 1, -14, 3, 2, -128, 13, -1, 0, 127, -15, 127, 2, -2, 0, -127, 1, -1, -128, 0, 0, -2, -1, 127, -85, 1, -2, 126, -121, 126, -127, 103};

__global__ void eval(const unsigned long *p_a0, const unsigned short *p_a1, const unsigned char *p_a2, const long long *p_a3, const unsigned char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    long long a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
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
    unsigned long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
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
        unsigned long a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        long long a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
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
