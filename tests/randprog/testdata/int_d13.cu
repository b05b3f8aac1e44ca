// Random integer expressions (tests/randprog/gen, kind int, seed 50403).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a0
#define E1 (~(((int)((unsigned)(a5) << ((a1) & 31)))))
#define E2 ((a0) != 0 ? (((unsigned)(a3))) % (a0) : (unsigned)(((unsigned)(a3))))
#define E3 (unsigned short)65535
#define E4 (((+(((((2147483647) ? (a1) : (a4))) & (((a0) & (1))))))) < (((smod((int)(((int)((unsigned)(a0) * (unsigned)(0)))), (int)((+(-1))))) ? (((a5) >> (((!(a4))) & 31))) : (((((a2) >= (a0))) >> ((false) & 31))))))
#define E5 0x7fffffff
#define E6 ((unsigned long)(((((((a2) ? (a2) : (0200))) != 0 ? (((a2) >> ((3) & 63))) / (((a2) ? (a2) : (0200))) : (unsigned long long)(((a2) >> ((3) & 63))))) != 0 ? (((((long long)((unsigned long long)(a4) + (unsigned long long)(a1)))) != (((100) ? (a5) : (9223372036854775807))))) / (((((a2) ? (a2) : (0200))) != 0 ? (((a2) >> ((3) & 63))) / (((a2) ? (a2) : (0200))) : (unsigned long long)(((a2) >> ((3) & 63))))) : (unsigned long long)(((((long long)((unsigned long long)(a4) + (unsigned long long)(a1)))) != (((100) ? (a5) : (9223372036854775807))))))))
#define E7 ((((long long)(((a1) & (a4))))) >> ((((((a4) > (9223372036854775807))) != 0 ? (a3) / (((a4) > (9223372036854775807))) : (unsigned long long)(a3))) & 63))
#define E8 a5
#define E9 sdiv((int)(a1), (int)(((a2) < (a4))))
#define E10 ((unsigned char)(((unsigned long long)(((((-1u) << ((a2) & 31))) - (a3))))))
#define E11 ((((((unsigned long)(a5))) != 0 ? (((a3) + (100))) / (((unsigned long)(a5))) : (unsigned long long)(((a3) + (100))))) ? ((((unsigned char)200) | ((+(a2))))) : ((+(((int)((unsigned)(-1) - (unsigned)(a0)))))))
#define E12 ((32) < (((((long)(a5))) | (((((a1) * (a2))) != 0 ? ((!(a5))) % (((a1) * (a2))) : (unsigned long long)((!(a5))))))))
#define E13 (~(((a3) != 0 ? (7) % (a3) : (unsigned long long)(7))))
#define E14 ((__funnelshift_rc(0x100000000, ((a3) * (a5)), ((int)((unsigned)(-5) << ((a4) & 31))))) >> ((((((long long)((unsigned long long)(a5) - (unsigned long long)(a4)))) - (a2))) & 31))
#define E15 ((((a2) - (a0))) + (((a3) ^ (31))))
#define E16 a1
#define E17 ((0x80000000) ? (__umulhi((-(((unsigned long)(a0)))), ((((a3) + (2147483648))) ^ (((-5) <= (0x7fffffff)))))) : (a4))
#define E18 ((((((5ll) != 0 ? (a2) % (5ll) : (unsigned long long)(a2))) | (((a2) != 0 ? (a4) % (a2) : (unsigned long long)(a4))))) != ((((((signed char)-128) != 0 ? (5ull) % ((signed char)-128) : (unsigned long long)(5ull))) >> ((((long long)(-(unsigned long long)(a4)))) & 63))))
#define E19 a5
#define E20 a0
#define E21 ((long long)((unsigned long long)(__umul24(255, a4)) * (unsigned long long)(a4)))
#define E22 a2
#define E23 ((long long)((unsigned long long)((((!(a0))) ? (((int)(-(unsigned)(a1)))) : (((long long)((unsigned long long)(a4) + (unsigned long long)(5ll)))))) << ((((bool)(((5u) | (a2))))) & 63)))

static const unsigned char h_a0[32] = {2, 4, 5, 7, 0, 1, 127, 255, 0, 236, 0, 174, 17, 0, 254, 0, 1, 254, 125, 1, 254, 254, 58, 21, 0, 82, 112, 254, 11, 10, 2, 7};
static const int h_a1[32] = {0, -1, -15003, -69738731, -5301, -2147483647, 2147483646, -1, -8889, 0, -887640463, 6188412, 381286546, (-2147483647 - 1), 56970047, 2, 1, -2, 34, 2, 8007, 665469, -439, -2, -1, 2147483647, -15756617, 2, -1760739, 1, 0, -1};
static const unsigned long long h_a2[32] = {831ull, 18446744073709551615ull, 18446744073709551614ull, 296644454176ull, 0ull, 1ull, 18446744073709551615ull, 7918794ull, 42269165044894ull, 358200402ull, 5227847726572079ull, 18446744073709551614ull, 18446744073709551615ull, 10025199ull, 10ull, 13082568706639189ull, 1485418541786ull, 39806211902612ull, 1369ull, 1ull, 1ull, 1ull, 1ull, 1ull, 1522161735ull, 174691830692ull, 18446744073709551615ull, 18446744073709551614ull, 1426ull, 939389583781464ull, 50774324533410055ull, 18446744073709551615ull};
static const unsigned long long h_a3[32] = {43405305976922ull, 1ull, 1533808132950294066ull, 0ull, 0ull, 238976041015ull, 1ull, 0ull, 61415867183290ull, 14ull, 18446744073709551614ull, 1ull, 0ull, 2ull, 1ull, 416ull, 0ull, 18446744073709551615ull, 16ull, 202954960391ull, 23321925829ull, 3380ull, 0ull, 16085338986ull, 401139339876586274ull, 18446744073709551615ull, 509230729285130ull, 2ull, 0ull, 18446744073709551615ull, 1142467186212961353ull, 1947289ull};
static const long long h_a4[32] = {9223372036854775806ll, -1ll, -15807836040344356ll, 0ll, -1214060112ll, 1ll, 119975862273851970ll, -1911653825ll, -884497672ll, 109098ll, 11867ll, 9546314991180289ll, 348830272793ll, -282267119458667714ll, 16338535ll, -9223372036854775807ll, -31ll, -409593ll, 9223372036854775807ll, -11043ll, 1ll, 2149861762934249ll, -2ll, 1ll, 1ll, -10456432940947ll, 9223372036854775807ll, -2ll, -9223372036854775807ll, -1ll, 49ll, 0ll};
static const char h_a5[32] = {-127, 1, 2, 126, -4, -2, -93, 126, 126, 126, -28, -8, -127, 126, 0, -127, 0, -127, 127, 1, -2, 2, -93, 0, -2, -1, 127, -128, 0, -1, 2, 0};

__global__ void eval(const unsigned char *p_a0, const int *p_a1, const unsigned long long *p_a2, const unsigned long long *p_a3, const long long *p_a4, const char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    int a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        unsigned char a0 = h_a0[t];
        int a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        long long a4 = h_a4[t];
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
