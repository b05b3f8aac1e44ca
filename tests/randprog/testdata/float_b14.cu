// Random float expressions (tests/randprog/gen, kind float, seed 1010866).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(i0))
#define E1 d2i(pow(cbrt(d1), ((double)(long long)(i0))))
#define E2 0x1.99999ap-04f
#define E3 log10f(((float)(f2i(f3))))
#define E4 rintf(f3)
#define E5 fmaf(((float)(d1)), fmaf(0x1.99999ap-04f, f3, f2), sinhf(f3))
#define E6 ((fmodf(f1, f3)) <= (((0x1p-01f) * (f2) + (f0))))
#define E7 fma(((((d0) * (d1))) * (((double)(f0))) + (copysign(d1, d0))), floor(((double)(long long)(i0))), ((double)((1 << 24) + 1)))
#define E8 f3
#define E9 ((((f1) >= (f1) ? (f3) : (((f2) + (f1))))) >= (erff(0x1.5af1d8p+66f)) ? (((float)(((f2) > (f3))))) : (((-0x1p+00f) / (((float)(i0))))))
#define E10 exp(log1p(d1))
#define E11 ((((log1pf(f1)) * (fmaxf(f2, f3)) + (((f3) * (f0) - (f0))))) * (((((float)(i0))) * (tanf(f3)) + (fmaf(f3, f3, f2)))) + (powf(fmaf(f0, f3, -0x1p+00f), remainderf(f2, f1))))
#define E12 i0
#define E13 rintf(((float)(d2i(d0))))
#define E14 f3
#define E15 __float2int_ru(fminf(fmaxf(copysignf(f1, 0x1.5af1d8p+66f), -2.1e9f), 2.1e9f))
#define E16 __fadd_rn(0x1.99999ap-04f, hypotf(f0, f3))
#define E17 __fadd_ru(((f2) * (f0)), ((f1) >= (0x0p+00f) ? (f3) : (f1)))
#define E18 f1
#define E19 __float2int_rd(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))
#define E20 cbrtf(fmodf(0x1.99999ap-04f, f2))
#define E21 ((fmodf(f0, f1)) < (((f1) + (0x1.ap+01f))) ? (__fmaf_ru(f3, f3, 0x1.99999ap-04f)) : (((f2) < (f1) ? (f3) : (f1))))
#define E22 ((((((double)(long long)(i0))) + (((double)(i0))))) * (((((d0) * (d1) + (0x1p+00))) / (((d1) - (d1))))) + (((0x1.999999999999ap-04) * (d0) + (((double)(long long)(i0))))))
#define E23 ((((f0) >= (f1) ? (f3) : (f1))) / (((f2) * (0x1.5af1d8p+66f))))

