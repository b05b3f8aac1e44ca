// Random float expressions (tests/randprog/gen, kind float, seed 50434).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(ceilf(f3), log2f(f2), ((float)(i0)))
#define E1 d2i(fmax(d0, -0x1.cp+01))
#define E2 asinf(remainderf(((float)(i0)), fmodf(0x1p+00f, f2)))
#define E3 cosf(((f1) * (0x1.79ca1p-67f)))
#define E4 ((((float)(f2i(f0)))) - (((float)(f2i(-0x1p+00f)))))
#define E5 f2i(((f2) * (((f3) / (f1)))))
#define E6 ((fmaf(((f2) / (-0x1p+00f)), ((float)(d0)), ((f2) * (f2) - (f1)))) - (atan2f(((float)(i0)), ((float)(i0)))))
#define E7 d2i(((d0) - (d1)))
#define E8 cbrtf(fmodf(((f2) + (f3)), ((float)(1 << 24))))
#define E9 ((fmod(d1, 0x0p+00)) / (d0))
#define E10 ((((f1) * (((f3) / (f2))))) != (((((float)(i0))) - (((f3) < (f3) ? (f3) : (0x1.79ca1p-67f))))))
#define E11 ((double)(long long)(i0))
#define E12 ((((float)(fma(-0x1.cp+01, d1, d0)))) - (((fmaf(f0, f3, f2)) + (((float)(i0))))))
#define E13 f3
#define E14 (isnan(sinhf(f1)) + 2 * isinf(((f1) / (f0))) + 4 * signbit(__fmaf_rz(-0x1p+00f, f1, f0)))
#define E15 tanf(expf(((0x1p+00f) * (0x1p-01f) - (f0))))
#define E16 atanf(f2)
#define E17 fmaf(((float)(__float2int_ru(fminf(fmaxf(f1, -2.1e9f), 2.1e9f)))), ((float)(f2i(0x1.99999ap-04f))), __fmaf_rn(((0x0p+00f) - (f3)), ((f3) - (f3)), floorf(0x1p-01f)))
#define E18 log(fmin(log1p(d1), ((double)(long long)(i0))))
#define E19 __double2float_rz(((double)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(f2)))))
#define E20 __float2int_rn(fminf(fmaxf(fdimf(((f1) * (f0)), __double2float_rd(0x0p+00)), -2.1e9f), 2.1e9f))
#define E21 d2i(fma(0x1p+01, 0x1.87e92154ef7acp-665, d0))
#define E22 ((((((f0) * (f2))) - (fmaf(0x1.79ca1p-67f, f2, f1)))) - (cosf(((f3) < (f1) ? (f3) : (f0)))))
#define E23 ((__tanf(f1)) + (((f2) / (((f2) + (0x0p+00f))))))

