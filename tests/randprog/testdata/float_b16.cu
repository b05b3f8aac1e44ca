// Random float expressions (tests/randprog/gen, kind float, seed 1026704).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((f2) >= (ceilf(f2)) ? (((float)(d1))) : (((f2) < (f1) ? (f3) : (f1))))) * (copysignf(((float)(i0)), ((float)(i0)))) - (fdimf(((0x0p+00f) * (f1) - (f3)), ((float)(i0)))))
#define E1 f3
#define E2 ((float)((isnan(fmodf(f1, -0x1p+00f)) + 2 * isinf(((f1) * (f2) - (f2))) + 4 * signbit(0x1.5af1d8p+66f))))
#define E3 cbrtf(((float)(fma(d1, d1, d0))))
#define E4 ((remainderf(f0, rintf(f1))) == (((float)(d2i(d0)))))
#define E5 ((float)(d2i(fma(d1, d1, d1))))
#define E6 d0
#define E7 ((((float)(2147483647))) * (((f0) * (f0))))
#define E8 log(d0)
#define E9 ((((float)(i0))) * (((float)(i0))) - (sqrtf(-0x1p+00f)))
#define E10 fdimf(fminf(f2, f3), exp2f(f2))
#define E11 ((float)(i0))
#define E12 atanf(remainderf(f1, ((f2) / (0x1p+00f))))
#define E13 d2i(0x1.999999999999ap-04)
#define E14 d0
#define E15 exp2f(0x1p+00f)
#define E16 f0
#define E17 0x1.ap+01f
#define E18 asinf(expf(f0))
#define E19 log1pf(((__fmaf_ru(0x1p-01f, f2, f2)) * (((f3) / (f1)))))
#define E20 ((((f0) * (f3))) > (tanf(f0)))
#define E21 ((ceilf(((f1) * (0x1p+00f)))) * (fmaf(((float)(d0)), ((f2) / (f0)), f0)) + (((__int2float_rd(0)) - (fmaf(f2, f1, f2)))))
#define E22 d1
#define E23 ((((0x1.5af1d8p+66f) * (f2) - (f3))) * (ceilf(f0)))

