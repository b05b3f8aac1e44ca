// Random integer expressions (tests/randprog/gen, kind int, seed 907919).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((a0) ? (a2) : (a1))) + (((3) & (a3))))) + (((((0x80000000) != 0 ? (a3) / (0x80000000) : (unsigned)(a3))) - (((5ull) + (a3))))))
#define E1 a0
#define E2 0xffffffff
#define E3 a5
#define E4 ((((int)(-(unsigned)((signed char)-128)))) < (((((short)(((a4) - (a4))))) ? ((((+(a1))) << ((((long long)((unsigned long long)(a2) - (unsigned long long)(a4)))) & 63))) : (((((a3) != ((signed char)-128))) ^ (((false) & (a2))))))))
#define E5 ((((a1) & (a1))) ^ (((a4) ? (a0) : (31))))
#define E6 ((long long)(-(unsigned long long)(sdiv((long long)(2147483647), (long long)(a0)))))
#define E7 ((((long long)((unsigned long long)(((long long)((unsigned long long)(a0) - (unsigned long long)(((32) * (a3)))))) * (unsigned long long)(a3)))) != 0 ? ((-(((2147483647) ^ (((a5) != 0 ? (a1) % (a5) : (unsigned long long)(a1))))))) / (((long long)((unsigned long long)(((long long)((unsigned long long)(a0) - (unsigned long long)(((32) * (a3)))))) * (unsigned long long)(a3)))) : (unsigned long long)((-(((2147483647) ^ (((a5) != 0 ? (a1) % (a5) : (unsigned long long)(a1))))))))
#define E8 (+(((((long long)((unsigned long long)(((a0) == (a3))) - (unsigned long long)(((long long)((unsigned long long)(a2) - (unsigned long long)(a4))))))) != (((((a2) >> ((a5) & 63))) | (0x7fffffff))))))
#define E9 a4
#define E10 ((long long)(((unsigned)(((a2) + (5ull))))))
#define E11 ((a1) == (-5))
#define E12 a1
#define E13 a0
#define E14 ((((a5) ^ (0x80000000))) | (((a1) | (true))))
#define E15 a1
#define E16 (short)-3
#define E17 a2
#define E18 ((((((((int)((unsigned)(a4) + (unsigned)(0200)))) >= (__usad(a0, 2147483647, 32)))) && (2))) & (((bool)((((((unsigned char)200) * (a1))) && ((+(a0))))))))
#define E19 ((signed char)(smod((long long)(((a5) >= (a5))), (long long)(smod((long long)(a2), (long long)(a3))))))
#define E20 ((long long)(a5))
#define E21 ((((((((a1) >> ((0x7fffffff) & 63))) - (((a0) >> ((2147483648) & 63))))) != 0 ? (((unsigned long)(((a0) - (a1))))) % (((((a1) >> ((0x7fffffff) & 63))) - (((a0) >> ((2147483648) & 63))))) : (unsigned long long)(((unsigned long)(((a0) - (a1))))))) >> ((((signed char)(((long long)((unsigned long long)(((a3) != 0 ? (a4) / (a3) : (unsigned)(a4))) + (unsigned long long)(sdiv((long long)(0), (long long)(a0)))))))) & 63))
#define E22 ((((a5) & (a3))) > (a2))
#define E23 ((__funnelshift_l(((((a2) == (-5))) * ((-(a1)))), ((int)((unsigned)(((int)((unsigned)(100) + (unsigned)(a4)))) + (unsigned)((!(a4))))), a4)) & (a1))

static const long long h_a0[32] = {9223372036854775807ll, 106670821012580ll, 45ll, 2ll, 2ll, 0ll, 3314224513200394ll, 1ll, -9223372036854775807ll, 9223372036854775807ll, -2837242133741360ll, -2ll, 381ll, 1ll, -42754917927302266ll, 2ll, -1ll, 13152429685840ll, -757746ll, -2ll, 4914992218132ll, -60515180972004564ll, -9223372036854775807ll, (-9223372036854775807ll - 1), -259024ll, (-9223372036854775807ll - 1), -1ll, 0ll, 0ll, -27961434053547ll, (-9223372036854775807ll - 1), 42ll};
static const unsigned long long h_a1[32] = {338261419280705ull, 0ull, 2ull, 4841ull, 18446744073709551615ull, 1ull, 1028673ull, 496976834ull, 3047ull, 67752384400109966ull, 2ull, 1ull, 908679444760ull, 18446744073709551615ull, 1950207378ull, 2ull, 1ull, 0ull, 1070ull, 18446744073709551615ull, 1ull, 0ull, 1605222ull, 18446744073709551615ull, 0ull, 216405754917575235ull, 287ull, 57808501036046075ull, 33546390ull, 746995549194ull, 57ull, 3883596241684690ull};
static const long long h_a2[32] = {2ll, 9223372036854775806ll, -17498341ll, 6924909044369ll, (-9223372036854775807ll - 1), 14292563ll, 9223372036854775807ll, -1ll, -14ll, -96107585564250ll, (-9223372036854775807ll - 1), -2ll, -33ll, -1833599ll, 4135819568ll, 9223372036854775806ll, -930794ll, -2ll, 0ll, 28948378963202769ll, 9223372036854775806ll, (-9223372036854775807ll - 1), -9223372036854775807ll, 2ll, 0ll, 10469136875036ll, 9223372036854775807ll, 2939727ll, -1ll, -30496ll, 17653523345018385ll, -68055726ll};
static const unsigned h_a3[32] = {4294967295u, 224u, 19076037u, 44568187u, 458364u, 1u, 25948u, 4294967295u, 3u, 3u, 6856u, 4294967294u, 12092032u, 24336565u, 1545727141u, 11u, 3u, 3u, 1u, 15642u, 1u, 4294967294u, 6584823u, 914470553u, 0u, 52373u, 4294967295u, 403323u, 32319124u, 0u, 33722160u, 4294967294u};
static const unsigned char h_a4[32] = {2, 43, 0, 1, 1, 1, 1, 11, 1, 0, 0, 0, 0, 0, 0, 0, 255, 0, 193, 254, 28, 254, 29, 6, 10, 30, 1, 1, 1, 1, 248, 2};
static const unsigned h_a5[32] = {4294967294u, 0u, 0u, 2u, 5572271u, 0u, 1895685u, 865123244u, 1u, 4072u, 68006u, 2u, 339u, 57981u, 1494u, 2u, 1u, 41196u, 6u, 6136671u, 1u, 28321706u, 3u, 106889617u, 584601u, 4294967294u, 1u, 4294967295u, 10u, 562790410u, 4294967295u, 12866u};

__global__ void eval(const long long *p_a0, const unsigned long long *p_a1, const long long *p_a2, const unsigned *p_a3, const unsigned char *p_a4, const unsigned *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    long long a2 = p_a2[t];
    unsigned a3 = p_a3[t];
    unsigned char a4 = p_a4[t];
    unsigned a5 = p_a5[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long long a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        long long a2 = h_a2[t];
        unsigned a3 = h_a3[t];
        unsigned char a4 = h_a4[t];
        unsigned a5 = h_a5[t];
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
