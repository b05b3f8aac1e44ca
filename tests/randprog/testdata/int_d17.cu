// Random integer expressions (tests/randprog/gen, kind int, seed 50527).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((a3) ? (((int)((unsigned)(((unsigned short)(((long long)((unsigned long long)(5ll) + (unsigned long long)(255)))))) * (unsigned)(((int)((unsigned)(((int)((unsigned)(a1) - (unsigned)(0)))) << ((((int)(255))) & 31))))))) : (((unsigned long)(a2))))
#define E1 a5
#define E2 a3
#define E3 4294967295
#define E4 ((long)((unsigned long)(((((long long)((unsigned long long)(a3) + (unsigned long long)((signed char)-128)))) >= (((signed char)(a4))))) + (unsigned long)((((((short)-3) & (-1))) ^ (((long)((unsigned long)(9223372036854775807) + (unsigned long)(a2))))))))
#define E5 a0
#define E6 ((long)((unsigned long)(((long)((unsigned long)(((long)((unsigned long)(((long)(a0))) + (unsigned long)(a5)))) + (unsigned long)(((((a0) || (a4))) < (((long)(a5)))))))) << ((((((int)((unsigned)((('\0') ^ (a0))) + (unsigned)(((a5) < (a1)))))) <= ((!((((unsigned short)65535) - (a0))))))) & 63)))
#define E7 ((sdiv((long long)(((signed char)(((a1) > (a1))))), (long long)((~(a3))))) ^ (sdiv((int)((~(false))), (int)(a1))))
#define E8 ((-1ll) | (a5))
#define E9 a5
#define E10 a0
#define E11 ((int)((unsigned)(((int)(sdiv((int)(a4), (int)(((int)((unsigned)(a4) << ((a0) & 31)))))))) + (unsigned)(((unsigned short)(a3)))))
#define E12 ((int)((unsigned)(a4) * (unsigned)(((int)(-(unsigned)(a1))))))
#define E13 ((int)(-(unsigned)(((((5ul) * (((a5) >> ((0xffffffffffffffff) & 31))))) || (sdiv((long long)(((int)((unsigned)(0) + (unsigned)(a0)))), (long long)(a3)))))))
#define E14 smod((int)(((a2) >= (0200))), (int)(a5))
#define E15 3
#define E16 sdiv((int)(__clzll((signed char)-128)), (int)(((0xffffffff) > (a5))))
#define E17 -1u
#define E18 ((unsigned char)(min((long long)(a0), (unsigned long long)(a2))))
#define E19 ((((int)((unsigned)(((a2) + (a2))) * (unsigned)(a2)))) >= (((int)((unsigned)(((a5) + (a4))) * (unsigned)(smod((int)(a0), (int)(a1)))))))
#define E20 ((max((int)(a0), (unsigned)(a4))) * (((a2) >> ((5u) & 31))))
#define E21 smod((long long)(((int)((unsigned)(7) + (unsigned)(((int)((unsigned)(((a4) > (a2))) << ((((a3) == (a1))) & 31))))))), (long long)(smod((long long)(smod((long long)(((a0) != (a5))), (long long)(__mul64hi(a3, a0)))), (long long)(a2))))
#define E22 ((int)((unsigned)(a4) << ((a0) & 31)))
#define E23 ((((int)((unsigned)(__hadd(a3, a2)) - (unsigned)(((a0) & ('A')))))) | ('\0'))

static const short h_a0[32] = {-1, 13824, 0, -32767, -32767, -2, 715, 419, -22, 3, 0, -5, -32768, 44, 138, 0, 1, 1, 32766, 32766, -482, -2351, 10810, 194, 0, 254, -29585, 1, 2, -32768, 32766, 32767};
static const int h_a1[32] = {-1, 830586804, 1, -1, 2, -2849435, -2, -2, 2147483646, (-2147483647 - 1), 16, 2147483646, 52, -2, 1, -36, -5171, 0, 140, -2043, 2126562575, 91, -69, 1, (-2147483647 - 1), -53, 1, 0, 2147483647, -6792, 12505, -240107};
static const signed char h_a2[32] = {21, 29, 0, -40, 1, 24, 4, 0, 2, -15, 1, 9, -127, 3, -127, -123, -127, 1, 0, 0, 126, -128, 21, 127, 14, -7, 5, 2, 2, 0, -128, -1};
static const long long h_a3[32] = {36ll, -2ll, 9223372036854775806ll, -61362133878242ll, -72280760774ll, -23441452ll, -1ll, 9223372036854775806ll, -118315ll, -4076599183231ll, -197123ll, 0ll, -3201251238027875437ll, 12432248220031ll, -15318476772294374ll, -2ll, 10500630787ll, -905670136297ll, 435563ll, -1ll, -2ll, -1298ll, -292832863079ll, -230997194559ll, 1427685328694ll, 9223372036854775806ll, -2ll, 24975046ll, -2ll, 16044937331ll, 9223372036854775807ll, 34039617569654ll};
static const char h_a4[32] = {54, 0, -6, 29, -7, -128, -127, 127, 0, 127, -2, 2, 15, -35, -2, 1, 52, 2, 94, 13, 1, 13, -127, 0, -128, 78, -21, -127, -1, 16, -42, -2};
static const short h_a5[32] = {5748, 1, -15, -32768, 2, -2779, 1810, -6977, -2784, -2, -32767, 32767, -32767, -32767, -2, 1, -32768, 32766, 32767, -346, 33, -615, -11968, -1074, -3, 196, -2, -236, 32766, 0, -1614, 1};

__global__ void eval(const short *p_a0, const int *p_a1, const signed char *p_a2, const long long *p_a3, const char *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    int a1 = p_a1[t];
    signed char a2 = p_a2[t];
    long long a3 = p_a3[t];
    char a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    char *d_a4;
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
        short a0 = h_a0[t];
        int a1 = h_a1[t];
        signed char a2 = h_a2[t];
        long long a3 = h_a3[t];
        char a4 = h_a4[t];
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
