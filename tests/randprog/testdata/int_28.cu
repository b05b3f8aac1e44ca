// Random integer expressions (tests/randprog/gen, kind int, seed 1028).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a2) | (a2))
#define E1 ((int)((unsigned)(((int)((unsigned)(((int)((unsigned)(((a5) ? (32) : (a2))) + (unsigned)(((int)((unsigned)(a5) << (('\0') & 31))))))) << ((((unsigned char)(((unsigned long long)(a1))))) & 31)))) + (unsigned)(((int)(-(unsigned)(smod((int)((+(a5))), (int)((~(a0))))))))))
#define E2 ((((a3) == (a0))) - (true))
#define E3 ((((char)(((a4) >> ((((a0) >> ((0x100000000) & 31))) & 31))))) < (((long)(-(unsigned long)(((((0x100000000) ^ (a5))) >> ((((a5) + (a2))) & 63)))))))
#define E4 a5
#define E5 ((int)((unsigned)(((bool)(0x7fffffff))) - (unsigned)(((int)((unsigned)(a1) - (unsigned)(31))))))
#define E6 a1
#define E7 ((0x80000000) | (((((long)(((unsigned char)(a0))))) ? (((bool)(((5ul) - (a1))))) : (((int)((unsigned)('\xff') - (unsigned)(smod((int)(false), (int)(a3)))))))))
#define E8 a2
#define E9 3
#define E10 ((long)((unsigned long)(((unsigned short)(a1))) - (unsigned long)(((long)((unsigned long)(a5) + (unsigned long)(4294967295))))))
#define E11 ((int)((unsigned)(a0) - (unsigned)(((int)((unsigned)(a2) << ((((int)((unsigned)(((int)((unsigned)(a3) * (unsigned)(a3)))) * (unsigned)(((int)((unsigned)(a4) << ((a3) & 31))))))) & 31))))))
#define E12 ((int)((unsigned)(smod((int)(a2), (int)(a1))) + (unsigned)(((a0) < (a3)))))
#define E13 ((0xffffffffffffffff) != 0 ? (((((((a0) ^ (a4))) < (((unsigned short)(0x7fffffff))))) <= (((int)((unsigned)(a1) * (unsigned)(((unsigned short)(a2)))))))) / (0xffffffffffffffff) : (unsigned long)(((((((a0) ^ (a4))) < (((unsigned short)(0x7fffffff))))) <= (((int)((unsigned)(a1) * (unsigned)(((unsigned short)(a2)))))))))
#define E14 ((((sdiv((int)(((a3) >> (((unsigned short)65535) & 31))), (int)(a2))) >> ((__funnelshift_lc(__sad(a2, a0, true), ((int)(-(unsigned)(0200))), ((a1) & (4294967295)))) & 31))) && (((signed char)(((int)((unsigned)((((unsigned char)200) >> ((a1) & 31))) << ((((int)((unsigned)(a5) << ((a5) & 31)))) & 31)))))))
#define E15 ((a4) & (7))
#define E16 a0
#define E17 (~(((int)((unsigned)(((a1) >> ((a2) & 31))) - (unsigned)(((a2) ^ (a0)))))))
#define E18 ((0xffffffff) ? (((a3) >= (__popc(a1)))) : (sdiv((int)(((a0) >> ((a1) & 31))), (int)(a4))))
#define E19 ((((((unsigned long long)(((a5) < (3))))) >> ((__umul64hi(a0, (+(a1)))) & 63))) != 0 ? (__ffs(__usad(5ull, __funnelshift_r('\xff', -5, a3), __uhadd(a2, a2)))) / (((((unsigned long long)(((a5) < (3))))) >> ((__umul64hi(a0, (+(a1)))) & 63))) : (unsigned long long)(__ffs(__usad(5ull, __funnelshift_r('\xff', -5, a3), __uhadd(a2, a2)))))
#define E20 ((int)((unsigned)((('\0') >> ((a0) & 31))) * (unsigned)(((int)((unsigned)(a5) << ((a4) & 31))))))
#define E21 __mulhi(((sdiv((int)(a0), (int)(a2))) || (smod((int)(a1), (int)(a2)))), ((((a3) || (a0))) >= (a3)))
#define E22 a5
#define E23 (-((+(min((long long)(a3), (unsigned long long)(a1))))))

static const int h_a0[32] = {2, -1, 2147483646, (-2147483647 - 1), 1, -74, 1, -2147483647, -1, 491772, 0, 2147483646, 18711965, -10, -91963747, -151, 1941, -7391, (-2147483647 - 1), -1, -789448, 0, 1, -6140834, 2147483647, 9956651, 263760, 0, 210, -1, 1, -2};
static const unsigned char h_a1[32] = {0, 2, 0, 255, 3, 2, 6, 7, 255, 0, 0, 0, 255, 2, 1, 120, 36, 0, 254, 1, 3, 3, 205, 0, 74, 2, 1, 0, 3, 3, 18, 1};
static const char h_a2[32] = {-127, 0, 2, 95, -8, 0, -28, -1, 0, -2, 8, -127, -2, -1, 1, 127, 13, -128, 1, 126, 3, -128, -53, 127, -18, 1, 3, 2, -128, -127, -1, 60};
static const signed char h_a3[32] = {126, 0, 31, -27, -5, -2, 0, 1, 84, 29, 6, -2, 89, -30, 78, 127, 0, -1, 126, 126, 66, 2, -5, -128, -128, -2, -11, -3, 54, -23, 127, -29};
static const int h_a4[32] = {-2, -972, -2147483647, 1, 0, 6805, 35, 2, 1, 101901, 2147483646, 1, -1, -846, -1, -2147483647, -12, (-2147483647 - 1), 0, 2147483646, -2, 6175, 2147483647, -2, -3280, 2, -1, 0, 3832619, -3111, (-2147483647 - 1), 2};
static const char h_a5[32] = {127, -1, -2, -128, -1, -1, 127, 54, 127, 33, -127, 1, 127, -1, -127, -127, 2, -7, -5, 126, -84, 126, 127, 5, 2, -94, 8, 0, 50, 45, 2, 30};

__global__ void eval(const int *p_a0, const unsigned char *p_a1, const char *p_a2, const signed char *p_a3, const int *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    int a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
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
        int a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        int a4 = h_a4[t];
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
