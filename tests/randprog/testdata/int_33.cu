// Random integer expressions (tests/randprog/gen, kind int, seed 1033).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((5ull) != 0 ? (((int)((unsigned)(a4) * (unsigned)(a3)))) % (5ull) : (unsigned long long)(((int)((unsigned)(a4) * (unsigned)(a3)))))
#define E1 ((int)((unsigned)(((signed char)(smod((long)(a5), (long)(a0))))) * (unsigned)(0200)))
#define E2 9223372036854775807
#define E3 (((signed char)-128) | (((100) | (a5))))
#define E4 ((unsigned char)(((smod((long)(((long)((unsigned long)(0xffffffff) - (unsigned long)(4294967295)))), (long)((~(0xffffffff))))) | (a0))))
#define E5 (!(((((((signed char)(a2))) ? (((a3) + (a5))) : (((long)((unsigned long)(a0) + (unsigned long)(a4)))))) | (((a1) != (((a2) >> ((a1) & 31))))))))
#define E6 ((long)((unsigned long)(((2147483648) ? (a0) : (a3))) + (unsigned long)(((unsigned short)(a3)))))
#define E7 a4
#define E8 ((((int)((unsigned)((!(a4))) * (unsigned)(((int)((unsigned)(a3) + (unsigned)(2147483647))))))) != ((~(((int)((unsigned)(a3) << ((2147483647) & 31)))))))
#define E9 ((int)((unsigned)('\0') * (unsigned)(a4)))
#define E10 (+(a2))
#define E11 (~((+(smod((long)(((a2) - (a2))), (long)(a0))))))
#define E12 ((long)((unsigned long)(((((a4) ? (a5) : (100))) >> ((a0) & 31))) - (unsigned long)(((long)((unsigned long)(((long)((unsigned long)(a0) - (unsigned long)(0xffffffff)))) - (unsigned long)(a4))))))
#define E13 smod((long)(((((5ull) - (a5))) || (((unsigned long long)(a4))))), (long)(((long)((unsigned long)(((int)((unsigned)(a4) << ((a1) & 31)))) - (unsigned long)(a0)))))
#define E14 (('\0') * (__sad(((int)((unsigned)(0200) * (unsigned)(a4))), ((unsigned long long)(a0)), sdiv((int)(a4), (int)(a4)))))
#define E15 a3
#define E16 ((char)((+(__brevll(((a2) + (a5)))))))
#define E17 smod((long long)(((((int)(-(unsigned)(a2)))) < (((a4) - (a5))))), (long long)(((long long)((unsigned long long)(((a3) ^ (-1ll))) << ((3) & 63)))))
#define E18 5ul
#define E19 ((unsigned char)((((~(sdiv((int)(a4), (int)(0))))) >= (((((int)((unsigned)(2147483647) * (unsigned)(a3)))) ^ ((!(a3))))))))
#define E20 (+(((((unsigned long long)(((a5) ? ((signed char)-128) : (a2))))) != 0 ? (((((100) ? (a5) : (0x80000000))) ? (a3) : (__ffs(a2)))) / (((unsigned long long)(((a5) ? ((signed char)-128) : (a2))))) : (unsigned long long)(((((100) ? (a5) : (0x80000000))) ? (a3) : (__ffs(a2)))))))
#define E21 ((unsigned long)(((false) <= (a3))))
#define E22 ((__urhadd(2, a1)) >= (((a0) ? (31) : (a0))))
#define E23 a3

static const long h_a0[32] = {46248546l, 17568100179460727l, -29350981193353l, -1l, -33630l, 547911167018975l, 9223372036854775807l, -350444510303023l, -1l, -1582596750490l, 153l, -9025978433499842415l, 125464396071143346l, -32034828862308l, 3445865945244l, 2l, -33616905l, 123879939101l, -168l, -2l, -4130926l, -19429287l, -124697467284943l, 2326431888l, 30l, 14915l, -285608373241895l, 2l, 8675812896738372l, 8263754766056406l, 0l, 9223372036854775807l};
static const unsigned long long h_a1[32] = {29113798872ull, 1516441922304856999ull, 2ull, 1ull, 747ull, 18446744073709551615ull, 57514508255ull, 18446744073709551614ull, 944215638ull, 2233952ull, 9478951957544865207ull, 22672096318ull, 1ull, 2ull, 1ull, 1420577045759780150ull, 89735605511852194ull, 18446744073709551615ull, 3ull, 2ull, 166045ull, 5695175344ull, 0ull, 1ull, 84703373810333ull, 497482649698562ull, 48ull, 18446744073709551614ull, 2ull, 1ull, 1ull, 18446744073709551614ull};
static const char h_a2[32] = {61, 126, 0, 0, -1, -1, 0, 0, -90, -72, 1, -2, -1, 2, -30, -1, -3, -128, -2, 62, 3, -128, 1, 2, -1, -10, -7, 1, -97, 0, -6, -2};
static const short h_a3[32] = {-12, 149, -2, -202, 1, 32767, 32766, -1, -1, 0, 2, -2, 23817, 100, 32767, 2, 2, 1, 2, -1593, 2, -10, 32766, -32767, 177, 1, 1, 0, -182, -32767, 10, -1};
static const char h_a4[32] = {42, -127, 0, -1, 1, 3, -125, -1, 127, 77, 109, -127, -4, 127, 0, -1, -2, 0, -6, 78, 2, -1, 126, 126, 126, 0, -97, -2, -2, 15, 3, -128};
static const unsigned short h_a5[32] = {65535, 1, 1, 0, 1322, 15, 65535, 67, 0, 0, 2, 0, 0, 601, 65534, 2, 2, 65534, 420, 0, 22143, 1, 9, 2, 10, 65535, 501, 65534, 14393, 72, 6, 2};

__global__ void eval(const long *p_a0, const unsigned long long *p_a1, const char *p_a2, const short *p_a3, const char *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    char a2 = p_a2[t];
    short a3 = p_a3[t];
    char a4 = p_a4[t];
    unsigned short a5 = p_a5[t];
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
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    short *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned short *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long a0 = h_a0[t];
        unsigned long long a1 = h_a1[t];
        char a2 = h_a2[t];
        short a3 = h_a3[t];
        char a4 = h_a4[t];
        unsigned short a5 = h_a5[t];
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
