// Random integer expressions (tests/randprog/gen, kind int, seed 963352).
#include <cstdio>

__host__ __device__ int sdiv(int a, int b) { return b == 0 ? a : b == -1 ? (int)(-(unsigned)a) : a / b; }
__host__ __device__ int smod(int a, int b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long sdiv(long a, long b) { return b == 0 ? a : b == -1 ? (long)(-(unsigned long)a) : a / b; }
__host__ __device__ long smod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }
__host__ __device__ long long sdiv(long long a, long long b) { return b == 0 ? a : b == -1 ? (long long)(-(unsigned long long)a) : a / b; }
__host__ __device__ long long smod(long long a, long long b) { return b == 0 || b == -1 ? 0 : a % b; }

#define E0 smod((int)(smod((int)(a3), (int)(smod((int)(((a1) | (a2))), (int)(((a2) - ((signed char)-128))))))), (int)(((((int)((unsigned)((~(2))) * (unsigned)((+(a3)))))) != (((0x7fffffff) ^ (((unsigned long long)(a2))))))))
#define E1 ((int)((unsigned)(100) << ((((((int)((unsigned)(((a5) != (5u))) + (unsigned)((+(a1)))))) && (((int)((unsigned)(((32) >> ((a3) & 31))) * (unsigned)(((a4) | (-5)))))))) & 31)))
#define E2 ((int)(-(unsigned)(((int)((unsigned)((!(((int)((unsigned)('\xff') * (unsigned)(a4)))))) << ((((long long)((~(3))))) & 31))))))
#define E3 (~(a2))
#define E4 sdiv((int)(0x7fffffff), (int)(((int)((unsigned)(((a1) > (a0))) << ((((a1) | (a1))) & 31)))))
#define E5 ((((a1) * (a5))) + (a2))
#define E6 sdiv((long)(((long)((unsigned long)(((0x100000000) >> ((a1) & 63))) - (unsigned long)(255)))), (long)(a4))
#define E7 ((long)(-(unsigned long)(((long)(((int)((unsigned)((~(a1))) + (unsigned)(((int)((unsigned)('\xff') + (unsigned)(0)))))))))))
#define E8 a4
#define E9 ((int)(((int)((unsigned)(((int)(a1))) + (unsigned)(((int)((unsigned)(a1) << ((-5) & 31))))))))
#define E10 ((int)((unsigned)(((int)((unsigned)(((a0) | (a0))) + (unsigned)((~(a0)))))) * (unsigned)(a3)))
#define E11 a5
#define E12 ((int)(-(unsigned)('A')))
#define E13 ((int)((unsigned)(((int)((unsigned)(false) - (unsigned)(a3)))) + (unsigned)(((a2) - ('\xff')))))
#define E14 (((!(((5u) + (a1))))) > (((((int)((unsigned)(a0) - (unsigned)(a1)))) != 0 ? ((((signed char)-128) != 0 ? (a5) % ((signed char)-128) : (unsigned long)(a5))) % (((int)((unsigned)(a0) - (unsigned)(a1)))) : (unsigned long)((((signed char)-128) != 0 ? (a5) % ((signed char)-128) : (unsigned long)(a5))))))
#define E15 __sad(__sad(((((a5) == (0200))) ? (((9223372036854775807) & (a2))) : (__funnelshift_rc(a2, 0200, a0))), smod((int)(a3), (int)(a0)), (short)-3), ((int)((unsigned)((((!(a4))) ? (a3) : (((a2) & (a1))))) - (unsigned)(((((a1) ? (false) : (a2))) >> ((((a5) * (a0))) & 31))))), a4)
#define E16 ((((int)(a4))) + (((a5) & (a0))))
#define E17 ((long)((unsigned long)(((long)((unsigned long)(9223372036854775807) << ((((signed char)(a5))) & 63)))) + (unsigned long)(a3)))
#define E18 sdiv((int)(smod((int)(a1), (int)(255))), (int)(((a4) & (a0))))
#define E19 a5
#define E20 (!(((a2) | (5ul))))
#define E21 (~(((unsigned)(((int)((unsigned)((+(a3))) << ((a1) & 31)))))))
#define E22 ((__sad(((2147483647) | ('\xff')), ((a4) ^ (a5)), ((a5) != 0 ? ('\xff') % (a5) : (unsigned long)('\xff')))) << ((((((0xffffffffffffffff) & (a2))) + ((~(a4))))) & 31))
#define E23 ((int)((unsigned)(((bool)(((char)((signed char)-128))))) - (unsigned)(a0)))

