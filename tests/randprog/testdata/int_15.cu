// Random integer expressions (tests/randprog/gen, kind int, seed 1015).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((a1) - (a0))) ? ((!(a1))) : (smod((int)(a3), (int)(a3))))
#define E1 (!(((a0) != 0 ? (255) % (a0) : (unsigned)(255))))
#define E2 ((((int)(-(unsigned)(((a5) && (2147483648)))))) != ((((+(a0))) << ((((a0) << ((a3) & 31))) & 31))))
#define E3 ((((int)(-(unsigned)((!((+(a1)))))))) >> (((((+(((a0) ? (32) : ((signed char)-128))))) ? (smod((int)(((char)(a0))), (int)(a3))) : (a4))) & 31))
#define E4 ((((((signed char)(a0))) != (((bool)(255))))) + (((bool)(((a3) ? (a2) : (a3))))))
#define E5 ((0) || (((int)(-(unsigned)(((signed char)(0x100000000)))))))
#define E6 smod((int)((((+(((int)((unsigned)(-1) + (unsigned)('\xff')))))) >> ((a0) & 31))), (int)(3))
#define E7 ((((unsigned long long)(a0))) + (((a5) + (a2))))
#define E8 ((unsigned char)(((((((unsigned short)(a3))) <= (((unsigned char)(a5))))) + (((((a5) - (a2))) < (((a4) ? (a1) : (a0))))))))
#define E9 false
#define E10 ((((a1) & (((int)(((unsigned)(5l))))))) - (((unsigned)(a0))))
#define E11 (((((((~(a1))) + (((bool)(a4))))) * (a2))) != 0 ? (((int)(((short)(((a0) ^ ('A'))))))) % ((((((~(a1))) + (((bool)(a4))))) * (a2))) : (unsigned long long)(((int)(((short)(((a0) ^ ('A'))))))))
#define E12 ((((long long)(a5))) >> ((((5ull) ^ (a4))) & 63))
#define E13 (~(((((a0) && (a3))) - ((~(a4))))))
#define E14 ((a5) ? (a4) : (((-5) >= ((unsigned short)65535))))
#define E15 (((((('A') * (a2))) | (((char)('A'))))) ? (((a1) != 0 ? ((signed char)-128) % (a1) : (unsigned long long)((signed char)-128))) : (((unsigned long)(((a0) >> ((a4) & 31))))))
#define E16 ((((((a2) << ((a3) & 63))) * (((a0) || (5ll))))) + (a5))
#define E17 sdiv((int)(1), (int)(sdiv((int)(false), (int)(__ffsll(((a5) - (a4)))))))
#define E18 ((__clzll(((__funnelshift_lc(a0, true, (unsigned short)65535)) + (((a4) + (9223372036854775807)))))) - (((min((long long)(((a2) << ((0xffffffff) & 63))), (unsigned long long)(((255) + (a1))))) + (((((a4) << ((a1) & 63))) << ((((a1) ^ (31))) & 63))))))
#define E19 ((__byte_perm(a0, a0, a3)) && (5ul))
#define E20 ((((a0) != 0 ? (a1) % (a0) : (unsigned long long)(a1))) ? (((a4) != 0 ? (((((a0) != 0 ? ((unsigned short)65535) % (a0) : (unsigned)((unsigned short)65535))) != 0 ? (__umul64hi(-1ll, a1)) / (((a0) != 0 ? ((unsigned short)65535) % (a0) : (unsigned)((unsigned short)65535))) : (unsigned long long)(__umul64hi(-1ll, a1)))) / (a4) : (unsigned long long)(((((a0) != 0 ? ((unsigned short)65535) % (a0) : (unsigned)((unsigned short)65535))) != 0 ? (__umul64hi(-1ll, a1)) / (((a0) != 0 ? ((unsigned short)65535) % (a0) : (unsigned)((unsigned short)65535))) : (unsigned long long)(__umul64hi(-1ll, a1)))))) : (((((a4) - (((5u) ? (255) : (a2))))) | (a2))))
#define E21 ((int)((unsigned)(a3) + (unsigned)(((int)((unsigned)(((a5) != (-1))) * (unsigned)(__hadd(a5, 9223372036854775807)))))))
#define E22 ((unsigned char)(a5))
#define E23 __popcll(((a4) ? ((signed char)-128) : (a5)))

