// Random integer expressions (tests/randprog/gen, kind int, seed 50031).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a5) * (a2))) + (((-1ll) || (-1))))
#define E1 ((((int)((unsigned)('\0') << ((((int)((unsigned)(((short)(-1ll))) << ((((int)(-(unsigned)(a2)))) & 31)))) & 31)))) & (((((((2147483647) | (a1))) * (((a0) + (0x80000000))))) ^ ((~(((100) >> ((a4) & 31))))))))
#define E2 a4
#define E3 ((((a5) != 0 ? (a1) % (a5) : (unsigned long long)(a1))) != 0 ? (sdiv((int)(a0), (int)(0x7fffffff))) % (((a5) != 0 ? (a1) % (a5) : (unsigned long long)(a1))) : (unsigned long long)(sdiv((int)(a0), (int)(0x7fffffff))))
#define E4 ((a3) * (((unsigned long)(a5))))
#define E5 (~(((int)(-(unsigned)(((int)(-(unsigned)(a3))))))))
#define E6 ((((((((int)((unsigned)((signed char)-128) + (unsigned)(32)))) + (a5))) | (((((a2) >= (2147483648))) & (((long)((unsigned long)(a1) - (unsigned long)(4294967295)))))))) + (((a5) + (((long)((unsigned long)(((long)((unsigned long)(a3) - (unsigned long)(5l)))) + (unsigned long)(((int)((unsigned)(a3) << ((a1) & 31))))))))))
#define E7 ((int)((unsigned)(((-5) >> ((a3) & 31))) - (unsigned)((!(a1)))))
#define E8 sdiv((long long)(sdiv((long long)(((a4) | (1))), (long long)((!(a1))))), (long long)(((int)((unsigned)(((a2) - (a2))) * (unsigned)(((0x7fffffff) && (false)))))))
#define E9 (((((-(0x80000000))) >> ((smod((long long)('A'), (long long)(a4))) & 31))) <= (((int)((unsigned)(((a3) >> ((a2) & 31))) << ((a5) & 31)))))
#define E10 (!((+(a5))))
#define E11 (((-(a5))) & (a3))
#define E12 ((a4) && (((((true) + (a3))) - (((5ul) << ((a3) & 63))))))
#define E13 ((char)(((long long)((unsigned long long)(a2) + (unsigned long long)(sdiv((long long)(((long long)((unsigned long long)(a4) << ((a4) & 63)))), (long long)(((2) < (a4)))))))))
#define E14 ((((signed char)(a5))) + (a0))
#define E15 __ffs(0x100000000)
#define E16 ((((a5) ? (((__funnelshift_lc(a4, a2, '\xff')) ? (((long)(a0))) : (__uhadd(5u, a3)))) : (a3))) ^ (__mul24(a3, (!(((4294967295) != 0 ? (a5) / (4294967295) : (unsigned long long)(a5)))))))
#define E17 (+(((a0) && (9223372036854775807))))
#define E18 31
#define E19 ((__popcll(a0)) & (__brevll(a0)))
#define E20 ((((a2) && (a5))) - (((a4) ^ (0xffffffffffffffff))))
#define E21 (((((~((+(a2))))) * (((((a5) + (a3))) - ((('A') & (a1))))))) >= (((int)((unsigned)(0200) * (unsigned)('\xff')))))
#define E22 ((bool)(((a0) + (a5))))
#define E23 (!(((bool)(a1))))

static const char h_a0[32] = {-118, 1, 10, 30, 127, 0, -128, 0, -127, -1, -60, -2, 3, -23, 126, -2, 0, 0, 1, -85, 1, -1, 3, -128, 2, 0, 127, -15, -1, 1, 15, -127};
static const short h_a1[32] = {-2, -6717, -274, 1, 1, 108, 10, 32767, -5, 29400, 2, 0, 6, 32767, -15768, -2, -58, -4010, 1, 32766, -32767, -13717, 2529, -27, 32766, -1, 25535, 1, 5, 1975, 1, 2};
static const signed char h_a2[32] = {-2, 126, 127, -1, -18, -123, 127, -127, 0, 2, 4, -16, 2, -2, 2, 127, 126, 0, -23, 127, -5, -2, 0, 2, 8, 0, 1, -128, -2, -128, -7, 2};
static const unsigned char h_a3[32] = {2, 63, 78, 2, 1, 0, 0, 51, 0, 6, 4, 28, 10, 6, 255, 15, 23, 2, 22, 0, 1, 255, 242, 254, 0, 1, 2, 0, 255, 254, 31, 0};
static const long long h_a4[32] = {-28ll, -19196559904883ll, 83620ll, 9223372036854775806ll, -82286ll, -9223372036854775807ll, 1ll, 9223372036854775806ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -1646204592853617ll, -24265921769337ll, 9223372036854775807ll, 0ll, 0ll, -2ll, -61012151805ll, 2ll, 2398042605ll, -2000747696ll, -37675531ll, (-9223372036854775807ll - 1), 0ll, -1ll, -747264821297771ll, 9223372036854775806ll, -8177883321552ll, 2ll, -9214ll, -12052ll, -544850ll, -2ll};
static const unsigned long long h_a5[32] = {2ull, 100942912624ull, 499218ull, 935122759914234ull, 18446744073709551615ull, 0ull, 0ull, 0ull, 879503323913ull, 18446744073709551614ull, 18446744073709551615ull, 1ull, 31ull, 267358671ull, 1ull, 4403588123300270675ull, 18446744073709551615ull, 7053174403701ull, 1284809533ull, 898ull, 0ull, 0ull, 2ull, 48502ull, 5363ull, 462092156ull, 781661565727ull, 62163ull, 607170284972790898ull, 2009194454ull, 0ull, 1ull};

__global__ void eval(const char *p_a0, const short *p_a1, const signed char *p_a2, const unsigned char *p_a3, const long long *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    short a1 = p_a1[t];
    signed char a2 = p_a2[t];
    unsigned char a3 = p_a3[t];
    long long a4 = p_a4[t];
    unsigned long long a5 = p_a5[t];
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
    short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        short a1 = h_a1[t];
        signed char a2 = h_a2[t];
        unsigned char a3 = h_a3[t];
        long long a4 = h_a4[t];
        unsigned long long a5 = h_a5[t];
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
