// Random float expressions (tests/randprog/gen, kind float, seed 900000).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 expm1f(((float)(i0)))
#define E1 f2
#define E2 ((float)((isnan(0x0p+00f) + 2 * isinf(0x1p+01f) + 4 * signbit(f3))))
#define E3 ((f2) - (((((f3) - (f3))) >= (0x1.79ca1p-67f) ? (atan2f(0x1.5af1d8p+66f, 0x1p+00f)) : (((f0) * (f3))))))
#define E4 f1
#define E5 (isnan(f3) + 2 * isinf(((fmodf(f1, f2)) - (((f2) < (f2) ? (f1) : (f3))))) + 4 * signbit(exp2f(((f0) * (f1) + (f1)))))
#define E6 fmaf(((float)((isnan(f1) + 2 * isinf(0x1.99999ap-04f) + 4 * signbit(f0)))), atan2f(expm1f(f1), f2), ((((float)(i0))) / (f2)))
#define E7 ((0x1p+01f) >= (asinf(fmaf(f2, f0, f1))) ? (((float)((isnan(f1) + 2 * isinf(f2) + 4 * signbit(f3))))) : (((float)(i0))))
#define E8 0x1p+00f
#define E9 f2i(((float)(d2i(d1))))
#define E10 f2i(f3)
#define E11 ((floorf(f0)) - (fmaf(tanhf(f3), ((f3) / (f2)), ((f2) / (f3)))))
#define E12 ((((double)(0x1p+00f))) * (((0x1p+01) / (-0x1.cp+01))) + (fmax(d1, d0)))
#define E13 ((fmax(0x1.999999999999ap-04, d1)) * (((d1) / (d1))) + (copysign(0x1p+00, d0)))
#define E14 fma(((d0) * (((d1) * (0x1.87e92154ef7acp-665))) + (fmin(d1, d1))), fma(((double)(i0)), d1, fma(d1, d1, d0)), ((d1) + (log(d1))))
#define E15 ((((double)(i0))) * (atan2(d0, d1)) + (-0x1.cp+01))
#define E16 fmaf(__fadd_rd(f2, f1), atan2f(f1, f1), fmaf(f3, 0x1p+01f, 0x1.ap+01f))
#define E17 ((((f1) + (f0))) - (0x1.99999ap-04f))
#define E18 ((((((f2) / (f2))) * (((f2) + (f0))))) * (((((f3) - (f1))) - (((f0) + (0x0p+00f))))))
#define E19 fmodf(fmaf(f3, ((f0) / (f1)), f3), ((logf(f0)) - (f1)))
#define E20 ((double)(long long)((isnan(((float)(d1))) + 2 * isinf(0x1.79ca1p-67f) + 4 * signbit(((0x1.5af1d8p+66f) * (f0) + (0x1p-01f))))))
#define E21 fmaf(((__ull2float_rd(i0)) * (f3) - (f2)), ((((f3) - (f2))) * (((f1) - (0x1.5af1d8p+66f)))), floorf(((f2) / (f0))))
#define E22 ((fma(((d1) + (d1)), d0, d0)) * (((double)(remainderf(f3, f2)))) + (((double)(long long)(d2i(d0)))))
#define E23 f0

