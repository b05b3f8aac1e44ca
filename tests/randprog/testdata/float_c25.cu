// Random float expressions (tests/randprog/gen, kind float, seed 8025).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f1
#define E1 f2i(((float)(i0)))
#define E2 ((double)(long long)(((((float)(i0))) > (((f2) * (f2))))))
#define E3 fmaf(erff(f0), fmaf(f1, 0x1.99999ap-04f, f1), ((f2) - (f1)))
#define E4 log2f(((float)(i0)))
#define E5 0x1.79ca1p-67f
#define E6 ((double)(long long)(f2i(f0)))
#define E7 ((atan2f(f3, f0)) + (fmodf(f1, 0x1.5af1d8p+66f)))
#define E8 ((fmaf(f2, f3, f0)) * (((f0) + (f2))) - (((f2) * (f1))))
#define E9 ((copysignf(((float)(i0)), f3)) * (((atan2f(f1, f2)) >= (((f2) - (f3))) ? (((0x1p+00f) / (0x0p+00f))) : (((f3) - (f2))))) + (((((0x1p+01f) / (f2))) / (fmaf(f1, f1, f1)))))
#define E10 floor(((double)(long long)((isnan(f0) + 2 * isinf(f1) + 4 * signbit(f1)))))
#define E11 ((((((0x1.ap+01f) + (0x1p+01f))) * (((f0) / (0x1.ap+01f))))) * (((fdimf(f3, f2)) / (((float)((1 << 24) + 1))))) + (((float)(f2i(f3)))))
#define E12 fmaxf(((0x0p+00f) * (rintf(f0))), ((((f3) * (f3))) + (fmaf(0x1.ap+01f, f2, f0))))
#define E13 ((float)(d0))
#define E14 1 << 24
#define E15 ((f3) / (((((f3) * (f0))) * (((0x1.99999ap-04f) / (f0))) + (fmaf(f1, f0, 0x1p+01f)))))
#define E16 __fmaf_rd(fabsf(f1), f0, ((0x1p+00f) - (f0)))
#define E17 d2i(d1)
#define E18 ((fmaf(((f1) + (0x1p+00f)), __fmul_rd(0x1p-01f, f3), f1)) * (((atan2f(f2, f0)) / (((f1) - (f2))))))
#define E19 f2i(((float)(i0)))
#define E20 f2
#define E21 sqrtf(f1)
#define E22 fma(((d0) - (d1)), ((double)(long long)(i0)), ((d1) * (d1)))
#define E23 f3

