// Random integer expressions (tests/randprog/gen, kind int, seed 995028).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 a1
#define E1 (((~(a2))) >> ((((0) && (a1))) & 63))
#define E2 (-(((((long long)((unsigned long long)(32) - (unsigned long long)(a3)))) ? (a2) : (a4))))
#define E3 a3
#define E4 (((~(a0))) + (5ull))
#define E5 ((((a0) ? (a3) : (a4))) ^ (((a3) || (a4))))
#define E6 (((('A') <= ((((~(a4))) << ((a1) & 63))))) >> ((((signed char)(a0))) & 31))
#define E7 a5
#define E8 (((+(a4))) + (((a4) << ((a3) & 63))))
#define E9 ((long long)((unsigned long long)(((a2) ^ (a0))) - (unsigned long long)(((long)((unsigned long)(4294967295) - (unsigned long)((signed char)-128))))))
#define E10 sdiv((long long)(5u), (long long)(((long long)((unsigned long long)((((~(2147483648))) >= (a1))) * (unsigned long long)(((long long)(a0)))))))
#define E11 ((unsigned long long)(((long long)((unsigned long long)(a0) - (unsigned long long)(a2)))))
#define E12 a2
#define E13 ((((unsigned long)(a5))) - (a0))
#define E14 ((a5) & (((long long)((unsigned long long)(((0) & (a1))) - (unsigned long long)(a3)))))
#define E15 ((((0xffffffffffffffff) - (a3))) < (((a5) ? (a2) : (a2))))
#define E16 ((bool)(((a5) | (((int)((unsigned)(-1) - (unsigned)(((signed char)(a1)))))))))
#define E17 a2
#define E18 ((__funnelshift_l(((a1) != 0 ? (a4) / (a1) : (unsigned long long)(a4)), ((a4) >> ((2147483648) & 63)), ((9223372036854775807) && (true)))) & (a4))
#define E19 ((short)(smod((int)(a5), (int)(((a4) > (1))))))
#define E20 (+(__funnelshift_l(smod((long long)(a2), (long long)(a2)), sdiv((int)(a1), (int)(31)), (unsigned short)65535)))
#define E21 (((!(a1))) ? (((a0) & (a1))) : (((a4) >> ((a5) & 63))))
#define E22 min((int)(a0), (unsigned)(((long long)((unsigned long long)(31) - (unsigned long long)(a3)))))
#define E23 ((min((long long)(a0), (unsigned long long)(((int)((unsigned)((short)-3) + (unsigned)(a0)))))) + (((long long)((unsigned long long)(((int)((unsigned)(((a5) <= ((unsigned char)200))) + (unsigned)(31)))) - (unsigned long long)(((((a4) ? (a5) : (a3))) | (((short)(a4)))))))))

static const int h_a0[32] = {166, -2147483647, 2147483646, 2147483646, 2, 2147483647, 1, -47269202, -101069, 48035635, 56310, 1109, -1, -4028, -626, -194648, -252, -2147483647, 0, -410261027, -2147483647, 2, 13, -2147483647, -2147483647, 22317930, 2147483647, -2741, 1575394342, 2147483646, -11992, 20193};
static const signed char h_a1[32] = {-1, 2, -2, -5, 2, -125, 5, -15, -6, 2, 19, -1, 2, 126, 2, 127, 0, 126, -13, 57, 69, -1, 3, -7, -127, -128, -128, 1, -128, -1, 0, -8};
static const long long h_a2[32] = {9223372036854775807ll, 2ll, (-9223372036854775807ll - 1), -2ll, -1ll, -40575ll, -2ll, 271443219993981ll, -2ll, 9223372036854775807ll, 2ll, 3969893579122ll, (-9223372036854775807ll - 1), (-9223372036854775807ll - 1), 439473773789881ll, 44470745481136046ll, -2ll, 2941651306556ll, 29129990ll, 26ll, (-9223372036854775807ll - 1), -2ll, -9223372036854775807ll, -1722435891712381987ll, -65987818ll, 1ll, -1ll, 2ll, 9223372036854775807ll, 2ll, 337282ll, 9223372036854775807ll};
static const long long h_a3[32] = {2ll, -1ll, 1ll, -9223372036854775807ll, -1ll, -1ll, 1869512ll, 9223372036854775806ll, 681881317125ll, 2396343075876122351ll, -26ll, 41ll, 54136187ll, -2990168414585212392ll, -1ll, 2ll, 9223372036854775807ll, -2ll, 1ll, 9223372036854775806ll, 93786824621ll, -1ll, -191348872744ll, 444640819545ll, 63963137159282ll, -2185867117223693ll, 9223372036854775807ll, 9223372036854775806ll, 0ll, 9223372036854775806ll, 11879ll, 190942335752577ll};
static const unsigned long long h_a4[32] = {1ull, 1ull, 3516041895ull, 8581993038697890218ull, 0ull, 0ull, 1ull, 2165420592926ull, 1ull, 376150630112ull, 1052707934668ull, 18446744073709551615ull, 18446744073709551615ull, 0ull, 1785068632ull, 0ull, 348238122ull, 0ull, 519996ull, 2ull, 182719976614ull, 12487574951ull, 30804743313487ull, 4860803ull, 833330661ull, 2ull, 1ull, 18446744073709551614ull, 947039159ull, 187551870910ull, 1ull, 1ull};
static const signed char h_a5[32] = {50, 0, 0, 23, -1, -1, 1, 29, -2, 88, -9, -2, -2, 0, -15, -12, -5, -7, 127, -125, 5, -2, 3, -9, 0, -127, 2, 126, 0, 59, 1, 46};

__global__ void eval(const int *p_a0, const signed char *p_a1, const long long *p_a2, const long long *p_a3, const unsigned long long *p_a4, const signed char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    signed char a1 = p_a1[t];
    long long a2 = p_a2[t];
    long long a3 = p_a3[t];
    unsigned long long a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    signed char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned long long *d_a4;
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
        int a0 = h_a0[t];
        signed char a1 = h_a1[t];
        long long a2 = h_a2[t];
        long long a3 = h_a3[t];
        unsigned long long a4 = h_a4[t];
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
