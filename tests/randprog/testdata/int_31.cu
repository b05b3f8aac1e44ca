// Random integer expressions (tests/randprog/gen, kind int, seed 1031).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((5u) >> ((((long)((unsigned long)(a1) << ((a1) & 63)))) & 31))) ^ (((((a1) ^ ((signed char)-128))) & (255))))
#define E1 (~(((bool)(sdiv((long)(2147483648), (long)(a1))))))
#define E2 ((int)((unsigned)((~(a2))) << ((a5) & 31)))
#define E3 ((((a2) ^ (((long)((unsigned long)(sdiv((long)(2), (long)(a1))) * (unsigned long)(a3)))))) && (((a3) >> ((a3) & 63))))
#define E4 a3
#define E5 a5
#define E6 ((smod((long)(0x7fffffff), (long)(a1))) && (((long)((unsigned long)(a1) * (unsigned long)(a3)))))
#define E7 a0
#define E8 2147483648
#define E9 (+(sdiv((int)(((signed char)(((true) == (a1))))), (int)('A'))))
#define E10 ((a1) ^ ((+(a1))))
#define E11 ((unsigned)(((unsigned long long)(((long)(-(unsigned long)(a0)))))))
#define E12 a5
#define E13 ((unsigned)((!(a5))))
#define E14 ((smod((long)(((long)((unsigned long)(255) + (unsigned long)(a3)))), (long)(a3))) || ((~(a4))))
#define E15 ((unsigned short)(a1))
#define E16 2147483648
#define E17 ((int)(-(unsigned)(a4)))
#define E18 ((__umul64hi(((true) & (a1)), ((a4) >= (a3)))) != 0 ? (((long)((unsigned long)((('\0') >> ((100) & 31))) * (unsigned long)(((long)((unsigned long)(a3) << ((0200) & 63))))))) / (__umul64hi(((true) & (a1)), ((a4) >= (a3)))) : (unsigned long long)(((long)((unsigned long)((('\0') >> ((100) & 31))) * (unsigned long)(((long)((unsigned long)(a3) << ((0200) & 63))))))))
#define E19 ((long)((unsigned long)(((a1) >> ((a4) & 63))) + (unsigned long)(a2)))
#define E20 __mulhi(a5, ((long)((unsigned long)((~(2147483648))) + (unsigned long)((~(false))))))
#define E21 ((((a0) != 0 ? (5ull) % (a0) : (unsigned long long)(5ull))) + (((unsigned short)(a4))))
#define E22 ((((((a2) + (a5))) || (a2))) - (__funnelshift_rc(((long)((unsigned long)(a4) + (unsigned long)(a3))), a5, false)))
#define E23 ((long)((unsigned long)(((long)((unsigned long)(a0) * (unsigned long)(((a3) >> ((-1) & 63)))))) * (unsigned long)((('\xff') > (((long)((unsigned long)(a1) << ((a4) & 63))))))))

static const long h_a0[32] = {-9223372036854775807l, 0l, -29l, 9223372036854775806l, -1l, 60l, 9459202339303l, 28914124l, -9223372036854775807l, -29l, (-9223372036854775807l - 1), -19075645238l, 9223372036854775807l, 4631929967l, 5l, -796439353592194l, -141l, -526648320990293450l, 7440781631570l, 8l, -9223372036854775807l, -1l, 425091l, -119262563351230l, 9223372036854775807l, -1120272106506316352l, 103095l, -1l, -6051027418048429703l, (-9223372036854775807l - 1), (-9223372036854775807l - 1), 779130909372832l};
static const long h_a1[32] = {-9223372036854775807l, 1996l, -1l, 4140493884546865068l, 187067l, 760l, 38539383480980l, -13921l, -8403409079l, 115757987799940581l, 30200416335l, -77975l, 0l, -3687459742649647l, 6786883l, -2666744967414l, -1l, -1902675960l, 11864403550096l, -15472158192654l, -2l, 54255876l, 2l, -33207079l, 3796259303207l, 9223372036854775806l, 1085755406l, -1l, -2l, -2l, 930270l, -777532695016l};
static const unsigned short h_a2[32] = {65534, 65535, 20, 10, 0, 2, 65535, 0, 97, 12261, 12, 953, 48, 0, 0, 0, 38, 0, 1, 2, 0, 1, 1486, 27, 419, 65535, 3, 5031, 2, 1372, 1459, 1};
static const long h_a3[32] = {-2l, -44690975721297l, 63844l, -937017l, 704299588403l, 61640523186l, -17452933465l, -1056l, 15479861l, 0l, 1l, -1027l, -347093596871l, -4135l, -309156668321193l, 8511391806171135l, -2l, -1l, 139133523401448042l, -2l, 9223372036854775806l, -9223372036854775807l, -5766l, -9223372036854775807l, 9223372036854775807l, 599218365l, 213946095840206730l, -3159994407035136774l, -1l, -2l, 1l, -9223372036854775807l};
static const short h_a4[32] = {-2, 2, -1, 32767, 2, 32766, -2, 48, 947, 11, -1, -1, 0, -32768, 106, -32768, -1097, -2650, -2, 1, -1034, -317, 0, 5, 2, -32768, -13, -32768, -151, -2, -837, 2};
static const unsigned long long h_a5[32] = {4201ull, 6488ull, 1ull, 2258583396679ull, 30213283ull, 1ull, 0ull, 585196291ull, 1ull, 2ull, 1ull, 38223685575183369ull, 1ull, 1463906370779017736ull, 14426728989712ull, 29278974792211736ull, 0ull, 267316280ull, 2ull, 4ull, 2ull, 18446744073709551614ull, 18446744073709551614ull, 16076463386363284ull, 11465760870ull, 1ull, 8116525982ull, 1ull, 5656154527777336ull, 18446744073709551614ull, 0ull, 18446744073709551615ull};

__global__ void eval(const long *p_a0, const long *p_a1, const unsigned short *p_a2, const long *p_a3, const short *p_a4, const unsigned long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    long a0 = p_a0[t];
    long a1 = p_a1[t];
    unsigned short a2 = p_a2[t];
    long a3 = p_a3[t];
    short a4 = p_a4[t];
    unsigned long long a5 = p_a5[t];
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
    long *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned short *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    short *d_a4;
    cudaMalloc(&d_a4, sizeof h_a4);
    cudaMemcpy(d_a4, h_a4, sizeof h_a4, cudaMemcpyHostToDevice);
    unsigned long long *d_a5;
    cudaMalloc(&d_a5, sizeof h_a5);
    cudaMemcpy(d_a5, h_a5, sizeof h_a5, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_a0, d_a1, d_a2, d_a3, d_a4, d_a5, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        long a0 = h_a0[t];
        long a1 = h_a1[t];
        unsigned short a2 = h_a2[t];
        long a3 = h_a3[t];
        short a4 = h_a4[t];
        unsigned long long a5 = h_a5[t];
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