static const int h_a0[32] = {-2147483647, (-2147483647 - 1), 0, (-2147483647 - 1), 0, -461, 36, 1, 2, -1527862397, 213716008, 29513291, 21127, 698786851, -2, 0, -11, 2, -2147483647, -153, -522441087, -1160, -3, 2147483646, -2147483647, 5, -27652451, -2, 2147483647, -308608, 125619, 0};
static const int h_a1[32] = {0, -172404694, -8812014, 2147483646, -1, 6, 2147483646, 0, -27679, 11201997, -1, -56, -2, -4206464, -2147483647, -328169093, 1660, 2147483647, 8, -499, 1, 1, 0, 279537, -1, 6379272, 519089818, 1, 0, 1, 2147483646, 2147483646};
static const signed char h_a2[32] = {1, 1, 2, -1, -3, 1, -1, 2, 8, 0, 1, 0, -18, -3, -9, 2, 126, 126, 12, 1, -62, 68, -127, 2, -1, 2, 0, -1, 35, -1, 1, -1};
static const int h_a3[32] = {-1676393609, 0, -7957, -2, 1, 0, 1, -2, -2, 2147483647, -85818529, 1, 1, 2, 1, 1, 2147483646, 762, 2, -32, 29, -14066231, 2147483647, 2, 48050, -1, (-2147483647 - 1), 2147483646, 356625819, 0, 2147483647, 0};
static const signed char h_a4[32] = {17, -2, 48, 0, -127, 1, -127, 0, 3, 127, 65, 0, 126, 4, 24, -97, -126, 110, 86, 0, 124, -2, -2, 126, 0, 5, 126, 126, -1, -1, 0, 127};
static const unsigned long h_a5[32] = {6705ul, 18446744073709551615ul, 118892045ul, 0ul, 0ul, 1ul, 4816189633381ul, 1857030ul, 29579652ul, 399956709ul, 1ul, 18446744073709551614ul, 2ul, 18446744073709551614ul, 18446744073709551614ul, 47190346361804ul, 16261ul, 1ul, 18446744073709551615ul, 0ul, 60706381ul, 1ul, 14206277418615910ul, 24ul, 151633531945418526ul, 7216393499515825ul, 0ul, 374ul, 4ul, 0ul, 23971981797ul, 27705158ul};

__global__ void eval(const int *p_a0, const int *p_a1, const signed char *p_a2, const int *p_a3, const signed char *p_a4, const unsigned long *p_a5, unsigned long long *out) {
    int t = threadIdx.x;
    int a0 = p_a0[t];
    int a1 = p_a1[t];
    signed char a2 = p_a2[t];
    int a3 = p_a3[t];
    signed char a4 = p_a4[t];
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
    int *d_a0;
    cudaMalloc(&d_a0, sizeof h_a0);
    cudaMemcpy(d_a0, h_a0, sizeof h_a0, cudaMemcpyHostToDevice);
    int *d_a1;
    cudaMalloc(&d_a1, sizeof h_a1);
    cudaMemcpy(d_a1, h_a1, sizeof h_a1, cudaMemcpyHostToDevice);
    signed char *d_a2;
    cudaMalloc(&d_a2, sizeof h_a2);
    cudaMemcpy(d_a2, h_a2, sizeof h_a2, cudaMemcpyHostToDevice);
    int *d_a3;
    cudaMalloc(&d_a3, sizeof h_a3);
    cudaMemcpy(d_a3, h_a3, sizeof h_a3, cudaMemcpyHostToDevice);
    signed char *d_a4;
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
        int a0 = h_a0[t];
        int a1 = h_a1[t];
        signed char a2 = h_a2[t];
        int a3 = h_a3[t];
        signed char a4 = h_a4[t];
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
