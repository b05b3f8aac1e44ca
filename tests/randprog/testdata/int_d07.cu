// Random integer expressions (tests/randprog/gen, kind int, seed 50217).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((smod((int)(a3), (int)(((a3) == (a3))))) | (((int)(-(unsigned)(((int)((unsigned)(0200) << ((a4) & 31))))))))
#define E1 ((((((a1) ? (a4) : (a5))) >> ((((a1) + (a3))) & 31))) * (((((2147483647) - (a4))) ^ ((+(a4))))))
#define E2 ((signed char)(((long)((unsigned long)(0x100000000) + (unsigned long)(a4)))))
#define E3 a2
#define E4 ((int)(((a0) + (a3))))
#define E5 a1
#define E6 ((-5) | (sdiv((long)(((long)(((5ul) ^ (7))))), (long)(((unsigned char)(((unsigned)(a4))))))))
#define E7 ((a0) | (((((((a2) & (0xffffffffffffffff))) || (((-1) <= (a4))))) ^ (a1))))
#define E8 a5
#define E9 ((((int)((unsigned)(a2) * (unsigned)(a5)))) != 0 ? ((((short)-3) * (a4))) / (((int)((unsigned)(a2) * (unsigned)(a5)))) : (unsigned)((((short)-3) * (a4))))
#define E10 ((((a2) == (((int)((unsigned)(((a3) >> ((a4) & 31))) + (unsigned)(((a5) != (a2)))))))) & ((~(((a4) << ((((0xffffffffffffffff) >> ((a1) & 63))) & 31))))))
#define E11 ((((a2) == (a5))) * ((~(-1u))))
#define E12 ((a5) ? (((unsigned long)(a2))) : (((a3) && (((int)((unsigned)(a2) * (unsigned)(a2)))))))
#define E13 ((((int)((unsigned)(a0) - (unsigned)(32)))) ^ (100))
#define E14 ((int)((unsigned)(((((int)((unsigned)(false) * (unsigned)(a1)))) >> ((0x100000000) & 31))) << ((0200) & 31)))
#define E15 (~(((long)((unsigned long)(((long)((unsigned long)(9223372036854775807) << ((a5) & 63)))) - (unsigned long)(((a4) != 0 ? (a0) % (a4) : (unsigned)(a0)))))))
#define E16 (((-(((a4) - (a5))))) << ((((((a5) || (a1))) == (a4))) & 31))
#define E17 (('\xff') - (__brevll(a3)))
#define E18 smod((long)(((int)((unsigned)(a3) * (unsigned)(a3)))), (long)(((long)(5u))))
#define E19 ((((((a4) + (a1))) * (2))) != 0 ? ((((~(a1))) ^ (((bool)(a1))))) / (((((a4) + (a1))) * (2))) : (unsigned)((((~(a1))) ^ (((bool)(a1))))))
#define E20 ((((unsigned long long)(((a2) < (5u))))) != (__rhadd((+((signed char)-128)), ((a5) ^ (a1)))))
#define E21 (!(((0xffffffffffffffff) + (a2))))
#define E22 __brevll(((((((a0) | (a5))) ? (__umul24(5l, a1)) : (__ffs(a1)))) != 0 ? (a1) % (((((a0) | (a5))) ? (__umul24(5l, a1)) : (__ffs(a1)))) : (unsigned)(a1)))
#define E23 (((-(((a1) * ((~(a4))))))) ? (((unsigned long long)(((signed char)((~(a3))))))) : (((__mulhi(((long)((unsigned long)(0x100000000) << ((-1ll) & 63))), ((int)(1)))) ? (((signed char)(((a3) + (a3))))) : (__sad(__byte_perm(a0, a3, a4), ((int)((unsigned)(false) << ((a4) & 31))), ((long)((unsigned long)(0x100000000) * (unsigned long)(a2))))))))

static const char h_a0[32] = {1, -6, 0, 3, 0, 104, 1, 0, -1, -56, -74, 1, 0, 75, 1, 127, 2, -127, 126, 25, 1, 7, 2, 1, -52, 1, 2, -15, -76, 126, 0, 2};
static const unsigned char h_a1[32] = {7, 7, 2, 4, 2, 255, 0, 0, 1, 0, 0, 1, 2, 1, 1, 1, 12, 255, 254, 5, 1, 2, 26, 1, 0, 1, 1, 0, 255, 255, 1, 81};
static const unsigned char h_a2[32] = {13, 0, 0, 1, 4, 0, 1, 1, 14, 2, 5, 255, 255, 1, 0, 1, 12, 1, 0, 1, 0, 254, 108, 14, 1, 0, 2, 2, 58, 1, 83, 12};
static const unsigned short h_a3[32] = {1, 65535, 1, 0, 1, 2, 1, 65535, 2, 0, 0, 5, 103, 248, 65534, 1, 1, 102, 6774, 0, 2, 65534, 2, 65534, 0, 1, 1, 2, 1, 0, 14, 65535};
static const unsigned h_a4[32] = {843u, 100u, 44u, 4294967295u, 283210u, 1911952547u, 1071876243u, 0u, 1u, 1u, 1u, 1u, 4294967294u, 0u, 4294967294u, 0u, 2u, 1u, 124675u, 1u, 27305u, 8969u, 365u, 591897415u, 14626u, 634u, 0u, 0u, 4294967294u, 2u, 1u, 26u};
static const signed char h_a5[32] = {-6, 25, 5, -1, 20, -1, 0, -127, -1, -128, 2, 60, 2, -1, -1, 126, -127, 2, 0, 127, -110, 2, -41, -1, 127, -3, -128, -7, 0, -1, -2, 0};

__global__ void eval(const char *p_a0, const unsigned char *p_a1, const unsigned char *p_a2, const unsigned short *p_a3, const unsigned *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    unsigned a4 = p_a4[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
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
        char a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        unsigned a4 = h_a4[t];
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
