// Random float expressions (tests/randprog/gen, kind float, seed 987109).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(i0))) - (f0))
#define E1 0x1.79ca1p-67f
#define E2 expf(f3)
#define E3 ((float)(i0))
#define E4 0x1.79ca1p-67f
#define E5 d0
#define E6 f2i(((0x1.99999ap-04f) < (f1) ? (f0) : (0x1p+00f)))
#define E7 d2i(log1p(d0))
#define E8 ((float)(i0))
#define E9 ((((float)(i0))) - (((float)(0))))
#define E10 hypot(((d0) * (d0)), fmax(d0, d0))
#define E11 i0
#define E12 cbrt(fma(d1, d0, d1))
#define E13 ceilf(((((float)(1))) / (fmaf(f3, 0x1.99999ap-04f, f3))))
#define E14 i0
#define E15 fma(sin(((double)(255))), fmin(fmax(d0, 0x0p+00), ((d0) * (d1) + (d0))), 0x0p+00)
#define E16 f2
#define E17 copysignf(f3, hypotf(f3, f1))
#define E18 fmaf(f1, f2, ((logf(f2)) * (((f2) / (f3)))))
#define E19 ((atanf(0x0p+00f)) >= (fmaf(0x1p+00f, f3, f1)) ? (fmodf(f3, f0)) : (__exp10f(f0)))
#define E20 ((f2) / (0x1.5af1d8p+66f))
#define E21 ((-0x1p+00f) / (f1))
#define E22 cbrtf(__fmaf_rd(((f3) + (f0)), ((f0) - (0x1.79ca1p-67f)), ((f2) + (f3))))
#define E23 __float2int_rd(fminf(fmaxf(((((0x1.5af1d8p+66f) * (f0) + (0x1.5af1d8p+66f))) >= (f2) ? (((f1) - (f3))) : (f1)), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {0x1.0624dep-10f, -0x1.642428p-05f, 0x1.bb16ap+05f, 0x1.e7ed8ep-16f, 0x1p+24f, INFINITY, 0x1.fffffep+22f, -0x1.f36158p+13f, -0x1.f2f6a2p+08f, -0x1.27a398p+26f, -INFINITY, 0x1p-126f, 0x1p-126f, 0x1.3e83eap-02f, -0x1.ef02b4p-08f, 0x1.3fb51cp+08f, 0x1.8e32cap-06f, -0x1.cc5a4p-03f, -0x1.e4966p+08f, -0x1.c681d4p+07f, -0x1.0bap-138f, 0x1.16c2p-133f, 0x1.37ae04p-25f, -0.0f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, -0x1.4d5fa2p-06f, -0x1.0bap-138f, 0x1.fffffep+127f, 0x1.2a05f2p+33f, -0x1.7f42a4p+14f, -0x1.4p+01f};
static const float h_f1[32] = {0x1.8d0922p-03f, 0x1.f7bedcp+17f, -0x1.27a398p+26f, -0x1.2fbc58p-04f, -0x1p+31f, 0x1.063ef6p+08f, 0x1.d87b7cp-03f, -0x1.27a398p+26f, 0x1.fffffep+30f, 0x1.8p+00f, -0x1.341d5ep-07f, -0x1.130c04p+10f, -0x1.ee8866p+07f, -0x1.f87532p-14f, 0x1.72694ap+08f, 0x1.0624dep-10f, 0x1p+24f, -0x1.001366p-16f, 0x1.0624dep-10f, -0x1.77b37ep-10f, 0x1.0624dep-10f, 0x1.8p+00f, 0x1.d67b68p+16f, 0x1.4p+01f, -0x1.da92e4p-21f, -0x1.6dbd3p-24f, 0x1.70e6bcp+09f, 0x1.0ebc56p-16f, 0x1.99999ap-04f, -0x1.3c9706p+02f, 0x1p-126f, -0x1.8d507p+05f};
static const float h_f2[32] = {0x1.fffffep+31f, 0x1p+24f, -0x1.a2b91ep+09f, -0x1p+00f, -0x1.1d8a98p+01f, -0x1.a4492p+10f, 0x1.1add1cp-05f, -0x1.0bap-138f, 0x1.9b315ep-01f, -0x1.689f7ep+08f, -0x1.76d134p+09f, 0x1.32928p+15f, 0x1.11f04cp-20f, 0x1.fffffep+22f, -0x1.e293cap-05f, 0x1.8p+01f, 0x1.0697aap+09f, -0x1p-01f, -0x1p-01f, -0x1.8906p+07f, -0x1p+00f, -0x1.8b551p-03f, -INFINITY, 0x1.0624dep-10f, -0x1.5995e4p+05f, 0x1.8p+00f, 0x1.fffffep+22f, -0x1.584464p+05f, 0x1.b25feep-13f, -0.0f, 0x1.3ba6eap-01f, 0x1p-126f};
static const float h_f3[32] = {0x1.1a8326p+09f, -0x1.0a42d4p-03f, -0x1.77825p+06f, 0x1.8p+01f, 0x1.8p+01f, -0x1.0583d6p+14f, -0x1.fffffep+127f, 0x1.200ea6p+14f, -0x1.6bacd4p-18f, 0x1p+00f, 0x1.fffffep+127f, 0x1.2ca49cp+04f, -0x1.989f14p-07f, 0x1.205b4p-16f, -0x1.38fee8p-09f, -0x1p+00f, 0x1.063af4p-22f, 0x1.c94548p+04f, -0x1.af5814p+00f, 0x1.ebd25p-14f, -0x1.e7acap+07f, -0.0f, -0x1.95e74ap-21f, -0x1.56e62ep-10f, -0x1.f7355ap-13f, -0.0f, -0x1p-01f, -0x1.cf5596p+11f, 0x1.841912p+10f, -0x1.ffdfbcp+05f, 0x1.16c2p-133f, 0x1.d74decp-19f};
static const double h_d0[32] = {-0x1.a9f09c45c6d02p+37, -0x1.168214fa7df32p+07, -0x1.706d718fd193ap+38, -0x1.f7cc2ea88744p+24, 0x1.85d5a7e19fcep-01, -0x1.101262269fbf4p+24, -0x1.0c8addda6e3dcp+12, 0x1.bdde8654e4c76p-31, -0.0, -0x1.d24219bc4e248p-41, 0x1.d6f34548p+26, 0x1p+53, 0x1.54d0b3b61ba3ep+01, -0x1.6aedaac13a76p+04, -0x1.1aefe10a1193p+29, -0x1.6a29fd88cfea4p+10, 0x1.2a107a244bb3p+28, -0x1.56e1fc2f8f359p-997, 0x1.489977cc4f7ecp-03, -0x1.3c48ddf71fap+20, 0x1.1c37937e08p+53, 0x1.334b07054855p+26, 0x0p+00, 0x0p+00, 0x1p+53, -0x1.75ef6bf332ebcp-11, 0x1p-01, (double)INFINITY, -0x1p+00, 0x1.af6d957b1f8ep+20, -0x1.78171951ca5cep-28, -0x1.3246ab4c3542p-20};
static const double h_d1[32] = {-0x1.cp+01, 0x1.b364e2d8455cep+17, 0x0p+00, 0x1.d6f34548p+26, -0x1.62dc2fd754d1ap-32, 0x1.65b4f781cb4p+23, 0x1.2320eea132e5p-19, 0x1.fffffffffffffp+1023, -0x1.0b1d1600687dap-27, 0x1.013c760bccfb4p+26, 0x1.fed41f81350a4p+29, -0x1.524e660525c8cp-14, 0x1.4576bca41bd2p-01, 0x0p+00, 0x1.4a25b92002768p+08, 0x1.622a15adca30cp-39, 0x1.20c424444af24p+24, 0x1.76dd08ee68c18p+07, -0x1.85df18f2847e8p-39, 0x1.e6579ab8fc624p+04, (double)INFINITY, (double)INFINITY, 0x1p-1074, 0x1.4d791a8040016p-41, -0x1.7780976a70cd4p+08, 0x1.c1c90a71eb77p-41, 0x1p-01, 0x1.ade2a55e99532p-13, 0x1.155a9d3e3cf1p+36, 0x0p+00, 0x1.bde7f5b8fbb62p-01, -0x1.715c462fa756p-38};
static const int h_i0[32] = {-160251, 2, 2147483646, 2147483647, 2, 2147483646, -3, 2147483646, -18, -66274, 2147483646, 2147483647, 2, 2, 1437, 6371, 2147483647, 5, 1, 1, -212249, 7191, 1, -19695545, 2147483647, 136561226, (-2147483647 - 1), -1, -510096, 0, 216528504, -652};

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
