// Random integer expressions (tests/randprog/gen, kind int, seed 50093).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((sdiv((int)(a0), (int)(a4))) ^ (((unsigned short)('\xff'))))
#define E1 ((long long)((unsigned long long)(31) + (unsigned long long)(((a5) | (((long long)(a1)))))))
#define E2 255
#define E3 (+(((int)((unsigned)(((int)((unsigned)(a4) << ((0xffffffffffffffff) & 31)))) << ((((a1) >> ((a4) & 63))) & 31)))))
#define E4 smod((int)(2), (int)(a2))
#define E5 ((int)((unsigned)(((int)((unsigned)(a4) << ((100) & 31)))) << ((0xffffffff) & 31)))
#define E6 ((((unsigned)(((a5) - (a0))))) | (((((a1) > (a1))) + (((a1) <= (a1))))))
#define E7 (~(((char)((((-(5u))) * (a1))))))
#define E8 a1
#define E9 (+(((a5) + (a1))))
#define E10 ((a2) ? (((a0) != (a0))) : (((a5) || (a4))))
#define E11 (unsigned short)65535
#define E12 ((((a1) ? (((smod((int)(a2), (int)(a0))) && (((a1) != 0 ? (a1) / (a1) : (unsigned long long)(a1))))) : (((((signed char)(-1u))) >> ((((0) || (31))) & 31))))) >> ((255) & 31))
#define E13 ((((a1) - (((((a5) ? (a4) : (a2))) >> ((((a4) == (1))) & 31))))) * (((int)((unsigned)(-5) * (unsigned)(((int)((unsigned)(((int)(-(unsigned)(a0)))) - (unsigned)(((2147483648) < (a0))))))))))
#define E14 ((a2) >> ((((a4) + (a1))) & 31))
#define E15 (!(((((unsigned long long)(((int)((unsigned)(100) - (unsigned)(0200)))))) != 0 ? (__umulhi(a1, ((a3) * (a1)))) % (((unsigned long long)(((int)((unsigned)(100) - (unsigned)(0200)))))) : (unsigned long long)(__umulhi(a1, ((a3) * (a1)))))))
#define E16 max((int)(((a4) | (a3))), (unsigned)((('\xff') + (a2))))
#define E17 ((((a5) << ((a4) & 31))) == (((a5) != 0 ? (100) % (a5) : (unsigned)(100))))
#define E18 ((int)(((a4) != (a0))))
#define E19 ((signed char)(((((a3) ^ ('\xff'))) ^ (3))))
#define E20 ((((((((a3) == (a4))) - (a2))) * ((((('A') >> ((a3) & 31))) ? (sdiv((int)(a2), (int)(a3))) : (((a5) - (0200))))))) | (((a2) ? (((((a2) != (2147483648))) & (((int)((unsigned)(a3) << ((0xffffffffffffffff) & 31)))))) : (((((0x7fffffff) + (a5))) + (a3))))))
#define E21 ((((a0) - (((__brev(-5)) != (((a5) * (a4))))))) - (((((a5) * (__uhadd(a5, a3)))) * (__popc(((unsigned long long)(a3)))))))
#define E22 ((((((((a2) ^ (a4))) + ((+(a1))))) >> (((+(((signed char)(a2))))) & 63))) * ('A'))
#define E23 0

static const short h_a0[32] = {-1, 1, -32767, -20, -1, 7861, -7, 635, 32766, -32768, 2, 2, -32768, 194, -3935, 32766, 32767, 0, 126, 1, 32767, -32767, 0, -1, 13, 32766, 0, 32766, -1, -5, -53, 748};
static const unsigned long long h_a1[32] = {1ull, 15049931329470ull, 0ull, 297013547602590ull, 18446744073709551614ull, 18446744073709551615ull, 2ull, 1268ull, 2710993443ull, 18446744073709551614ull, 126926511912207909ull, 2ull, 1ull, 1563002594ull, 18446744073709551615ull, 0ull, 0ull, 79214788052044583ull, 0ull, 49513359918985675ull, 6416ull, 1616431ull, 215648412701ull, 3291794968595204565ull, 295305190699832090ull, 18446744073709551615ull, 18446744073709551614ull, 0ull, 7847672368849ull, 36008760ull, 2ull, 0ull};
static const short h_a2[32] = {32766, -4, 32766, 57, -32768, 2055, -4277, -32768, -32767, 0, 63, 0, 2, 2, -1, 25, 32766, 1, -4, -293, -2, 2, 3559, 32766, 32767, 32766, -246, 2913, -1, 32767, 1, -2};
static const char h_a3[32] = {15, -14, -56, 13, -2, 33, -2, 126, -128, 1, 1, -127, 1, 126, -2, -1, 2, -128, 26, 0, 0, -128, 127, -28, -105, 18, 126, -1, 0, 0, -2, 1};
static const unsigned char h_a4[32] = {15, 0, 16, 14, 0, 0, 1, 93, 0, 10, 0, 110, 0, 2, 26, 254, 255, 254, 0, 10, 0, 34, 0, 2, 1, 0, 1, 16, 60, 87, 41, 3};
static const unsigned h_a5[32] = {71229u, 0u, 1069u, 1u, 20u, 0u, 4294967294u, 1u, 4294967294u, 196159u, 439587u, 0u, 0u, 4294967295u, 185u, 2u, 3435u, 3712u, 0u, 2u, 10163u, 31u, 1u, 4294967295u, 278u, 1u, 0u, 4294967294u, 887865u, 15220u, 3260u, 1u};

__global__ void eval(const short *p_a0, const unsigned long long *p_a1, const short *p_a2, const char *p_a3, const unsigned char *p_a4, const unsigned *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    short a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
    unsigned a5 = p_a5[t];
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
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        short a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        short a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
        unsigned a5 = h_a5[t];
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
