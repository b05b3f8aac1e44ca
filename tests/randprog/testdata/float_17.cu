// Random float expressions (tests/randprog/gen, kind float, seed 2017).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d2i(d1)
#define E1 exp2f(((f1) / (0x0p+00f)))
#define E2 -0x1p+00f
#define E3 ((sinhf(fmaxf(f0, f3))) < (floorf(exp2f(f2))))
#define E4 ((fmodf(((float)(-7)), ((f1) + (f1)))) / (((f0) * (f1))))
#define E5 i0
#define E6 ((((f1) * (0x1.99999ap-04f) - (f0))) + (((float)(i0))))
#define E7 f2i(sqrtf(f2))
#define E8 fmaxf(((log10f(f1)) + (powf(f2, f3))), fabsf(((0x1.ap+01f) * (f1))))
#define E9 ((((((f1) / (f2))) + (log10f(f2)))) < (((((f3) / (f3))) - (expm1f(f0)))) ? (cbrtf(0x1.5af1d8p+66f)) : (fmaf(((float)(d0)), ((0x1.79ca1p-67f) - (f3)), ((f0) * (f1)))))
#define E10 ((float)(i0))
#define E11 floor(((double)(((f1) + (f2)))))
#define E12 fminf(f3, powf(((f0) * (f0) - (f3)), atan2f(f1, f0)))
#define E13 atan2(fma(((double)(i0)), fma(d0, d0, d0), ((double)(long long)(i0))), d1)
#define E14 ((__fmaf_rd(((f1) + (f2)), hypotf(f3, -0x1p+00f), copysignf(f1, f3))) - (f0))
#define E15 ((expf(((f2) / (0x1.5af1d8p+66f)))) * (((f0) * (((float)(0x0p+00))))))
#define E16 ((((double)(i0))) * (0x1.87e92154ef7acp-665) + (((double)(long long)(i0))))
#define E17 ((((double)(long long)(i0))) * (((double)(long long)(i0))) + (0x1.87e92154ef7acp-665))
#define E18 ((((((f2) * (f0))) >= (logf(f2)) ? (((f3) * (f0))) : (f2))) - (((((f2) - (f2))) - (((f2) * (f0) - (f3))))))
#define E19 __float2int_ru(fminf(fmaxf(((f2) * (-0x1p+00f)), -2.1e9f), 2.1e9f))
#define E20 fminf(f3, ((__log2f(f2)) - (((float)(d0)))))
#define E21 ((((0x1.79ca1p-67f) + (f3))) < (((f0) / (0x1.79ca1p-67f))))
#define E22 fmaf(fmodf(f0, 0x1p+00f), ((float)(0x1p+00)), atanf(f1))
#define E23 1

