// Random integer expressions (tests/randprog/gen, kind int, seed 1020).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)(-(unsigned)(((a1) != (3)))))
#define E1 ((0x7fffffff) ^ (a0))
#define E2 ((long)((unsigned long)(sdiv((long)(a1), (long)(((((long)((unsigned long)(0x100000000) + (unsigned long)(a2)))) | (((a2) >> ((7) & 31))))))) << (('\xff') & 63)))
#define E3 a2
#define E4 ((int)((unsigned)(((int)((unsigned)(a0) << ((a4) & 31)))) * (unsigned)(a5)))
#define E5 ((int)(((((int)(-(unsigned)(a1)))) >= (((((a1) >> ((a5) & 31))) || ((!(-5))))))))
#define E6 ((int)((unsigned)(((((int)((unsigned)(a3) * (unsigned)((signed char)-128)))) >= (((a5) ^ (a2))))) << ((((((5ull) | (a5))) != 0 ? (smod((int)(a2), (int)((short)-3))) % (((5ull) | (a5))) : (unsigned long long)(smod((int)(a2), (int)((short)-3))))) & 31)))
#define E7 ((100) + (((((((a4) * ((unsigned short)65535))) + (a1))) >> ((((unsigned short)(((long)(a1))))) & 63))))
#define E8 ((unsigned)(((int)((unsigned)(a0) << ((a1) & 31)))))
#define E9 1
#define E10 ((char)(false))
#define E11 ((((unsigned char)(((a3) || (a1))))) ? ((+(((a4) < ((short)-3))))) : (((((100) >> ((0x80000000) & 31))) | (((a2) != 0 ? (a4) % (a2) : (unsigned long)(a4))))))
#define E12 smod((long long)(a1), (long long)(((long long)((unsigned long long)(((long long)(-(unsigned long long)(((long long)((unsigned long long)(0x80000000) * (unsigned long long)(5ll))))))) + (unsigned long long)(((unsigned short)((!(1)))))))))
#define E13 a2
#define E14 a3
#define E15 ((((unsigned long long)(((((int)((unsigned)(a2) + (unsigned)(0x7fffffff)))) ? (((int)((unsigned)(a2) << ((100) & 31)))) : (a2))))) || (a3))
#define E16 __umulhi((!(a4)), __umul64hi(a4, a1))
#define E17 ((int)(((((((a2) & (a2))) * (((a2) - (a4))))) * (__urhadd(((-1) != 0 ? (a4) / (-1) : (unsigned long)(a4)), (((signed char)-128) - (5u)))))))
#define E18 max((unsigned long long)(((a1) & (a4))), (long long)(((int)((unsigned)(a0) + (unsigned)(0)))))
#define E19 __funnelshift_l(((int)((unsigned)(a5) * (unsigned)(a0))), ((a0) | ((unsigned short)65535)), __umul64hi(a2, a5))
#define E20 ((((5ull) << ((((-1ll) ? (((a5) + (a2))) : (__sad(a0, (short)-3, -5)))) & 63))) - (((((int)((unsigned)(((a2) | ('\xff'))) - (unsigned)(((int)((unsigned)(a3) - (unsigned)(31))))))) & (((long)((unsigned long)(((long)((unsigned long)(9223372036854775807) + (unsigned long)(a0)))) - (unsigned long)(smod((int)(a5), (int)(a1)))))))))
#define E21 (((~(((-1) | (a2))))) == (a3))
#define E22 ((((((0x100000000) ? (a4) : (true))) & (((a5) & (a3))))) <= (a4))
#define E23 ((((((((a5) ? ((signed char)-128) : (a0))) | (((long)(a3))))) + (((((5ull) << ((a3) & 63))) != 0 ? (smod((int)((signed char)-128), (int)(a0))) / (((5ull) << ((a3) & 63))) : (unsigned long long)(smod((int)((signed char)-128), (int)(a0))))))) >> ((((int)((unsigned)(((((int)(-(unsigned)((signed char)-128)))) >> ((((a0) - (true))) & 31))) - (unsigned)(sdiv((int)(a1), (int)(__ffsll(a3))))))) & 63))

static const unsigned short h_a0[32] = {1, 1, 2, 1, 65535, 65534, 214, 65534, 65535, 0, 2, 65535, 882, 65534, 31979, 37, 0, 68, 1597, 975, 7, 139, 1321, 17, 65534, 1, 4, 20290, 0, 1, 5680, 0};
static const unsigned char h_a1[32] = {2, 0, 1, 0, 16, 5, 0, 1, 6, 0, 30, 255, 1, 1, 1, 2, 0, 255, 108, 255, 5, 254, 254, 0, 3, 1, 3, 123, 112, 2, 1, 59};
static const unsigned short h_a2[32] = {2, 2, 16, 3970, 114, 0, 0, 11, 0, 59631, 749, 78, 65535, 65535, 11, 118, 0, 5, 1, 15253, 0, 25, 7, 0, 19, 0, 647, 65535, 2, 0, 2, 65534};
static const unsigned short h_a3[32] = {1, 2, 0, 49, 5, 3, 335, 9534, 4, 65534, 65535, 299, 33, 0, 418, 7, 0, 1, 65535, 65534, 58, 65535, 30, 180, 0, 3, 0, 0, 110, 65535, 5, 1218};
static const unsigned long h_a4[32] = {0ul, 18446744073709551614ul, 930705622436380493ul, 21047ul, 0ul, 1060897967216994ul, 9351003572977348ul, 2ul, 4443517340363370ul, 3722904496768542528ul, 1ul, 313963098795050814ul, 44ul, 0ul, 498439004ul, 867ul, 215625ul, 18446744073709551614ul, 1ul, 18446744073709551614ul, 1453271ul, 1ul, 3814720ul, 1ul, 18446744073709551615ul, 6314338167ul, 12345ul, 10718659980577842ul, 17103836815930710ul, 1739829ul, 1ul, 2ul};
static const unsigned short h_a5[32] = {31878, 63912, 1, 0, 6, 2, 8, 65534, 462, 6190, 1, 65535, 1559, 0, 40937, 96, 65534, 2, 2, 1, 0, 0, 4, 2968, 0, 10677, 1329, 26, 1, 4, 65535, 1013};

__global__ void eval(const unsigned short *p_a0, const unsigned char *p_a1, const unsigned short *p_a2, const unsigned short *p_a3, const unsigned long *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    unsigned short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        unsigned short a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
