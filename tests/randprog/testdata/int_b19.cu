// Random integer expressions (tests/randprog/gen, kind int, seed 1050461).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 31
#define E1 ((int)((unsigned)(0) << ((((((((a1) << ((a5) & 63))) >> ((((int)((unsigned)(255) << ((a3) & 31)))) & 63))) & (((((a4) >> ((a2) & 31))) | (0))))) & 31)))
#define E2 (((!(a0))) ? (((unsigned long)(5ul))) : (((((((a1) > (a0))) & (a2))) != 0 ? (((((a2) > (a5))) ? (((5l) ^ (a5))) : (((a1) != 0 ? (a3) / (a1) : (unsigned long long)(a3))))) / (((((a1) > (a0))) & (a2))) : (unsigned long long)(((((a2) > (a5))) ? (((5l) ^ (a5))) : (((a1) != 0 ? (a3) / (a1) : (unsigned long long)(a3))))))))
#define E3 '\0'
#define E4 (((~(((((long long)(a2))) >> (((!(a1))) & 63))))) ? (((((int)((unsigned)((!(-1))) << ((a5) & 31)))) == (((long long)(((-5) != 0 ? (a1) / (-5) : (unsigned long long)(a1))))))) : (((((int)((unsigned)(((-1ll) >= (a2))) - (unsigned)(((int)((unsigned)(a5) * (unsigned)(a5))))))) || (((a3) & (((5u) >> (((unsigned char)200) & 31))))))))
#define E5 ((sdiv((int)(((unsigned char)(a2))), (int)((signed char)-128))) >> ((((unsigned)(((((a5) - (a1))) != 0 ? (((int)((unsigned)(a3) + (unsigned)(2)))) / (((a5) - (a1))) : (unsigned long long)(((int)((unsigned)(a3) + (unsigned)(2)))))))) & 31))
#define E6 a3
#define E7 ((a3) > ((~(((unsigned)(a3))))))
#define E8 ((((signed char)(((((a1) & (a0))) > (((unsigned long)(a2))))))) == (sdiv((int)(((((short)(100))) && (a0))), (int)(sdiv((int)(a5), (int)(((int)((unsigned)(a3) * (unsigned)(a5)))))))))
#define E9 a3
#define E10 ((a2) - (a0))
#define E11 ((signed char)(((a2) ^ (a3))))
#define E12 a1
#define E13 smod((long)(smod((long)(0x100000000), (long)(((100) > (a5))))), (long)(a2))
#define E14 ((((long)(((((a2) | (a5))) - (((a3) ^ (2))))))) & (((((((a5) + (a1))) * (((unsigned char)(a1))))) >> ((0200) & 63))))
#define E15 ((unsigned long)(((int)((unsigned)(a0) * (unsigned)(a0)))))
#define E16 __brev(((a4) > (a4)))
#define E17 (((!(5l))) - ('A'))
#define E18 ((a2) | (((a2) != 0 ? (((0x80000000) ? (a4) : (a0))) / (a2) : (unsigned)(((0x80000000) ? (a4) : (a0))))))
#define E19 ((((((((0x80000000) <= (a4))) | (a2))) >> (((signed char)-128) & 31))) != 0 ? (((int)(-(unsigned)(((smod((int)(a3), (int)(7))) ^ (((a5) >> ((a3) & 31)))))))) % (((((((0x80000000) <= (a4))) | (a2))) >> (((signed char)-128) & 31))) : (unsigned)(((int)(-(unsigned)(((smod((int)(a3), (int)(7))) ^ (((a5) >> ((a3) & 31)))))))))
#define E20 ((a1) != 0 ? (a1) / (a1) : (unsigned long long)(a1))
#define E21 ((-1ll) ^ (((a4) ^ (a0))))
#define E22 ((__umulhi(a2, a5)) > ((!(a0))))
#define E23 (((((!(a1))) ? (a1) : (((((-1) * (a2))) ? (__funnelshift_l(a5, 0x80000000, a5)) : (((char)(31))))))) + ((('\xff') ? (((((5ul) * (5ll))) + (0x80000000))) : (((unsigned short)((!(5l))))))))

static const unsigned char h_a0[32] = {254, 81, 1, 110, 1, 24, 254, 62, 0, 255, 0, 27, 173, 0, 99, 2, 254, 1, 0, 254, 7, 54, 1, 254, 1, 0, 172, 2, 255, 206, 35, 109};
static const unsigned long long h_a1[32] = {1ull, 31696539627ull, 128092919852284892ull, 18446744073709551614ull, 1ull, 1ull, 13335065452ull, 216870180117988257ull, 0ull, 18446744073709551614ull, 0ull, 1ull, 18446744073709551615ull, 57059222ull, 53918524ull, 18446744073709551614ull, 1908263383663134544ull, 2ull, 18446744073709551615ull, 924790055902ull, 18446744073709551615ull, 41709995062ull, 75275ull, 5837113ull, 4401619756955268891ull, 7ull, 5480398953ull, 4ull, 18446744073709551615ull, 16669722664322155112ull, 0ull, 18446744073709551614ull};
static const unsigned h_a2[32] = {0u, 0u, 606u, 572u, 0u, 4294967294u, 367759u, 4294967294u, 20402u, 2332282u, 2u, 2862922u, 4294967294u, 1u, 199602u, 0u, 0u, 44678490u, 0u, 12226133u, 2u, 4294967294u, 169u, 8109503u, 86u, 3305u, 1u, 9953u, 459280u, 54u, 0u, 14727u};
static const short h_a3[32] = {-32768, 0, -52, 0, 22369, 43, 1, -26, -32767, 3696, 0, -32768, -2, 569, -9120, -46, -3, -2963, 0, 32767, -1, -94, -32767, -5, -1, -640, 1, 0, 112, -32768, 2, -13};
static const unsigned short h_a4[32] = {65534, 65534, 15, 65535, 10, 3394, 1, 63, 0, 790, 0, 1, 152, 153, 14360, 112, 1098, 3, 1, 57287, 0, 65534, 137, 14171, 0, 65534, 2, 2, 118, 1900, 65535, 0};
static const unsigned char h_a5[32] = {0, 1, 13, 0, 254, 1, 30, 3, 255, 53, 0, 254, 3, 2, 18, 2, 38, 0, 0, 2, 0, 0, 2, 0, 7, 2, 255, 0, 1, 28, 1, 3};

__global__ void eval(const unsigned char *p_a0, const unsigned long long *p_a1, const unsigned *p_a2, const short *p_a3, const unsigned short *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned char a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned a2 = p_a2[t];
    short a3 = p_a3[t];
    unsigned short a4 = p_a4[t];
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
    unsigned char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned short *d_a4;
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
        unsigned char a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        unsigned a2 = h_a2[t];
        short a3 = h_a3[t];
        unsigned short a4 = h_a4[t];
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