static const unsigned h_a0[32] = {1u, 1u, 0u, 134521u, 3262241u, 970007702u, 7507993u, 58036105u, 0u, 0u, 94511639u, 493337u, 70642u, 2u, 0u, 0u, 29107u, 16871186u, 4294967294u, 0u, 0u, 1u, 4294967295u, 363655479u, 0u, 1u, 195887465u, 0u, 1973959u, 1u, 110u, 5433u};
static const unsigned long long h_a1[32] = {135957303115460ull, 18446744073709551615ull, 33465743ull, 9098166142397354819ull, 1ull, 30312574078059ull, 262945ull, 1ull, 9ull, 3681859ull, 3ull, 2ull, 0ull, 2ull, 0ull, 18446744073709551614ull, 0ull, 18446744073709551615ull, 18446744073709551615ull, 15338ull, 33648234045312011ull, 279328447650817675ull, 2731018964843ull, 12ull, 25449287818601ull, 1485515947822324ull, 920465359122018351ull, 18446744073709551615ull, 14037515958924ull, 63116321924ull, 18446744073709551614ull, 672591673106399980ull};
static const unsigned long long h_a2[32] = {1ull, 205317186720961ull, 2ull, 812640525364ull, 78284ull, 1ull, 3433139635359035013ull, 10324168055ull, 0ull, 75385502421792226ull, 0ull, 5846191332241207ull, 1981336011ull, 18446744073709551615ull, 3629322183737335764ull, 4212478203930ull, 5696315836734294ull, 1ull, 38ull, 214659ull, 102345292502870907ull, 6206189260189352172ull, 2ull, 1ull, 0ull, 1431618829047629ull, 327294ull, 18446744073709551614ull, 18446744073709551615ull, 0ull, 16665776ull, 1ull};
static const int h_a3[32] = {1, 0, 2147483647, -2147483647, 144173827, -1, -208608262, -1, 1, 0, 2, 2, 0, -2, -2, 2147483647, -30534232, 2884547, 2147483646, -2, -2, 1, 0, 331653221, 0, 1, 182948, 2, -1, 2147483646, -1, 2};
static const unsigned long h_a4[32] = {2417ul, 0ul, 74ul, 2864580709ul, 0ul, 1035021802774ul, 66885050740ul, 1ul, 13ul, 2036758815ul, 834268430879327ul, 24021447784121ul, 1ul, 18446744073709551615ul, 782848655512991ul, 1ul, 0ul, 16893077484949787ul, 16348603687613226ul, 13359617750797633ul, 1003278983959ul, 0ul, 18446744073709551615ul, 1216732ul, 7662097681611ul, 19651985ul, 1083473399147002ul, 0ul, 2ul, 735296ul, 481ul, 68278460717690ul};
static const unsigned long long h_a5[32] = {9181499ull, 26424624023663527ull, 2ull, 1ull, 1ull, 414776064ull, 2192050594328515ull, 76215389ull, 0ull, 1ull, 457327921473ull, 2345502ull, 18446744073709551614ull, 3437611543588897ull, 21052806843ull, 911434113ull, 18446744073709551614ull, 2813181104912875ull, 1ull, 18446744073709551614ull, 1ull, 0ull, 0ull, 1ull, 18446744073709551614ull, 50257510643ull, 746ull, 0ull, 1ull, 14823142007009ull, 1ull, 1ull};

__global__ void eval(const unsigned *p_a0, const unsigned long long *p_a1, const unsigned long long *p_a2, const int *p_a3, const unsigned long *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    int a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    unsigned *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        unsigned a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        int a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
