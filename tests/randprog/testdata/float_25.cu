// Random float expressions (tests/randprog/gen, kind float, seed 2025).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 i0
#define E1 i0
#define E2 fminf(((((float)(i0))) - (((f2) - (f3)))), log1pf(((float)(i0))))
#define E3 ((((f3) + (sinhf(f3)))) / (((remainderf(f1, f3)) + (f1))))
#define E4 ((double)(long long)(i0))
#define E5 logf(((f2) < (f2) ? (f0) : (f3)))
#define E6 ((((f2) / (f1))) / (((float)(i0))))
#define E7 fmaf(((f3) + (((f2) * (f1) - (f0)))), f0, f3)
#define E8 ((f2) - (((((float)(d0))) < (rintf(f0)) ? (((float)(i0))) : (f3))))
#define E9 floorf(((((f2) / (f1))) * (((0x0p+00f) - (f0))) - (((f2) + (f1)))))
#define E10 ((ceilf(f2)) >= (((float)(d0))) ? (((float)(i0))) : (cbrtf(f0)))
#define E11 ((float)(d2i(cbrt(0x1p+01))))
#define E12 d1
#define E13 d2i(d0)
#define E14 ((float)(((d0) * (d1))))
#define E15 fma(0x1.999999999999ap-04, pow(d0, d1), ((double)(long long)(i0)))
#define E16 ((((f3) + (f1))) - (0x1p-01f))
#define E17 ((float)(((double)(long long)(d2i(-0x1.cp+01)))))
#define E18 f0
#define E19 ((float)(i0))
#define E20 ((((__frsqrt_rn(f3)) + (roundf(f1)))) - (fabsf(((f3) / (f3)))))
#define E21 f1
#define E22 ((fdimf(0x1p+01f, f0)) * (((f2) + (f0))) + (f1))
#define E23 (isnan(((__fmul_rz(f0, f3)) / (((f0) >= (f1) ? (f3) : (f3))))) + 2 * isinf(((((float)(i0))) * (((f3) / (f3))) + (fmaf(f1, f3, f3)))) + 4 * signbit(((0x1.99999ap-04f) < (((f3) - (f0))) ? (fminf(0x1.99999ap-04f, 0x1.5af1d8p+66f)) : (((float)(d0))))))

