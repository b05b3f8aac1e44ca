// Random integer expressions (tests/randprog/gen, kind int, seed 1008).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a4) | (((long long)((unsigned long long)(a5) << ((a4) & 63)))))
#define E1 (~(((bool)(a0))))
#define E2 31
#define E3 ((int)((unsigned)(((a0) >> ((a1) & 31))) << ((((a1) >> ((a4) & 63))) & 31)))
#define E4 ((int)((unsigned)(((int)(a2))) - (unsigned)(((0) >> ((a3) & 31)))))
#define E5 ((sdiv((long long)(((((int)((unsigned)(0x7fffffff) - (unsigned)(32)))) * (((0) != 0 ? (a2) % (0) : (unsigned)(a2))))), (long long)((+(((a5) & (a4))))))) || ((((!(a3))) != 0 ? (((((a4) * (a3))) - (a5))) / ((!(a3))) : (unsigned long long)(((((a4) * (a3))) - (a5))))))
#define E6 (((!(a4))) * (((a0) != 0 ? (0xffffffffffffffff) / (a0) : (unsigned long)(0xffffffffffffffff))))
#define E7 sdiv((int)(((int)((unsigned)(a0) << ((((short)(0))) & 31)))), (int)((!(a4))))
#define E8 (~(((a5) != 0 ? (a3) % (a5) : (unsigned long long)(a3))))
#define E9 ((((a1) - (a5))) || (((7) >> ((a5) & 31))))
#define E10 ((((long long)((unsigned long long)(((a5) | (a5))) * (unsigned long long)(-1ll)))) & (((((int)((unsigned)('\xff') * (unsigned)(a0)))) > (((a3) != 0 ? (2) % (a3) : (unsigned long long)(2))))))
#define E11 (!(((long)((unsigned long)(9223372036854775807) << ((5ull) & 63)))))
#define E12 ((((a5) >> ((a2) & 63))) ? (a3) : ((~(a2))))
#define E13 ((a3) - (a5))
#define E14 ((((int)((unsigned)(((((int)(-(unsigned)(0x7fffffff)))) >= (((5ull) + (a5))))) << ((a4) & 31)))) >> ((((5ull) + (((a5) + (a1))))) & 31))
#define E15 __ffsll(__sad((-(a1)), (~(a1)), ((a5) ? (a5) : (a1))))
#define E16 smod((int)(((int)((unsigned)(-1) - (unsigned)('\0')))), (int)(((a4) <= (a0))))
#define E17 a2
#define E18 __clz(a0)
#define E19 ((((a3) >= (a1))) >> ((((a3) != (a1))) & 31))
#define E20 ((((a4) - (a3))) << ((((a3) - (a2))) & 63))
#define E21 ((((a4) != 0 ? (a1) / (a4) : (unsigned long long)(a1))) >= (((2147483647) | (0))))
#define E22 __popcll(__umulhi(a2, ((((a1) & (9223372036854775807))) ? (__clzll(0x7fffffff)) : (((a5) && (5ul))))))
#define E23 ((char)(((((((5u) >> ((a1) & 31))) & (((unsigned)(a0))))) | (((((int)((unsigned)(-1) + (unsigned)('\xff')))) >> ((((0200) != (a0))) & 31))))))

static const unsigned short h_a0[32] = {1, 1260, 0, 47, 3, 0, 1020, 65534, 2, 4, 306, 1, 14031, 2, 0, 65535, 1, 65535, 1, 4391, 65535, 199, 65535, 0, 0, 0, 1, 1, 139, 60, 22, 1};
static const unsigned long long h_a1[32] = {0ull, 0ull, 231660091871148ull, 33219237ull, 0ull, 114089893ull, 0ull, 1ull, 1297145037931ull, 0ull, 0ull, 18446744073709551614ull, 7742731202497858ull, 445521834352ull, 2ull, 1ull, 1ull, 29345741751316ull, 80ull, 454ull, 18446744073709551615ull, 888231ull, 1ull, 1ull, 69077ull, 1ull, 446079302ull, 26ull, 5138570807467ull, 18446744073709551614ull, 1ull, 6ull};
static const unsigned h_a2[32] = {1u, 1704963u, 1093678u, 0u, 361341u, 0u, 4294967295u, 4294967295u, 3u, 2u, 0u, 2u, 7u, 1u, 0u, 6u, 36057u, 120064423u, 7504u, 6918u, 2u, 25817u, 39865u, 1u, 4294967295u, 27682500u, 975u, 1u, 581545103u, 19u, 1u, 6u};
static const unsigned long long h_a3[32] = {471925511053ull, 18446744073709551614ull, 18446744073709551614ull, 1ull, 2742849014703597ull, 2607628645434517ull, 0ull, 33273089ull, 8ull, 0ull, 1ull, 7279238842891387ull, 0ull, 360ull, 1149003384246350529ull, 18446744073709551615ull, 18446744073709551614ull, 52329021347ull, 0ull, 6ull, 18446744073709551614ull, 5509297530019645876ull, 171290395929370982ull, 1ull, 18446744073709551614ull, 697854823940ull, 18446744073709551614ull, 18446744073709551615ull, 2027840ull, 4187ull, 120521461066104316ull, 259012590243ull};
static const char h_a4[32] = {-127, -1, -128, 0, -128, -30, 2, 126, 1, 0, 0, 23, 23, 1, 62, -128, -128, 15, -128, 6, 127, 127, 0, -127, 0, 2, 5, 0, -2, -1, -128, -50};
static const long long h_a5[32] = {9223372036854775806ll, -9223372036854775807ll, 41ll, 9223372036854775807ll, -2ll, 1ll, 6890613261365ll, 469184616ll, 9223372036854775807ll, 1827641912ll, 6417695474499ll, (-9223372036854775807ll - 1), -246943ll, -2ll, (-9223372036854775807ll - 1), 9223372036854775806ll, 9223372036854775807ll, 0ll, -9223372036854775807ll, -97391ll, 13ll, (-9223372036854775807ll - 1), 73621030686850ll, -1243791ll, -9223372036854775807ll, 0ll, 9223372036854775807ll, 9223372036854775806ll, -2693585622464204240ll, 1ll, 79ll, 10ll};

__global__ void eval(const unsigned short *p_a0, const unsigned long long *p_a1, const unsigned *p_a2, const unsigned long long *p_a3, const char *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    char a4 = p_a4[t];
    long long a5 = p_a5[t];
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
    unsigned short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned short a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        char a4 = h_a4[t];
        long long a5 = h_a5[t];
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
