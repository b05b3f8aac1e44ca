// Random integer expressions (tests/randprog/gen, kind int, seed 1005).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((((int)((unsigned)(a2) - (unsigned)(2)))) >> ((sdiv((int)(a2), (int)(a2))) & 31))) <= (a4))) * (((a4) * (((((a1) != 0 ? (5ul) / (a1) : (unsigned long)(5ul))) ^ ((short)-3))))))
#define E1 a1
#define E2 ((int)((unsigned)(smod((int)(a4), (int)(a4))) * (unsigned)(a4)))
#define E3 (~(2))
#define E4 ((smod((int)(0x7fffffff), (int)(a4))) >= (((1) >> ((-5) & 31))))
#define E5 ((int)((unsigned)(a1) * (unsigned)(a1)))
#define E6 ((int)((unsigned)(a1) << ((((((a3) != 0 ? (a3) % (a3) : (unsigned)(a3))) << ((2147483648) & 31))) & 31)))
#define E7 a1
#define E8 ((((signed char)(((short)(((7) < (a0))))))) != 0 ? ((~(((((-1u) != 0 ? (0x7fffffff) / (-1u) : (unsigned)(0x7fffffff))) != 0 ? (((a1) | (a0))) / (((-1u) != 0 ? (0x7fffffff) / (-1u) : (unsigned)(0x7fffffff))) : (unsigned)(((a1) | (a0))))))) % (((signed char)(((short)(((7) < (a0))))))) : (unsigned)((~(((((-1u) != 0 ? (0x7fffffff) / (-1u) : (unsigned)(0x7fffffff))) != 0 ? (((a1) | (a0))) / (((-1u) != 0 ? (0x7fffffff) / (-1u) : (unsigned)(0x7fffffff))) : (unsigned)(((a1) | (a0))))))))
#define E9 ((int)((unsigned)(((a5) ? (true) : (a4))) * (unsigned)((((short)-3) >> ((a1) & 31)))))
#define E10 ((5u) || (a2))
#define E11 ((((int)((+(a1))))) ? ((-(((a0) & (5ull))))) : (((bool)(((long)((unsigned long)(a0) + (unsigned long)(9223372036854775807)))))))
#define E12 (short)-3
#define E13 ((long)((unsigned long)(smod((long)(4294967295), (long)(a5))) - (unsigned long)(2)))
#define E14 smod((long)(0xffffffff), (long)(((long)((unsigned long)(100) - (unsigned long)(((a0) | (4294967295)))))))
#define E15 ((100) >> ((((((((0x80000000) != 0 ? (a2) / (0x80000000) : (unsigned)(a2))) - (a2))) ^ (((((32) >> ((7) & 31))) > (((int)(a0))))))) & 31))
#define E16 ((((bool)(((a3) >> ((5ul) & 31))))) ^ ((('\xff') - (((-1u) + (a0))))))
#define E17 ((__rhadd(a0, a2)) > (((sdiv((int)(a1), (int)(a4))) <= (__uhadd(a5, 'A')))))
#define E18 31
#define E19 (((+(((((unsigned long long)(3))) - ((~(a1))))))) - (((int)(-(unsigned)(a4)))))
#define E20 __usad(((unsigned char)(((a3) << ((2) & 31)))), ((int)((unsigned)(((int)((unsigned)(a4) - (unsigned)(2147483647)))) << ((((a3) ? (a0) : (a5))) & 31))), ((a2) * ((~(a3)))))
#define E21 __umul24(((int)((unsigned)(a2) << ((a2) & 31))), ((a1) - (5ul)))
#define E22 a2
#define E23 __popc((+(((a0) ? (a1) : (-1ll)))))

static const unsigned short h_a0[32] = {678, 39374, 12753, 1, 1, 2, 0, 0, 1, 5, 1, 1, 9, 0, 0, 65535, 0, 0, 24, 0, 0, 1, 1, 28463, 65535, 6, 1, 15725, 0, 1, 1, 1087};
static const unsigned short h_a1[32] = {31, 1, 23, 0, 163, 65535, 65535, 383, 5, 8430, 65535, 65534, 2, 65534, 1, 65535, 19, 0, 65535, 1, 6172, 30, 183, 2, 2, 5, 7595, 17, 0, 30015, 1, 0};
static const char h_a2[32] = {-1, 127, 0, 1, -74, 2, -45, 126, 110, 126, 1, 127, -1, -104, -112, 2, 1, 126, -42, 0, 2, 64, 9, 69, -1, -1, 19, 126, 0, -128, -2, -10};
static const unsigned h_a3[32] = {255107u, 0u, 1006959u, 4u, 405231664u, 48u, 4294967294u, 4294967295u, 10462769u, 2u, 0u, 20744u, 30386147u, 176892071u, 0u, 2u, 1u, 4294967294u, 13317833u, 110714055u, 487u, 313u, 4294967295u, 27683u, 28u, 4294967295u, 9u, 2654u, 1u, 4294967295u, 0u, 15459u};
static const char h_a4[32] = {126, -2, 126, -14, 2, 2, -1, -3, 0, -1, 36, 2, 1, -8, -83, 127, 1, -2, -1, -2, -5, 40, -2, 0, 2, -2, -1, 1, -127, 1, 127, -1};
static const unsigned h_a5[32] = {0u, 10394156u, 1u, 4294967295u, 134316691u, 24u, 1u, 239569u, 4294967294u, 1u, 4u, 110583490u, 2u, 1u, 0u, 12u, 1u, 0u, 0u, 23366709u, 133u, 7u, 2u, 185711u, 0u, 0u, 0u, 0u, 1u, 2u, 4919u, 1u};

__global__ void eval(const unsigned short *p_a0, const unsigned short *p_a1, const char *p_a2, const unsigned *p_a3, const char *p_a4, const unsigned *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    char a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    char a4 = p_a4[t];
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
    unsigned short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
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
        unsigned short a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        char a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        char a4 = h_a4[t];
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
