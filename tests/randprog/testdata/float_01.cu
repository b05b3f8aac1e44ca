// Random float expressions (tests/randprog/gen, kind float, seed 2001).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((float)(i0))) * (rintf(0x1.ap+01f)) + (((f3) >= (0x1.99999ap-04f) ? (0x1p-01f) : (f2))))) / (fmaxf(fmodf(f0, 0x1p+00f), ((float)(i0)))))
#define E1 ((cbrt(d0)) * (cos(d0)))
#define E2 ((asinf(f2)) > (fmaf(f0, f0, 0x0p+00f)))
#define E3 f3
#define E4 ((fmod(d0, d1)) / (fma(d0, d1, d0)))
#define E5 i0
#define E6 0x1.99999ap-04f
#define E7 d2i(((((d1) - (d0))) * (((double)(f2)))))
#define E8 asinf(f1)
#define E9 fmax(((double)(long long)(i0)), ((0x1p+00) - (d1)))
#define E10 i0
#define E11 f2
#define E12 fmaf(((float)(((0x1.ap+01f) < (f1)))), 0x1p-01f, ceilf(-0x1p+00f))
#define E13 ((((f2) * (f0))) != (((f3) - (0x1.99999ap-04f))))
#define E14 ((((f0) < (f3) ? (f1) : (f1))) < (exp2f(f2)) ? (((f1) < (f0) ? (0x1.5af1d8p+66f) : (f2))) : (fmaf(f1, -0x1p+00f, f0)))
#define E15 ((((log1pf(0x1.5af1d8p+66f)) / (fmaf(f0, f3, f3)))) * (((cosf(f0)) * (fmaxf(f3, f1)))))
#define E16 __double2float_rz(((double)(f3)))
#define E17 (isnan(((f2) + (f3))) + 2 * isinf(((f0) + (0x1p-01f))) + 4 * signbit(fmaf(f2, f1, f2)))
#define E18 0x1.999999999999ap-04
#define E19 __fadd_rd(((((f1) + (f3))) < (fminf(f3, f3)) ? (((f3) + (0x1p+01f))) : (((f0) < (f2) ? (f1) : (f1)))), ((((f1) * (f1) + (f2))) + (fmaf(f0, f2, f0))))
#define E20 ceilf(((f0) < (f3) ? (f1) : (0x1p+01f)))
#define E21 tanhf(fmaxf(f3, f0))
#define E22 __ull2float_rd(((fmaf(0x1.79ca1p-67f, f2, 0x1p-01f)) < (fdimf(f0, f2))))
#define E23 ((double)(long long)(__float2int_rz(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))))