static const float h_f0[32] = {0x1.a61c4cp-22f, 0x1.1a4794p-16f, 0x1.ef081p-05f, 0x1.29638ep-17f, INFINITY, 0x1p+24f, 0x1.1f9b14p+09f, -0x1p-01f, 0x1.557ee2p+10f, -0x1.8776fcp+05f, -0.0f, 0x1.8p+00f, -0x1.fdd2a6p-17f, 0x1.93ad14p-02f, 0x1.1256d8p-09f, -0x1.9b6d44p-15f, -0x1.82df24p+02f, -0x1.0bap-138f, 0x1.fffffep+22f, -0x1.aa1cdcp-14f, 0x1p-01f, 0x1p+00f, 0x1.fffffep+31f, 0x1.4p+01f, 0x1.b86184p-13f, -0x1.27a398p+26f, 0x1.4p+01f, -0x1.fffffep+127f, -0x1.62f724p-16f, -0x1.bfe154p+18f, INFINITY, -0x1.934432p+00f};
static const float h_f1[32] = {-0x1.837522p+04f, -0x1.80adc8p+02f, -0x1.714c92p+01f, -INFINITY, 0x1.c3b54cp-07f, -0x1p-01f, -0x1.a0abf4p-11f, -0x1.094324p-15f, -0x1.7fb98ap-06f, 0x1.f291cap+17f, -0x1p-01f, -0x1.0bap-138f, -0x1.3f2d08p-01f, -0x1.7e94e2p+05f, INFINITY, -0x1.fbc0dep-22f, 0x1.f0a894p+16f, -0x1p+31f, 0x1.8c0dep-01f, -0x1.0bap-138f, -0x1.ac378ep+00f, 0x1.b9f9dep-14f, 0x1p+24f, 0x1.e3df74p-22f, -0x1.fffffep+127f, 0x1.c093cp-16f, -0x1.3a8d34p-04f, -0.0f, -0x1.93c7b6p-07f, 0x1.1a102p+01f, 0x1p-126f, -0x1.fffffep+127f};
static const float h_f2[32] = {-0x1.e400a6p+04f, -0x1p+31f, INFINITY, 0x1.4p+01f, -0x1.7e6e3ap-02f, 0x1.312d52p+11f, 0x1.f2911p+11f, 0x1.436726p+00f, 0x1.8c8166p+08f, 0x1.99999ap-04f, 0x1.7653b8p-07f, 0x1.fffffep+127f, -0x1.6c73a4p+07f, 0x1.058c4cp+14f, -0x1.91a624p-22f, 0x1.8p+00f, -0x1.2ef75ap-08f, -0x1.0e809ep+15f, -0x1.d96564p-20f, -0x1.f1c9cep-03f, 0x1.d4b7f6p+00f, 0x1.afe9eap-08f, 0x1.6e275ep+09f, 0x1.f37f6ep+07f, -0x1p+31f, 0x1.0624dep-10f, 0x1.1c2816p+10f, -0x1.4603b8p+04f, -0x1.27a398p+26f, 0x1.fffffep+127f, INFINITY, -0x1.27a398p+26f};
static const float h_f3[32] = {0x1.9984e2p+10f, -0x1p-01f, -0x1.590a56p-12f, -0x1p+00f, -0x1.7d741ap-09f, 0x1.6ed28p+17f, 0x1.92a336p-12f, -0x1.480074p-04f, 0x1.b6e5d2p-18f, -0x1.0bap-138f, -0x1.6ca43p-02f, -0x1.418d42p+09f, 0x1.cda402p+01f, 0x0p+00f, 0x1.efbcp-13f, 0x1.8p+01f, 0x1p+24f, 0x1.b0d0a2p-03f, -0x1.a1bddp-10f, 0x1.16c2p-133f, -0x1.05428cp+08f, 0x1.f80d88p+06f, -0x1.ba3234p+05f, -0x1.d0f9c4p-09f, 0x1p+24f, 0x1.8p+00f, -0x1.a4bb52p+05f, 0x1.aebf42p-06f, -0x1.49a3e2p+02f, 0x1.e04ec2p-02f, 0x1.b0ada6p-06f, 0x1.2a05f2p+33f};
static const double h_d0[32] = {0x1p-01, -0x1.cp+01, 0x1.50d0087c30d4ap+14, -0x1.009e21be2ba2p-13, -0x1.701a923804ad2p-26, -0x1.ec428b3b9338ep-12, 0x1.fffffffffffffp+1023, (double)INFINITY, -0x1.f2d307082843p-26, 0x1.5ec6b93893bdp+24, -0x1.0c8ace86888dp+32, 0x1.999999999999ap-04, 0x1p+53, -0x1.5b35f81cc9cb8p+14, 0x1.999999999999ap-04, 0x1.d0f1ae79bc602p+24, -0x1.9d1fdf17acf1p-20, 0x0p+00, 0x1.c0b0bb160ec8ep-37, -0x1.71d1d83ddf1fp-03, 0x1.fab4db1c78d78p-27, -0x1.19d50902c568p+05, 0x1.d6f34548p+26, 0x1.7e43c8800759cp+996, -0x1.cp+01, 0x1.4p+01, -0.0, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, -0x1.56e1fc2f8f359p-997, 0x1.a0b3b0c16536p-07, -0x1.55ec63443210ap-01};
static const double h_d1[32] = {0x1.f767c7c10cad8p-26, 0x1p-1074, -0x1.238e77101724ep-28, 0x1.1c0c15b5f554p-01, -0x1.3a4c827f75a8p-36, 0x1.87d55f248468p+25, -0x1.12f118a6b7p+24, 0x1p+00, 0x1.334a8ac10a8acp+16, 0x1.f11d19a644f98p+07, 0x1.fd435c8c570cep+02, -0x1.cp+01, -0x1p+00, 0x1.395075be03148p-28, 0x1.24689299647p-20, -0.0, -0x1.6b272c935114p-02, -0x1.33694e6eebe08p-24, -0x1.411bec0b833p-46, -0x1.c91ef8e3b3534p-10, -0x1.c0a3c359e7052p-30, 0x1p-01, 0x1.7e43c8800759cp+996, -0x1.fde4ce448c368p-40, 0x1.5423a21277ee6p+01, 0x1.fffffffffffffp+1023, -0x1.d357ba3d74de8p+12, 0x1p-01, -0x1.69f6cd6f5d55ap+02, -0x1.cp+01, 0x1.d6f34548p+26, 0x1.999999999999ap-04};
static const int h_i0[32] = {0, 1, -1, 194, -2, 1, 1, 2147483646, 94240, -143, 14388843, 16, -5289, 1, 2147483647, -369280, -222228, -364, -1, 2, 1, (-2147483647 - 1), -192779994, (-2147483647 - 1), -1, -403576, -2147483647, 34, -2147483647, 1, 2147483646, -991};

