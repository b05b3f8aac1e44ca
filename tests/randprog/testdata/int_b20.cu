// Random integer expressions (tests/randprog/gen, kind int, seed 1058380).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a4) - (a5))
#define E1 a2
#define E2 ((((((a4) * (((long long)((unsigned long long)(a3) * (unsigned long long)(a2)))))) >> ((((sdiv((long)(a3), (long)(0xffffffff))) & (((31) ^ (a5))))) & 63))) << (((((~(((long)((unsigned long)((short)-3) * (unsigned long)(a3)))))) + (((((a5) ? (a5) : (a2))) ^ (((unsigned long long)(a3))))))) & 63))
#define E3 (((+(a1))) | (((int)((unsigned)('\0') << ((9223372036854775807) & 31)))))
#define E4 a5
#define E5 a5
#define E6 ((((a1) || (((smod((int)(a5), (int)(a0))) >> ((((long long)((unsigned long long)(a2) << ((2147483648) & 63)))) & 31))))) != 0 ? (a4) / (((a1) || (((smod((int)(a5), (int)(a0))) >> ((((long long)((unsigned long long)(a2) << ((2147483648) & 63)))) & 31))))) : (unsigned long)(a4))
#define E7 ((char)(((a1) > (a5))))
#define E8 ((((((a5) ? (-1ll) : (100))) >> ((((unsigned)(0200))) & 63))) >> ((((((a4) & (a3))) - (((long long)((unsigned long long)(a2) * (unsigned long long)(a1)))))) & 63))
#define E9 ((((a4) + (((a0) ? (a3) : ((unsigned short)65535))))) != 0 ? (((((a1) >> ((a0) & 63))) - (((a4) != 0 ? (a0) % (a4) : (unsigned long)(a0))))) / (((a4) + (((a0) ? (a3) : ((unsigned short)65535))))) : (unsigned long)(((((a1) >> ((a0) & 63))) - (((a4) != 0 ? (a0) % (a4) : (unsigned long)(a0))))))
#define E10 (((~(a5))) ? (((int)(a2))) : ((signed char)-128))
#define E11 (+(smod((long long)(a2), (long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(a2) + (unsigned long long)(a0)))) << ((3) & 63)))))))
#define E12 a3
#define E13 2147483648
#define E14 __umul24(((long long)((unsigned long long)(a0) * (unsigned long long)(a2))), __rhadd(a0, (short)-3))
#define E15 ((long)((unsigned long)(smod((long)(a1), (long)(a1))) * (unsigned long)(((signed char)(a5)))))
#define E16 ((int)(__ffs(255)))
#define E17 (short)-3
#define E18 ((((__umul64hi(a1, a5)) != 0 ? (a2) % (__umul64hi(a1, a5)) : (unsigned long long)(a2))) + (a4))
#define E19 ((((a2) > (a3))) + (((a1) || (a2))))
#define E20 a3
#define E21 ((((__usad(a3, a3, a1)) > (((5ul) >> ((a5) & 63))))) >> ((a1) & 31))
#define E22 ((long long)((unsigned long long)(5ll) - (unsigned long long)(__ffsll(((a4) ^ (((int)((unsigned)(a0) << ((a5) & 31)))))))))
#define E23 ((((a0) + (((((int)((unsigned)(a0) * (unsigned)(true)))) < (((a2) | ((signed char)-128))))))) == ((((((-(a4))) & (a4))) != 0 ? (a5) / ((((-(a4))) & (a4))) : (unsigned long)(a5))))

static const signed char h_a0[32] = {-1, 2, 13, -128, -127, 9, -128, 1, 126, 112, -22, 25, 1, -128, 0, -2, 127, 83, -127, -1, -1, -127, 6, 0, 2, -12, 2, -15, 127, 0, 2, -127};
static const long h_a1[32] = {-2607212l, 172203746382572096l, -210448315587601l, 0l, 1l, 3217406240l, 248632l, 38400951278l, -3027609092944l, -9223372036854775807l, 9223372036854775806l, -1l, 261l, 181l, 167700l, 9223372036854775806l, 9223372036854775807l, 15132207l, 9223372036854775806l, 4l, -70865494012418634l, (-9223372036854775807l - 1), 188517l, -213l, 2l, 38942933681l, 12787888685652l, 2l, -2021104002l, 9223372036854775807l, -2l, 57l};
static const long long h_a2[32] = {343269090165ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), -9223372036854775807ll, 0ll, -38433ll, 9223372036854775806ll, 1ll, 5ll, 263376388588703705ll, 4566ll, -2114925303133518007ll, -1ll, -466040114ll, -1ll, 66ll, 528ll, 2265606712ll, 2ll, -9223372036854775807ll, 3926467539575825820ll, -62344610ll, -1063602748887592ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 2ll, 0ll, 9223372036854775807ll, -110917ll, -1ll, 9223372036854775806ll, 0ll};
static const long h_a3[32] = {9223372036854775806l, 488968120880l, -4l, (-9223372036854775807l - 1), 1834060167l, 7035321571051l, 1l, 2169l, 9223372036854775806l, 89l, -233863454661010l, 40l, -1l, 2743l, -5642157604597017l, -1l, -1720l, 9223372036854775806l, -9223372036854775807l, -1l, -9223372036854775807l, 169953l, 125l, -9223372036854775807l, 25079044855182540l, -1l, 51737455026057l, 307795859700275l, 81622815167785993l, 2l, -8703313561909961l, -275444198683787l};
static const unsigned long h_a4[32] = {0ul, 2ul, 163178788355ul, 13559117298600ul, 3604ul, 1ul, 0ul, 2ul, 6795540052027ul, 183ul, 25908122582ul, 1ul, 18446744073709551615ul, 1ul, 8846965136773565423ul, 0ul, 867672047719ul, 47960649955720ul, 1389ul, 33992469ul, 574ul, 554244078443467ul, 0ul, 1896105593344ul, 0ul, 165943720753382ul, 8298933269620ul, 6405638ul, 0ul, 12050661ul, 18446744073709551615ul, 4459402572194ul};
static const unsigned char h_a5[32] = {3, 122, 7, 1, 255, 1, 1, 2, 254, 0, 59, 254, 255, 1, 0, 45, 255, 2, 1, 255, 1, 124, 5, 1, 10, 0, 2, 1, 96, 1, 45, 254};

__global__ void eval(const signed char *p_a0, const long *p_a1, const long long *p_a2, const long *p_a3, const unsigned long *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    long a1 = p_a1[t];
    long long a2 = p_a2[t];
    long a3 = p_a3[t];
    unsigned long a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long *d_a4;
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
        signed char a0 = h_a0[t];
        long a1 = h_a1[t];
        long long a2 = h_a2[t];
        long a3 = h_a3[t];
        unsigned long a4 = h_a4[t];
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
