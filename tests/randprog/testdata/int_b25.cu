// Random integer expressions (tests/randprog/gen, kind int, seed 1097975).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((bool)(a2))
#define E1 ((unsigned long)((~(a5))))
#define E2 a3
#define E3 ((smod((long)(a4), (long)(((long)((unsigned long)(a0) + (unsigned long)(a4)))))) <= (a4))
#define E4 ((int)((unsigned)(((a4) >= (a3))) * (unsigned)(a3)))
#define E5 ((unsigned long long)(255))
#define E6 sdiv((long)(smod((long)(a0), (long)((signed char)-128))), (long)((+(a2))))
#define E7 ((unsigned long long)(sdiv((long long)(((long long)((unsigned long long)(a5) - (unsigned long long)(a1)))), (long long)(((a5) ^ (a2))))))
#define E8 -1
#define E9 ((a2) < (((int)((unsigned)(a2) << ((a1) & 31)))))
#define E10 ((smod((int)(a1), (int)(a1))) ? (((a4) >> ((32) & 31))) : (((a4) | (5u))))
#define E11 ((long)(sdiv((long long)(a5), (long long)(a0))))
#define E12 ((int)((unsigned)((~((~(((a2) > (a3))))))) * (unsigned)(((int)(-(unsigned)(31))))))
#define E13 (+(((5ul) + (a3))))
#define E14 __popc((~(((((a2) || (a3))) & (((255) < (2)))))))
#define E15 ((int)((unsigned)(((int)((unsigned)(((int)((unsigned)(sdiv((int)(a1), (int)(a1))) * (unsigned)(((int)(-(unsigned)(a1))))))) - (unsigned)(((int)((unsigned)(31) << ((a3) & 31))))))) << ((__funnelshift_r(a3, ((long)((unsigned long)(((a2) | (a0))) << ((((2) & (a4))) & 63))), ((long long)((unsigned long long)(a5) * (unsigned long long)(((long long)((unsigned long long)(a5) * (unsigned long long)(a0)))))))) & 31)))
#define E16 ((long)((unsigned long)(sdiv((long)(((long)((unsigned long)(a0) - (unsigned long)(a4)))), (long)(((a2) & (0xffffffff))))) + (unsigned long)(__popcll(((a0) ^ (a4))))))
#define E17 ((a1) >> ((((((1) >> ((a5) & 31))) < (((int)((unsigned)('A') * (unsigned)(a4)))))) & 31))
#define E18 (+(((((((int)(-(unsigned)(a1)))) == (sdiv((int)(a3), (int)(a2))))) | (a0))))
#define E19 ((smod((int)(a1), (int)(a3))) >= (((signed char)(a5))))
#define E20 ((__funnelshift_lc((((((unsigned short)65535) ? (a2) : (a2))) ^ (sdiv((int)(a1), (int)(a4)))), ((unsigned short)(((long long)((unsigned long long)(a5) + (unsigned long long)(a0))))), a4)) ^ (((int)((unsigned)(a1) - (unsigned)(((int)((unsigned)(((unsigned short)(a5))) * (unsigned)((+(a1))))))))))
#define E21 a5
#define E22 ((int)((unsigned)((!(a1))) * (unsigned)(sdiv((int)(a1), (int)(a1)))))
#define E23 ((__brevll(((long long)((unsigned long long)(a5) * (unsigned long long)(2147483648))))) - (__uhadd((((signed char)-128) ^ (a3)), ((long)(0xffffffffffffffff)))))

static const long h_a0[32] = {1l, -2l, 143936544142520704l, -1615l, 0l, -2l, (-9223372036854775807l - 1), -33882562l, 95245909176427170l, 46498388120972l, -24708479940l, -3604l, 200879026951741l, -2l, 146046485714727508l, 4844726010601476580l, -2l, 2l, 4128769620593266107l, 77928l, 9223372036854775806l, 4723203555l, -3179657085688l, -9223372036854775807l, 0l, 1l, 863766425343l, 2l, 9223372036854775807l, 0l, 1l, 425l};
static const signed char h_a1[32] = {-25, -128, -17, 6, 0, -3, -128, -128, 20, 126, 0, 0, 1, 25, 0, -35, -97, 2, -15, 1, 126, -127, 1, 126, 126, 127, 0, 2, -69, 127, 1, -2};
static const short h_a2[32] = {235, 2, 154, 32766, 1, 1, 3, -32767, -1, -12, -32767, 935, -32768, -32767, 3212, 0, -176, -7, -3900, -32767, 949, 32766, 7038, -32768, -32768, 7, -32768, -2, 29268, -2, -171, -32768};
static const char h_a3[32] = {0, 1, 1, -3, 7, 0, 0, -3, -2, 83, -20, -128, 0, -1, 1, 76, -3, 2, 2, 14, 1, 2, 1, -1, -7, -88, 1, 5, 91, -128, 1, -2};
static const char h_a4[32] = {-127, 126, 10, 126, 13, -1, -1, 2, 0, -1, 1, -1, 126, 127, -127, 98, -2, 30, -127, -3, -123, 126, 126, -1, 2, 2, 14, 127, 1, 0, -128, 3};
static const long long h_a5[32] = {(-9223372036854775807ll - 1), 20181816007ll, 2006625735767123195ll, -7657537ll, 2284850ll, -2ll, 1ll, 24ll, -5329172154962ll, -59998624726088ll, 24139555ll, -36310963928ll, (-9223372036854775807ll - 1), 266310614879523ll, -17528331572043ll, -6535584899ll, -22062182820ll, 6551654444368ll, -1ll, 364699210758ll, -50ll, -9223372036854775807ll, 33793908874ll, -1ll, 1229606879ll, 2ll, 179732697693ll, 9223372036854775806ll, 2ll, -4724713335ll, -371554685ll, -2ll};

__global__ void eval(const long *p_a0, const signed char *p_a1, const short *p_a2, const char *p_a3, const char *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    signed char a1 = p_a1[t];
    short a2 = p_a2[t];
    char a3 = p_a3[t];
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
    long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    char *d_a3;
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
        long a0 = h_a0[t];
        signed char a1 = h_a1[t];
        short a2 = h_a2[t];
        char a3 = h_a3[t];
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
