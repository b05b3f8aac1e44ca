// Random integer expressions (tests/randprog/gen, kind int, seed 50248).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((((int)(0))) ^ (((long long)((unsigned long long)(a1) * (unsigned long long)(a1)))))) - (a3))) << ((((((int)((unsigned)(((int)((unsigned)(1) + (unsigned)(0200)))) - (unsigned)(((a2) || (a2)))))) >> ((smod((long)((~(a5))), (long)((((unsigned char)200) ? (a2) : (a4))))) & 31))) & 63))
#define E1 smod((long long)(sdiv((long long)(a1), (long long)(a2))), (long long)(((-5) && (a2))))
#define E2 ((((a3) * (2147483648))) & (2147483648))
#define E3 ((((a2) & (a1))) != (a0))
#define E4 a2
#define E5 (+(((((a0) + (((a3) != 0 ? (a0) / (a3) : (unsigned long long)(a0))))) == (((((a2) - (5ul))) + (((char)(a2))))))))
#define E6 ((int)((unsigned)(((bool)(((long long)((unsigned long long)((unsigned short)65535) + (unsigned long long)(((long long)((unsigned long long)(a1) << ((a2) & 63))))))))) << (((+(((a1) ? (((int)(0))) : (((short)(1))))))) & 31)))
#define E7 ((long)((unsigned long)(((a2) ^ (2147483648))) << ((((-1u) >> ((a5) & 31))) & 63)))
#define E8 (!(((2147483647) < (((unsigned short)('A'))))))
#define E9 a2
#define E10 ((unsigned)(((a0) || (a5))))
#define E11 (((((((~(a3))) & (((signed char)(a4))))) != 0 ? (((long)(((a0) >= (a1))))) / ((((~(a3))) & (((signed char)(a4))))) : (unsigned long long)(((long)(((a0) >= (a1))))))) == (((((5ll) & (((long)((unsigned long)(a0) - (unsigned long)(a2)))))) | (sdiv((int)(((3) & (31))), (int)(((a2) < (a5))))))))
#define E12 31
#define E13 a2
#define E14 ((long)((unsigned long)(a5) << ((((a3) ^ (((bool)(a3))))) & 63)))
#define E15 ((long)((unsigned long)(__popcll(a2)) - (unsigned long)(a5)))
#define E16 -1ll
#define E17 ((((long)((unsigned long)(5u) + (unsigned long)(a5)))) >> ((((short)(a4))) & 63))
#define E18 ((((unsigned long)(((int)((unsigned)(255) << ((a5) & 31)))))) != 0 ? (((long long)((unsigned long long)(((a0) ^ (a0))) + (unsigned long long)(((long long)(a3)))))) / (((unsigned long)(((int)((unsigned)(255) << ((a5) & 31)))))) : (unsigned long long)(((long long)((unsigned long long)(((a0) ^ (a0))) + (unsigned long long)(((long long)(a3)))))))
#define E19 ((signed char)((+(a0))))
#define E20 (!(a5))
#define E21 ((unsigned)(smod((long)(a2), (long)(a2))))
#define E22 ((__clzll(a0)) ^ (((long long)((unsigned long long)(a5) + (unsigned long long)(((smod((long long)(0x7fffffff), (long long)(a1))) ? (smod((long long)(a1), (long long)(a2))) : (((long)((unsigned long)('\0') + (unsigned long)(a2))))))))))
#define E23 ((((int)((unsigned)(((int)((unsigned)(((int)(-(unsigned)((signed char)-128)))) << ((sdiv((long)(5l), (long)(a0))) & 31)))) << ((a3) & 31)))) ^ (a2))

static const unsigned short h_a0[32] = {0, 0, 1803, 1286, 125, 1, 447, 2, 2, 2, 61, 4528, 65535, 503, 1, 16362, 1663, 65535, 0, 1, 1, 1859, 2, 0, 0, 989, 65534, 1, 13692, 2, 2, 1435};
static const long long h_a1[32] = {-9223372036854775807ll, -11481ll, 63250ll, 3747ll, -2ll, 1ll, 5888853605151ll, 216319ll, 9223372036854775806ll, 13211124256933ll, 0ll, -9223372036854775807ll, -28890661ll, 282ll, 0ll, -9223372036854775807ll, -94940375183009894ll, -58ll, 1ll, -6364968354138641434ll, 12777110216887ll, 9223372036854775807ll, -171532692378241ll, -169895137ll, 9223372036854775807ll, -173ll, -13ll, -25ll, 4582097168ll, 102500196ll, 2ll, 9223372036854775806ll};
static const long h_a2[32] = {-2l, -1l, -7l, 183419l, -270819l, 13914743765999l, -126l, 9223372036854775807l, -21865l, (-9223372036854775807l - 1), 729313859226186451l, (-9223372036854775807l - 1), 513599223l, -2l, 2812304427994700612l, 4259816027253l, -9223372036854775807l, 1l, 0l, -25461680961139258l, 14l, -53540475459l, 9223372036854775806l, -2l, 2302241l, (-9223372036854775807l - 1), -2l, 0l, -7384943l, -40928211l, 6680574960l, -2483l};
static const unsigned long long h_a3[32] = {0ull, 0ull, 2ull, 2ull, 1ull, 1959603ull, 12271239ull, 1ull, 54395194375404ull, 7909538ull, 1902869261168221ull, 0ull, 23482482879ull, 15479ull, 0ull, 27290912960ull, 18446744073709551615ull, 3066194898053753ull, 9ull, 527831845441806ull, 7281441835502638795ull, 1ull, 1152006ull, 25834ull, 1ull, 0ull, 1764776346ull, 12213344348ull, 18446744073709551615ull, 46205387627118ull, 196430ull, 1ull};
static const int h_a4[32] = {0, 16857, -589532, -27311, 0, -2147483647, -4864547, 4097, -4668, -32348, -60198811, -2, 1, 0, 2147483646, 1548, 1, 1, -844437, (-2147483647 - 1), -2, 0, 572, 2147483646, 403285679, -5, 2147483647, -23152202, 2147483647, -2147483647, 9425640, -45};
static const long h_a5[32] = {-1l, -9223372036854775807l, 9223372036854775806l, 11517667869599l, 2l, -1l, 185945979843l, -1343273l, -1348962718703l, -9063559786081l, 251955368l, -2l, 52394063l, 16042591l, -2l, -9223372036854775807l, (-9223372036854775807l - 1), -2026l, 187l, (-9223372036854775807l - 1), -120244186l, -131492l, -3l, -1l, 784327420661920408l, -2l, -9223372036854775807l, -9223372036854775807l, 2l, -1l, 2l, 9223372036854775806l};

__global__ void eval(const unsigned short *p_a0, const long long *p_a1, const long *p_a2, const unsigned long long *p_a3, const int *p_a4, const long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    long long a1 = p_a1[t];
    long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    int a4 = p_a4[t];
    long a5 = p_a5[t];
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
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned short a0 = h_a0[t];
        long long a1 = h_a1[t];
        long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        int a4 = h_a4[t];
        long a5 = h_a5[t];
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
