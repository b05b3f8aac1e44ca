// Random integer expressions (tests/randprog/gen, kind int, seed 1082137).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((unsigned)(((int)(((((a3) != (32))) | (((false) | (a3))))))))
#define E1 ((a2) - (((((((a2) - (a0))) != 0 ? (((char)(a2))) / (((a2) - (a0))) : (unsigned long long)(((char)(a2))))) != 0 ? ((((+(5ul))) != 0 ? (((a2) + (a2))) / ((+(5ul))) : (unsigned long)(((a2) + (a2))))) % (((((a2) - (a0))) != 0 ? (((char)(a2))) / (((a2) - (a0))) : (unsigned long long)(((char)(a2))))) : (unsigned long long)((((+(5ul))) != 0 ? (((a2) + (a2))) / ((+(5ul))) : (unsigned long)(((a2) + (a2))))))))
#define E2 (('A') >> ((((bool)(a0))) & 31))
#define E3 ((a3) != 0 ? (((a3) ^ (a1))) % (a3) : (unsigned long)(((a3) ^ (a1))))
#define E4 ((((((5ll) >= (a2))) != (((a1) - (5ul))))) >= (a1))
#define E5 ((a1) ? (((((a5) >> ((a5) & 63))) != 0 ? (((int)((unsigned)('\xff') << ((a0) & 31)))) % (((a5) >> ((a5) & 63))) : (unsigned long)(((int)((unsigned)('\xff') << ((a0) & 31)))))) : ('A'))
#define E6 ((((a0) + (((a3) << ((2) & 63))))) - (((char)(sdiv((long long)(a4), (long long)(a1))))))
#define E7 0x100000000
#define E8 a4
#define E9 a3
#define E10 (-(((((a5) ? (0x80000000) : (a5))) != 0 ? (((long)(a1))) % (((a5) ? (0x80000000) : (a5))) : (unsigned long)(((long)(a1))))))
#define E11 a4
#define E12 ((((((a3) * (a3))) >> ((a2) & 63))) || (((((a0) * (a3))) >> ((((char)(4294967295))) & 63))))
#define E13 ((a0) & (((((a5) | (a5))) | (a0))))
#define E14 __sad(((long long)((unsigned long long)(a4) - (unsigned long long)(a1))), a4, ((a3) != 0 ? (a3) % (a3) : (unsigned long)(a3)))
#define E15 ((unsigned char)(__clzll(9223372036854775807)))
#define E16 ((((2147483647) != 0 ? (a3) % (2147483647) : (unsigned long)(a3))) != 0 ? (__rhadd(a2, -1u)) / (((2147483647) != 0 ? (a3) % (2147483647) : (unsigned long)(a3))) : (unsigned long)(__rhadd(a2, -1u)))
#define E17 a5
#define E18 ((signed char)((~(((a3) + (2))))))
#define E19 a0
#define E20 __umul64hi(((max((long long)(5l), (unsigned long long)(a1))) | (((a0) - (a4)))), __umul64hi(smod((long long)(a4), (long long)(5ll)), ((a0) - (a2))))
#define E21 a1
#define E22 ((((smod((int)(255), (int)(0x7fffffff))) ? ((~(a2))) : (((0xffffffffffffffff) ^ (a0))))) != 0 ? ((!(((a0) & (a4))))) / (((smod((int)(255), (int)(0x7fffffff))) ? ((~(a2))) : (((0xffffffffffffffff) ^ (a0))))) : (unsigned long long)((!(((a0) & (a4))))))
#define E23 a0

static const unsigned long long h_a0[32] = {18446744073709551615ull, 0ull, 2ull, 1721980537123367ull, 0ull, 27756ull, 0ull, 19698ull, 1ull, 2ull, 18446744073709551615ull, 18446744073709551615ull, 0ull, 106ull, 0ull, 74ull, 18446744073709551614ull, 18446744073709551614ull, 2ull, 18446744073709551615ull, 242205185861296ull, 0ull, 1ull, 0ull, 18446744073709551614ull, 1ull, 354811819115ull, 0ull, 18446744073709551615ull, 18446744073709551614ull, 328ull, 14850023445ull};
static const unsigned short h_a1[32] = {2360, 0, 0, 922, 23, 1065, 3735, 28818, 15, 1110, 32573, 65535, 2, 65534, 65534, 5, 65535, 0, 1, 1, 33, 1, 670, 0, 299, 65, 30, 65534, 19, 14765, 7963, 0};
static const unsigned long h_a2[32] = {326ul, 3041729819ul, 18446744073709551614ul, 18446744073709551614ul, 98920ul, 1ul, 460974ul, 650ul, 61410482945ul, 0ul, 0ul, 2ul, 0ul, 0ul, 0ul, 1ul, 18446744073709551615ul, 2ul, 10672ul, 3546700506ul, 2ul, 667580922831ul, 2ul, 20ul, 60754728832ul, 1ul, 3ul, 1ul, 2768ul, 104292069005ul, 53730884282ul, 40371707325246ul};
static const unsigned long h_a3[32] = {3ul, 0ul, 8071724568ul, 4402675359ul, 0ul, 1ul, 2ul, 7498861436992ul, 0ul, 2ul, 13838717ul, 130609ul, 1ul, 1ul, 14873426179728ul, 110211930ul, 22ul, 492033505509022ul, 0ul, 17472897663953124ul, 191154ul, 1ul, 1ul, 18446744073709551615ul, 1ul, 34736963729050828ul, 47651533773257ul, 1ul, 0ul, 18446744073709551615ul, 0ul, 18446744073709551614ul};
static const long long h_a4[32] = {2ll, -1538187451690ll, 9223372036854775806ll, -9223372036854775807ll, 183ll, 1ll, 0ll, 654485ll, -20193046482524ll, 2ll, -519132082496ll, 2ll, -9223372036854775807ll, -9223372036854775807ll, -9223372036854775807ll, -1851936743633480054ll, 28280212166ll, 9223372036854775807ll, 75892936100ll, 9223372036854775806ll, 2ll, -1265950960879ll, -4742408ll, 9223372036854775806ll, -3587629611593370416ll, -1084070315148280642ll, 9223372036854775807ll, 2ll, -127011732107323053ll, 3ll, 9223372036854775806ll, 1ll};
static const unsigned long h_a5[32] = {18446744073709551615ul, 243706793682190ul, 0ul, 18446744073709551615ul, 23279703503252ul, 421001766203ul, 2ul, 1ul, 18088ul, 87075905ul, 131740991805403087ul, 444128466532410029ul, 0ul, 1ul, 1ul, 61346361673ul, 189959755142930ul, 18446744073709551614ul, 245218904601123198ul, 131197211565336293ul, 18446744073709551614ul, 3441ul, 18446744073709551615ul, 1ul, 11548307235327417ul, 0ul, 11281ul, 187ul, 133760508494ul, 12912ul, 2703ul, 1ul};

__global__ void eval(const unsigned long long *p_a0, const unsigned short *p_a1, const unsigned long *p_a2, const unsigned long *p_a3, const long long *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    unsigned long long a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    unsigned long a2 = p_a2[t];
    unsigned long a3 = p_a3[t];
    long long a4 = p_a4[t];
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
    unsigned long long *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    unsigned long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    long long *d_a4;
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
        unsigned long long a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        unsigned long a2 = h_a2[t];
        unsigned long a3 = h_a3[t];
        long long a4 = h_a4[t];
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
