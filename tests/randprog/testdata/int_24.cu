// Random integer expressions (tests/randprog/gen, kind int, seed 1024).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a0
#define E1 ((signed char)(((long long)((unsigned long long)(-1ll) + (unsigned long long)(0)))))
#define E2 ((long long)(((int)((unsigned)(((a5) | (a1))) * (unsigned)(true)))))
#define E3 ((int)((unsigned)((((short)-3) <= (1))) * (unsigned)(((a1) | (a1)))))
#define E4 ((((int)((unsigned)((~(a0))) + (unsigned)(((a3) < (a3)))))) >= (((int)((unsigned)(((a3) >> ((4294967295) & 31))) - (unsigned)(((a4) > (a1)))))))
#define E5 ((((a1) - (a2))) >> ((((int)(-(unsigned)(-1)))) & 31))
#define E6 ((((((((a5) != 0 ? (a4) / (a5) : (unsigned)(a4))) != 0 ? (smod((int)(a1), (int)(a1))) / (((a5) != 0 ? (a4) / (a5) : (unsigned)(a4))) : (unsigned)(smod((int)(a1), (int)(a1))))) - (((int)((unsigned)(((a0) == (a1))) * (unsigned)(a1)))))) + ((((~(7))) || (((a0) ? (((a2) != (-1ll))) : (((a2) | (0x80000000))))))))
#define E7 ((bool)(((unsigned)(sdiv((int)(7), (int)(a5))))))
#define E8 (~(((long)((unsigned long)(sdiv((long)(((0x100000000) >> ((5l) & 63))), (long)((-(a4))))) * (unsigned long)(((((a0) ? (a2) : (a3))) >= ((!(a1)))))))))
#define E9 smod((int)(((unsigned short)(((int)(((int)((unsigned)(a0) + (unsigned)(a1)))))))), (int)(31))
#define E10 ((int)((unsigned)(((unsigned char)((!(smod((int)(3), (int)(100))))))) << ((a2) & 31)))
#define E11 ((((a5) >> ((0x7fffffff) & 31))) * ((+(a4))))
#define E12 ((int)((unsigned)(((signed char)(sdiv((long)(4294967295), (long)(a2))))) * (unsigned)(((((a4) == (a4))) ^ ('\xff')))))
#define E13 ((((int)((unsigned)(((int)((unsigned)((!(5u))) << ((a0) & 31)))) * (unsigned)(sdiv((int)(((a5) - (a1))), (int)(((unsigned char)(5ll)))))))) && (((((long)(-(unsigned long)(((long)((unsigned long)(2147483648) - (unsigned long)(a2))))))) | (((a2) != 0 ? (((int)((unsigned)(a1) + (unsigned)(a0)))) / (a2) : (unsigned)(((int)((unsigned)(a1) + (unsigned)(a0)))))))))
#define E14 a3
#define E15 ((a0) != 0 ? (__brev((+((!(a2)))))) / (a0) : (unsigned)(__brev((+((!(a2)))))))
#define E16 a4
#define E17 ((__funnelshift_r(smod((int)((signed char)-128), (int)(a3)), ((a3) ^ (a4)), ((long)((unsigned long)(-1) * (unsigned long)(0x100000000))))) << (((((~(a0))) >> ((max((long long)(a1), (long long)(-1u))) & 31))) & 31))
#define E18 31
#define E19 ((a0) != 0 ? (((a0) ? (a5) : (5ul))) / (a0) : (unsigned long)(((a0) ? (a5) : (5ul))))
#define E20 ((__ffs(5ull)) > (((unsigned long long)(31))))
#define E21 ((((((100) >= (255))) - (__brev(a5)))) + (((((100) ? (a2) : (a3))) << ((5ull) & 31))))
#define E22 ((((a1) * (max((unsigned)(a3), (unsigned)(a5))))) * (((((a2) - (a0))) != (((true) ^ (a2))))))
#define E23 ((unsigned short)(__ffs(((0) ? (((5ul) != 0 ? (100) / (5ul) : (unsigned long)(100))) : (smod((int)(a1), (int)(a3)))))))

static const int h_a0[32] = {-47096, 236542087, 547017430, -1, -691757, 0, -41816, 2, 9, -226261, 2147483646, (-2147483647 - 1), -2, 0, -9416927, -78111, 2147483646, 1, 6760, 0, 55939, 0, 2147483647, 631544806, -31, -2147483647, 0, 3572588, 26639, 1702234245, -3, -2};
static const unsigned short h_a1[32] = {65534, 56, 742, 1739, 358, 0, 16623, 2, 18865, 65535, 0, 0, 2, 15575, 1, 2236, 14408, 65535, 1, 46461, 9, 58708, 4232, 795, 0, 174, 65535, 65535, 0, 0, 31, 65535};
static const unsigned h_a2[32] = {2u, 0u, 0u, 19u, 0u, 37237753u, 4294967295u, 0u, 14379974u, 71u, 2569859u, 0u, 13822u, 698568u, 116542u, 42u, 209554u, 158u, 1u, 4294967295u, 26906856u, 743095u, 4294967295u, 0u, 214u, 2u, 4294967294u, 1u, 2u, 1u, 172u, 1934217u};
static const unsigned short h_a3[32] = {65534, 655, 470, 258, 3, 65534, 23, 65534, 0, 1, 411, 220, 36333, 2, 1, 0, 65534, 63484, 12448, 1, 2, 34, 5523, 4, 65535, 2, 0, 3337, 0, 0, 8, 1};
static const unsigned h_a4[32] = {4654366u, 0u, 16358u, 4294967295u, 79204u, 1u, 0u, 512961573u, 1852834194u, 106u, 21263u, 1u, 183027u, 1473826u, 1u, 4294967295u, 535859052u, 1u, 323u, 15u, 348415850u, 1u, 4294967295u, 4294967294u, 1u, 32305u, 4294967295u, 1u, 102216444u, 2u, 2166328853u, 4294967294u};
static const short h_a5[32] = {3, 2, 0, 2, 5, -4, -45, -248, 163, -1520, 1, -11, -1, 99, -30, -1, 0, -10088, -32768, 1, 102, 32767, -27720, -4003, -29989, 1, 32767, -3462, -32767, -1647, -1, -32767};

__global__ void eval(const int *p_a0, const unsigned short *p_a1, const unsigned *p_a2, const unsigned short *p_a3, const unsigned *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    unsigned short a3 = p_a3[t];
    unsigned a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
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
        int a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        unsigned short a3 = h_a3[t];
        unsigned a4 = h_a4[t];
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
