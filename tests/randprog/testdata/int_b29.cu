// Random integer expressions (tests/randprog/gen, kind int, seed 1129651).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 ((((long long)(-(unsigned long long)(((a0) ? (a5) : (a4)))))) >> ((a3) & 63))
#define E1 ((((long long)(((a4) >> ((a4) & 31))))) ? (a2) : (0xffffffffffffffff))
#define E2 ((((((a4) != 0 ? (((a3) ? (a5) : (a2))) % (a4) : (unsigned long long)(((a3) ? (a5) : (a2))))) + (0x100000000))) != 0 ? (a4) % (((((a4) != 0 ? (((a3) ? (a5) : (a2))) % (a4) : (unsigned long long)(((a3) ? (a5) : (a2))))) + (0x100000000))) : (unsigned long long)(a4))
#define E3 ((long long)((unsigned long long)(smod((long long)(((short)(5ll))), (long long)(smod((long long)((unsigned char)200), (long long)(-1ll))))) << ((a3) & 63)))
#define E4 ((((((long long)(((int)((unsigned)(a0) + (unsigned)(a4)))))) ? (((((int)((unsigned)(31) << ((-1u) & 31)))) ? (a4) : (a1))) : (smod((long long)(((a1) ? (true) : (a3))), (long long)(((0) <= (-1ll))))))) ^ (((unsigned)(((-1ll) || (((int)((unsigned)(-5) << ((a5) & 31)))))))))
#define E5 (!(((int)((unsigned)((((('A') ^ (a5))) < (((unsigned char)(a5))))) * (unsigned)((((!(a5))) != (a0)))))))
#define E6 ((long long)((unsigned long long)(((int)((unsigned)(a1) - (unsigned)(7)))) * (unsigned long long)(a5)))
#define E7 ((int)((unsigned)(2) - (unsigned)(((a4) >= (a5)))))
#define E8 ((((long long)((unsigned long long)(a5) << (('\xff') & 63)))) - (((a2) + (9223372036854775807))))
#define E9 ((unsigned short)(((unsigned long)(((long long)((unsigned long long)(a5) - (unsigned long long)(a3)))))))
#define E10 ((unsigned long long)(((long)((!(a2))))))
#define E11 ((long long)((unsigned long long)(a3) * (unsigned long long)(a3)))
#define E12 sdiv((int)(a1), (int)(smod((int)(100), (int)((!(((a1) ? (2147483648) : (31))))))))
#define E13 ((long long)((unsigned long long)(((long long)((unsigned long long)(a4) * (unsigned long long)(a3)))) + (unsigned long long)(((-1ll) == (5ull)))))
#define E14 ((int)((unsigned)(((((5u) >= (a4))) | (((a5) > (a4))))) - (unsigned)(0x7fffffff)))
#define E15 sdiv((long long)(__uhadd(-1, ((bool)(((int)(-(unsigned)(true))))))), (long long)(((long long)((unsigned long long)(__usad(a5, ((int)(-(unsigned)(a4))), 100)) - (unsigned long long)(((long long)((unsigned long long)(a5) << ((((5l) & (-5))) & 63))))))))
#define E16 ((unsigned char)(a3))
#define E17 ((int)((unsigned)((~(__popcll(__byte_perm(a1, 100, a0))))) << ((((char)(a1))) & 31)))
#define E18 (~(((long long)((unsigned long long)(a3) - (unsigned long long)((unsigned short)65535)))))
#define E19 __urhadd((-(((unsigned)(a4)))), ((long long)((unsigned long long)(((a4) ^ (a5))) << ((((5ul) - (9223372036854775807))) & 63))))
#define E20 ((a4) >= (a4))
#define E21 ((((((int)(-(unsigned)(((int)((unsigned)(2147483647) << ((a5) & 31))))))) != 0 ? ((((!(5u))) != 0 ? (((unsigned long long)(5u))) / ((!(5u))) : (unsigned long long)(((unsigned long long)(5u))))) / (((int)(-(unsigned)(((int)((unsigned)(2147483647) << ((a5) & 31))))))) : (unsigned long long)((((!(5u))) != 0 ? (((unsigned long long)(5u))) / ((!(5u))) : (unsigned long long)(((unsigned long long)(5u))))))) + (((5u) + (sdiv((int)(a1), (int)(((31) >> ((a2) & 31))))))))
#define E22 ((__umulhi(2, (unsigned char)200)) << ((a5) & 31))
#define E23 a3