static const float h_f0[32] = {-0.0f, 0x1.1d4bbep+17f, 0x1.99999ap-04f, -0x1p+31f, 0x1.dec12cp+16f, -0x1.27a398p+26f, 0x1.fa0af6p+19f, 0x1.4b7df8p+10f, 0x1.a1a604p+09f, 0x1p+24f, -0x1.bf44acp+12f, -0x1.5e2858p+00f, 0x1.8p+00f, 0x1.4p+01f, 0x1.709b96p-01f, -0x1.27a398p+26f, -0x1.6d79fap-10f, -0x1.4p+01f, 0x1p+00f, -0x1.9d8498p+02f, INFINITY, 0x1.11c9a4p+11f, 0x1.99999ap-04f, 0x1.bebcacp-02f, 0x1.62491cp-02f, INFINITY, -0x1.8eaae6p+07f, 0x1.47ac46p-15f, 0x1.16c2p-133f, -0x1.27a398p+26f, -0x1.c45b84p-20f, 0x1.8p+01f};
static const float h_f1[32] = {-0x1.0bap-138f, 0x1.fffffep+127f, -0x1.3aea06p+17f, -0x1.5c65c6p+02f, 0x1.df6da2p-20f, 0x0p+00f, -INFINITY, 0x1.cd9ffp-06f, 0x0p+00f, 0x1.7c3c86p-12f, 0x1.c65a9p-19f, -0x1.55e0ap-13f, -0x1.027e62p-21f, 0x1.99999ap-04f, 0x1.8p+01f, INFINITY, -0x1.c6e3d8p+00f, 0x1.39353ap-06f, -0x1.595abep-22f, 0x1.a39422p+00f, 0x1.fffffep+127f, 0x1.16c2p-133f, 0x1.8875c4p-01f, 0x1.4p+01f, 0x1.ab93fp-01f, 0x1.cf7dc2p+14f, -0x1.27a398p+26f, 0x1.fffffep+31f, -0x1.dd0bc6p+14f, -INFINITY, -0x1.a32bp-15f, -0x1p+00f};
static const float h_f2[32] = {0x1.9358e6p+19f, -0x1.16bdfp+11f, 0x1.69daa4p+04f, 0x1.3a5cecp+01f, -0x1.0bap-138f, 0x1.16364ap-10f, -0x1.15c4fep-25f, -0x1.f153p+10f, 0x1.7675acp-12f, -0x1.c6dce4p-19f, -0x1.9a854ap-13f, 0x1.6a4a8p-03f, -0x1.a8e976p-14f, 0x1.50f7b6p+16f, 0x1p+24f, -0x1.0bap-138f, 0x1.fffffep+22f, -0x1.e886bcp+09f, 0x1.e6da64p+16f, -0x1.93c906p+12f, -0x1.904f16p-10f, 0x1.2a05f2p+33f, 0x1.fffffep+127f, -0x1.8a0d92p+17f, 0x1.fffffep+127f, 0x1.97ef52p+10f, 0x1.8p+01f, 0x1.8e430ap+04f, 0x1.cf4a0ep-18f, -0x1.360072p+10f, -0x1.0bap-138f, -0x1.b1a054p-18f};
static const float h_f3[32] = {-0x1p-01f, 0x1.a839dcp+07f, 0x1.aab584p-01f, 0x1.8p+00f, -0x1.23423p-16f, 0x1.1f125cp-17f, -0x1.1d7488p+12f, 0x1.16c2p-133f, -0x1.4ab5b8p+10f, -0x1.6e93dep+13f, -0.0f, -0x1.393898p-04f, 0x1.5c78d2p-12f, -0x1p-01f, 0x1.f91acp-21f, 0x1.2e2c8p-04f, 0x1.75badcp-18f, 0x1p-01f, 0x1.72d276p-04f, 0x1.f39062p-11f, 0x1.fffffep+30f, -0x1.fcec1ap+12f, -0x1.c50f98p+05f, -0x1p-01f, -0x1.c9b188p-12f, -0x1.07dda6p-22f, 0x1.16c2p-133f, 0x1.06f772p+02f, -0.0f, 0x1.16c2p-133f, 0x1.a8d6b8p+08f, -0x1p+31f};
static const double h_d0[32] = {0x1p-01, 0x1.daeca117a9e5ep-07, 0x1.859d77c4bb91p+37, -0x1.0c40e7fb05e84p-16, -0x1.d14375df0e974p+23, 0x1.fbbe87da11a46p-32, 0x1.86aee34445754p+12, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, -0x1.1f8d56a63801ap-15, 0x0p+00, -0x1.56e1fc2f8f359p-997, -0x1.186a43e973088p-29, 0x1.8e57c41c79b9cp+22, -0x1.a24795f89d596p-30, -0x1.c28933613c3p+11, 0x1p-1074, -0x1.3e58dcf77f1f6p+07, 0x1.3c2dee2e9b0ep-17, 0x1.d6f34548p+26, 0x1p+53, -0x1.d90000185ab8p-33, -0x1.2047ab59d8ceap+18, 0x1.8fa7aaa6f1378p+12, -0x1.f2008b2ceaefp+23, 0x1.999999999999ap-04, 0x1p+00, -0x1.2f3590703c984p+02, -0x1.f91580b5989ep+11, 0x1.e4eab9fd125ep+12, 0x1.18683b0b93544p+03, (double)INFINITY};
static const double h_d1[32] = {0x1.00ec4ad8d13b8p-24, 0x1.c4b27240e868ap-41, -0x1.e1815703bd72cp+12, -0x1.926fd0d14300cp+38, 0x0p+00, 0x1p-01, -0x1.5781c4f718a2p+27, 0x1.1e3e1e7898cc2p-22, -0x1.cp+01, 0x1.4bad681570508p-38, -0x1.32795b3002ccap+29, 0x1.d6f34548p+26, -0x1.56e1fc2f8f359p-997, 0x1.78cd2bc4c191ep+00, 0x1p-01, -0x1.cfe22484e0a28p+20, 0x1p-1074, -0x1p+00, 0x1.d46811d72510ap-17, 0x1.fffffffffffffp+1023, 0x1.7e43c8800759cp+996, 0x1.e7a111538cafep-09, 0x1.e17e7a0fcc14cp+10, 0x1.4d1bfb5722c0ep-17, 0x1.d6f34548p+26, 0x1.fa0482b6f8a84p+38, 0x1.d400f4d386d6cp+15, 0x1.1a2f8c7fbae52p-39, 0x1.c93d8ff2cf5fp+08, 0x1.2778b2d9cd554p-36, 0x1.bc245f1b145cap+12, -0x1.72c67454199ap-39};
static const int h_i0[32] = {1, 2147483647, 1, 13, 2147483647, -1, -4980601, -236703579, 0, 1, 2147483646, -2, -1, (-2147483647 - 1), -56, -2133709939, 0, 28959, 1, -2, 1, -2147483647, 2147483646, 814463145, -2, 1269304, -2, 2147483646, 233856, -1, (-2147483647 - 1), 10943455};

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
