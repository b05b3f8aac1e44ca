// Random integer expressions (tests/randprog/gen, kind int, seed 50186).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a0) * ((~((!(a1))))))
#define E1 255
#define E2 a0
#define E3 (((-(((a0) >> ((1) & 31))))) != 0 ? (a5) / ((-(((a0) >> ((1) & 31))))) : (unsigned)(a5))
#define E4 ((((((int)((unsigned)(((100) < ('A'))) << ((a3) & 31)))) * ((((+(2147483648))) + (a4))))) ^ (((((-5) != 0 ? (0x80000000) / (-5) : (unsigned)(0x80000000))) >> ((((((a0) != 0 ? (a5) % (a0) : (unsigned)(a5))) >> ((((int)((unsigned)(a5) - (unsigned)(0)))) & 31))) & 31))))
#define E5 a3
#define E6 ((short)(((a4) ^ (a1))))
#define E7 ((long)((unsigned long)(5l) + (unsigned long)(9223372036854775807)))
#define E8 2
#define E9 (((~(a0))) + (((a2) & (a5))))
#define E10 (+(a5))
#define E11 ((long)((unsigned long)((~(2147483648))) + (unsigned long)(a1)))
#define E12 ((int)((unsigned)(((int)((unsigned)(a2) + (unsigned)(smod((int)(((char)(a3))), (int)(((a2) && (0x7fffffff)))))))) + (unsigned)(((int)((unsigned)(((int)(((5u) != 0 ? (-1) / (5u) : (unsigned)(-1))))) << ((((1) * ((((unsigned char)200) | (a4))))) & 31))))))
#define E13 ((((((a4) + (a3))) + (((a1) * (a0))))) - (((((a0) != 0 ? (a5) / (a0) : (unsigned)(a5))) ? (((short)(a1))) : (((a3) || (a1))))))
#define E14 ((int)(-(unsigned)(a5)))
#define E15 ((((((a1) && (a2))) * ((~(a0))))) || (((__brevll(a0)) + (((5u) != 0 ? (a2) % (5u) : (unsigned)(a2))))))
#define E16 5ull
#define E17 ((((((a2) ^ (a5))) < (((a4) != 0 ? (a4) % (a4) : (unsigned long long)(a4))))) & ((+(a4))))
#define E18 a2
#define E19 sdiv((long long)(((long long)(2147483647))), (long long)(__hadd(a1, 31)))
#define E20 a3
#define E21 __uhadd(((((a4) & (3))) * (((long)((unsigned long)(a0) + (unsigned long)(2147483648))))), ((a0) & (a5)))
#define E22 ((((((((a4) << (('\0') & 63))) * (((a3) - (a3))))) * (sdiv((int)((('\xff') <= (0x80000000))), (int)(__ffs(a4)))))) ^ ((!(((a3) <= (__umul64hi(a4, a3)))))))
#define E23 __mulhi(((unsigned char)(__rhadd(a3, a2))), (!(min((unsigned long long)(5ul), (long long)(a4)))))

static const unsigned h_a0[32] = {30061u, 561u, 1u, 0u, 2230u, 12850551u, 0u, 820754u, 4294967294u, 2u, 8717145u, 0u, 1u, 1070187385u, 1u, 1u, 7215u, 2u, 43971536u, 213331498u, 35u, 4294967294u, 0u, 0u, 0u, 2u, 1u, 176786901u, 59u, 4294967295u, 1u, 0u};
static const unsigned h_a1[32] = {52725u, 0u, 174336u, 4u, 4294967295u, 0u, 2u, 0u, 15272u, 229956719u, 646u, 180952u, 0u, 4294967294u, 0u, 4294967294u, 6u, 4294967295u, 0u, 1u, 43162u, 4294967295u, 859381094u, 1197039693u, 0u, 1u, 1u, 0u, 4815u, 4294967295u, 0u, 102280159u};
static const unsigned short h_a2[32] = {1, 1, 62, 1929, 1, 1, 123, 2731, 0, 30698, 5582, 16336, 321, 65534, 1, 65534, 7633, 9255, 100, 1, 2674, 5617, 11039, 65534, 50819, 0, 58, 0, 3151, 1, 2, 398};
static const char h_a3[32] = {2, -128, -127, 0, 2, 2, 7, -128, -30, -1, -6, -1, 0, -2, 0, -128, 61, -41, 127, -2, 0, 127, 4, 0, 2, 10, 127, 126, -2, 3, -8, 0};
static const unsigned long long h_a4[32] = {18446744073709551614ull, 51673610ull, 0ull, 1ull, 18446744073709551615ull, 0ull, 29930070ull, 237708ull, 0ull, 13683013822216228ull, 1ull, 9664ull, 5779515ull, 257396286455137ull, 744352897ull, 18446744073709551615ull, 2ull, 18709629089ull, 0ull, 1ull, 6608320539775ull, 46217384ull, 134646455543ull, 13088509055ull, 129291391599ull, 562037696832773992ull, 27832541714758701ull, 122164775ull, 198310276840753183ull, 5068033686ull, 22490681610532ull, 18446744073709551615ull};
static const int h_a5[32] = {-14, 2147483646, 985478, 2147483646, -1, -2, 73397595, 0, -32, -10738, -1162, -2, -3018, 2980294, 1, 517840468, (-2147483647 - 1), -1027809280, (-2147483647 - 1), 2147483647, (-2147483647 - 1), 2147483647, 1, 0, 32, 1, 1308115, (-2147483647 - 1), 342855225, 2147483647, 4955, 2147483647};

__global__ void eval(const unsigned *p_a0, const unsigned *p_a1, const unsigned short *p_a2, const char *p_a3, const unsigned long long *p_a4, const int *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned a0 = p_a0[t];
    unsigned a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    char a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
    int a5 = p_a5[t];
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
    unsigned *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    int *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned a0 = h_a0[t];
        unsigned a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        char a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
        int a5 = h_a5[t];
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
