// Random integer expressions (tests/randprog/gen, kind int, seed 1022).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 (((!(a2))) ? (sdiv((long long)(a4), (long long)(a0))) : (((32) | (a1))))
#define E1 ((((a1) - (((a5) >= (a5))))) & (((((a4) == (a2))) & (((int)(31))))))
#define E2 ((long long)((unsigned long long)(((((char)(((unsigned long)(a3))))) ^ (((long long)((unsigned long long)((~(a4))) << ((((a1) >> ((a5) & 63))) & 63)))))) - (unsigned long long)(((((((unsigned char)(a5))) + (a1))) != ((!(100)))))))
#define E3 (((signed char)-128) >= (sdiv((int)(((-5) < (a5))), (int)(((unsigned char)(a3))))))
#define E4 ((long long)((unsigned long long)(5l) * (unsigned long long)(((a0) | (a3)))))
#define E5 ((((unsigned char)(((int)((unsigned)(a0) - (unsigned)((unsigned char)200)))))) | (((long long)((unsigned long long)(a3) << ((((long long)((unsigned char)200))) & 63)))))
#define E6 ((((a5) ? (a2) : (a3))) | (((5ll) + (a1))))
#define E7 a4
#define E8 ((((((int)((unsigned)(a2) + (unsigned)(a0)))) & (-1ll))) * (((((a0) | (a5))) | (a1))))
#define E9 a4
#define E10 a2
#define E11 ((unsigned long)(((int)((unsigned)(100) << ((a3) & 31)))))
#define E12 ((((long long)((unsigned long long)(a4) - (unsigned long long)(a4)))) == (7))
#define E13 a1
#define E14 (!(((unsigned long long)((short)-3))))
#define E15 (((!((!('\0'))))) ? (((((a5) + (a1))) != 0 ? (a0) / (((a5) + (a1))) : (unsigned long)(a0))) : (__sad(((long long)(a4)), ((4294967295) & (a0)), ((a0) ? (a5) : (3)))))
#define E16 __funnelshift_rc(((a4) != (a4)), __ffs(32), sdiv((long)((unsigned char)200), (long)(4294967295)))
#define E17 ((__sad(0x80000000, a3, a5)) >= (100))
#define E18 ((((long long)((unsigned long long)(a4) - (unsigned long long)(a5)))) != (((((((a2) - (a2))) >> ((__byte_perm(a2, a3, (unsigned short)65535)) & 31))) >= (((((a3) != 0 ? (a1) / (a3) : (unsigned long long)(a1))) <= (__ffs(a2)))))))
#define E19 ((__umulhi(__hadd((+(a2)), ((a4) ? (a2) : (a4))), ((((-5) & (a0))) > (((5ul) != 0 ? (a5) % (5ul) : (unsigned long)(a5)))))) != 0 ? (__umul64hi(a3, ((long long)((unsigned long long)(a4) + (unsigned long long)(((long long)((unsigned long long)(a3) + (unsigned long long)(a5)))))))) % (__umulhi(__hadd((+(a2)), ((a4) ? (a2) : (a4))), ((((-5) & (a0))) > (((5ul) != 0 ? (a5) % (5ul) : (unsigned long)(a5)))))) : (unsigned long long)(__umul64hi(a3, ((long long)((unsigned long long)(a4) + (unsigned long long)(((long long)((unsigned long long)(a3) + (unsigned long long)(a5)))))))))
#define E20 ((a5) ? (__hadd(a1, a0)) : ((+(a0))))
#define E21 ((int)((unsigned)(((bool)(3))) << ((((a1) ? (a3) : (a3))) & 31)))
#define E22 ((long long)((unsigned long long)(((a3) | (0))) * (unsigned long long)(-1u)))
#define E23 a3

static const int h_a0[32] = {-2, -663411, 0, -118, -454930306, 33635, -63, 2147483647, 2147483646, 2, 6, 592121856, -6, (-2147483647 - 1), 26, -181661630, -2, -95, 2147483647, -204141660, -2, 885, 9, -377954668, 2147483646, -45401, -5, 1, -5032078, 8097, -452, -2147483647};
static const unsigned long h_a1[32] = {3870773141871ul, 0ul, 18446744073709551615ul, 2ul, 6323280816421532ul, 0ul, 3347437021ul, 0ul, 7171062792214ul, 0ul, 191ul, 18446744073709551614ul, 53847370727ul, 998227583707432755ul, 18446744073709551615ul, 26930140ul, 183264699212810ul, 2985258863163149ul, 3584359734499ul, 14078877198087093ul, 18446744073709551615ul, 76031448114148089ul, 0ul, 18446744073709551614ul, 18446744073709551615ul, 603ul, 2ul, 206ul, 173ul, 198755061ul, 18446744073709551614ul, 2ul};
static const unsigned short h_a2[32] = {7, 0, 1, 87, 1, 1, 103, 444, 65534, 1, 333, 5889, 20, 10, 86, 1, 1, 0, 65534, 65535, 65535, 1, 1, 65534, 27, 65535, 2, 2, 40, 1, 2, 65534};
static const long long h_a3[32] = {88413841ll, -273381305607ll, (-9223372036854775807ll - 1), 3741733190ll, -9223372036854775807ll, 1ll, 9223372036854775806ll, 9223372036854775806ll, 9223372036854775806ll, 3713847678729ll, -1ll, (-9223372036854775807ll - 1), 1ll, -439ll, 2ll, 0ll, -200202822ll, 75998860526686ll, 9223372036854775806ll, -3456983ll, -8848116672009ll, 26245657645906836ll, 1578ll, -9223372036854775807ll, -2ll, -469970655421ll, 2ll, (-9223372036854775807ll - 1), 0ll, 9223372036854775807ll, 1ll, -18041207821262ll};
static const long long h_a4[32] = {2ll, -2ll, 265085409ll, -2ll, -126ll, (-9223372036854775807ll - 1), -4737844242039057867ll, -1075907299310711743ll, 9223372036854775806ll, 2ll, -128273923ll, 3374668ll, -598617818319466499ll, 9223372036854775806ll, 2096157ll, 610303495605190ll, 9223372036854775807ll, -1ll, -1727ll, 9223372036854775807ll, -17237344485ll, 0ll, (-9223372036854775807ll - 1), 9223372036854775807ll, -9223372036854775807ll, -24801ll, 9223372036854775807ll, 18415633958ll, -1ll, 338457ll, (-9223372036854775807ll - 1), -508ll};
static const unsigned char h_a5[32] = {255, 1, 8, 1, 255, 2, 1, 1, 1, 254, 254, 0, 208, 1, 0, 254, 3, 7, 0, 11, 254, 1, 0, 1, 0, 90, 1, 254, 2, 0, 1, 1};

__global__ void eval(const int *p_a0, const unsigned long *p_a1, const unsigned short *p_a2, const long long *p_a3, const long long *p_a4, const unsigned char *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    unsigned long a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    long long a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        int a0 = h_a0[t];
        unsigned long a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        long long a3 = h_a3[t];
        long long a4 = h_a4[t];
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
