// Random integer expressions (tests/randprog/gen, kind int, seed 1010).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((char)(((int)(-(unsigned)((!(a0)))))))) && (sdiv((int)((((+(a4))) != (((a0) | (a2))))), (int)((((~(a4))) == (((a5) ? (-1ll) : (a3))))))))
#define E1 ((int)((unsigned)(a5) << ((((((((a3) & (a1))) + (((int)((unsigned)(a5) - (unsigned)(0x7fffffff)))))) * (a5))) & 31)))
#define E2 ((((5l) + (a1))) ? (((int)((unsigned)(a5) << ((a0) & 31)))) : (((a4) & (a4))))
#define E3 ((((((long)(((a5) ? (a5) : (a3))))) * (((((long long)((unsigned long long)(5l) + (unsigned long long)(5ll)))) * (((a0) << ((a2) & 63))))))) * ((((~(((a4) * (a4))))) && (a4))))
#define E4 ((((a2) ^ (a0))) != 0 ? (((int)((unsigned)(((a1) && (a5))) << ((((a2) >> ((a5) & 63))) & 31)))) % (((a2) ^ (a0))) : (unsigned long)(((int)((unsigned)(((a1) && (a5))) << ((((a2) >> ((a5) & 63))) & 31)))))
#define E5 a2
#define E6 ((((((3) + (a2))) == (1))) - (((a1) | (((a1) - (2))))))
#define E7 ((((unsigned long long)(a0))) >> ((((((a4) != 0 ? (a5) / (a4) : (unsigned long long)(a5))) != (a0))) & 63))
#define E8 (((+(a1))) - (((a2) + (5ull))))
#define E9 ((((((char)(a1))) != 0 ? (((a0) - (a1))) % (((char)(a1))) : (unsigned long long)(((a0) - (a1))))) ^ (((((1) ^ (a4))) >> (((('\0') >> ((a2) & 31))) & 63))))
#define E10 0x80000000
#define E11 (+(5ul))
#define E12 ((a3) <= (a1))
#define E13 ((a2) * (((long long)(-(unsigned long long)(((long long)((unsigned long long)('\0') + (unsigned long long)(a3))))))))
#define E14 ((((__umul24(a1, a4)) ^ (a2))) >= (((smod((long long)(a3), (long long)(a5))) < (((int)((unsigned)(1) * (unsigned)((signed char)-128)))))))
#define E15 a5
#define E16 a3
#define E17 ((((unsigned)(a1))) | (((a1) ^ (a1))))
#define E18 ((((int)(-(unsigned)(32)))) > (9223372036854775807))
#define E19 ((((((((int)(-(unsigned)(a5)))) != 0 ? (((a1) + (a2))) % (((int)(-(unsigned)(a5)))) : (unsigned long long)(((a1) + (a2))))) ? (((long)((unsigned long)(((bool)(a5))) * (unsigned long)(((long)((unsigned long)(9223372036854775807) << ((a4) & 63))))))) : ((((!(a5))) && (((3) && (a1))))))) & (((__urhadd(a2, a2)) && (a1))))
#define E20 __umul64hi(min((int)((((unsigned short)65535) + ((signed char)-128))), (unsigned)(((char)(a0)))), ((long long)((unsigned long long)(((long long)((unsigned long long)(a3) << ((3) & 63)))) << ((((a2) != 0 ? (a5) % (a2) : (unsigned long)(a5))) & 63))))
#define E21 ((a4) != 0 ? (sdiv((int)((~(((0x7fffffff) >= (a2))))), (int)((((('A') ^ (2147483648))) < (a4))))) % (a4) : (unsigned long long)(sdiv((int)((~(((0x7fffffff) >= (a2))))), (int)((((('A') ^ (2147483648))) < (a4))))))
#define E22 ((__popcll(((a2) ? (255) : (a3)))) && (((__hadd(2, 0x80000000)) ^ (a3))))
#define E23 a2

static const unsigned long h_a0[32] = {13283213239917ul, 373530ul, 3ul, 33775505669ul, 654790691406401307ul, 2657ul, 27350967981ul, 0ul, 1ul, 0ul, 1ul, 5689659011945379167ul, 1ul, 2ul, 18446744073709551614ul, 0ul, 1ul, 11ul, 2035ul, 2ul, 1ul, 31835ul, 51ul, 12094518466955ul, 4401130ul, 700360736ul, 567979665721429982ul, 0ul, 18446744073709551615ul, 1ul, 16121093746ul, 996089039ul};
static const unsigned long long h_a1[32] = {2944394610908283021ull, 1ull, 0ull, 1166ull, 95278398846ull, 2266166399ull, 0ull, 2ull, 108138133ull, 1771991ull, 225ull, 625ull, 18446744073709551615ull, 4495ull, 1ull, 1ull, 1ull, 2ull, 52042800742522ull, 18750377767880258ull, 0ull, 1683075886388ull, 605177132374885ull, 101885467745734078ull, 0ull, 11919304956140ull, 14231685ull, 18446744073709551614ull, 1ull, 1ull, 27ull, 1ull};
static const unsigned long h_a2[32] = {18446744073709551615ul, 1ul, 143692957ul, 0ul, 1ul, 633968542ul, 187339ul, 2ul, 3ul, 13116909ul, 0ul, 113113469271420ul, 1ul, 172764954611ul, 0ul, 0ul, 1ul, 1ul, 99787ul, 17ul, 35327135ul, 18446744073709551614ul, 0ul, 2852409295ul, 199ul, 1ul, 0ul, 2ul, 1ul, 8902421531ul, 7946891684ul, 129320ul};
static const long long h_a3[32] = {-1ll, 4476223364ll, -7962655902431ll, 7534238949ll, -1ll, -1ll, 1ll, -1ll, 1ll, (-9223372036854775807ll - 1), 635ll, 9223372036854775807ll, -25745136930ll, -53511442876837ll, -1679703713135ll, 6151436ll, 674316736234ll, 187ll, -2ll, 1ll, 4ll, (-9223372036854775807ll - 1), -367905363ll, 388225260ll, -1ll, 2238ll, 9223372036854775807ll, 1ll, 9223372036854775807ll, 58849653009483566ll, 325003176ll, 1917872171ll};
static const unsigned long long h_a4[32] = {176676273696816ull, 0ull, 0ull, 18446744073709551615ull, 18446744073709551614ull, 14190567510546ull, 1ull, 123485569642625154ull, 0ull, 0ull, 2ull, 0ull, 0ull, 18446744073709551614ull, 0ull, 1ull, 548504874ull, 26660ull, 1213975070ull, 1ull, 1ull, 87ull, 2ull, 0ull, 22ull, 1ull, 558341326881497ull, 4602719605853466156ull, 18446744073709551615ull, 0ull, 0ull, 18446744073709551614ull};
static const unsigned char h_a5[32] = {2, 0, 108, 0, 1, 0, 255, 0, 2, 1, 1, 25, 0, 3, 1, 1, 22, 254, 96, 2, 1, 93, 2, 0, 255, 254, 2, 1, 1, 2, 170, 14};

__global__ void eval(const unsigned long *p_a0, const unsigned long long *p_a1, const unsigned long *p_a2, const long long *p_a3, const unsigned long long *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    long long a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
    unsigned char a5 = p_a5[t];
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
    unsigned long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned long a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        long long a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
        unsigned char a5 = h_a5[t];
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
