// Random integer expressions (tests/randprog/gen, kind int, seed 1018).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((+(a2))) >= ((~(a0))))
#define E1 ((((((a5) >> ((a3) & 31))) >= ((+(a4))))) ? ((+(((int)(-(unsigned)('\xff')))))) : (((a3) - (((short)(a4))))))
#define E2 a2
#define E3 ((((long long)(((((a5) + (a1))) ^ ((unsigned char)200))))) | (((int)((unsigned)(a5) + (unsigned)(((int)((unsigned)((~(a1))) * (unsigned)(a5))))))))
#define E4 a5
#define E5 ((int)((unsigned)(((int)((unsigned)(((int)(a0))) * (unsigned)(((a2) ^ (a1)))))) - (unsigned)(a5)))
#define E6 ((((-1u) | (((a0) - (a0))))) ? (((a1) ^ (((short)(a4))))) : (31))
#define E7 a5
#define E8 ((((((long)((unsigned long)(a2) - (unsigned long)(a4)))) && (((int)((unsigned)(a1) << ((a0) & 31)))))) < (a2))
#define E9 a5
#define E10 ((((a2) >> ((a4) & 31))) > (((a5) >> ((a3) & 31))))
#define E11 (~(((long)(((int)((unsigned)((~(a0))) * (unsigned)(sdiv((int)(0200), (int)(7)))))))))
#define E12 (!(31))
#define E13 5u
#define E14 3
#define E15 (((~(a3))) << ((((a3) - (1))) & 63))
#define E16 ((unsigned char)(((a4) <= (((((a1) && (a5))) & (max((int)(a4), (int)(a2))))))))
#define E17 ((((((((int)((unsigned)(2147483647) + (unsigned)(a2)))) != 0 ? (((a0) - (5u))) % (((int)((unsigned)(2147483647) + (unsigned)(a2)))) : (unsigned)(((a0) - (5u))))) ? (__funnelshift_l(a0, sdiv((long)('\xff'), (long)(a4)), (!(-1)))) : (((((unsigned long)(2147483648))) * (((long long)((unsigned long long)(0200) + (unsigned long long)(5ll)))))))) ? (((long)((unsigned short)65535))) : (5l))
#define E18 ((((min((unsigned)(((5l) >> ((a2) & 63))), (int)(a2))) | ((!(((int)((unsigned)(a5) << ((a4) & 31)))))))) - ((~(((5ll) > (a0))))))
#define E19 ((unsigned short)(((__usad(a0, a3, a1)) * (a2))))
#define E20 ((((a4) + (a3))) * (a1))
#define E21 ((long)((unsigned long)(__usad((((unsigned short)65535) > (a0)), ((long)((unsigned long)(a4) << ((a2) & 63))), (!(-1)))) - (unsigned long)(((long)(((a0) ? (a4) : (a4)))))))
#define E22 3
#define E23 ((__sad(a2, true, 2147483648)) >= (smod((int)(a2), (int)(a5))))

static const char h_a0[32] = {48, 0, 26, 1, 2, -8, 2, 0, -128, -105, 65, -127, 126, 1, 8, 126, -2, 2, 2, 3, 0, 127, -3, 19, -127, -2, 127, -128, 2, -128, -2, -128};
static const char h_a1[32] = {-128, -15, 2, 126, -74, 126, -87, 0, 0, -49, -1, 19, 53, 1, -1, 5, 35, 127, 1, 126, 127, 0, -1, -7, 127, 1, -2, -17, -128, -127, 0, 2};
static const char h_a2[32] = {11, 2, -2, -43, 119, 2, 1, -2, 3, -24, 0, -6, 5, -2, -5, -6, 18, 0, 102, 2, -128, 126, 1, 126, 1, 66, -12, -6, 0, 31, -2, 84};
static const unsigned long h_a3[32] = {0ul, 40693810756ul, 68761ul, 468688968176846ul, 1367757043249702ul, 3642ul, 18446744073709551615ul, 0ul, 30240ul, 18446744073709551615ul, 129852ul, 1ul, 18446744073709551615ul, 1191955ul, 1216285753021301589ul, 0ul, 0ul, 21493ul, 18446744073709551614ul, 1ul, 4ul, 162128630785ul, 2ul, 1356559683088169ul, 850836749594ul, 0ul, 0ul, 69797267623ul, 116983979947ul, 324205269ul, 18446744073709551615ul, 35961282971013ul};
static const long h_a4[32] = {107301008l, 9223372036854775807l, 1358574932565l, 9223372036854775807l, 9223372036854775807l, 0l, -122596060514642282l, 9223372036854775807l, 9223372036854775806l, 9223372036854775807l, -190897945414699679l, 119877680602235352l, 513693l, 13000222l, 4l, -8133828435l, 6374076943995l, -9223372036854775807l, 9223372036854775807l, (-9223372036854775807l - 1), 2l, 3311159406860331l, -19354609073971626l, 9223372036854775806l, 1l, 9223372036854775807l, (-9223372036854775807l - 1), 9223372036854775806l, -1332605467987l, -2l, -241073404695l, 34083328119l};
static const short h_a5[32] = {0, 1, 32766, -32, -32767, -1, -32767, 32766, 17692, -32767, -1, 2, 107, 5790, 83, 0, 1, -3168, 1, -30, 32766, -32768, -31700, 32766, 471, -474, 1, 1, 2, -15787, 1, -10375};

__global__ void eval(const char *p_a0, const char *p_a1, const char *p_a2, const unsigned long *p_a3, const long *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    char a0 = p_a0[t];
    char a1 = p_a1[t];
    char a2 = p_a2[t];
    unsigned long a3 = p_a3[t];
    long a4 = p_a4[t];
    short a5 = p_a5[t];
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
    char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    short *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        char a0 = h_a0[t];
        char a1 = h_a1[t];
        char a2 = h_a2[t];
        unsigned long a3 = h_a3[t];
        long a4 = h_a4[t];
        short a5 = h_a5[t];
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