static const float h_f0[32] = {0x1.9c1186p-21f, 0x1.28539cp-02f, -0x1.27a398p+26f, -0x1.a7c6cep+08f, -0x1.6f0648p+00f, 0x1.cfa49ap+03f, -0x1.eab21p+18f, -0x1.e2259p-06f, 0x1.3908dep+08f, -0x1.fffffep+127f, -0x1.1c2af2p-11f, -0x1.4p+01f, 0x1.4p+01f, 0x1.b880d2p+10f, -0x1p-01f, -0x1.27a398p+26f, -0x1.c4adc2p-03f, 0x1p+00f, 0x1.fa363ap-21f, -0x1.4p+01f, -0x1p-01f, -0x1.4bfb62p-02f, -0x1p+00f, -0x1.e51316p-08f, 0x1.fffffep+127f, 0x1.fe214p-20f, -0x1.24aff6p-18f, -0x1p+31f, -0x1.dff45ap+12f, 0x1.8p+01f, 0x1.3087dp+00f, -0x1.40a2b8p+02f};
static const float h_f1[32] = {-0x1p+31f, 0x1.4db60ap+08f, 0x1p-126f, -0x1.23e9bcp-14f, -0x1.d14112p+08f, 0x1.8p+01f, -0x1.88ec0cp+11f, -0x1p+31f, 0x1.fffffep+30f, 0x1.829b2ep+08f, -0x1.0bap-138f, -0x1.4p+01f, 0x1.63b428p+14f, 0x1.1846bcp+13f, -0x1.7a7be6p-11f, 0x1.d2affep+09f, 0x1.fffffep+22f, INFINITY, -0x1.5c3f88p-22f, 0x1.4d066ap-06f, 0x0p+00f, -0x1.27a398p+26f, 0x1.fffffep+127f, -0x1.4p+01f, -0x1.8be378p-17f, 0x1.a6f04ep+09f, 0x1.3f340ap+01f, 0x0p+00f, 0x1.fffffep+30f, 0x1.fffffep+22f, -0x1.5774dcp-09f, -0x1.4p+01f};
static const float h_f2[32] = {0x1.c4ab4p+14f, 0x1p+24f, -0x1.fffffep+127f, INFINITY, -0x1.4aa96ep-11f, -0x1.60850ap+04f, -0x1.945954p-11f, -0x1.bd4b4ep-11f, 0x1.37903p+03f, -0.0f, -0x1.1f7422p+14f, -0x1.27a398p+26f, -0x1.6ad44p-18f, -0x1.c587aap-21f, -0x1.21b9aap+11f, 0x1p+00f, 0x1.158032p+06f, 0x1.fffffep+30f, 0x1.462c2ap+19f, -0x1.74bb8ep-15f, -0x1.1b6b54p-16f, -0x1p+31f, 0x1.8defc2p-19f, -0x1.7e127p-12f, 0x1.fffffep+31f, -0x1.9b8412p+06f, -0x1.c7e992p-12f, -0x1.4p+01f, -0x1.041bdp-05f, -0x1.e4d96p+13f, -0x1.4p+01f, 0x1.da5544p+11f};
static const float h_f3[32] = {-0x1.0f1bfep+08f, 0x1.dda09ep-02f, -0x1.8b8202p-14f, -0x1.fffffep+127f, -0x1.742c9p+07f, -0x1.f62a22p-02f, -0x1.0169cp+06f, -0x1.1d6264p-04f, -0x1.f5701cp+12f, 0x1.9e84ccp+17f, -0x1.a8145p+07f, 0x1.388e8cp+01f, -0x1.44d8c2p+10f, -0x1.0e0aeap-16f, -0x1.7cb954p-17f, -0x1.4d2916p-03f, -INFINITY, 0x1.74f69p+11f, 0x1.25f68ap+00f, 0x1.fffffep+22f, 0x1.8p+00f, -0x1.12005ap+03f, 0x1.8p+01f, 0x1.fffffep+31f, -0x1.db523p+13f, -0x1.864c74p+16f, 0x1p-126f, -0x1p+00f, 0x1.ee2af4p+09f, 0x1p-126f, -0x1.70de32p+10f, 0x0p+00f};
static const double h_d0[32] = {0x1.7e82083bef8d8p-17, (double)INFINITY, -0x1.cp+01, 0x1.fffffffffffffp+1023, 0x1.37222e9d64d54p-29, -0x1.03003d8f4efb8p-11, -0x1.fdca3647d8e8p-42, 0x1.43d16bc2c798ap-31, 0x1.ede39247072f2p+04, 0x1.fc6d9615a4fep-07, 0x1p+00, -0x1.3e82c7787ec22p+08, -0x1.366f53fb4c93cp+22, -0x1.71dd7965f5718p-36, -0x1.56e1fc2f8f359p-997, -0x1.38515a8c4075p+28, -0x1.4960ff0981654p-28, 0x1.7994980b38fc8p-10, 0x1.5e89926725826p-33, -0x1.d041a21136cf4p+32, -0x1.3199919343f48p+34, -0x1.815d102350c64p-21, -0x1.fc39ec4874e14p+06, -0x1.56e1fc2f8f359p-997, 0x1.0664825aef9d4p-08, 0x1.4809ffdf71a1ap+08, -0x1.cp+01, 0x1.b1685e3bef91p-18, -0x1.283579f198d4cp-37, 0x1p-01, -0x1.cp+01, -0x1.de706bfd5c29ap-31};
static const double h_d1[32] = {0x0p+00, 0x1.cbc15328e9bacp-36, -0x1.84d9e0cc95e8ap+25, -0x1.90e1055d82f84p+22, 0x1.017e9b928c5eep+09, 0x1p-1074, 0x1.8b53edee6223p-12, 0x1.d74ed0b33604cp-19, -0x1.ac7b26423a518p-34, 0x1.2c51708c0d8b4p-18, -0x1.7a4ba89a647cep-12, 0x1.7e43c8800759cp+996, -0x1.571cd5475829cp+25, -0x1.cc8f416b9639p+19, -0x1.56e1fc2f8f359p-997, -0x1.b9f5a66c2cc5p+16, -0x1.d050277deac78p-18, -0x1.6f8c18ab9cf88p+21, 0x1p+00, 0x1.66792d79c5ea8p+06, -0x1.4f36ad6fec562p-34, -0x1.8383ee6da8778p-27, 0x1p+53, (double)INFINITY, 0x1.d1a01ff05356p+32, 0x1p-01, 0x1.4578a0da648e8p-36, 0x1.8f64a6f39b448p-36, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.010c28bd9802p-40, 0x1p+53};
static const int h_i0[32] = {-9951365, 1757331897, 48, 2, -5572883, -619, 11806, -2147483647, 1, -2, 0, -2, -2, -2573, 2147483647, 2, (-2147483647 - 1), 1, 2147483646, -1, 0, -2147483647, -893990624, 2147483647, 1, 2, 3629, 2147483647, 5, 0, -1, 10909677};

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