__global__ void eval(const float *p_f0, const float *p_f1, const float *p_f2, const float *p_f3, const double *p_d0, const double *p_d1, const int *p_i0, unsigned long long *out) {
    int t = threadIdx.x;
    float f0 = p_f0[t];
    float f1 = p_f1[t];
    float f2 = p_f2[t];
    float f3 = p_f3[t];
    double d0 = p_d0[t];
    double d1 = p_d1[t];
    int i0 = p_i0[t];
    out[0 * 32 + t] = bits(E0);
    out[1 * 32 + t] = bits(E1);
    out[2 * 32 + t] = bits(E2);
    out[3 * 32 + t] = bits(E3);
    out[4 * 32 + t] = bits(E4);
    out[5 * 32 + t] = bits(E5);
    out[6 * 32 + t] = bits(E6);
    out[7 * 32 + t] = bits(E7);
    out[8 * 32 + t] = bits(E8);
    out[9 * 32 + t] = bits(E9);
    out[10 * 32 + t] = bits(E10);
    out[11 * 32 + t] = bits(E11);
    out[12 * 32 + t] = bits(E12);
    out[13 * 32 + t] = bits(E13);
    out[14 * 32 + t] = bits(E14);
    out[15 * 32 + t] = bits(E15);
    out[16 * 32 + t] = bits(E16);
    out[17 * 32 + t] = bits(E17);
    out[18 * 32 + t] = bits(E18);
    out[19 * 32 + t] = bits(E19);
    out[20 * 32 + t] = bits(E20);
    out[21 * 32 + t] = bits(E21);
    out[22 * 32 + t] = bits(E22);
    out[23 * 32 + t] = bits(E23);
}

int main() {
    static unsigned long long dev[24 * 32], host[14 * 32];
    float *d_f0;
    cudaMalloc(&d_f0, sizeof h_f0);
    cudaMemcpy(d_f0, h_f0, sizeof h_f0, cudaMemcpyHostToDevice);
    float *d_f1;
    cudaMalloc(&d_f1, sizeof h_f1);
    cudaMemcpy(d_f1, h_f1, sizeof h_f1, cudaMemcpyHostToDevice);
    float *d_f2;
    cudaMalloc(&d_f2, sizeof h_f2);
    cudaMemcpy(d_f2, h_f2, sizeof h_f2, cudaMemcpyHostToDevice);
    float *d_f3;
    cudaMalloc(&d_f3, sizeof h_f3);
    cudaMemcpy(d_f3, h_f3, sizeof h_f3, cudaMemcpyHostToDevice);
    double *d_d0;
    cudaMalloc(&d_d0, sizeof h_d0);
    cudaMemcpy(d_d0, h_d0, sizeof h_d0, cudaMemcpyHostToDevice);
    double *d_d1;
    cudaMalloc(&d_d1, sizeof h_d1);
    cudaMemcpy(d_d1, h_d1, sizeof h_d1, cudaMemcpyHostToDevice);
    int *d_i0;
    cudaMalloc(&d_i0, sizeof h_i0);
    cudaMemcpy(d_i0, h_i0, sizeof h_i0, cudaMemcpyHostToDevice);
    unsigned long long *d_out;
    cudaMalloc(&d_out, sizeof dev);
    eval<<<1, 32>>>(d_f0, d_f1, d_f2, d_f3, d_d0, d_d1, d_i0, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        float f0 = h_f0[t];
        float f1 = h_f1[t];
        float f2 = h_f2[t];
        float f3 = h_f3[t];
        double d0 = h_d0[t];
        double d1 = h_d1[t];
        int i0 = h_i0[t];
        host[0 * 32 + t] = bits(E0);
        host[1 * 32 + t] = bits(E1);
        host[2 * 32 + t] = bits(E2);
        host[3 * 32 + t] = bits(E3);
        host[4 * 32 + t] = bits(E4);
        host[5 * 32 + t] = bits(E5);
        host[6 * 32 + t] = bits(E6);
        host[7 * 32 + t] = bits(E7);
        host[8 * 32 + t] = bits(E8);
        host[9 * 32 + t] = bits(E9);
        host[10 * 32 + t] = bits(E10);
        host[11 * 32 + t] = bits(E11);
        host[12 * 32 + t] = bits(E12);
        host[13 * 32 + t] = bits(E13);
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
