// Random integer expressions (tests/randprog/gen, kind int, seed 1018785).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((((long long)((unsigned long long)(a1) * (unsigned long long)(a2)))) * (((a1) ? (5ul) : (a2))))) - (a1))
#define E1 9223372036854775807
#define E2 ((char)(a1))
#define E3 4294967295
#define E4 a3
#define E5 a1
#define E6 ((unsigned long)(sdiv((int)(((int)((unsigned)(1) << ((a4) & 31)))), (int)(31))))
#define E7 ((a3) + (((a4) << ((a4) & 31))))
#define E8 a0
#define E9 ((long)((unsigned long)(smod((int)(((bool)(a2))), (int)(a5))) * (unsigned long)(sdiv((long)((~(-1u))), (long)(((4294967295) >> ((2147483648) & 63)))))))
#define E10 a2
#define E11 smod((long long)(a2), (long long)(sdiv((long long)(((((char)(a3))) == ((((short)-3) & ('\xff'))))), (long long)(((((a5) ^ (0xffffffffffffffff))) ? ((+(a2))) : ((!(a5))))))))
#define E12 false
#define E13 ((((bool)(0))) - (a4))
#define E14 (((unsigned char)200) - (((((a4) != 0 ? (a1) / (a4) : (unsigned)(a1))) < (a3))))
#define E15 a2
#define E16 a0
#define E17 ((((a4) | (true))) - (((a1) - ((short)-3))))
#define E18 ((char)((((unsigned short)65535) & (a5))))
#define E19 ((((0) - (a4))) > (((a4) >= (a0))))
#define E20 ((((5ull) + (a1))) ? (((a0) ? (31) : ('\0'))) : (((5u) + (-5))))
#define E21 a3
#define E22 ((((a3) + (a3))) * (((((long long)((unsigned long long)(a2) * (unsigned long long)(a0)))) ? (((0xffffffff) == (a5))) : (((a3) - (a0))))))
#define E23 ((((a5) - (((((a4) << ((9223372036854775807) & 31))) * (((a1) + (a3))))))) != 0 ? (((int)(-(unsigned)(((int)((unsigned)(((a1) + (a0))) + (unsigned)(__rhadd(a3, a5)))))))) % (((a5) - (((((a4) << ((9223372036854775807) & 31))) * (((a1) + (a3))))))) : (unsigned long long)(((int)(-(unsigned)(((int)((unsigned)(((a1) + (a0))) + (unsigned)(__rhadd(a3, a5)))))))))

static const signed char h_a0[32] = {-128, 15, -1, 1, -2, 126, 80, -127, 127, 2, 0, 1, 126, 99, 126, -127, -2, 0, 53, 0, -23, 17, -2, 126, 1, -56, -42, 1, 89, -2, -117, 114};
static const unsigned char h_a1[32] = {76, 1, 2, 4, 2, 255, 5, 0, 1, 104, 254, 2, 3, 7, 3, 2, 18, 1, 9, 1, 0, 254, 0, 99, 1, 5, 87, 20, 2, 255, 28, 0};
static const long long h_a2[32] = {-395393032601365370ll, 1ll, (-9223372036854775807ll - 1), -2ll, -10252ll, (-9223372036854775807ll - 1), 10910366424258ll, 1677613084749818062ll, -12447269100ll, 2ll, -5868825107074286697ll, 49ll, 9223372036854775806ll, -24226132930872890ll, 2ll, (-9223372036854775807ll - 1), -161887200041874ll, 9223372036854775806ll, 30150329747401ll, 2ll, -41174847662186ll, 0ll, 971276109693859565ll, -77238011526996ll, -1ll, -94564142288ll, -10767918178ll, -940ll, 2ll, -768676187807ll, -2ll, -25272585640943732ll};
static const unsigned long long h_a3[32] = {979376384255480268ull, 510035323ull, 18446744073709551614ull, 0ull, 1ull, 11200237756972363ull, 855570034812052ull, 6452ull, 1ull, 7716ull, 1ull, 16381370224ull, 2132103331ull, 18446744073709551614ull, 269ull, 183578623ull, 170714761545551525ull, 562432953101070ull, 2ull, 139712104598654088ull, 4216686301221565683ull, 1ull, 18446744073709551614ull, 4292917542ull, 18446744073709551614ull, 1ull, 157158799ull, 1ull, 19855737ull, 1ull, 749563063ull, 0ull};
static const unsigned h_a4[32] = {0u, 2u, 0u, 328646474u, 96447u, 1u, 1u, 28419116u, 0u, 2u, 291604u, 1921u, 50u, 0u, 1u, 3238513u, 1u, 0u, 0u, 1u, 4294967294u, 323u, 1u, 6u, 4294967295u, 1u, 4294967295u, 1u, 1u, 9928u, 1u, 56227u};
static const short h_a5[32] = {2, -2, 57, -2, 12384, 32766, -1, 32766, -1, -3, -1, 32766, 0, 0, -11099, -1, -30794, -9, -46, 2, -113, 1641, 1, 1, -2, -121, 0, 32766, 23729, 1, 487, 1092};

__global__ void eval(const signed char *p_a0, const unsigned char *p_a1, const long long *p_a2, const unsigned long long *p_a3, const unsigned *p_a4, const short *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    signed char a0 = p_a0[t];
    unsigned char a1 = p_a1[t];
    long long a2 = p_a2[t];
    unsigned long long a3 = p_a3[t];
    unsigned a4 = p_a4[t];
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
    signed char *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned char *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    unsigned *d_a4;
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
        signed char a0 = h_a0[t];
        unsigned char a1 = h_a1[t];
        long long a2 = h_a2[t];
        unsigned long long a3 = h_a3[t];
        unsigned a4 = h_a4[t];
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