static const float h_f0[32] = {-0x1.b2400ep-18f, 0x1.c308dcp-11f, -0x1.fffffep+127f, 0x1.477d2ap-01f, 0x1.567214p+17f, -0x1.1a8bdep-16f, 0x1.38a974p+11f, 0x1.72386cp+18f, -0x1.2fe2dep-07f, 0x1.99999ap-04f, 0x1.a3642ep+16f, 0x1p+24f, 0x1.fffffep+22f, 0x1.71a112p-14f, 0x1.bdc604p+06f, -0x1.f9ea8p+11f, 0x1.0428fcp+05f, 0x1.fffffep+30f, -INFINITY, INFINITY, 0x1p-01f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1.2ad4p+07f, -0x1.ecd818p-02f, 0x1.fffffep+31f, 0x1.fffffep+127f, -0x1.61477ep-14f, 0x1.72187cp-10f, -0x1.77d12p-07f, -0x1.112df8p-05f, 0x1p+24f};
static const float h_f1[32] = {0x1.fffffep+127f, -0x1.456dd6p-01f, 0x1.0ce964p+10f, -0x1p+31f, 0x1.3f675ap-16f, 0x1.dba742p+03f, 0x1.bfaa32p-18f, 0x1.e38426p-01f, -0x1p+31f, -0x1.0c7a82p-06f, -0.0f, -0x1.78f97p-19f, 0x1.6cde52p+14f, 0x0p+00f, 0x1p+24f, -0x1.975118p-13f, -0x1.fe2ec6p+03f, 0x1.bc66ccp+07f, 0x1.fffffep+127f, 0x1.4c507p+16f, -0x1.5d7b3p+14f, 0x1.d59216p-02f, -0x1.9705b4p+09f, -0x1.da72eap+05f, 0x1.2a05f2p+33f, 0x1p+24f, -0x1p-01f, 0x1p+00f, -0x1.4p+01f, 0x1.f320e6p-19f, 0x1p+24f, 0x0p+00f};
static const float h_f2[32] = {0x1.8p+00f, 0x1.947e58p+09f, 0x1.a7f0f4p-21f, 0x1.0c8afep-18f, 0x1.16c2p-133f, 0x1p+24f, 0x1.16c2p-133f, 0x1.8p+01f, 0x1p-01f, 0x1.42599cp-21f, 0x1.fffffep+22f, 0x1.6d7036p-19f, 0x0p+00f, 0x1.020d12p+06f, -0x1.27a398p+26f, -0x1.69595ap+11f, -0x1.1c458ep-06f, -0x1.fffffep+127f, 0x1.2109eep+16f, 0x1.8p+01f, -0x1.fffffep+127f, 0x1.396cap+01f, -0x1.8d0606p-06f, -0x1.820fe2p+02f, -0x1.661476p+13f, 0x1.60ccd6p-06f, 0x1.fffffep+31f, -0x1.17e74ep-10f, -0x1.12e118p+01f, 0x1.fffffep+30f, 0x1.e5855p+15f, -0x1.d0b7acp-20f};
static const float h_f3[32] = {0x1.fffffep+22f, -0x1.ddbd38p+16f, -0x1.9c8aa6p-14f, -0x1.fffffep+127f, 0x1.99999ap-04f, -0.0f, 0x1.47c19ap-19f, -0x1.0bap-138f, 0x1.712d8ep-07f, 0x1.569f04p+01f, INFINITY, -0x1p+31f, -0x1.4p+01f, 0x1p+24f, -0x1.1fb2dap+04f, 0x1.987004p-09f, -0x1.dbfd94p+14f, -0x1.969fc6p+13f, -0x1.3dbdeep+08f, -0x1.4p+01f, -0x1.ce4c4cp-09f, -0x1p+31f, 0x1.8p+00f, 0x1.b6088cp-13f, 0x1.fd0e98p+17f, -0x1.c5c0eep+08f, -0x1p-01f, -0x1.913d7ap-06f, 0x1.c2dc6ep+03f, -0x1p-01f, -0x1.21b7acp-06f, 0x1.8p+00f};
static const double h_d0[32] = {0x1.4d1f9ddf3381cp+25, 0x1p-1074, 0x1.cf362f0e7b58ep+21, 0x1.999999999999ap-04, 0x1.049e89df85f3ep+17, -0x1.e7c83d06e08p-19, 0x1.4p+01, -0x1p+00, -0x1.cp+01, -0x1.9340fe157a73p-41, 0x1.dbe97302f41p+09, 0x1.35554ec67f15cp+28, -0x1.46483a72dc19p+20, 0x1.1838449a8e78ep-26, 0x1.d6f34548p+26, 0x1.b950269a007bcp-13, 0x1.1c37937e08p+53, -0x1.cp+01, 0x1.4p+01, -0x1.2868a4d6f0c1cp+16, -0x1.f520119b1b634p-12, 0x1.fffffffffffffp+1023, (double)INFINITY, 0x1.4p+01, 0x1p-01, 0x1.9e97a01f3f6d4p-37, 0x1.6d3e1929ca53p-05, 0x1.be939e114eac2p-01, 0x1.d6bdbb9a4061cp+24, -0.0, 0x1.ec143a4820d98p-43, -0x1.1c98fa41f048cp+34};
static const double h_d1[32] = {0x1.9dfa0fce704ecp-41, -0x1.4566f399a1f54p+21, -0.0, (double)INFINITY, 0x1.2c84d634840bap+08, 0x1p+00, -0x1.c05659eca3ddp+12, 0x1.8c6a328e4d77p+23, 0x1p-01, -0x1.578614177e08cp-02, 0x1.4p+01, -0x1.5cdd3517935f8p+30, -0x1.ffe13f4e4259ap+38, -0.0, -0.0, 0x1p+00, 0x1.cd4b578cf167p+24, (double)INFINITY, 0x1p+53, -0x1.dcd01fae154d8p-24, -0x1.ac1782057cf5cp-32, 0x1.d6f34548p+26, 0x1.e545b3e6c8bb8p-01, 0x1.e47b87e6f6aep+26, -0x1.8cd69ab622bbp-21, 0x1.d33a719519e1cp-39, 0x1.688f7279e634p+18, 0x1p-1074, 0x1.8f235417aef8p+21, 0x1.26f3e260df122p-25, 0x1.163672f32a5cap-09, -0x1.9827a7f46e4ap+10};
static const int h_i0[32] = {6437, 0, 0, 1382590, 2147483647, -2147483647, -2147483647, 1669983737, 10642, 1, 2147483647, 419329, 0, -2, -467318, 2147483646, 2018798510, -803593, 1, (-2147483647 - 1), -60, -146341, 0, 1, 2147483647, 2321, 1, 62577197, (-2147483647 - 1), -27, -15, 48};

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
