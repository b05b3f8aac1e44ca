// Random integer expressions (tests/randprog/gen, kind int, seed 1113813).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a4
#define E1 ((7) ? (smod((int)(((short)(4294967295))), (int)(((int)((unsigned)(((a3) || (a5))) + (unsigned)(((int)((unsigned)(a0) * (unsigned)(a1))))))))) : (((int)((unsigned)(a3) + (unsigned)(((((a2) >> ((a4) & 31))) | (sdiv((int)(a0), (int)(a3)))))))))
#define E2 ((((((a1) >= (a1))) ? ((~(a3))) : (((a0) > (a2))))) > (((((a3) ? (a4) : (0xffffffff))) >> (((((unsigned short)65535) - (a5))) & 63))))
#define E3 ((((signed char)(((a0) & (5ull))))) >> (((+(a0))) & 31))
#define E4 a3
#define E5 smod((int)(((a2) || (((((a3) || (a4))) > (((a2) | (a0))))))), (int)(((((((5ll) && (a3))) ? (((int)((unsigned)(1) << ((a1) & 31)))) : (a2))) | (a3))))
#define E6 a0
#define E7 ((int)((unsigned)(a2) * (unsigned)(a2)))
#define E8 ((((int)((unsigned)(((-1u) <= (a0))) - (unsigned)((~(32)))))) * (((((a3) - (a0))) != 0 ? (((0xffffffffffffffff) & (4294967295))) / (((a3) - (a0))) : (unsigned long)(((0xffffffffffffffff) & (4294967295))))))
#define E9 5l
#define E10 ((((int)((unsigned)(a3) + (unsigned)(((int)(-(unsigned)(((int)((unsigned)(a1) * (unsigned)(a5)))))))))) * (((((((-1u) | (a1))) << (((('\0') ^ (a5))) & 31))) - (((short)(2147483648))))))
#define E11 9223372036854775807
#define E12 ((int)((unsigned)((+(false))) << ((((a3) ? (a1) : (a0))) & 31)))
#define E13 ((int)((unsigned)(a3) << ((smod((int)(((((0x80000000) ? (a3) : (a3))) ^ (((int)((unsigned)(a5) * (unsigned)(a2)))))), (int)(a5))) & 31)))
#define E14 (((!(((unsigned char)(a2))))) + (((a3) ? ((~((unsigned short)65535))) : (__byte_perm(a2, 0xffffffffffffffff, a1)))))
#define E15 ((a0) || (((((unsigned)((signed char)-128))) <= (((31) || (a1))))))
#define E16 ((int)((unsigned)(((((int)(a1))) ? (a0) : (smod((int)(a3), (int)(a3))))) + (unsigned)(__mulhi(((int)((unsigned)(a2) - (unsigned)(0200))), ((a3) || (a2))))))
#define E17 2
#define E18 __funnelshift_l(((a1) || (3)), ((a3) - (a0)), ((-1ll) ? (a3) : ('\xff')))
#define E19 (!(((long long)((unsigned long long)((!(0xffffffffffffffff))) * (unsigned long long)(__mul64hi(a5, a1))))))
#define E20 ((5ll) ? (((a1) != 0 ? (a4) / (a1) : (unsigned long long)(a4))) : (smod((int)(a5), (int)(a5))))
#define E21 ((((a2) ? (a4) : (2147483648))) || (((a3) ? (100) : (a3))))
#define E22 ((((__rhadd(0x7fffffff, 3)) != 0 ? ((('A') ? (a4) : (2147483648))) % (__rhadd(0x7fffffff, 3)) : (unsigned long long)((('A') ? (a4) : (2147483648))))) != 0 ? (((((a0) ? (a4) : (a0))) + (((5ull) && (3))))) % (((__rhadd(0x7fffffff, 3)) != 0 ? ((('A') ? (a4) : (2147483648))) % (__rhadd(0x7fffffff, 3)) : (unsigned long long)((('A') ? (a4) : (2147483648))))) : (unsigned long long)(((((a0) ? (a4) : (a0))) + (((5ull) && (3))))))
#define E23 (~(__funnelshift_l(((char)(((long)(a2)))), ((((int)(-(unsigned)(a3)))) >> ((a4) & 31)), ((bool)((short)-3)))))

static const unsigned char h_a0[32] = {254, 0, 0, 7, 31, 0, 31, 114, 255, 1, 2, 0, 254, 1, 1, 0, 0, 33, 7, 7, 3, 3, 0, 1, 3, 4, 151, 254, 0, 255, 12, 9};
static const unsigned char h_a1[32] = {197, 107, 4, 1, 2, 0, 1, 0, 254, 254, 2, 2, 2, 2, 9, 0, 0, 1, 2, 47, 46, 2, 28, 254, 0, 2, 255, 254, 1, 47, 26, 255};
static const signed char h_a2[32] = {-3, 127, 0, -1, 13, 127, 126, -107, 47, 1, 68, 1, 1, -9, 0, 127, -2, 90, -4, -2, 127, -1, 3, 126, -128, 127, 0, 0, -2, 0, 7, 22};
static const char h_a3[32] = {-128, 0, -1, 79, -1, 2, 11, 5, -71, 1, -19, -12, 2, 2, -1, 2, -76, -128, -1, -127, -92, 1, -2, 0, 126, -13, 31, 29, 1, 24, 2, -1};
static const unsigned long long h_a4[32] = {0ull, 110818946ull, 1ull, 18446744073709551614ull, 110006162159ull, 18446744073709551614ull, 18446744073709551615ull, 18446744073709551615ull, 100103ull, 111723815423ull, 1ull, 0ull, 39144ull, 1295017769ull, 2ull, 0ull, 424050ull, 0ull, 1ull, 356075371351593ull, 18446744073709551615ull, 2ull, 1ull, 1ull, 58362605ull, 2ull, 0ull, 1485279498ull, 18446744073709551615ull, 1ull, 13653776756ull, 82962067ull};
static const unsigned short h_a5[32] = {2, 1, 65535, 1615, 0, 65535, 7435, 952, 65535, 13, 1, 1, 2, 7, 18003, 1, 0, 65535, 0, 1, 65535, 49, 60856, 28, 5529, 25725, 65535, 65534, 14367, 0, 2, 249};

__global__ void eval(const unsigned char *p_a0, const unsigned char *p_a1, const signed char *p_a2, const char *p_a3, const unsigned long long *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    signed char a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
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
        unsigned char a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        signed char a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
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
