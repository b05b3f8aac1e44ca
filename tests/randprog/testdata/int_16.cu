// Random integer expressions (tests/randprog/gen, kind int, seed 1016).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((long)((unsigned long)(a1) - (unsigned long)(4294967295)))) + (((a1) != 0 ? (a5) % (a1) : (unsigned long)(a5))))
#define E1 a3
#define E2 ((((((((int)((unsigned)(a1) * (unsigned)(false)))) + (((unsigned long)(a5))))) >> (((((+(a5))) + (((a3) ? (a4) : (a3))))) & 63))) >> ((a2) & 63))
#define E3 (((~(5l))) != 0 ? (((a5) - (a0))) % ((~(5l))) : (unsigned long)(((a5) - (a0))))
#define E4 (((!(3))) == (((a5) != 0 ? (a0) / (a5) : (unsigned long)(a0))))
#define E5 ((((((a4) != 0 ? (a3) / (a4) : (unsigned long long)(a3))) * (((0x100000000) * (a5))))) - (((long)(-5))))
#define E6 ((((unsigned long long)(a0))) != 0 ? (((((((short)(9223372036854775807))) >> ((((int)((unsigned)(a4) + (unsigned)(2)))) & 31))) > (a0))) / (((unsigned long long)(a0))) : (unsigned long long)(((((((short)(9223372036854775807))) >> ((((int)((unsigned)(a4) + (unsigned)(2)))) & 31))) > (a0))))
#define E7 ((((a0) - (a2))) + (((a1) | (a1))))
#define E8 ((((a4) & (((long)((unsigned long)(((long)(a4))) * (unsigned long)(((a2) || (a0)))))))) & (a5))
#define E9 ((((((((a5) >> ((2) & 63))) != 0 ? ((-(a5))) / (((a5) >> ((2) & 63))) : (unsigned long)((-(a5))))) ? (((((a5) << ((31) & 63))) << ((((a2) ? (a0) : (5ul))) & 63))) : (((int)((unsigned)(((a4) >> ((0) & 31))) - (unsigned)((!(a4)))))))) >> ((a0) & 63))
#define E10 ((((unsigned char)(a2))) > ((!(a2))))
#define E11 ((((((a5) | ((unsigned short)65535))) & ((!(5ull))))) << ((((((32) + (a3))) | (((a1) + (0xffffffff))))) & 63))
#define E12 a2
#define E13 ((a2) != 0 ? (((char)(a2))) / (a2) : (unsigned long)(((char)(a2))))
#define E14 a4
#define E15 __funnelshift_rc(((signed char)(((((a3) & (a1))) != 0 ? (((a3) & (a5))) / (((a3) & (a1))) : (unsigned long long)(((a3) & (a5)))))), ((a3) != 0 ? (((((0xffffffffffffffff) >= (a3))) < (((a3) + (1))))) / (a3) : (unsigned long long)(((((0xffffffffffffffff) >= (a3))) < (((a3) + (1)))))), ((((smod((int)(a4), (int)((unsigned short)65535))) | (((short)('\0'))))) | (((((0xffffffff) - (a2))) ? (((a0) - (a4))) : (((a4) != (a2)))))))
#define E16 a2
#define E17 ((((a2) && (4294967295))) + (__brevll(5ll)))
#define E18 a3
#define E19 (~(((smod((int)(((a4) >> ((false) & 31))), (int)(__mulhi(4294967295, a1)))) ^ (a5))))
#define E20 a2
#define E21 ((a2) != 0 ? (a2) / (a2) : (unsigned long)(a2))
#define E22 ((unsigned)(((((unsigned char)(0200))) != (((a0) + (4294967295))))))
#define E23 (~(__popc(sdiv((int)(((a5) <= (a5))), (int)(((int)((unsigned)(255) + (unsigned)(0))))))))

static const unsigned long h_a0[32] = {0ul, 0ul, 0ul, 2443219114ul, 18446744073709551615ul, 2ul, 1ul, 1ul, 0ul, 1ul, 0ul, 9712760807ul, 0ul, 18446744073709551614ul, 40895505606081472ul, 132008578772ul, 11204184223ul, 621725ul, 1ul, 1ul, 556925945483089ul, 3861646646098ul, 2ul, 65765588ul, 2882005149780694ul, 656968675714916700ul, 1ul, 1ul, 1ul, 0ul, 2ul, 8029366705ul};
static const signed char h_a1[32] = {-127, -128, -127, -2, 1, 12, 79, 2, 56, 126, 1, 77, -1, -2, -128, 4, -127, -2, 31, -127, -128, -13, 3, -1, 0, 1, 1, 20, 127, -24, -1, 2};
static const unsigned long h_a2[32] = {431860ul, 1050730442ul, 18446744073709551615ul, 0ul, 1646241574ul, 190603363786ul, 8751950ul, 9268648ul, 0ul, 5318794701065345663ul, 0ul, 402869360ul, 18446744073709551614ul, 2ul, 36949722928080444ul, 2ul, 12046078965768ul, 2ul, 18446744073709551614ul, 214272ul, 2ul, 1ul, 29655779191ul, 18446744073709551614ul, 18446744073709551614ul, 18446744073709551614ul, 0ul, 1ul, 0ul, 0ul, 1ul, 214ul};
static const unsigned long long h_a3[32] = {122602059011529ull, 1924674ull, 0ull, 4156624466184568193ull, 9197ull, 0ull, 1ull, 18446744073709551615ull, 18446744073709551614ull, 212793764944959331ull, 11ull, 0ull, 1292833548698179ull, 821967507437630069ull, 16829ull, 1ull, 1ull, 40086050309772647ull, 46842858124408170ull, 0ull, 114838645ull, 8281940597655ull, 2ull, 18446744073709551615ull, 0ull, 1ull, 8ull, 18446744073709551615ull, 1041424423233ull, 0ull, 65953ull, 18446744073709551615ull};
static const int h_a4[32] = {(-2147483647 - 1), 2147483646, 5089, 43, 9, -2147483647, 2147483647, -13484, -1, -1233, 162983, -1, -2, 2147483647, 2, 2147483646, 57253, -15666465, -2147483647, 0, -15320554, -116880, -1, -36231, 45, 37847800, 1, -2147483647, 0, (-2147483647 - 1), 1, -1};
static const unsigned long h_a5[32] = {1ul, 213ul, 13319389226448ul, 1847765143ul, 155092836131878ul, 11829ul, 0ul, 428897874568ul, 1ul, 287999312334314357ul, 1ul, 2ul, 1ul, 110585722ul, 172874160878244349ul, 18446744073709551614ul, 18446744073709551614ul, 1ul, 0ul, 463030283338578ul, 1ul, 4251383802262834290ul, 115884ul, 1ul, 393900136453451253ul, 0ul, 18446744073709551615ul, 33501692ul, 26490ul, 2ul, 4033609ul, 0ul};

__global__ void eval(const unsigned long *p_a0, const signed char *p_a1, const unsigned long *p_a2, const unsigned long long *p_a3, const int *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long a0 = p_a0[t];
    signed char a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    int a4 = p_a4[t];
    unsigned long a5 = p_a5[t];
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
    unsigned long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        unsigned long a0 = h_a0[t];
        signed char a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        int a4 = h_a4[t];
        unsigned long a5 = h_a5[t];
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