static const float h_f0[32] = {INFINITY, 0x1.6f9d0ap+02f, 0x1.e163b6p+19f, -0x1.5b04bap+02f, 0x1.16c2p-133f, 0x1.0624dep-10f, -0x1.a97bdp-11f, 0x1.de21d2p-16f, 0x1.4e8f0ep+01f, 0x1.e97826p+19f, -0x1p+00f, 0x1.fffffep+22f, -0x1.02cab2p-12f, 0x1.8p+01f, 0x1.6d4ee8p+14f, 0x1.0624dep-10f, INFINITY, -0x1.7ee9d4p+06f, -0x1p+00f, -0x1.f15e3p+01f, 0x0p+00f, 0x1.144564p+14f, 0x1.fffffep+127f, -0x1p+31f, -0x1.d17e4ep-13f, 0x1.fffffep+30f, -0x1.dadcccp+17f, 0x1.fffffep+31f, -0x1.540236p+10f, -0x1.75d7d6p-17f, 0x1p-126f, 0x1.fffffep+31f};
static const float h_f1[32] = {0x1p+00f, 0x1p-01f, 0x1.d5ee04p+15f, 0x1.99999ap-04f, -0x1p+00f, -0x1.bb09a4p-06f, 0x1.2a05f2p+33f, -0x1.4098bep-18f, -0x1.e5e0a4p-12f, -0x1.27a398p+26f, 0x1p-01f, 0x1.9736fcp-10f, -0x1.63145ep+05f, -0x1.83b758p-01f, -0.0f, 0x1.bb34dp-06f, 0x1.a89dep-03f, 0x1.8p+00f, -0x1.fba21ap-14f, -0x1.fffffep+127f, -0x1.0bap-138f, -0x1.c8ed6p-06f, 0x1.278146p+04f, -0x1.cde044p-16f, -0.0f, -0x1.53534cp-01f, -0x1.67f432p+02f, -0x1.01984ep-02f, -0x1p+00f, 0x0p+00f, -0x1p-01f, 0x1.2a05f2p+33f};
static const float h_f2[32] = {-0x1.fffffep+127f, -0x1.4d103ap+16f, 0x1.4f55aap-02f, -0x1p+00f, INFINITY, 0x1.5ac2c6p+14f, -0x1.f5738cp-18f, 0x1.4p+01f, -0x1.fa1b4ep+00f, -0x1.982096p-11f, 0x1p+24f, 0x1.16c2p-133f, -0x1p+31f, 0x1p-01f, 0x1.2a05f2p+33f, -0x1.f9206p+06f, 0x1.32c8p+02f, 0x1.fffffep+127f, 0x1.3deb82p+11f, 0x1p+24f, -0x1.d2eff6p-11f, 0x1.fffffep+22f, 0x1p+24f, -0x1.c0d3e2p+06f, 0x1.fffffep+22f, -0x1.6f3c22p-03f, 0x1.c9bc82p-21f, 0x1.a44006p-13f, 0x1.2f81d8p-07f, 0x1.8p+00f, 0x1.4e50e8p+01f, 0x1.8p+00f};
static const float h_f3[32] = {-0x1.27a398p+26f, -0x1.6b2adap-20f, 0x1p-01f, 0x1.fffffep+31f, -0x1.c41fb2p-12f, 0x1.5e4e78p-13f, 0x1.72ffep+05f, -0x1.fffffep+127f, -0x1.0bap-138f, INFINITY, -0x1.9133b4p-04f, 0x1.7deff2p-05f, 0x1.877556p+13f, 0x1p-126f, -0x1.c81852p+06f, -0x1.28c65ep-17f, -0x1.ba8c98p+04f, 0x1.4p+01f, 0x1.5dd0e6p-19f, 0x1.fffffep+31f, -0x1.8fce7p-01f, 0x1.0624dep-10f, 0x1.7979fp-06f, -0x1.2698d4p-06f, 0x1p-01f, -0x1.530d54p-10f, 0x1.fffffep+127f, 0x1.f060a8p-21f, 0x1.8p+01f, -0x1.c10c96p+05f, 0x1.67fc92p+06f, -0x1.66c9dp+04f};
static const double h_d0[32] = {-0x1.cp+01, 0x1.4p+01, -0x1.6bd20e062114p+19, -0x1.de432a2fb468ap-17, -0x1.5a3e9f8286f34p-03, -0x1.45b7de4b85fb8p-39, 0x1.52a6b680c8ap-10, -0x1.56e1fc2f8f359p-997, 0x1.38402dd3891fp-39, 0x1.43b2b4a1b1b9ep+04, 0x1p-1074, -0x1.760c5eb32b718p-01, 0x1.47e8eedb181a8p-24, 0x1p+00, 0x0p+00, -0x1.a4b138cb88e16p+01, -0x1.4e2b20f1f661ep-28, -0x1.297ac96b378cp-33, -0.0, 0x1.1c37937e08p+53, 0x1.1101d5774e028p+02, 0x1.46a6b8ccc29c8p+37, 0x1.4p+01, 0x1.4p+01, (double)INFINITY, 0x1.d6f34548p+26, 0x1.c0d1720537754p-36, -0x1.10c583aea43dp-39, 0x0p+00, 0x1.455eca7aa21p+30, -0x1.4c505e2efe016p+29, 0x1.9c68e6c51a32p-28};
static const double h_d1[32] = {0x1.7e43c8800759cp+996, 0x1.1c37937e08p+53, 0x1.95ab04b97373ap-19, (double)INFINITY, 0x1.166de12be841cp-27, 0x1.fffffffffffffp+1023, (double)INFINITY, -0x1.08219496ff2cp+25, -0x1.a31ee198a2c38p-20, 0x1.4c6c0de9baaa8p+06, 0x1.7e43c8800759cp+996, 0x1.4p+01, 0x1.999999999999ap-04, 0x1.5f25270e27f58p-32, -0x1.ffec3bd12b70ep-15, 0x1.98438381be8d8p-32, 0x1.2c34259ac5b52p-23, 0x1.ae2796acf6c9cp+07, -0x1.c44200185d8b8p+24, 0x1.1c37937e08p+53, -0x1.f813df68bbffp-03, 0x1p-1074, -0x1p+00, 0x1.fffffffffffffp+1023, 0x1.4f40289471abp-08, -0x1.56e1fc2f8f359p-997, 0x1.201f4b3d2cbcp+27, -0x1.6f1a391be1446p-16, (double)INFINITY, -0x1.d197b2ca3bc4p-40, 0x1.d6f34548p+26, -0x1.4d9052047df2cp+33};
static const int h_i0[32] = {-2147483647, -49683, -2147483647, 0, 2147483647, 2, -2, -2, 2147483647, 9, -2, 19, -172709, -1, 1144, -454257602, 167579396, 2147483646, 2, -1, 252000, -1437076962, 1475328, 1, -5, -2147483647, 2147483647, 2147483647, 2147483646, 312, 18954275, 0};

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
