// Random integer expressions (tests/randprog/gen, kind int, seed 1000).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((a0) | (4294967295))) != 0 ? (a4) / (((a0) | (4294967295))) : (unsigned long long)(a4))) & ((((~(a4))) >> ((a1) & 31))))
#define E1 ((a4) > (((-1ll) & (a1))))
#define E2 a0
#define E3 ((((-1ll) + (5ul))) ? (((short)(a1))) : (((int)((unsigned)(a3) << ((255) & 31)))))
#define E4 ((long long)((unsigned long long)((!((+(((a2) * (0))))))) - (unsigned long long)(((long long)((unsigned long long)(sdiv((long long)((~(a1))), (long long)(((a5) & (a3))))) * (unsigned long long)(((int)(-(unsigned)(((signed char)(a4)))))))))))
#define E5 ((int)((unsigned)(a4) << ((((a3) != 0 ? (a2) / (a3) : (unsigned long)(a2))) & 31)))
#define E6 ((5ull) + (((a0) + (a0))))
#define E7 ((((((int)((unsigned)(a3) - (unsigned)(7)))) < (5u))) + ((((signed char)-128) == (((a0) * (a3))))))
#define E8 ((bool)(((((((-1u) < (-1))) != (((short)(a4))))) && ('A'))))
#define E9 ((int)((unsigned)(((true) + (a5))) * (unsigned)(((int)((unsigned)(0200) * (unsigned)(true))))))
#define E10 1
#define E11 ((((0x100000000) ? (a0) : (a0))) + (((unsigned short)(a1))))
#define E12 0200
#define E13 ((a5) * (((((((a4) - (a2))) & ((~(a5))))) != 0 ? (((unsigned char)((('\0') ? (5ll) : ('\xff'))))) % (((((a4) - (a2))) & ((~(a5))))) : (unsigned long)(((unsigned char)((('\0') ? (5ll) : ('\xff'))))))))
#define E14 (short)-3
#define E15 (~((!(a1))))
#define E16 ((a3) < (((a0) != (a1))))
#define E17 ((long long)((unsigned long long)(a4) + (unsigned long long)(((long long)(-(unsigned long long)(a1))))))
#define E18 ((((((0) >> ((0) & 31))) < (__hadd(2147483647, a5)))) ? ((+(__sad('A', a1, a3)))) : (((((long long)(100))) != 0 ? (((a3) | (a2))) / (((long long)(100))) : (unsigned long long)(((a3) | (a2))))))
#define E19 (((~(a1))) == ((+(a0))))
#define E20 a0
#define E21 smod((int)(a3), (int)(((signed char)(((((int)(a0))) >> (((+(a2))) & 31))))))
#define E22 ((((long long)(-(unsigned long long)(((long long)((unsigned long long)(a4) - (unsigned long long)(a1))))))) & (((unsigned)(((-1) >> ((a4) & 31))))))
#define E23 ((a0) & (a2))

static const unsigned long long h_a0[32] = {10801387830697051ull, 750573843965899720ull, 18446744073709551614ull, 1ull, 18446744073709551614ull, 1ull, 132ull, 36624343489608829ull, 1623458418485ull, 1ull, 4ull, 50858017254165ull, 18446744073709551614ull, 2ull, 1ull, 18446744073709551615ull, 0ull, 92891517835ull, 0ull, 18446744073709551615ull, 2ull, 548558465ull, 1ull, 42ull, 4770608ull, 1ull, 1557376ull, 2040814ull, 1ull, 1ull, 2ull, 0ull};
static const long long h_a1[32] = {9223372036854775807ll, -4004712928ll, 9223372036854775806ll, 429719435505335ll, 0ll, -1ll, -1ll, 2ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -6324359643307931714ll, 1ll, 2ll, 160378538ll, 2ll, 7784ll, 391748680574ll, 1ll, 9223372036854775807ll, -1ll, -9223372036854775807ll, 15713ll, 1ll, 1ll, -7529810919857ll, -6686898ll, -12526780662ll, 9223372036854775806ll, 24632ll, -9223372036854775807ll, 74269ll, 1ll};
static const unsigned long h_a2[32] = {4673555700ul, 552280570834439ul, 16ul, 340676ul, 115108707ul, 446363ul, 1217521517239ul, 1397370ul, 139507909938628347ul, 512400442ul, 39700508342ul, 449243869ul, 0ul, 359529ul, 332ul, 405517ul, 2ul, 4ul, 0ul, 58ul, 280910ul, 87ul, 81412615817ul, 138126364183ul, 156781616430094954ul, 0ul, 14ul, 229940837962944739ul, 1ul, 0ul, 42762ul, 2ul};
static const short h_a3[32] = {44, -32768, 215, 32767, 0, 27, 0, -97, 32766, -32767, -32768, 2, -32767, -168, 32767, 81, 11576, 0, 1, -32767, -6, 1031, -3, -32767, 1, -3, 0, -1, 3, 23053, -32768, 32766};
static const signed char h_a4[32] = {-2, 33, 126, 0, -1, 54, -1, -17, -23, -1, 2, 3, 8, 1, -1, 1, 31, 10, 127, -1, -128, 127, 127, 0, -128, 106, 2, -2, 0, -1, 1, 126};
static const short h_a5[32] = {2, -67, -32768, -5223, 62, -9516, 2, -8773, 78, 553, 2, -1, -1, 0, 0, 10095, 32766, -51, -26160, 22, -63, -2, -3792, -247, 32767, 1, 32767, 5, 0, 32767, -71, -32767};

__global__ void eval(const unsigned long long *p_a0, const long long *p_a1, const unsigned long *p_a2, const short *p_a3, const signed char *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    long long a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    short a3 = p_a3[t];
    signed char a4 = p_a4[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
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
        unsigned long long a0 = h_a0[t];
        long long a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        short a3 = h_a3[t];
        signed char a4 = h_a4[t];
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
