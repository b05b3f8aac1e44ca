// Random integer expressions (tests/randprog/gen, kind int, seed 1003).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((((~(((a0) != 0 ? (a0) % (a0) : (unsigned)(a0))))) > (a0))) | (((unsigned long long)(((((a3) != 0 ? (a2) % (a3) : (unsigned long long)(a2))) + ((!(a0))))))))
#define E1 ((unsigned)(((((((a5) != ('\xff'))) == (a5))) >> ((((((unsigned)(false))) || (a5))) & 31))))
#define E2 ((long)((unsigned long)(((0x100000000) & (7))) * (unsigned long)(((-1ll) ? ((signed char)-128) : (a2)))))
#define E3 a3
#define E4 ((((((((a1) >> ((a0) & 31))) <= ((~(a3))))) + (((5u) * (a1))))) << ((a3) & 31))
#define E5 ((((a4) != 0 ? (-1u) / (a4) : (unsigned long)(-1u))) ? (a5) : (((a4) != (5ull))))
#define E6 ((((int)((unsigned)(a5) << ((a1) & 31)))) >> ((((bool)(a1))) & 31))
#define E7 100
#define E8 ((((((((a0) >> ((a1) & 31))) << ((5l) & 31))) >> ((((((0xffffffffffffffff) || (a5))) * (((a4) + ((unsigned char)200))))) & 31))) + ((+(((((a5) < (a1))) > ((!(false))))))))
#define E9 ((short)(a1))
#define E10 ((((a4) * (((int)((unsigned)(a5) * (unsigned)(a2)))))) == (((((int)((unsigned)(a2) << ((a5) & 31)))) + ((+(a3))))))
#define E11 (+(((a2) ? (a0) : (a0))))
#define E12 '\0'
#define E13 ((short)(((a0) ? (((0x100000000) * (a3))) : (((int)(-(unsigned)(0)))))))
#define E14 __usad(a0, (-(((a1) != 0 ? (5ul) / (a1) : (unsigned long)(5ul)))), a5)
#define E15 ((bool)(smod((int)(a1), (int)((signed char)-128))))
#define E16 a5
#define E17 (((~(a2))) >> ((__rhadd(0x100000000, a2)) & 31))
#define E18 __umul24(((((a1) < (a1))) + (((a0) ^ (a1)))), -1u)
#define E19 (((+(4294967295))) >> ((((a1) >> ((a4) & 31))) & 63))
#define E20 ((((__sad(a2, 7, 31)) >> ((a5) & 31))) & (((int)(7))))
#define E21 (((+(5ull))) | (((int)(-(unsigned)(a5)))))
#define E22 -1
#define E23 a4

static const unsigned h_a0[32] = {30717541u, 4294967295u, 19042u, 26761860u, 49u, 5996u, 0u, 1127724775u, 2u, 0u, 4294967295u, 0u, 0u, 83u, 4294967295u, 1u, 6445u, 7665512u, 1u, 29627u, 1u, 4294967294u, 0u, 0u, 1u, 0u, 1u, 73u, 1u, 0u, 505147u, 703212u};
static const int h_a1[32] = {1845065889, -1022186079, (-2147483647 - 1), 0, (-2147483647 - 1), -2017, -2147483647, 2147483647, -1, 2147483646, (-2147483647 - 1), -87, 0, 2147483646, 1, 2147483647, -8123, (-2147483647 - 1), 115398, -2147483647, 0, -2, 2147483647, 2, 29521401, 2147483647, 2147483646, -217, 13, -133013, 0, -1};
static const char h_a2[32] = {-128, 12, 1, 0, -2, 1, 85, 1, 2, 30, -67, 1, 0, 44, -1, -1, 1, -127, 1, 1, 1, -1, 2, 127, -128, 2, -1, -2, 0, -1, 0, -128};
static const unsigned long long h_a3[32] = {1ull, 0ull, 68909716772616195ull, 0ull, 18446744073709551614ull, 1ull, 1ull, 6170ull, 18446744073709551614ull, 554496747415ull, 9605279ull, 443389652ull, 0ull, 18446744073709551614ull, 0ull, 681ull, 1ull, 18446744073709551614ull, 0ull, 26275522260748ull, 133864ull, 3852887ull, 1ull, 8020510613765584ull, 1ull, 3ull, 5204604043901349ull, 1ull, 0ull, 2ull, 1ull, 0ull};
static const unsigned long h_a4[32] = {69187619554049ul, 18446744073709551615ul, 893176966457266ul, 1ul, 18446744073709551614ul, 2662ul, 27662721452302ul, 30348082501038281ul, 0ul, 7257008884759908244ul, 2ul, 9220908293066481764ul, 0ul, 40ul, 462435565518521712ul, 315312743ul, 6258ul, 18446744073709551614ul, 14899802231187289ul, 98164604994ul, 18446744073709551614ul, 6375652012345989ul, 27415574277ul, 18446744073709551614ul, 24669098410ul, 7334ul, 39854ul, 2ul, 18446744073709551615ul, 18446744073709551615ul, 143ul, 97221ul};
static const unsigned short h_a5[32] = {135, 2, 0, 2741, 1, 460, 0, 2966, 5, 190, 6275, 2, 1, 1, 2, 0, 65534, 885, 1, 20, 0, 0, 2392, 106, 129, 1, 4, 65534, 95, 1, 26, 5509};

__global__ void eval(const unsigned *p_a0, const int *p_a1, const char *p_a2, const unsigned long long *p_a3, const unsigned long *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned a0 = p_a0[t];
    int a1 = p_a1[t];
    char a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    unsigned *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        unsigned a0 = h_a0[t];
        int a1 = h_a1[t];
        char a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
