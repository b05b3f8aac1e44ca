// Random integer expressions (tests/randprog/gen, kind int, seed 939595).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((+(a0))) || ((!(a4))))
#define E1 ((signed char)((((((-(a4))) << ((((a4) && (0x7fffffff))) & 31))) & ((~((('\xff') & (a3))))))))
#define E2 ((((a5) * (0x80000000))) + (((a2) ? (a3) : (a1))))
#define E3 (+(((long long)(a1))))
#define E4 1
#define E5 ((((short)(((a1) << ((4294967295) & 63))))) * (a4))
#define E6 a1
#define E7 2147483647
#define E8 (((-(a5))) & (((a5) >> ((a3) & 63))))
#define E9 ((long long)((unsigned long long)(5ll) << ((255) & 63)))
#define E10 ((((((a2) ^ (a3))) >= ((+(a5))))) ^ (((((a4) * (a1))) != 0 ? (((a4) << ((2147483648) & 31))) % (((a4) * (a1))) : (unsigned long)(((a4) << ((2147483648) & 31))))))
#define E11 ((((a5) + (a2))) ^ ((!(a3))))
#define E12 a1
#define E13 ((((((a2) != 0 ? (a3) % (a2) : (unsigned long)(a3))) - (((true) != 0 ? (a3) % (true) : (unsigned long)(a3))))) != 0 ? ((((!(a1))) - (((a1) >> ((a5) & 63))))) % (((((a2) != 0 ? (a3) % (a2) : (unsigned long)(a3))) - (((true) != 0 ? (a3) % (true) : (unsigned long)(a3))))) : (unsigned long)((((!(a1))) - (((a1) >> ((a5) & 63))))))
#define E14 ((sdiv((long long)(sdiv((long long)(2147483647), (long long)(a0))), (long long)(sdiv((int)('A'), (int)('A'))))) ? (((a3) + (((unsigned short)(-1ll))))) : (a4))
#define E15 2147483648
#define E16 (((((unsigned char)200) != 0 ? (((5ul) != 0 ? (((long long)((unsigned long long)(a4) - (unsigned long long)(a0)))) / (5ul) : (unsigned long long)(((long long)((unsigned long long)(a4) - (unsigned long long)(a0)))))) / ((unsigned char)200) : (unsigned long long)(((5ul) != 0 ? (((long long)((unsigned long long)(a4) - (unsigned long long)(a0)))) / (5ul) : (unsigned long long)(((long long)((unsigned long long)(a4) - (unsigned long long)(a0)))))))) < (4294967295))
#define E17 (!(((((short)(a4))) - ((~(a4))))))
#define E18 ((a5) * (__clzll(sdiv((long)(a2), (long)(a4)))))
#define E19 __umul64hi((+(((((a0) != 0 ? (a5) % (a0) : (unsigned long long)(a5))) >> ((((2147483647) | (a1))) & 63)))), ((unsigned long long)(((__urhadd(0xffffffff, 31)) > (((31) <= (a4)))))))
#define E20 (+(((((a0) | (a4))) ^ (smod((long long)(a0), (long long)(a2))))))
#define E21 ((((((a4) && (a0))) & (smod((int)('\0'), (int)('A'))))) | (((((a5) != 0 ? (2) / (a5) : (unsigned long long)(2))) >> ((sdiv((long long)(a0), (long long)((short)-3))) & 63))))
#define E22 (!(__mulhi(a4, ((short)(((a3) == (a3)))))))
#define E23 -1u

static const long long h_a0[32] = {9223372036854775806ll, 88104631993ll, -3441868100066ll, 0ll, 26881ll, -141107151303910ll, 9223372036854775807ll, -3013679762425355ll, 9223372036854775806ll, (-9223372036854775807ll - 1), 112063469ll, -2ll, -9223372036854775807ll, 9223372036854775807ll, 2ll, -4360710556134962336ll, -9223372036854775807ll, -2ll, -2ll, -228389207ll, 574090ll, -2ll, -1ll, -12965ll, 0ll, 2ll, 2ll, -115264319400356469ll, -9223372036854775807ll, -3394814122ll, 9223372036854775807ll, 9223372036854775806ll};
static const unsigned long h_a1[32] = {12798ul, 1ul, 275582864129ul, 18446744073709551615ul, 1512624ul, 0ul, 1ul, 18446744073709551614ul, 466241476806612ul, 522644439188855033ul, 1ul, 520943281974ul, 2ul, 18446744073709551615ul, 67624878490577ul, 37124358648ul, 7ul, 1862833ul, 1133364763266444835ul, 1ul, 0ul, 1ul, 2ul, 0ul, 18446744073709551614ul, 18446744073709551614ul, 119503056ul, 128480ul, 922088349563393409ul, 18446744073709551615ul, 18446744073709551614ul, 74552667052178ul};
static const long h_a2[32] = {-1l, 2l, 554802l, -2l, -9223372036854775807l, 1332379868541505223l, 689205958053l, 6013l, 0l, (-9223372036854775807l - 1), 43230l, 4591895262138501808l, (-9223372036854775807l - 1), 0l, 9223372036854775807l, -2l, -9223372036854775807l, -51812l, 9223372036854775807l, -9223372036854775807l, (-9223372036854775807l - 1), -9223372036854775807l, 1l, 0l, 65073l, -26606756000l, 1l, -284l, 1685494l, 2l, 2l, 34173655116072657l};
static const unsigned long h_a3[32] = {928ul, 77866317328ul, 1ul, 29840ul, 16689426846343ul, 238846ul, 0ul, 6018ul, 99678ul, 391220249ul, 71265ul, 1ul, 2023969746ul, 636729517226152ul, 1ul, 2ul, 0ul, 67230402795563ul, 18446744073709551614ul, 145777142ul, 0ul, 2ul, 537434159528903ul, 1528329130ul, 2026308138ul, 6191119ul, 1ul, 1ul, 119921613ul, 18446744073709551615ul, 2ul, 31871ul};
static const unsigned h_a4[32] = {2u, 41427u, 4294967294u, 1u, 8481430u, 1941u, 0u, 2282u, 1825u, 1u, 4294967295u, 4294967295u, 5u, 4294967294u, 2u, 2u, 1833u, 4294967294u, 2u, 4294967294u, 404u, 4u, 781u, 0u, 0u, 2u, 1u, 2063504u, 977073u, 12727146u, 3945u, 13565999u};
static const unsigned long long h_a5[32] = {0ull, 413984163090ull, 372508042929143941ull, 1ull, 2ull, 18446744073709551614ull, 4161295274ull, 0ull, 0ull, 16587705129623ull, 109354ull, 495849ull, 1ull, 1ull, 4ull, 18446744073709551615ull, 514103666503ull, 2200983753ull, 626ull, 36ull, 2ull, 1ull, 18446744073709551615ull, 8036781324ull, 1ull, 77372ull, 1ull, 1ull, 2ull, 1ull, 2ull, 604540ull};

__global__ void eval(const long long *p_a0, const unsigned long *p_a1, const long *p_a2, const unsigned long *p_a3, const unsigned *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long long a0 = p_a0[t];
    unsigned long a1 = p_a1[t];
    long a2 = p_a2[t];
    unsigned long a3 = p_a3[t];
    unsigned a4 = p_a4[t];
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
    long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
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
        long long a0 = h_a0[t];
        unsigned long a1 = h_a1[t];
        long a2 = h_a2[t];
        unsigned long a3 = h_a3[t];
        unsigned a4 = h_a4[t];
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
