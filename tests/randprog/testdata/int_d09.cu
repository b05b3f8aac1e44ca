// Random integer expressions (tests/randprog/gen, kind int, seed 50279).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((int)(-(unsigned)((!(a5)))))
#define E1 ((int)((unsigned)(((((int)((unsigned)(a4) * (unsigned)(a4)))) ^ (((a5) || (a5))))) + (unsigned)(((bool)(((a5) || ((short)-3)))))))
#define E2 ((long)((unsigned long)(((long)((unsigned long)(((long)((unsigned long)(a3) << ((2147483647) & 63)))) - (unsigned long)(a4)))) * (unsigned long)(((((((a0) >> ((a5) & 63))) >> ((((long long)((unsigned long long)(a2) << ((a0) & 63)))) & 63))) <= (((31) ^ (sdiv((long)(a0), (long)(31)))))))))
#define E3 a2
#define E4 ((long)((unsigned long)(((((unsigned char)(a4))) != 0 ? (5u) / (((unsigned char)(a4))) : (unsigned)(5u))) * (unsigned long)(a0)))
#define E5 (+(((32) != (a5))))
#define E6 ((long long)((unsigned long long)(((((((0xffffffff) << ((a0) & 31))) != 0 ? (((signed char)(a4))) % (((0xffffffff) << ((a0) & 31))) : (unsigned)(((signed char)(a4))))) - (((((a1) >> ((a1) & 31))) == (a4))))) - (unsigned long long)(((((long long)((unsigned long long)(a2) + (unsigned long long)(((long long)(a0)))))) | (5ll)))))
#define E7 ((((long)((unsigned long)(((a4) | (a0))) - (unsigned long)(((a4) | (a4)))))) >= (4294967295))
#define E8 ((long)((unsigned long)(((int)(((long)((unsigned long)(a1) - (unsigned long)(a0)))))) * (unsigned long)(((long)((unsigned long)(((long)((unsigned long)(a3) + (unsigned long)(32)))) << ((((int)(-(unsigned)(a4)))) & 63))))))
#define E9 ((((long)((unsigned long)(a3) * (unsigned long)(4294967295)))) ? (sdiv((int)(1), (int)(2147483647))) : (((2147483647) >> ((a2) & 31))))
#define E10 ((((5ul) | (2))) != 0 ? (a4) % (((5ul) | (2))) : (unsigned long)(a4))
#define E11 ((int)(9223372036854775807))
#define E12 sdiv((int)((((!(((a5) != 0 ? (5ul) % (a5) : (unsigned long)(5ul))))) ? (((((long)((unsigned long)(a3) - (unsigned long)(5l)))) || (((int)(a1))))) : (((char)(sdiv((int)(a5), (int)(a1))))))), (int)(((char)(0xffffffffffffffff))))
#define E13 sdiv((long long)(((unsigned short)(((long long)((unsigned long long)(((signed char)(9223372036854775807))) - (unsigned long long)(((long long)((unsigned char)200)))))))), (long long)(((long long)((unsigned long long)(((long long)((unsigned long long)(((int)((unsigned)('A') - (unsigned)(3)))) - (unsigned long long)(a2)))) + (unsigned long long)(((a5) >> ((0200) & 31)))))))
#define E14 ((int)((unsigned)(a1) << ((((long long)(((long long)((unsigned long long)(a5) - (unsigned long long)(a2)))))) & 31)))
#define E15 a5
#define E16 a0
#define E17 ((__byte_perm(((long)((unsigned long)(a3) << ((5l) & 63))), ((a1) || (a4)), ((a4) > (a2)))) != 0 ? (((((unsigned char)(a3))) != (((a5) >> ((0xffffffff) & 31))))) / (__byte_perm(((long)((unsigned long)(a3) << ((5l) & 63))), ((a1) || (a4)), ((a4) > (a2)))) : (unsigned)(((((unsigned char)(a3))) != (((a5) >> ((0xffffffff) & 31))))))
#define E18 sdiv((long long)(((long long)((unsigned long long)(a2) - (unsigned long long)(sdiv((long long)(a5), (long long)((~(a2)))))))), (long long)(__hadd(((2147483647) < ((((unsigned short)65535) & (a1)))), ((char)(((a3) >> ((255) & 63)))))))
#define E19 ((((((true) != 0 ? (5ull) / (true) : (unsigned long long)(5ull))) - (((a5) | (a0))))) - (((((a5) >= (-5))) & (((a1) ? (true) : (2))))))
#define E20 __funnelshift_r(((a2) >> ((true) & 63)), sdiv((long)(7), (long)(a0)), ((long long)(5l)))
#define E21 __clzll(__mulhi(a2, a0))
#define E22 ((int)(-(unsigned)(((a5) >> ((a3) & 31)))))
#define E23 ((((((unsigned)(-5))) >> ((((unsigned long long)(a2))) & 31))) != (((long long)((unsigned long long)(((long long)((unsigned long long)(a2) * (unsigned long long)(a0)))) * (unsigned long long)(((long)((unsigned long)(7) + (unsigned long)(a3))))))))

