// Random integer expressions (tests/randprog/gen, kind int, seed 1034).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (+(((((long)((unsigned long)(9223372036854775807) + (unsigned long)(a0)))) ^ (((5ull) - (a5))))))
#define E1 ((((((((unsigned)(a2))) | (((unsigned short)(a4))))) ^ (a5))) && (sdiv((int)(((int)((unsigned)(a2) << ((2147483647) & 31)))), (int)((((!(a1))) <= ((~(a5))))))))
#define E2 a0
#define E3 ((int)((unsigned)(((a3) & (a3))) + (unsigned)(((a3) == (a2)))))
#define E4 ((a0) & (((32) ? (a1) : (a0))))
#define E5 a2
#define E6 a4
#define E7 ((long long)((unsigned long long)(((long)(((long)((unsigned long)(a4) + (unsigned long)(a4)))))) + (unsigned long long)(((long long)((unsigned long long)(((int)((unsigned)(a3) << ((a3) & 31)))) - (unsigned long long)(a5))))))
#define E8 smod((long long)(((long long)(-(unsigned long long)(a5)))), (long long)(((long)((unsigned long)(a3) * (unsigned long)(((((long)((unsigned long)(2147483648) + (unsigned long)(a4)))) >> ((sdiv((int)(a3), (int)(a2))) & 63)))))))
#define E9 ((smod((int)(((unsigned short)(a0))), (int)(a2))) >> ((((signed char)(((a1) ? (a2) : (5l))))) & 31))
#define E10 ((long)((unsigned long)(((((long)(-(unsigned long)(((a4) ^ (-1u)))))) < ((~(a5))))) * (unsigned long)(((long)((unsigned long)(((a4) ^ (((long)(a1))))) << (((~(((a1) << ((a5) & 63))))) & 63))))))
#define E11 ((int)((unsigned)(a3) << (((!(a0))) & 31)))
#define E12 ((((((0x7fffffff) + (5ull))) | ((~(a5))))) << ((a5) & 63))
#define E13 255
#define E14 4294967295
#define E15 ((__mul24(((__clzll(a3)) ? (((a4) & (31))) : (a1)), ((a0) <= ((signed char)-128)))) && (((long)((unsigned long)(((((long)((unsigned long)(a4) + (unsigned long)(a4)))) >> ((__mul24(0, 5l)) & 63))) * (unsigned long)(((unsigned char)(((a1) ? (a5) : (a0)))))))))
#define E16 a4
#define E17 ((((long long)((unsigned long long)(((int)((unsigned)(a3) << ((a3) & 31)))) + (unsigned long long)(((long long)((unsigned long long)(a0) - (unsigned long long)(a5))))))) && (__byte_perm(((a2) & (a5)), __urhadd(a3, '\0'), 2147483648)))
#define E18 (((+((!(a4))))) ? (((((((a1) & (a3))) == (((long)((unsigned long)(a4) - (unsigned long)(a0)))))) | (((short)(a3))))) : (((((((long long)((unsigned long long)(a5) + (unsigned long long)(a5)))) >> ((((a3) ? (a1) : (a0))) & 63))) <= (((((a1) >> (('\0') & 63))) - (__uhadd(0200, a5)))))))
#define E19 ((-1u) - ('\xff'))
#define E20 a1
#define E21 __brevll(__ffs(((long)(a3))))
#define E22 ((long long)((unsigned long long)((~(a0))) - (unsigned long long)(a5)))
#define E23 (((!(a4))) != (a1))

static const long h_a0[32] = {1366303089151l, 64741902l, 7432l, -840396511096l, -21179090l, 33959236160l, 35932l, -4l, (-9223372036854775807l - 1), 32602477l, -1240940017l, 1522900831974048127l, -2l, -2l, 0l, 9223372036854775807l, 2l, 4824l, 9223372036854775807l, -237493535527186l, 1l, 1l, 2l, -44l, 0l, -826l, -857677534029l, 9223372036854775806l, 1l, 2l, 871311788916575430l, -6l};
static const unsigned long long h_a1[32] = {2577313480ull, 18446744073709551615ull, 18446744073709551614ull, 0ull, 0ull, 0ull, 1178261ull, 18446744073709551615ull, 0ull, 2ull, 64803513651ull, 18446744073709551614ull, 0ull, 0ull, 3562278ull, 56872501985ull, 46032826084ull, 1ull, 30347997132810ull, 1953478991665ull, 0ull, 201887848811945077ull, 926ull, 420837ull, 9979283116816332748ull, 1010ull, 1ull, 555ull, 31375ull, 167770146334040253ull, 3706114099799325543ull, 12132301366ull};
static const unsigned char h_a2[32] = {0, 2, 4, 2, 1, 3, 3, 68, 30, 254, 240, 23, 29, 1, 3, 254, 1, 60, 1, 1, 254, 3, 2, 1, 0, 1, 1, 89, 0, 0, 1, 15};
static const signed char h_a3[32] = {126, 2, -32, 0, 40, 85, -128, -128, -123, -1, 0, 0, -3, 127, 71, 3, 126, 0, 0, -1, 3, 3, -29, 47, 1, 1, 1, 28, -1, 102, -127, -2};
static const long h_a4[32] = {-2l, -1l, 9223372036854775807l, -1l, 1701274203246l, -9223372036854775807l, 0l, 2l, 0l, 9223372036854775806l, -5242l, 2l, 0l, 183968812l, 105881210081998l, -2l, (-9223372036854775807l - 1), 7808634273185500l, (-9223372036854775807l - 1), 6381720687291892l, -1l, 6401l, 13654l, -495l, 39511267l, 1l, 2l, -122287845l, 185705998136232l, 1l, -9223372036854775807l, -9223372036854775807l};
static const long long h_a5[32] = {732385856856710349ll, -1654199ll, 53ll, -1565669358465ll, 9223372036854775807ll, 0ll, 80012246ll, 9223372036854775806ll, -9223372036854775807ll, -1ll, 2ll, 1ll, 3ll, 1191089572548386612ll, (-9223372036854775807ll - 1), 866430ll, -6272188163ll, -9223372036854775807ll, 20146699544ll, -1ll, -1ll, 1ll, -1017478003045145ll, (-9223372036854775807ll - 1), 4216111581268ll, -2ll, 47ll, 71ll, 92365643374ll, -17810384362964816ll, 9223372036854775806ll, -170ll};

__global__ void eval(const long *p_a0, const unsigned long long *p_a1, const unsigned char *p_a2, const signed char *p_a3, const long *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    unsigned long long a1 = p_a1[t];
    unsigned char a2 = p_a2[t];
    signed char a3 = p_a3[t];
    long a4 = p_a4[t];
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
    unsigned long long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    signed char *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long *d_a4;
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
        unsigned long long a1 = h_a1[t];
        unsigned char a2 = h_a2[t];
        signed char a3 = h_a3[t];
        long a4 = h_a4[t];
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
