// Random float expressions (tests/randprog/gen, kind float, seed 8013).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((fmax(exp(d1), d0)) / (((fma(d0, 0x1p+00, d1)) * (d0))))
#define E1 cbrtf(((float)(d2i(d1))))
#define E2 f2i(((f3) * (f1) - (f2)))
#define E3 ((((0x1.5af1d8p+66f) * (f2) - (0x1.5af1d8p+66f))) - (((0x1p+01f) - (f2))))
#define E4 ((((float)(((f1) == (0x1.79ca1p-67f))))) >= (((((float)(i0))) - (((0x1p-01f) * (-0x1p+00f) - (f3))))) ? (asinf(((f3) - (f0)))) : (((((float)(i0))) >= (0x1.79ca1p-67f) ? (((f0) / (f3))) : (((float)(d0))))))
#define E5 ((0x1.ap+01f) - (fminf(sinhf(0x0p+00f), expf(f3))))
#define E6 i0
#define E7 fmaf(cosf(((f1) * (f1) + (f2))), remainderf(((f3) < (f1) ? (f2) : (0x1.5af1d8p+66f)), ((float)(i0))), ((float)(d2i(0x1.999999999999ap-04))))
#define E8 d0
#define E9 i0
#define E10 ((f2) * (((f3) / (f1))))
#define E11 log1pf(((float)(i0)))
#define E12 ((((((f1) + (f0))) + (f1))) != (((((float)(i0))) / (((float)(i0))))))
#define E13 ((float)(i0))
#define E14 log2f(((__double2float_rn(d0)) * (log10f(f0)) + (((0x1p-01f) + (f3)))))
#define E15 (isnan(__fdiv_rz(f0, 0x1.79ca1p-67f)) + 2 * isinf(((f2) + (f1))) + 4 * signbit(erff(f3)))
#define E16 (isnan(((((f2) - (f1))) * (fmaf(f2, 0x1.99999ap-04f, f3)))) + 2 * isinf(__uint2float_ru(f2i(f1))) + 4 * signbit(floorf(((float)(d0)))))
#define E17 ((((sinhf(f0)) + (f3))) - (((((0x1p+00f) - (f2))) >= (((f3) * (f1))) ? (f3) : (((f0) / (f1))))))
#define E18 ((__log2f(f2)) * (fmaf(f2, f0, f2)) + (((f0) * (f1) + (f1))))
#define E19 ((((f0) >= (0x0p+00f) ? (f0) : (f3))) * (((f0) / (f0))))
#define E20 d2i(atan(-0x1.cp+01))
#define E21 i0
#define E22 __fadd_rz(__uint2float_ru(d2i(d0)), f1)
#define E23 ((sqrtf(f2)) + (((f2) + (0x1p+00f))))

