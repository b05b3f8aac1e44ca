// Random integer expressions (tests/randprog/gen, kind int, seed 1105894).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((unsigned char)(((short)(a2))))
#define E1 (~(((long long)((unsigned long long)(a5) + (unsigned long long)(a2)))))
#define E2 ((long long)((unsigned long long)(((long long)((unsigned long long)(((a0) & (a2))) << ((a1) & 63)))) * (unsigned long long)(a4)))
#define E3 a0
#define E4 ((unsigned long long)(((-1u) + (a0))))
#define E5 a4
#define E6 a4
#define E7 a0
#define E8 ((((int)((unsigned)(0200) * (unsigned)(a4)))) && (smod((long long)(a4), (long long)(a5))))
#define E9 ((((0x80000000) < (a4))) == (((a1) > (a0))))
#define E10 a0
#define E11 (+((!(a3))))
#define E12 a1
#define E13 ((a3) >> ((((long long)((unsigned long long)(((false) >> ((a2) & 31))) * (unsigned long long)(a5)))) & 63))
#define E14 ((long long)((unsigned long long)(((long long)((unsigned long long)(((unsigned short)(a3))) * (unsigned long long)(((a4) & (a5)))))) + (unsigned long long)(__umulhi(((long)((unsigned long)((unsigned short)65535) - (unsigned long)(9223372036854775807))), ((long long)((unsigned long long)(a2) - (unsigned long long)(a3)))))))
#define E15 ((((a1) & (a5))) << ((a5) & 63))
#define E16 a4
#define E17 (((!(9223372036854775807))) >> ((4294967295) & 31))
#define E18 smod((int)(__mul24(__funnelshift_rc(((long long)((unsigned long long)(a2) * (unsigned long long)(a3))), (+(a0)), a5), a3)), (int)(a4))
#define E19 ((((long long)((unsigned long long)(100) * (unsigned long long)(a2)))) && (((a1) + (a0))))
#define E20 ((((short)(a0))) >> (((~(a1))) & 31))
#define E21 ((((unsigned)(a5))) << ((5ull) & 31))
#define E22 ((int)((unsigned)(((smod((int)(a0), (int)(a4))) ? (((int)((unsigned)(a0) << ((a1) & 31)))) : (__hadd(a2, a2)))) + (unsigned)(smod((int)(((int)((unsigned)('\xff') << ((a5) & 31)))), (int)(((a4) >> ((a4) & 31)))))))
#define E23 a2

static const unsigned short h_a0[32] = {65535, 9, 1, 5293, 11, 0, 0, 106, 2561, 28, 0, 21, 65534, 0, 278, 0, 126, 65535, 65535, 1, 176, 238, 1, 6, 1, 65535, 1, 0, 114, 4629, 2, 9209};
static const unsigned long h_a1[32] = {1749552ul, 1663891479950ul, 52924083515ul, 0ul, 42924057488ul, 18446744073709551615ul, 4539420459210250293ul, 1ul, 1266538ul, 37431463288344200ul, 0ul, 0ul, 244135126996029159ul, 1225ul, 0ul, 18446744073709551615ul, 1ul, 19ul, 12110481998782401053ul, 18446744073709551614ul, 18446744073709551615ul, 0ul, 57251950ul, 2ul, 541600839523661ul, 1865ul, 18446744073709551615ul, 47485817287514259ul, 18571724904ul, 2ul, 2ul, 0ul};
static const long long h_a2[32] = {-9223372036854775807ll, -5777308231162ll, 10394920624ll, -9223372036854775807ll, 4ll, 24792339606577ll, 9223372036854775807ll, -338516390ll, 29ll, -2ll, (-9223372036854775807ll - 1), 2ll, 407967751ll, 9ll, 288ll, 2ll, 305322803571ll, 9223372036854775807ll, -2ll, -11227404ll, -1ll, -42242996ll, 9223372036854775807ll, 0ll, (-9223372036854775807ll - 1), 3675ll, -31618086236415257ll, 0ll, 9223372036854775806ll, -2ll, 1ll, -2ll};
static const long long h_a3[32] = {-694198ll, -6ll, 9223372036854775806ll, 69937343505589488ll, 216157130126913685ll, 23454ll, 9223372036854775806ll, -9223372036854775807ll, 137ll, -1ll, 9223372036854775806ll, 2ll, 69338857150154882ll, -25492470242ll, 3801317919786777ll, 9223372036854775806ll, -1ll, 9545748468091261ll, -1ll, 0ll, -2978ll, -2ll, -9223372036854775807ll, -1944958125200ll, -59872ll, -9223372036854775807ll, 30588203790303854ll, 1ll, 9223372036854775807ll, -2336222741ll, 3972702056204ll, -2ll};
static const unsigned short h_a4[32] = {9, 140, 43, 1, 0, 2, 3313, 5, 2, 2, 0, 2, 2, 2, 43, 65534, 1, 65534, 1, 193, 811, 0, 1131, 1, 10, 38, 0, 6, 67, 0, 3, 1};
static const long long h_a5[32] = {-4919611ll, -2925515448646ll, -1969412177635ll, -1653765634105715451ll, 0ll, 128308731976611654ll, -15543709377ll, 11861ll, 9223372036854775806ll, 52085473959ll, -1ll, -316461791ll, -86103576ll, 590961532494ll, 0ll, 9223372036854775806ll, 374070ll, 6ll, -434481139ll, -1ll, (-9223372036854775807ll - 1), 9223372036854775806ll, 9223372036854775806ll, -1ll, 2ll, 9223372036854775807ll, 160ll, 9223372036854775807ll, -9223372036854775807ll, -4716350335632ll, -9223372036854775807ll, 9223372036854775806ll};

__global__ void eval(const unsigned short *p_a0, const unsigned long *p_a1, const long long *p_a2, const long long *p_a3, const unsigned short *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned short a0 = p_a0[t];
    unsigned long a1 = p_a1[t];
    long long a2 = p_a2[t];
    long long a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    unsigned long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        unsigned long a1 = h_a1[t];
        long long a2 = h_a2[t];
        long long a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
