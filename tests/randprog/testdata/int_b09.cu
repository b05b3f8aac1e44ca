// Random integer expressions (tests/randprog/gen, kind int, seed 971271).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((bool)(a0))) - (((a3) * (a4))))) << ((((signed char)(((31) < (a0))))) & 63))
#define E1 (+(-1ll))
#define E2 ((bool)(((((int)(-(unsigned)((!(3)))))) >> ((((unsigned char)(((a5) > (a1))))) & 31))))
#define E3 ((unsigned long long)(smod((int)(((int)(((5l) + (a3))))), (int)((!(((a2) != 0 ? (a3) / (a2) : (unsigned long long)(a3))))))))
#define E4 ((((((5u) << ((a3) & 31))) >> (('\0') & 31))) != 0 ? (((unsigned char)(((a5) >= ((signed char)-128))))) / (((((5u) << ((a3) & 31))) >> (('\0') & 31))) : (unsigned)(((unsigned char)(((a5) >= ((signed char)-128))))))
#define E5 2147483647
#define E6 ((int)((unsigned)(sdiv((int)((+(a2))), (int)(smod((int)(a1), (int)(a2))))) << ((((long long)((unsigned long long)(((2147483647) & (a4))) * (unsigned long long)(((a2) ? (false) : (5u)))))) & 31)))
#define E7 a2
#define E8 ((((((5l) + (a3))) & (a4))) >= (((signed char)(((long long)((unsigned long long)(a4) << ((a3) & 63)))))))
#define E9 smod((int)((!(a0))), (int)(a1))
#define E10 ((int)(-(unsigned)(sdiv((int)(a0), (int)(31)))))
#define E11 ((bool)(((((((int)((unsigned)(255) << ((a4) & 31)))) ? ((((signed char)-128) && (a3))) : (((int)(-(unsigned)(7)))))) * (((((long long)((unsigned long long)((unsigned short)65535) - (unsigned long long)(a4)))) ? (((a2) + (a3))) : (3))))))
#define E12 ((long long)(3))
#define E13 ((long long)(((2) ? ((signed char)-128) : (a5))))
#define E14 ((long long)((unsigned long long)(((long long)((unsigned long long)(a4) * (unsigned long long)(a1)))) - (unsigned long long)(((signed char)(a2)))))
#define E15 (((((('\0') ? (a4) : (a4))) >> ((sdiv((long long)(a5), (long long)(a4))) & 63))) > (a0))
#define E16 ((unsigned char)((!(0x100000000))))
#define E17 (((~(a5))) < (((a0) | (a0))))
#define E18 (~(((5u) != 0 ? (-1) % (5u) : (unsigned)(-1))))
#define E19 ((long)(((a4) ? (a2) : (a3))))
#define E20 ((sdiv((int)(2147483647), (int)(0200))) < (a0))
#define E21 ((long long)((unsigned long long)(((((long)((unsigned long)(((long)((unsigned long)(9223372036854775807) - (unsigned long)(a1)))) * (unsigned long)(min((unsigned)(a0), (int)(a4)))))) | (((((5ll) >> ((a3) & 63))) || (sdiv((long long)(a4), (long long)(a5))))))) + (unsigned long long)((~(((long long)((unsigned long long)(__mul64hi(a3, 0200)) + (unsigned long long)((+(-1u))))))))))
#define E22 a4
#define E23 ((a4) & ((unsigned char)200))

static const short h_a0[32] = {7115, -3455, 2, 0, -32767, 4, 2, 32766, 32767, -8, 450, 6, -32767, -32767, 2, 32766, 32767, 32766, 32766, -1, 66, 1, 2, -204, -39, 3818, -2, -32768, 32766, 468, 1, -1};
static const unsigned char h_a1[32] = {1, 1, 0, 27, 125, 0, 2, 254, 2, 1, 3, 0, 1, 254, 0, 5, 0, 6, 142, 0, 5, 1, 1, 5, 254, 1, 2, 2, 8, 5, 1, 254};
static const unsigned short h_a2[32] = {18, 0, 2, 1, 585, 4558, 37, 1, 63, 1055, 32, 2, 1, 0, 0, 65534, 87, 0, 1, 65535, 653, 1, 0, 2, 0, 26212, 65534, 63, 3, 959, 36146, 10669};
static const unsigned long long h_a3[32] = {1ull, 230341973757953ull, 5171271492ull, 18446744073709551614ull, 0ull, 18446744073709551614ull, 0ull, 9074611ull, 18446744073709551614ull, 913255184206ull, 1ull, 2042012311647ull, 30749634260500ull, 18446744073709551615ull, 1ull, 7497189485ull, 0ull, 2ull, 174850022070377ull, 1ull, 15ull, 0ull, 1ull, 1ull, 137840ull, 1ull, 18446744073709551615ull, 18446744073709551615ull, 0ull, 1ull, 0ull, 113149225ull};
static const long long h_a4[32] = {-2ll, 6082783ll, (-9223372036854775807ll - 1), 34347787797894ll, -226327ll, 38ll, 2ll, -2ll, -55975837313475ll, -23ll, -264ll, -9223372036854775807ll, 9223372036854775807ll, 312704436177ll, 3574085106ll, 263753810826893202ll, 63195373949ll, -137261539645628ll, -9223372036854775807ll, -7369ll, 0ll, -2ll, -9223372036854775807ll, 1ll, -68025507ll, 9223372036854775807ll, -266868990820849ll, 1ll, 1ll, -3297789ll, 0ll, (-9223372036854775807ll - 1)};
static const signed char h_a5[32] = {1, 12, 24, -128, 127, 2, -1, 8, 5, 18, -1, 127, -128, 126, -2, -88, 127, -28, 1, -2, -2, 3, -1, -128, 2, 1, -1, -38, 2, -5, -1, -127};

__global__ void eval(const short *p_a0, const unsigned char *p_a1, const unsigned short *p_a2, const unsigned long long *p_a3, const long long *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    long long a4 = p_a4[t];
    signed char a5 = p_a5[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    signed char *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        short a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        long long a4 = h_a4[t];
        signed char a5 = h_a5[t];
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
