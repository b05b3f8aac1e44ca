// Random integer expressions (tests/randprog/gen, kind int, seed 50310).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((-(a4))) >> (((!(((true) != 0 ? (((a3) - (a5))) % (true) : (unsigned long)(((a3) - (a5))))))) & 63))
#define E1 a3
#define E2 a1
#define E3 ((((((a4) >> ((a1) & 63))) != 0 ? ((('\xff') * (a0))) / (((a4) >> ((a1) & 63))) : (unsigned long long)((('\xff') * (a0))))) * ((((((unsigned short)65535) <= (a0))) & (((int)(5ull))))))
#define E4 ((((bool)(((a2) != 0 ? (a4) / (a2) : (unsigned long long)(a4))))) | (((((a3) != 0 ? (a5) / (a3) : (unsigned long)(a5))) >> ((((a1) << ((a0) & 63))) & 63))))
#define E5 ((a0) ? (a3) : (((((a4) << ((a0) & 63))) >> ((((unsigned long long)(a0))) & 63))))
#define E6 ((9223372036854775807) != 0 ? (((((((a4) & (a1))) * (((a2) + (a0))))) ? (((((unsigned short)(a2))) ^ (((unsigned short)(0xffffffff))))) : (((a3) * (((a2) != 0 ? (a0) % (a2) : (unsigned long long)(a0))))))) / (9223372036854775807) : (unsigned long long)(((((((a4) & (a1))) * (((a2) + (a0))))) ? (((((unsigned short)(a2))) ^ (((unsigned short)(0xffffffff))))) : (((a3) * (((a2) != 0 ? (a0) % (a2) : (unsigned long long)(a0))))))))
#define E7 ((char)(a2))
#define E8 (-((-(((a1) << ((((-1u) * (a0))) & 63))))))
#define E9 a5
#define E10 ((((((0x80000000) != 0 ? (((int)(a1))) / (0x80000000) : (unsigned)(((int)(a1))))) != 0 ? (a1) % (((0x80000000) != 0 ? (((int)(a1))) / (0x80000000) : (unsigned)(((int)(a1))))) : (unsigned long long)(a1))) >> ((((((a0) - (a5))) ^ (a1))) & 63))
#define E11 ((((a4) != 0 ? (a4) / (a4) : (unsigned long long)(a4))) - (((int)((unsigned)(a3) + (unsigned)(31)))))
#define E12 (+(((a4) * (a4))))
#define E13 ((((a5) >> ((((((a5) >> ((a2) & 63))) << ((a2) & 63))) & 63))) << (((((-(((0xffffffff) ^ (a5))))) ? (((((a1) | (a1))) >= (((a4) != (a0))))) : ((!(((0x80000000) - (a2))))))) & 63))
#define E14 a5
#define E15 ((a0) >> ((((a4) - (2147483647))) & 63))
#define E16 (~(5ul))
#define E17 __rhadd(((a0) << ((a2) & 63)), a3)
#define E18 sdiv((int)(a2), (int)(((unsigned short)(a5))))
#define E19 ((unsigned)(((short)((~(((unsigned long)(a2))))))))
#define E20 (~(((int)((unsigned)(a3) * (unsigned)(255)))))
#define E21 ((((((__uhadd(a1, a4)) >= (4294967295))) != 0 ? (((((signed char)(2147483648))) - (((a0) + (a4))))) % (((__uhadd(a1, a4)) >= (4294967295))) : (unsigned long long)(((((signed char)(2147483648))) - (((a0) + (a4))))))) != 0 ? (__uhadd(a1, ((a0) <= (((a1) > (a5)))))) % (((((__uhadd(a1, a4)) >= (4294967295))) != 0 ? (((((signed char)(2147483648))) - (((a0) + (a4))))) % (((__uhadd(a1, a4)) >= (4294967295))) : (unsigned long long)(((((signed char)(2147483648))) - (((a0) + (a4))))))) : (unsigned long long)(__uhadd(a1, ((a0) <= (((a1) > (a5)))))))
#define E22 (-(((5u) - (a0))))
#define E23 (((-(((a0) + (a4))))) - ((~(a5))))

static const unsigned long long h_a0[32] = {3440688992ull, 419774485ull, 7471095ull, 18446744073709551614ull, 18446744073709551615ull, 0ull, 18446744073709551615ull, 1ull, 0ull, 4364331916ull, 18446744073709551614ull, 0ull, 25720785138129ull, 1ull, 7494838152046ull, 1ull, 1ull, 21822250ull, 18446744073709551615ull, 385630051477ull, 1ull, 0ull, 853343116ull, 131454310768874727ull, 1ull, 1ull, 1ull, 1ull, 18446744073709551614ull, 249585ull, 2ull, 18446744073709551615ull};
static const unsigned long long h_a1[32] = {2ull, 4645150ull, 1ull, 18446744073709551615ull, 18446744073709551615ull, 2ull, 2ull, 0ull, 389904451755ull, 2844ull, 5407ull, 1ull, 1ull, 22107ull, 1458ull, 7386740600ull, 190012ull, 2095021ull, 2126010668738ull, 18446744073709551615ull, 712ull, 1ull, 129039430ull, 296ull, 0ull, 18446744073709551615ull, 0ull, 18446744073709551614ull, 430790959ull, 0ull, 18446744073709551615ull, 176934ull};
static const signed char h_a2[32] = {2, 2, 0, 1, 102, 1, 0, 1, -128, -128, 126, 126, 0, 1, -128, 1, 1, 127, 1, 31, -1, 1, -1, 1, 0, -1, -14, 2, 0, -1, 86, 1};
static const signed char h_a3[32] = {117, -24, -56, 2, -15, 6, 47, 2, 0, 2, -128, 126, 127, 0, -2, 127, -23, 2, 113, 1, 126, 0, -12, 126, -43, -22, -127, 0, -127, 127, 127, -7};
static const unsigned long long h_a4[32] = {479994557579ull, 0ull, 18446744073709551614ull, 18446744073709551615ull, 18446744073709551615ull, 2ull, 2ull, 0ull, 1ull, 48072ull, 18446744073709551615ull, 0ull, 2ull, 382781490069907ull, 230640106ull, 7812387511510543ull, 1ull, 18446744073709551614ull, 0ull, 113675973ull, 18446744073709551615ull, 18446744073709551614ull, 0ull, 1854ull, 2ull, 1ull, 0ull, 1ull, 18446744073709551615ull, 2ull, 1ull, 18446744073709551615ull};
static const unsigned long h_a5[32] = {1535065826281ul, 1ul, 1ul, 166004117ul, 32276587ul, 2ul, 18446744073709551614ul, 20ul, 557ul, 1181670674ul, 7690952069715ul, 10999648231079632ul, 18446744073709551614ul, 0ul, 434ul, 6056ul, 1ul, 4346770396010937ul, 18446744073709551614ul, 1ul, 123ul, 1ul, 1159412992522ul, 1ul, 4018720199991ul, 1ul, 5584ul, 18446744073709551614ul, 1416410964592686719ul, 2ul, 1ul, 1020538ul};

__global__ void eval(const unsigned long long *p_a0, const unsigned long long *p_a1, const signed char *p_a2, const signed char *p_a3, const unsigned long long *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    signed char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
    unsigned long a5 = p_a5[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned long long a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        signed char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
        unsigned long a5 = h_a5[t];
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
