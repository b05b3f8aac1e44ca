// Random integer expressions (tests/randprog/gen, kind int, seed 50465).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (unsigned short)65535
#define E1 0x100000000
#define E2 ((short)(((int)((unsigned)(32) << ((((((31) * (a4))) >> ((((long)((unsigned long)(4294967295) - (unsigned long)(a2)))) & 63))) & 31)))))
#define E3 ((a0) - (smod((int)(7), (int)(((int)((unsigned)(a1) << ((255) & 31)))))))
#define E4 (((((~(((a0) ? (a2) : (a1))))) + ((-(((a0) - ((unsigned short)65535))))))) != 0 ? (((((((a0) << ((100) & 63))) != 0 ? (((a1) | (a3))) / (((a0) << ((100) & 63))) : (unsigned long long)(((a1) | (a3))))) ? (((-1ll) ? (((a0) - (a1))) : (a0))) : (((((bool)(2147483648))) + (((0) <= (0200))))))) / ((((~(((a0) ? (a2) : (a1))))) + ((-(((a0) - ((unsigned short)65535))))))) : (unsigned long long)(((((((a0) << ((100) & 63))) != 0 ? (((a1) | (a3))) / (((a0) << ((100) & 63))) : (unsigned long long)(((a1) | (a3))))) ? (((-1ll) ? (((a0) - (a1))) : (a0))) : (((((bool)(2147483648))) + (((0) <= (0200))))))))
#define E5 smod((long)(4294967295), (long)(((4294967295) && (a5))))
#define E6 (~(((((((a4) != 0 ? (a3) % (a4) : (unsigned long long)(a3))) * (((long long)((unsigned long long)(a5) + (unsigned long long)(a3)))))) ? (a4) : (a3))))
#define E7 ((sdiv((int)(((((0x100000000) & (a0))) ? (((a0) > (a5))) : (a2))), (int)(a2))) >> ((((long)((unsigned long)(smod((long)(((long)((unsigned long)(9223372036854775807) << ((-5) & 63)))), (long)(((int)(-(unsigned)(100)))))) + (unsigned long)(((((bool)(a5))) + ((signed char)-128)))))) & 31))
#define E8 ((long long)((unsigned long long)(a1) + (unsigned long long)(a3)))
#define E9 a0
#define E10 ((a0) - (((((sdiv((long long)(a3), (long long)(4294967295))) + (a0))) != 0 ? (((((a5) + (a5))) + (((unsigned long)(5ll))))) % (((sdiv((long long)(a3), (long long)(4294967295))) + (a0))) : (unsigned long long)(((((a5) + (a5))) + (((unsigned long)(5ll))))))))
#define E11 a4
#define E12 (!(((((long long)((unsigned long long)(a3) << ((a0) & 63)))) + (((((a0) != 0 ? (a0) / (a0) : (unsigned long long)(a0))) >> ((((a3) - (a0))) & 63))))))
#define E13 (~(((int)((unsigned)((!(a4))) << ((((a0) - (1))) & 31)))))
#define E14 a0
#define E15 (!(sdiv((long long)(((long long)((unsigned long long)(a3) << ((a0) & 63)))), (long long)(((int)((unsigned)(a1) * (unsigned)(a2)))))))
#define E16 ((unsigned)(((((((0200) != ((short)-3))) ^ (((a0) * (a3))))) != 0 ? (__mulhi(((a4) > (a4)), smod((int)(a2), (int)(0)))) / (((((0200) != ((short)-3))) ^ (((a0) * (a3))))) : (unsigned long long)(__mulhi(((a4) > (a4)), smod((int)(a2), (int)(0)))))))
#define E17 ((a5) + (((((a1) ? ('A') : (a3))) <= (__umulhi(0xffffffffffffffff, a4)))))
#define E18 ((((((a4) | (((a2) == (a4))))) << ((a5) & 63))) * (a5))
#define E19 ((__brevll(a5)) + ((((-(min((unsigned long long)(a4), (long long)(a2))))) && (((int)(-(unsigned)(__mulhi(a5, a5))))))))
#define E20 ((int)(-(unsigned)((!(a4)))))
#define E21 __popcll(((5u) & (-1u)))
#define E22 ((5ull) * (0x100000000))
#define E23 __byte_perm(((signed char)(((int)(-(unsigned)(((a1) - (a1))))))), ((int)((unsigned)(__ffs(((a4) >> ((a1) & 63)))) << ((a3) & 31))), (~((signed char)-128)))

static const unsigned long long h_a0[32] = {1422266ull, 1ull, 4057ull, 1854486374305935604ull, 0ull, 5216ull, 1ull, 5989213984875784499ull, 1654306295ull, 18446744073709551614ull, 12342297896ull, 0ull, 0ull, 18446744073709551615ull, 207208826ull, 7ull, 1746328802735096444ull, 816137ull, 102248ull, 47217ull, 1ull, 35ull, 27694722272730ull, 18446744073709551615ull, 18446744073709551615ull, 76533107966173ull, 620477037920163259ull, 21060ull, 63374470ull, 1ull, 1ull, 15581072478ull};
static const unsigned char h_a1[32] = {0, 121, 255, 55, 18, 18, 15, 1, 1, 0, 2, 0, 27, 18, 5, 3, 1, 20, 96, 1, 19, 146, 1, 2, 16, 1, 1, 1, 0, 1, 32, 1};
static const unsigned short h_a2[32] = {10, 65535, 65535, 65535, 49, 0, 0, 558, 14, 18, 1, 81, 65534, 1, 65535, 65534, 1, 65535, 9, 65534, 0, 84, 0, 2568, 65534, 0, 7, 0, 47, 65534, 1, 1};
static const long long h_a3[32] = {9223372036854775807ll, 25173794952ll, 137951ll, -67318791749491ll, (-9223372036854775807ll - 1), 9223372036854775807ll, 58466ll, 5628996633ll, -91452ll, 1ll, 1ll, -205765410ll, -185ll, 0ll, 0ll, (-9223372036854775807ll - 1), 6022074299ll, 2ll, -4981ll, 9223372036854775806ll, 1ll, 2ll, 2ll, -337960998ll, -9223372036854775807ll, 1ll, -9223372036854775807ll, -1556760774488ll, 2ll, 127625139982ll, -7216ll, -9223372036854775807ll};
static const unsigned long h_a4[32] = {921629ul, 5195ul, 15734974ul, 1ul, 55486681615ul, 57977692678654ul, 18446744073709551614ul, 18446744073709551614ul, 1ul, 1ul, 18446744073709551614ul, 3733646764308277ul, 2ul, 1093745ul, 1ul, 2ul, 70528306ul, 13499ul, 2ul, 1ul, 8186446291990ul, 4ul, 18446744073709551615ul, 2ul, 18446744073709551615ul, 0ul, 1ul, 0ul, 18446744073709551614ul, 0ul, 17556145737ul, 7129ul};
static const unsigned short h_a5[32] = {27, 9, 255, 0, 0, 2, 31, 65535, 1, 0, 28, 0, 65534, 17507, 2, 0, 1, 1, 65534, 0, 1, 802, 1, 368, 31165, 65535, 2, 3, 465, 3, 25159, 53};

__global__ void eval(const unsigned long long *p_a0, const unsigned char *p_a1, const unsigned short *p_a2, const long long *p_a3, const unsigned long *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    long long a3 = p_a3[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
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
        unsigned long long a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        long long a3 = h_a3[t];
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