static const float h_f0[32] = {-INFINITY, -0x1p-01f, -0x1.19ca44p+10f, -0x1.27a398p+26f, -0x1.3c433ap+13f, 0x1.8p+01f, -0x1.728d8p-09f, -0x1.e0585cp-13f, 0x1.fffffep+127f, -0x1.02fa8ap+04f, 0x1.8e5d1ap+08f, 0x1.6fa478p-16f, -0x1.0bap-138f, -0x1.3a5706p-15f, -0x1.088688p+05f, -0x1.58c136p-20f, -0x1.55a6d8p+03f, 0x1p-126f, -0x1.2cbbc2p+17f, -0x1.f3e73ap+02f, -0x1.ecb6d6p+06f, 0x1.983afap+07f, -0x1.2cfd4ap-08f, 0x1p-01f, -0x1.0bap-138f, -0x1.890bbp-11f, 0x1.19bea6p-14f, -0x1.f28554p+18f, -0x1.eccd0ap+15f, -INFINITY, -0x1.8224bcp-15f, INFINITY};
static const float h_f1[32] = {0x1.1dcdbcp-10f, -0x1.727918p+08f, 0x1.cc448ep+05f, 0x1.46ce4ap+02f, -0x1p-01f, -0x1p+00f, 0x1.4p+01f, -0x1.3cdb6cp-22f, -0x1.7e6e06p-19f, -0x1.7cf81ap-15f, -0x1.74182ep+04f, 0x1p+24f, 0x1.99ad2cp+04f, -0.0f, 0x1.145948p-15f, -0x1.be26acp+15f, -0x1.787de2p-02f, -0x1.0bap-138f, 0x1.b0dd4cp+05f, -0x1.e277ep-11f, 0x1.8p+01f, -0x1.27a398p+26f, -0x1.083d96p-17f, -0x1.bed174p+12f, 0x1.7dc1fcp+10f, -0x1.20ea1ep+02f, -0x1.b45c88p+12f, -0x1.e4aaa8p-14f, 0x1.fffffep+31f, -0x1.a43f1cp-08f, 0x1.382c06p-10f, 0x1.a72ed2p+01f};
static const float h_f2[32] = {0x1.8p+00f, -0x1.e8bbf2p-06f, -0x1.6cc18ap-12f, 0x1p-126f, 0x1.3e2ae2p-19f, -0x1.4e9bdap-18f, -0x1.92d786p+06f, 0x1.cc9dcap+05f, -0x1.5a796cp+18f, 0x1.eb9e4ap+08f, 0x1.57061p-20f, -0x1.8ab4eap+14f, -0x1.e4567cp-06f, -0x1p-01f, 0x1.558abcp+10f, 0x1.f12066p+07f, -0x1.fc063ep+00f, -0x1.c43148p-03f, -0x1.fffffep+127f, -0x1.96a7e2p+13f, -0x1.eb3476p+16f, 0x1.f1788cp-14f, -0x1p+31f, 0x1.566534p+05f, -0x1p-01f, -0x1.9a2ea6p+11f, -0x1p+31f, -0x1.fffffep+127f, -0x1.8650b6p-21f, -0x1.a7066p-09f, 0x1p-01f, 0x1.8p+01f};
static const float h_f3[32] = {0x1.a0058p-09f, 0x1.8c2c8ep+14f, -0x1.0a738cp+02f, 0x1.8p+01f, 0x1p-01f, 0x1.b19d6ap-09f, -0x1p+00f, 0x1.fffffep+22f, -0x1.d9e6dcp-08f, -0x1.fffffep+127f, -0x1.d03ff6p-07f, 0x1.99999ap-04f, 0x1.c20d96p+08f, 0x1.c3653p+05f, 0x1.8p+00f, 0x1.ca1746p+04f, -0x1.0bap-138f, 0x1p-126f, 0x1.8742p+14f, -0x1.195eb2p-04f, -0x1.46bb66p+15f, 0x1.aa2526p+13f, 0x1.29492ap-02f, 0x1.8p+00f, -0x1.06177cp-18f, 0x1.8p+01f, -0x1.874cfcp-11f, 0x1.5d70dp-14f, -0x1.0bap-138f, -0x1.b9871cp+19f, 0x1p-01f, 0x1.4fb7e4p-01f};
static const double h_d0[32] = {0x1.999999999999ap-04, -0x1.017f4a5782e3cp+08, -0x1.f62274ef4624cp+29, -0x1.56e1fc2f8f359p-997, 0x1.213c246a58204p-17, -0x1.f031599614e2ap-34, 0x1.7df988f1557e8p-40, -0x1.1b557cf1eeb8p-42, 0x1.2806c5b27734cp+14, (double)INFINITY, 0x1.b31e04dc581cp-14, -0x1.cp+01, 0x1.dd3241e3f9898p-01, 0x1.1409af380eed4p+29, 0x1.9984a9d55f468p-36, 0x1.e3eacc4cb0ab4p+34, -0x1.c9081f8c7b69p+36, 0x1.1f749a026c6dp+15, 0x1.dc2a4407bc3e8p-09, 0x1.41d45d21aef18p+31, -0x1.6908f7c3a4de4p-19, 0x1.6425563583468p+01, 0x1.c0043d89c8b6p+29, 0x1.5bc239bd86078p-16, 0x1.8aa41ead07accp-23, -0x1.84059e6feec5ep+38, 0x1.1c37937e08p+53, -0x1.3ca649cc618ecp+39, -0x1.3768531ed0ff4p-14, 0x1.236e770cc6e7p-05, 0x1.be2d7a343907p+09, 0x1.2b76cc5bafbf8p+27};
static const double h_d1[32] = {-0x1.7c250413c9e98p-31, 0x1.4bb36e330d69p+39, 0x1.3cd719e3c7528p-30, 0x1.4p+01, -0x1.e0f7885473204p+11, 0x1.87bcd6b1346dp-07, 0x1.cf64266acbee8p-11, -0.0, 0x0p+00, 0x1.1c37937e08p+53, 0x1.c824e6b63d968p+05, 0x1p+00, -0x1.1cb86a0ac4e74p+23, -0x1.d9e3538ca9c28p-35, 0x1.81f1e046fe58p-11, -0x1.9099b4032e4fp-35, -0x1.ab21c604c11dp-35, 0x1.7e43c8800759cp+996, (double)INFINITY, 0x1.fffffffffffffp+1023, 0x1p+53, -0x1.eb377290377dep+35, 0x1.39234775c475p+08, 0x1.7e43c8800759cp+996, 0x1.474d69494bb2p-28, -0x1.e77bdb5621438p-15, 0x1.3043337e29914p+31, 0x1.4b825a16483e4p-10, 0x1p-1074, -0x1.c93ffd9092bfp+09, 0x1.68c1a5c84bec2p-03, 0x1.4ca87566dc0b8p-19};
static const int h_i0[32] = {2147483647, -2147483647, -1, -1, 1, -2147483647, 0, 189, 230502506, -32514, -255520522, 2147483647, 814, -14, 298353, -1202, -395, 2, -2, 0, 2147483646, -1870, 0, -2147483647, -117868201, -2, (-2147483647 - 1), -2, 2, -2147483647, 22273, 200668377};

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