static const float h_f0[32] = {-0x1.853a18p-11f, -0x1.4p+01f, -0x1.86b864p+13f, INFINITY, 0x1.a112dp-16f, -0x1.13205ep-18f, 0x0p+00f, 0x1.9e671cp-11f, 0x1.587dfap+15f, -0x1.733e6ap-11f, 0x1p-01f, -0x1.9afa2cp+12f, 0x1.7e8cep+18f, -0x1p-01f, 0x1p+00f, -0x1.4p+01f, 0x1.0416b4p+08f, 0x1.710002p+10f, -0x1.03b9f6p-12f, -0x1.569486p+17f, -0x1.7ca7fap-18f, 0x1p+00f, -0x1.083138p-02f, -0x1.fffffep+127f, 0x1.fffffep+30f, 0x1.16c2p-133f, -0x1p+31f, -0x1.c99dfep-21f, 0x1.f9ea7ep-12f, 0x1p-126f, 0x1.fffffep+22f, -0x1.204f5ap+12f};
static const float h_f1[32] = {-0x1.4p+01f, 0x1.a10384p-16f, -0x1.b518c6p+07f, 0x1.47c75ap-18f, 0x1.e2582p+03f, 0x1.c13266p+01f, -0x1.53aa68p+16f, -0x1.27a398p+26f, -0x1.b50144p-11f, 0x1p+24f, -0x1.5288bp-08f, -0x1.e2dfa8p-17f, -0x1.b3556cp+14f, 0x1.58a42cp-16f, -0x1.fe7e52p-01f, -0x1.6d6bfap-26f, 0x1.78de06p-12f, -0x1.0bap-138f, 0x1p+00f, -0x1.4f3f5ap+09f, 0x1.dcb236p+17f, 0x1.2f761ap-16f, 0x1.9b8b9p+02f, 0x1.0854c6p-17f, -0x1.f4bccp+07f, -0x1.789566p+09f, 0x1.fffffep+127f, 0x1.71ad62p+16f, 0x1p-126f, -0x1.34ff8p-02f, -0x1.27a398p+26f, 0x1.8p+00f};
static const float h_f2[32] = {0x1.aa14fp-01f, 0x1.fffffep+30f, 0x1.539d94p-05f, -0x1.665a46p+08f, -0x1.b3fa3ap-19f, 0x1.2f61a8p-09f, -0x1.65e25ep-04f, 0x1.99999ap-04f, 0x1.3b11bep+04f, -0x1.27a398p+26f, -0x1.650f46p+06f, 0x1.95e5ccp-19f, 0x1.cb42e8p-14f, 0x1.99999ap-04f, 0x1.e5248ep-09f, 0x1.42a43p+08f, 0x1.8p+01f, -0x1.e2222p+00f, 0x1.3f3454p-17f, -0x1.6b2744p-03f, 0x1.7f3a8ap+13f, -0x1p-01f, INFINITY, 0x1p-126f, 0x1.bc9e4p-05f, -0x1.c70ad4p-07f, 0x1.a96c74p-02f, 0x1.99999ap-04f, INFINITY, INFINITY, 0x1.ed615ep-05f, 0x1.31bda8p-09f};
static const float h_f3[32] = {-0x1.5a2fbcp+17f, -0x1.321768p-19f, 0x1.be927ap+13f, 0x1.950e7cp-05f, 0x1.e3a8dcp-06f, 0x1.fffffep+127f, 0x1.64037cp+18f, -0x1.2866ccp-20f, 0x1.99999ap-04f, -0x1.66898cp-17f, 0x0p+00f, 0x1.3f56c6p-23f, -0x1p-01f, 0x1.8p+00f, -0x1.0e4d08p+14f, -0x1.5e392ap+16f, -0x1.e30602p-23f, 0x1p+00f, -0x1p+31f, 0x1.8p+01f, 0x1.a884a6p-08f, 0x1.78255ap+02f, -0x1.2b2842p-02f, -0.0f, 0x1.266bcp+05f, -0x1.70b8f2p-07f, -0x1.02b5ap-01f, -0x1.27a398p+26f, -0x1.a7fdep+17f, INFINITY, -0x1.89e99ap-04f, 0x1.fffffep+30f};
static const double h_d0[32] = {0x1.3dc219ce103dap+23, 0x1.b4ce4e3506c22p-07, 0x1.d6f34548p+26, 0x1.d6b36d61a119cp+07, -0x1.83f6c87d103c8p+02, 0x1.7e43c8800759cp+996, 0x1.9b89d534b1e98p+18, 0x1.7e43c8800759cp+996, -0x1.6c37a42392c2cp+04, -0x1.df8a4d55c90b8p+21, -0x1.722cad422b14cp-31, -0x1.c24c65a800c5p+12, -0x1.d1e84d9c17528p+09, 0x1.cfea18dc4d79cp-39, -0x1.09357174ee39cp+15, -0x1.82724c70d6c78p-14, (double)INFINITY, -0x1.42fcda739b574p+28, 0x1p-01, 0x1.020e55c3cf408p-43, 0x1.b88412fcd4p+26, 0x1.75f2bd7b86a38p+13, 0x1.d84b09c0ef2ap+34, 0x1p+00, 0x1.b2f16b96f98d2p-07, 0x1.50b74c2f6477p-35, 0x1p-01, 0x1.1c37937e08p+53, 0x1.08feae5353b68p+35, 0x1.9846d73f793fcp+16, 0x1.5f1ce65c15084p+39, 0x1p-1074};
static const double h_d1[32] = {-0x1p+00, 0x1.1f3c166b2072p+11, -0.0, 0x1.7e43c8800759cp+996, 0x1.d335db92a62e8p-43, -0x1.1310608f574p-20, -0x1.9730ce7e0c2bap+19, -0x1.e20b3eb1b6efp-29, -0.0, -0x1.700ce264e143ep+30, -0x1.c4f7b2de36fc6p+17, 0x1.a626058f99428p-34, -0x1.2fe6f0ffa6fdp-26, 0x1.ae762d3bb316p-21, 0x1.3628854f3bbe4p-27, 0x1.2cdf223f5a664p+35, 0x1.0aa0fbe6f646cp+35, -0x1.8faa9b82a3a5p+29, 0x1.999999999999ap-04, 0x1p-1074, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, 0x1p-01, 0x1.12ea9f41c613p-08, -0x1.db576b83d3fbp-38, -0x1p+00, 0x1.7e43c8800759cp+996, 0x1.0e78e542741b4p+17, -0x1.55aedf4614ccap-06, 0x1.73efa57e8eaap-39, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04};
static const int h_i0[32] = {-2, 2, -379851, 0, 2, 2, 26800637, 8, -20053178, 393, 42, -52, -1, -15, 89913, -1, 3968, 398, -1, -117650938, -15263731, 199383, 2, 2147483646, -38, -612630820, 203721, 150879, -642029, -2147483647, 2, -1891};

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
