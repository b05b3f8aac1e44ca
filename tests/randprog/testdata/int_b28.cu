// Random integer expressions (tests/randprog/gen, kind int, seed 1121732).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 'A'
#define E1 ((int)((unsigned)(((int)((unsigned)(((bool)(0x7fffffff))) + (unsigned)(((a2) ^ (a4)))))) + (unsigned)(((int)((unsigned)(((int)((unsigned)(a0) * (unsigned)(a0)))) - (unsigned)(((int)((unsigned)('\0') + (unsigned)(2147483647)))))))))
#define E2 ((unsigned char)(a4))
#define E3 ((int)((unsigned)(((((unsigned char)(a3))) <= (((int)((unsigned)(false) << ((a1) & 31)))))) + (unsigned)((~(a3)))))
#define E4 sdiv((int)(((((sdiv((int)(a4), (int)(a1))) < (5l))) & (((((int)((unsigned)(a3) + (unsigned)(2)))) >> ((((long)((unsigned long)(0x100000000) - (unsigned long)((signed char)-128)))) & 31))))), (int)(a0))
#define E5 a3
#define E6 a5
#define E7 a0
#define E8 a1
#define E9 ((a3) + (((((long long)((unsigned long long)(((a0) ^ (a5))) - (unsigned long long)(((long long)(a2)))))) || (((int)(((a3) | (a0))))))))
#define E10 ((((long long)((unsigned long long)(((long long)((unsigned long long)(-1ll) << ((((unsigned long long)(a2))) & 63)))) << ((smod((int)(((a5) - (a5))), (int)(((a3) + (a0))))) & 63)))) >> ((a1) & 63))
#define E11 ((int)((unsigned)(((sdiv((int)(((a4) | (a2))), (int)(((unsigned short)(a0))))) < ((~(((0x80000000) >> ((a1) & 31))))))) - (unsigned)(smod((int)(((int)((unsigned)(((int)((unsigned)(255) + (unsigned)(0)))) - (unsigned)(((int)((unsigned)(a1) << ((a0) & 31))))))), (int)(((int)((unsigned)(((a5) >= (a5))) + (unsigned)(((int)((unsigned)(32) + (unsigned)(a5)))))))))))
#define E12 ((((unsigned char)(a0))) >= (((2147483648) != (a2))))
#define E13 ((((a3) | (a0))) >> (((+(a0))) & 31))
#define E14 __funnelshift_lc(((bool)(a1)), __umulhi(1, (signed char)-128), a2)
#define E15 ((long)((unsigned long)(((long)((unsigned long)(5l) - (unsigned long)(-1u)))) << ((((a4) ? (a1) : (2147483648))) & 63)))
#define E16 __usad(a4, ((((unsigned long)(a2))) ? (((long)((unsigned long)(a4) - (unsigned long)(2147483648)))) : (__usad(a3, 2, a0))), ((((a0) >> ((a2) & 31))) || (a3)))
#define E17 smod((int)(((((a4) >> (((unsigned char)200) & 31))) <= (smod((long)(0x100000000), (long)(a1))))), (int)(a2))
#define E18 ((__umulhi(false, a3)) << ((((5ull) < (a2))) & 31))
#define E19 __sad((!(((a5) >> ((7) & 31)))), (+(((a3) == (a3)))), ((max((int)(a2), (unsigned)(a5))) * (((unsigned char)(a2)))))
#define E20 a2
#define E21 ((int)(-(unsigned)(((a4) <= (a2)))))
#define E22 __funnelshift_l(sdiv((long)(sdiv((int)((('\0') ^ (a4))), (int)(a4))), (long)(5l)), __usad((~(__hadd(a0, a2))), ((((int)((unsigned)(a4) * (unsigned)((unsigned char)200)))) & (__umul64hi(a1, 100))), ((((a3) & (a4))) ^ (((a3) ^ (a0))))), a5)
#define E23 31

static const signed char h_a0[32] = {-1, 1, -128, -2, 0, -11, 0, 1, -2, 127, -1, -1, -128, -89, 127, 3, -6, 1, -127, 1, 2, -1, 27, 2, 0, 35, 24, -127, 2, 126, -128, -128};
static const unsigned short h_a1[32] = {65535, 65534, 2, 65534, 45, 65535, 1, 0, 0, 203, 65534, 5, 1, 4957, 0, 1, 6987, 1605, 1, 65534, 65534, 1, 65534, 0, 65534, 139, 1, 6394, 0, 2, 335, 10};
static const unsigned short h_a2[32] = {1, 51, 353, 65535, 2, 982, 1, 2, 0, 1, 1, 1, 663, 18, 2, 6, 1, 42, 1, 397, 48792, 4, 1290, 0, 1, 0, 1, 1713, 2, 7004, 1, 1};
static const signed char h_a3[32] = {1, 1, 56, -97, -128, 1, -4, 127, 3, -1, 1, -1, -2, 1, 0, -127, 79, 43, 0, -127, -128, 1, 0, -2, 3, 1, -6, 126, -128, 0, 17, 126};
static const signed char h_a4[32] = {-2, -2, 2, 77, 3, -2, -4, -15, 60, -2, -127, 1, 51, 1, 0, 0, 0, -18, 127, -1, -128, 2, 2, -110, 2, -2, 0, 126, 126, 1, -2, -126};
static const char h_a5[32] = {-128, -1, 126, -2, 126, 9, 0, -10, 0, -1, 14, 0, -33, -127, -128, -2, 2, 0, -3, 0, -2, 90, -113, 114, -12, -1, -2, 2, 24, 126, -24, 126};

__global__ void eval(const signed char *p_a0, const unsigned short *p_a1, const unsigned short *p_a2, const signed char *p_a3, const signed char *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    signed char a3 = p_a3[t];
    signed char a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
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
        signed char a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        signed char a3 = h_a3[t];
        signed char a4 = h_a4[t];
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
