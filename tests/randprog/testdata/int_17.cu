// Random integer expressions (tests/randprog/gen, kind int, seed 1017).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((long)((unsigned long)(((long)((unsigned long)(((a3) | (a0))) + (unsigned long)(((int)(-(unsigned)(31))))))) * (unsigned long)(a4)))
#define E1 ((a3) ^ (0xffffffffffffffff))
#define E2 ((((long long)((unsigned long long)(2147483647) + (unsigned long long)(-1ll)))) & (((a0) >> ((a0) & 63))))
#define E3 ((((a4) | (0x100000000))) == (((0xffffffff) * (a3))))
#define E4 ((unsigned)((!((unsigned short)65535))))
#define E5 ((long)((unsigned long)(((long)((unsigned long)(a0) - (unsigned long)(((a0) || (a5)))))) * (unsigned long)(((a3) && (((a4) + (a4)))))))
#define E6 ((int)((unsigned)(((int)((unsigned)(((a3) ? (a5) : (-5))) + (unsigned)(((a5) == (32)))))) * (unsigned)(((((unsigned long)(255))) > (a3)))))
#define E7 (((~(((a3) >> ((a4) & 31))))) ? (((a4) ^ (((char)(2147483648))))) : (((((int)(a2))) && (false))))
#define E8 ((int)((unsigned)(((a2) | (a5))) * (unsigned)(a2)))
#define E9 sdiv((long)(a1), (long)(a4))
#define E10 ((a2) <= (((int)((unsigned)(((int)((unsigned)(a5) + (unsigned)(smod((int)(a2), (int)(a4)))))) * (unsigned)((signed char)-128)))))
#define E11 ((int)((unsigned)(a4) << ((((a0) != (a2))) & 31)))
#define E12 ((((int)((unsigned)(((int)(-(unsigned)((short)-3)))) << ((smod((int)('A'), (int)('\xff'))) & 31)))) - (((unsigned)((((unsigned char)200) < (a3))))))
#define E13 4294967295
#define E14 (~(((0xffffffffffffffff) < (a5))))
#define E15 ((((int)((unsigned)(sdiv((int)(-1), (int)(((a3) & (a2))))) + (unsigned)(((((a3) + (a2))) >> ((((a5) ? (-1u) : (a2))) & 31)))))) | (((unsigned long)(a4))))
#define E16 ((signed char)(((0xffffffffffffffff) & (a3))))
#define E17 a0
#define E18 __hadd(sdiv((int)(((int)(-(unsigned)(a5)))), (int)(smod((int)(a4), (int)(a3)))), ((long)((unsigned long)(((5l) | (a5))) * (unsigned long)(((a0) & (a2))))))
#define E19 ((smod((int)(-5), (int)(a3))) | (((a4) + (a4))))
#define E20 ((long)((unsigned long)(((int)((unsigned)(a2) << ((__funnelshift_rc(a5, 2147483648, a2)) & 31)))) * (unsigned long)(a1)))
#define E21 __funnelshift_l(((long)((unsigned long)(9223372036854775807) * (unsigned long)(__mulhi(((int)((unsigned)(7) - (unsigned)((unsigned short)65535))), a0)))), a5, ((a2) | (((int)((unsigned)((signed char)-128) * (unsigned)(((a3) ^ (a2))))))))
#define E22 ((((((unsigned char)(((a4) + (a2))))) | (smod((int)(__mul24(a4, a2)), (int)(((a5) - ('A'))))))) && (sdiv((long)(0x100000000), (long)(__byte_perm((((unsigned char)200) & ((unsigned short)65535)), smod((int)(a3), (int)(a4)), 5u)))))
#define E23 (~(((long)((unsigned long)(a3) + (unsigned long)(((long)((unsigned long)(__funnelshift_r(0200, 0xffffffff, a3)) * (unsigned long)(((long)((unsigned long)(a0) * (unsigned long)(a3)))))))))))

static const long h_a0[32] = {81048173321037l, 539211291l, -46664101750112l, -2l, 1l, 9223372036854775807l, -9223372036854775807l, -9223372036854775807l, 9223372036854775806l, -9223372036854775807l, -173470501756853l, (-9223372036854775807l - 1), 1041l, -9223372036854775807l, -1l, -1559089219l, -661216344374838335l, 62689869005508l, -9223372036854775807l, -2l, 9223372036854775806l, -9223372036854775807l, -2l, 9223372036854775807l, 33295368l, 22817440218300737l, -38469836l, 2489480426l, 9223372036854775806l, 0l, -1579551927l, 2l};
static const long h_a1[32] = {0l, 9223372036854775807l, 9223372036854775806l, -138443726378l, -9223372036854775807l, -2l, -1l, 1l, -2l, -33088l, 2456991048l, 1055145799l, -1l, 120353186343863l, -2l, 1976517411233043l, -269433l, 5l, 685648757l, -950625188l, -2l, -1l, -1133714587592375l, -306391149581594l, -2l, (-9223372036854775807l - 1), -42670539330952l, -121566l, 1l, -9223372036854775807l, 2070337l, (-9223372036854775807l - 1)};
static const unsigned char h_a2[32] = {11, 4, 1, 1, 15, 2, 24, 5, 255, 1, 25, 224, 254, 0, 254, 0, 15, 102, 255, 0, 1, 1, 109, 2, 4, 1, 36, 114, 255, 54, 1, 255};
static const unsigned char h_a3[32] = {2, 12, 0, 118, 254, 255, 0, 4, 2, 0, 27, 2, 1, 16, 0, 255, 23, 41, 1, 0, 0, 1, 25, 0, 26, 254, 17, 0, 254, 7, 1, 1};
static const signed char h_a4[32] = {-2, 2, -1, 18, 0, 127, 1, -127, -128, -33, -2, 0, -2, 126, -1, 0, -85, 0, 5, 0, -3, -1, -28, -2, 126, -107, -128, -105, 0, -46, 0, -14};
static const short h_a5[32] = {32766, -32767, -65, -66, -2, 5231, -2, 1, 32766, -1, -223, -32767, -1, 32767, -32768, -7, 956, 32766, 31505, 14, 0, 0, -32767, -2, -2, 1, -32767, -2929, -6, -32768, -1, -2};

__global__ void eval(const long *p_a0, const long *p_a1, const unsigned char *p_a2, const unsigned char *p_a3, const signed char *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    long a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    unsigned char a3 = p_a3[t];
    signed char a4 = p_a4[t];
    short a5 = p_a5[t];
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
    long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    short *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long a0 = h_a0[t];
        long a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        unsigned char a3 = h_a3[t];
        signed char a4 = h_a4[t];
        short a5 = h_a5[t];
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