static const float h_f0[32] = {-0x1.4p+01f, 0x1.613d26p+02f, -0x1.4p+01f, -0x1p+31f, 0x1.16c2p-133f, 0x1.07fbdap+09f, -0x1.4702b8p+10f, -0.0f, 0x1p-126f, 0x1.2b35c6p+14f, -0x1.27a398p+26f, 0x1.6859fep-17f, -0x1.c41beep+02f, 0x1.16c2p-133f, -0x1.e0417p+05f, 0x1.96bb8p+06f, -0x1.a5eefep+15f, 0x1p+24f, 0x1.71a31ep+18f, -0x1.4p+01f, 0x1.77a724p+08f, 0x1p-126f, -0x1p+31f, 0x1.2a05f2p+33f, -0x1.1e4c8ep-08f, 0x1.8p+00f, 0x1p+24f, 0x1.fffffep+31f, 0x1.fffffep+30f, -0x1.be729ap-09f, 0x1.8cd202p-17f, -0x1.924acep+15f};
static const float h_f1[32] = {0x1.4p+01f, -0x1.c34c0ep+08f, -0x1.62ee84p+10f, 0x1.d9341cp+17f, 0x1.993a42p+07f, -0x1.a1e4dep+06f, -0x1.761ffcp+16f, -0x1.001558p-05f, -0x1.4p+01f, 0x1.8f3648p-08f, 0x1.a1a792p+08f, 0x1.aae3f8p+05f, 0x1.1fb5d4p-04f, 0x1.7e55ccp+14f, -0x1.7aebbp-01f, -0x1p-01f, 0x1.a60438p-07f, -0x1.f4b1e8p-20f, 0x1.0fb312p+15f, -0x1.ea5e4ap-18f, 0x1.fffffep+30f, -0x1.b8e90cp+18f, 0x1.3876eep-09f, INFINITY, -0x1.af2ed4p+08f, 0x1.e6064cp-05f, -0x1.dc9c66p+15f, 0x1.99999ap-04f, 0x1.0624dep-10f, 0x1.b0faf4p-14f, 0x1.9e72p+07f, 0x1.dbbf98p+16f};
static const float h_f2[32] = {-0x1.20fc32p-19f, 0x1.2a05f2p+33f, 0x1.1e4a4ap-11f, -0x1.0bap-138f, -0x1.a2cf3cp+09f, -0x1p-01f, -0x1.aae21ap-14f, 0x1.8425e4p-17f, -0x1p+00f, -0x1.25573ep-19f, 0x1.45a2a4p+17f, -0x1.fffffep+127f, -0x1.32f872p-04f, 0x1.09f438p+01f, 0x1.4fc668p-09f, INFINITY, -0x1.f07354p+01f, -0x1.4p+01f, 0x0p+00f, 0x1.ce8ddep+02f, -0x1.241204p-17f, 0x1.103eaap-14f, 0x0p+00f, -0x1.e167acp+14f, -0x1.fffffep+127f, -0x1.00773cp-09f, 0x1p+24f, 0x1.2a05f2p+33f, 0x1p-01f, -0x1.cde042p+18f, 0x1.ef0ab8p-08f, -0x1.27a398p+26f};
static const float h_f3[32] = {0x1p+24f, 0x1.fffffep+31f, 0x1.a7465ep-18f, -0x1.0a6396p-11f, -0x1.3fc3fap-12f, -0x1.fffffep+127f, 0x1.e0def2p-14f, 0x1.4p+01f, -0x1.97bd3p+02f, 0x1.6c165ap+12f, 0x1.d2b6a4p+13f, -0x1p-01f, 0x1.2a05f2p+33f, 0x1.ca5748p+05f, -0x1.27a398p+26f, -INFINITY, 0x1.34526ap-12f, 0x1.fffffep+30f, -0x1p+31f, 0x1.b05e78p-17f, -0x1.8d6b12p+17f, 0x1.bc6ceap-02f, -0x1.aa5ea6p-20f, 0x1p+24f, 0x1p+24f, -0x1.b5f0ecp+05f, 0x1.4p+01f, 0x1.9a3fe6p-21f, 0x1.0624dep-10f, -0x1.330142p-18f, 0x1p+00f, -0x1.fffffep+127f};
static const double h_d0[32] = {-0x1.c904993e905bp+19, 0x1.e45b680622114p+02, -0x1.cp+01, 0x1.267f389502328p+03, 0x1.f46e4443f654p-32, 0x1.3a53c000b649cp-29, 0x1.9582cebabc2bcp-03, -0x1.bcc48d5b85a68p-33, -0x1.66c5826a37b62p+21, -0x1p+00, 0x1.4p+01, -0x1.2f2d6e2559916p+17, -0x1.56e1fc2f8f359p-997, -0x1.1ce5cb344c53ep+19, 0x1.09068c24cf9c2p-21, -0x1.b7f08c4d8a1f4p+01, -0x1.ae7c204b339c8p+34, 0x1.7e43c8800759cp+996, 0x1.13c630121ab28p-40, 0x1.4p+01, 0x1.fffffffffffffp+1023, 0x1.b913aa973d8ep-14, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, 0x1.d0d2aa44aa7cp-32, 0x1.ca6ab806a079p+05, 0x1.8596e86cca54p-01, 0x0p+00, 0x1p+00, -0x1.c005da1b7cbep-38, -0x1.ea11622885158p-01, -0x1.885f14de43e04p-15};
static const double h_d1[32] = {0x1.d6f34548p+26, -0x1.82ec96c99a94cp-22, 0x1.7e43c8800759cp+996, 0x1p+00, 0x1p+00, 0x1.e909defa6cbacp-22, 0x1.cf45cfb14a98ap-32, -0x1.d9f30b3c5b2ccp+32, 0x1.4p+01, 0x1.4a200c1400a1ep+01, 0x1p+00, 0x1.b216b44687fd4p+07, (double)INFINITY, 0x1.d6f34548p+26, 0x1.6b63e8839fe3p+27, -0.0, (double)INFINITY, -0x1.4f65b88c36306p+21, 0x1.839a2d07644b8p-34, 0x1.afdce26a673f8p-22, -0x1.ba5b2e72b776ap+08, 0x1.f9cf8ea682372p-30, 0x1p+00, 0x1.bdae328492764p-41, -0x1.79900d5bc1558p-42, -0.0, 0x1.cfbe8f87526e8p+13, 0x1.3214455cfd404p+00, 0x1.d6f34548p+26, 0x1.8a13cba0ac974p-13, 0x1.1a82047450ac2p+25, 0x1.d6f34548p+26};
static const int h_i0[32] = {-668743518, 1, -204, 1, 0, -2139186, 1, -2, (-2147483647 - 1), 2, 2147483647, 1, 0, -29, 1, 2, 257, -14, -2147483647, -1, 1, -157541, 2, 2147483646, 110714, 180117, -287, (-2147483647 - 1), 2, 12432374, -2, -261202};

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
