// Random integer expressions (tests/randprog/gen, kind int, seed 50496).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a5) <= (a4))) & (((int)((unsigned)(a4) * (unsigned)(a2)))))
#define E1 ((((a1) ? (a0) : (a5))) >> ((((7) & (a0))) & 31))
#define E2 ((unsigned)(a5))
#define E3 ((((bool)(((int)((unsigned)(a4) * (unsigned)('\0')))))) >> ((a5) & 31))
#define E4 ((unsigned char)((((signed char)-128) >> ((-1ll) & 31))))
#define E5 ((a1) + ((!(((int)((unsigned)(((100) || (a1))) * (unsigned)(a5)))))))
#define E6 (short)-3
#define E7 ((100) ^ (((a3) | (((((unsigned)(a4))) >> ((a3) & 31))))))
#define E8 (unsigned short)65535
#define E9 ((((int)(-(unsigned)(((((a1) ^ (a0))) ^ ((((signed char)-128) != (a1)))))))) >= (((smod((long)(sdiv((long)(5l), (long)(a0))), (long)(((a3) - (5u))))) ^ (sdiv((int)(((a1) ? (a2) : (a5))), (int)(a2))))))
#define E10 ((smod((int)(a4), (int)(a1))) != (((a1) & (((255) >> ((a3) & 31))))))
#define E11 ((((a4) ? (((((short)(a5))) >> (((!(a2))) & 31))) : ((+(((bool)(a5))))))) | ((((((+(true))) & ((~(a2))))) >> ((((int)((unsigned)(((int)((unsigned)(a5) << ((a1) & 31)))) - (unsigned)(sdiv((int)(a5), (int)(a4)))))) & 31))))
#define E12 ((((int)(((((a5) - (a0))) >> (((~(a3))) & 31))))) != 0 ? ((-(((a0) != 0 ? (((unsigned)(255))) / (a0) : (unsigned)(((unsigned)(255))))))) % (((int)(((((a5) - (a0))) >> (((~(a3))) & 31))))) : (unsigned)((-(((a0) != 0 ? (((unsigned)(255))) / (a0) : (unsigned)(((unsigned)(255))))))))
#define E13 ((a2) > (((((long)((unsigned long)((!(a2))) - (unsigned long)(((long)(a3)))))) >> ((((((a4) & (a2))) ? (sdiv((int)(a2), (int)(a2))) : (sdiv((int)(0), (int)(a0))))) & 63))))
#define E14 ((int)((unsigned)(31) - (unsigned)(((((a2) < (a2))) || (((int)(a2)))))))
#define E15 0x80000000
#define E16 __funnelshift_lc(((int)((unsigned)(((int)((unsigned)((!(a3))) - (unsigned)(smod((int)(a2), (int)(7)))))) + (unsigned)(((int)((unsigned)(((a0) > (a4))) - (unsigned)(((a5) >> ((3) & 31)))))))), ((long)((unsigned long)(sdiv((long)(((a1) * (0x80000000))), (long)(((long)((unsigned long)(a4) - (unsigned long)(5l)))))) + (unsigned long)(((int)((unsigned)(((int)((unsigned)(2) << ((-1u) & 31)))) * (unsigned)(sdiv((int)(a3), (int)(a1)))))))), (+(a4)))
#define E17 ((int)((unsigned)(smod((int)(a0), (int)(a1))) * (unsigned)(((unsigned short)(a2)))))
#define E18 ((unsigned)(a3))
#define E19 5u
#define E20 __funnelshift_l(((((long)((unsigned long)(((long)((signed char)-128))) * (unsigned long)(__ffsll(a3))))) == (((((int)((unsigned)(a2) * (unsigned)(31)))) == (9223372036854775807)))), ((a2) - (__umul24(a3, ((signed char)(a1))))), 100)
#define E21 sdiv((int)(((int)(-(unsigned)(((((char)(a0))) || (((unsigned long)(a5)))))))), (int)(__mul24(((sdiv((int)(a3), (int)(a3))) ^ (((long)((unsigned long)(a0) - (unsigned long)(2147483648))))), a2)))
#define E22 ((long)((unsigned long)(((a5) ? (a1) : (5l))) << ((__rhadd(a4, 1)) & 63)))
#define E23 __rhadd(((((((int)((unsigned)(3) + (unsigned)(a5)))) == (((long)(a3))))) == ((!(a3)))), ((((((a5) - (a5))) ? (a5) : (((int)((unsigned)(a3) + (unsigned)(a1)))))) & (((((a1) & (2147483648))) != (((int)((unsigned)(a1) * (unsigned)(a1))))))))

static const char h_a0[32] = {1, 57, -127, 8, -1, 1, -128, 126, -1, 2, -20, -2, 126, 1, 1, 0, -128, 2, 127, 25, -127, -86, 1, -1, 9, -2, -2, 127, 0, -128, -1, 69};
static const char h_a1[32] = {6, 90, 126, 28, 1, 2, 0, 3, 127, -127, -4, -128, -40, -128, 101, -128, 0, 127, 127, -128, -1, -2, -2, -8, -2, 127, 2, -1, -1, 3, 126, 85};
static const unsigned short h_a2[32] = {65534, 0, 254, 14, 65534, 2, 1, 6299, 1, 1, 1, 1910, 21, 0, 39, 26, 217, 324, 1, 7206, 1702, 6, 0, 65534, 22458, 60, 18978, 0, 0, 65535, 1, 11};
static const int h_a3[32] = {1, 2147483647, 31150059, 2, 21, -1, -2147483647, -13538, -1423361207, 2147483647, (-2147483647 - 1), (-2147483647 - 1), 181250093, -2147483647, 0, 2147483646, 2147483646, -27110598, -161, -1, 12, -2, 1, -412642630, 2147483646, -665404848, -2147483647, 2, -2147483647, -56099890, 15365138, 1};
static const unsigned char h_a4[32] = {5, 2, 6, 10, 255, 52, 1, 1, 255, 254, 3, 1, 0, 2, 85, 1, 34, 21, 2, 0, 95, 32, 2, 254, 85, 0, 118, 0, 70, 0, 255, 0};
static const char h_a5[32] = {1, 120, -3, 3, -76, -19, -127, -10, -2, -2, 1, -1, -3, -127, 2, -128, -1, -2, 126, 127, 22, -29, -128, 45, 1, 2, 2, 127, -5, -13, 45, -94};

__global__ void eval(const char *p_a0, const char *p_a1, const unsigned short *p_a2, const int *p_a3, const unsigned char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    int a3 = p_a3[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
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
        char a0 = h_a0[t];
        char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        int a3 = h_a3[t];
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