static const long h_a0[32] = {-27l, -440l, (-9223372036854775807l - 1), 280077l, 1l, -1l, 9223372036854775806l, 111409190871l, 2l, -3971513l, -61113006l, 338168l, -9223372036854775807l, -120132540521124414l, -1029676200077l, 502105l, 1l, 1604l, 290056l, 9223372036854775806l, 129716l, 9223372036854775806l, -1435281332653l, 37964l, -75l, 9223372036854775806l, 2l, 2l, -283324l, 2l, (-9223372036854775807l - 1), 18570338435691l};
static const unsigned short h_a1[32] = {1, 65535, 148, 12, 2, 189, 65534, 65535, 5895, 65534, 0, 5960, 1, 0, 0, 0, 1, 65535, 931, 13303, 6718, 19, 3, 0, 65535, 0, 65534, 65535, 1, 185, 26387, 42};
static const long long h_a2[32] = {-1ll, -8ll, 3810ll, 9223372036854775806ll, 9223372036854775807ll, 16919526138543ll, -2ll, -4687917465225762ll, 2016491ll, -42123457ll, 98977038934271ll, 19457804163907568ll, 179196052ll, 224157ll, -1199174879793ll, -1ll, -32679034351ll, 2ll, (-9223372036854775807ll - 1), 9223372036854775806ll, -2ll, -841856828848224022ll, -26ll, 10500ll, -716337604ll, 9223372036854775807ll, 1ll, 0ll, 0ll, -307410378652ll, -428ll, 2ll};
static const long h_a3[32] = {-1l, 0l, 9223372036854775806l, (-9223372036854775807l - 1), 1789001925492997632l, -506338707425183536l, -1l, 2l, -64574343l, 516343l, (-9223372036854775807l - 1), 9223372036854775806l, -9223372036854775807l, 0l, -9223372036854775807l, 8109124l, -1l, 9223372036854775806l, 3216l, 1l, -2586l, 1l, 5057596l, 1l, -1496670011l, 0l, 390482238462l, -2l, 9223372036854775807l, 9223372036854775807l, -4655502393l, 2l};
static const char h_a4[32] = {-127, -1, 1, -3, 126, -127, -128, -2, -13, 126, 0, 2, -1, -2, 126, -15, -10, 59, -2, 127, 126, 2, -9, 0, 127, -4, 0, -17, -31, 126, 11, -106};
static const unsigned short h_a5[32] = {1495, 1706, 2, 65534, 1, 1, 0, 65535, 403, 65534, 1, 8, 2, 3, 1, 3985, 17, 10328, 2, 488, 1127, 1, 1, 1, 0, 907, 1, 0, 296, 1, 0, 65534};

__global__ void eval(const long *p_a0, const unsigned short *p_a1, const long long *p_a2, const long *p_a3, const char *p_a4, const unsigned short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    long long a2 = p_a2[t];
    long a3 = p_a3[t];
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
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
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
        unsigned short a1 = h_a1[t];
        long long a2 = h_a2[t];
        long a3 = h_a3[t];
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