static const float h_f0[32] = {0x1.a79584p-08f, -0x1.48a864p+18f, 0x1.0624dep-10f, -0x1.fb144p-16f, -0x1.fffffep+127f, 0x1.7b0de6p-03f, 0x1p+00f, -0x1.cd438ap-21f, 0x1.0624dep-10f, 0x1.8p+00f, -0x1.e3113ep+11f, 0x1.fffffep+22f, 0x1.5fa4bp-16f, 0x1.2a05f2p+33f, 0x1p-01f, 0x0p+00f, -0x1.d1d9fap+00f, 0x1.99999ap-04f, 0x1.99999ap-04f, 0x1.8p+01f, 0x1p+00f, 0x1.1dda84p+10f, 0x1.0de104p+17f, -0x1.9928e4p+06f, -0x1.0bap-138f, INFINITY, -0x1.27a398p+26f, -0x1.fffffep+127f, -0x1.742114p-12f, 0x1.2a05f2p+33f, 0x1.220008p-08f, -0x1.27a398p+26f};
static const float h_f1[32] = {-0x1p-01f, -0x1.d3af0cp-06f, 0x1.cc6de4p-13f, 0x1p+00f, -0x1.95c3d8p+04f, 0x1p-01f, -INFINITY, 0x1.3a94aep+18f, 0x1.fffffep+22f, 0x1.a0a44p-19f, 0x1.fffffep+30f, -0x1p+31f, 0x1.4p+01f, -0x1.fffffep+127f, 0x1.936598p+00f, -0x1.339418p-06f, -0x1.620048p+00f, 0x1.e5b016p-21f, 0x1.16c2p-133f, 0x1.16c2p-133f, -0x1.75df2ep+13f, -0x1.68a3eap+06f, 0x1.99999ap-04f, 0x1.7b72f8p+03f, 0x1.26549p-12f, -0x1.4p+01f, 0x1.c389d8p-12f, 0x1.fffffep+30f, -0x1.0bap-138f, 0x1.0624dep-10f, 0x1.fffffep+127f, -0x1.c29b92p+12f};
static const float h_f2[32] = {-0x1.ea6358p+03f, 0x1p-126f, 0x1.1d401ep+08f, 0x1.c3fcfap+18f, 0x1.a62ecap-05f, -0x1.27a398p+26f, -0x1.15a982p+04f, 0x1.e2909cp+13f, -0x1.84063p-14f, -0x1.2b29fap-12f, -0x1.962cd2p+07f, 0x1.fd6feep-11f, -0x1.604722p-15f, -0x1.d91278p-03f, 0x1p-126f, -0x1.9759ep+05f, INFINITY, -0x1.0bap-138f, -0x1p-01f, 0x1.64d524p+03f, INFINITY, INFINITY, 0x1.af0e7cp+03f, 0x1.2e286cp-14f, 0x1.fc9p+17f, -0x1.d5d76ap+16f, 0x1.53e846p+10f, 0x1.cc835ap+01f, 0x1.2a05f2p+33f, 0x0p+00f, -0x1.3a7216p+02f, INFINITY};
static const float h_f3[32] = {0x1p+24f, -0x1.897c5ap+01f, 0x1.2a05f2p+33f, 0x1.f0690cp+15f, 0x1.fffffep+127f, 0x1.8p+00f, 0x1.258a58p+03f, -0x1.0fecaep-07f, -0.0f, -0x1.8aa4fp-03f, -0x1p+00f, 0x1p-01f, -0x1.ad3968p-22f, -0x1.fffffep+127f, 0x1.2a05f2p+33f, -0x1.cf8126p-03f, -0x1.4b3a22p+14f, -0x1.f3e6cap-15f, 0x1.0624dep-10f, -0x1.10493ap-12f, -0x1.894e72p-03f, 0x1.e5862cp+15f, -0x1.eac26p+05f, -0x1.27a398p+26f, -0x1.dd9ecap-09f, 0x1.911f3cp-13f, 0x1.8p+00f, 0x1.ed21c4p-11f, -0x1.27a398p+26f, 0x1.461202p-04f, -0x1.fa26cap+16f, -0x1.9dea58p-07f};
static const double h_d0[32] = {-0x1.f2c3754d8418p+16, 0x1.999999999999ap-04, -0x1.fe045a25657e4p+08, 0x1p+00, 0x1p+53, (double)INFINITY, 0x1.1c37937e08p+53, 0x1.36ad7f7cd0abp+11, -0x1.2b1a61078ef0ap+00, 0x1.e566eb3beda28p+08, 0x1.62fe83d6c100cp+24, -0x1.de56cb3829d8cp+25, -0x1.739b195ee05ccp+08, 0x1.4ef5c074630d2p-23, 0x1p-01, -0x1.42acc5cdab78cp+31, -0x1.3ef5e920ebd1p-14, 0x1.462f8b5c784b8p-25, 0x1.d6f34548p+26, -0x1.b8a1e2c255c5p+35, 0x1.1c37937e08p+53, 0x1.4p+01, 0x1.1c37937e08p+53, -0x1.435673bfb05dcp+34, 0x1.7e43c8800759cp+996, 0x1.a6bac32245b32p-34, 0x1.b8c6473dff4bep+21, 0x1.f82a562152a2p+10, -0x1.7fba5f0054f5p-21, 0x1.68eec57dadf78p-37, -0x1.0c59184f45688p-40, 0x1.841f67580a98ep-19};
static const double h_d1[32] = {0x1.27fe0880ad73cp-41, 0x1.6ca2716f3e15p+22, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, (double)INFINITY, 0x1p-1074, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, -0x1.d7ac81a40d17ap+10, 0x0p+00, 0x1.5ebb723046b06p+18, -0.0, (double)INFINITY, 0x1.071dd7e68d6dp-36, 0x1.74ea9c7d98e18p+30, 0x1.7d8813d9c2926p+01, 0x1p+53, 0x1p-1074, 0x1.7e43c8800759cp+996, 0x1p-1074, -0x1.5072af2149ee6p+10, -0x1.d3e800aaf10a4p-29, 0x1.27db97811a1b6p+05, 0x1.efd61e9f726b2p-23, 0x1.c24d825cba41p+09, 0x1.946b636a0a1aap-03, 0x1p+00, (double)INFINITY, 0x1.1cf7b5d46ba4p+10, 0x1.a2bfaf1907048p+07, -0x1p+00, -0x1.cc081a774a22cp+06};
static const int h_i0[32] = {-36521, 2, -2, 2, -33249546, 19, 22, -2, -1, 13, -421327, 4208, -181, -609, 0, 373370, 2147483646, 0, 1, (-2147483647 - 1), -2, 2, -1, -10, -1, -3082173, 2147483646, -2147483647, 1, -1809195, -2147483647, 134666388};

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