static const short h_a0[32] = {1, -46, 2, -32767, 2914, -32767, 17383, -2, 0, 268, 1, -2, 10, 2, 31704, -4796, -68, 7, -32768, 960, 32767, -2, -2302, -6, 32766, 32767, -1, -32768, 191, -1740, -2, -2549};
static const unsigned short h_a1[32] = {55, 21398, 50, 123, 1, 0, 0, 4264, 1, 1, 9914, 0, 2, 0, 1, 3, 65534, 1, 383, 1, 0, 0, 2, 7, 1, 65535, 394, 1, 34219, 32, 0, 1622};
static const unsigned long long h_a2[32] = {18446744073709551615ull, 32442608263ull, 467720631900750105ull, 0ull, 34000142366063ull, 28648077582070905ull, 1ull, 1ull, 3818778ull, 1601656556819ull, 28330381493091ull, 379751ull, 18446744073709551614ull, 18446744073709551614ull, 6977784907327055ull, 0ull, 4275ull, 0ull, 8670660560690ull, 606649940ull, 5153737756775ull, 1ull, 18446744073709551614ull, 5231457ull, 18446744073709551614ull, 1ull, 0ull, 1ull, 1ull, 86825776466ull, 1ull, 2311218490ull};
static const long long h_a3[32] = {227468584141960874ll, -363ll, 9223372036854775807ll, 15ll, (-9223372036854775807ll - 1), -9398036521990174ll, -914538857536767145ll, -56378357418ll, 38863741ll, 1ll, (-9223372036854775807ll - 1), 997685529ll, -2087370308302791528ll, 9223372036854775807ll, 6093ll, 24120ll, -7644823ll, 9223372036854775807ll, -1ll, 1ll, (-9223372036854775807ll - 1), -1ll, 1ll, 43ll, -2ll, 0ll, 20110ll, 6599924485312783087ll, 1ll, -277369575969910ll, 5881952ll, 0ll};
static const int h_a4[32] = {1946724, 0, -20715, 35528, 3115, 2147483647, 2, (-2147483647 - 1), 111959, -190, 55621, 2147483646, -16723542, 362473, 6893, -7489450, -2, 55349954, -1449412941, 6548, 106602898, 2147483646, 7, -5276340, -2147483647, -1, 12645485, 207741, -123656, 13467209, -2147483647, 1110541957};
static const long long h_a5[32] = {-249ll, 4124727969939736140ll, 5443445623ll, -1ll, 9223372036854775807ll, 9223372036854775807ll, 80609609738884ll, 0ll, -1ll, 1301445841088953ll, 9223372036854775807ll, 2621297908ll, -828844209546273ll, -5478ll, 10306962294093367ll, 9223372036854775807ll, -2982142766130ll, (-9223372036854775807ll - 1), 9223372036854775807ll, -2500ll, -258667637929165891ll, -9223372036854775807ll, -1441817826871901933ll, 3946680480ll, -9223372036854775807ll, -796874492442783635ll, -1ll, 1ll, -10046141408385587ll, -1798159375507196675ll, -9223372036854775807ll, 24079805893158ll};

__global__ void eval(const short *p_a0, const unsigned short *p_a1, const unsigned long long *p_a2, const long long *p_a3, const int *p_a4, const long long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    short a0 = p_a0[t];
    unsigned short a1 = p_a1[t];
    unsigned long long a2 = p_a2[t];
    long long a3 = p_a3[t];
    int a4 = p_a4[t];
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
    short *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    unsigned short *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    unsigned long long *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    long long *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    int *d_a4;
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
        short a0 = h_a0[t];
        unsigned short a1 = h_a1[t];
        unsigned long long a2 = h_a2[t];
        long long a3 = h_a3[t];
        int a4 = h_a4[t];
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
