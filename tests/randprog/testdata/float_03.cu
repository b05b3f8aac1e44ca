// Random float expressions (tests/randprog/gen, kind float, seed 2003).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fdimf(((expm1f(0x1.99999ap-04f)) + (tanf(f2))), ((((f3) >= (f2) ? (f1) : (f1))) / (((float)(-0x1.cp+01)))))
#define E1 floor(((d0) * (d0) + (d1)))
#define E2 f2i(f2)
#define E3 (isnan(((float)(i0))) + 2 * isinf(((float)(i0))) + 4 * signbit(f3))
#define E4 floorf(((float)(((f2) == (f1)))))
#define E5 ((double)(((powf(0x1.99999ap-04f, f3)) * (((f3) * (f2))))))
#define E6 d0
#define E7 (isnan(((f1) * (atan2f(0x1.99999ap-04f, f2)))) + 2 * isinf(fmaf(f2, ((f2) / (f1)), expm1f(f3))) + 4 * signbit(fdimf(0x1p-01f, ((float)(d0)))))
#define E8 (isnan(((((f2) / (f3))) * (atan2f(f3, f0)))) + 2 * isinf(((logf(f3)) * (((float)((1 << 24) + 1))))) + 4 * signbit(0x1.79ca1p-67f))
#define E9 hypotf(0x1p-01f, remainderf(0x1.79ca1p-67f, f3))
#define E10 ((((((f0) - (f1))) * (((f0) < (f0) ? (0x1.5af1d8p+66f) : (0x1p-01f))))) + (((((f2) / (f3))) / (ceilf(f0)))))
#define E11 ((fmaf(f1, ((f3) + (f0)), powf(f0, f3))) < (((float)(d2i(d1)))) ? (fmaf(hypotf(f0, 0x0p+00f), powf(f2, f1), ((f1) - (f3)))) : (((float)((isnan(f3) + 2 * isinf(-0x1p+00f) + 4 * signbit(0x1p+00f))))))
#define E12 (isnan(((f1) - (f1))) + 2 * isinf(((float)(1 << 24))) + 4 * signbit(remainderf(f3, f1)))
#define E13 ((cbrt(((double)(f0)))) * (((((d1) * (d1) + (0x1p+01))) * (fma(d1, d0, 0x0p+00)) + (((double)(long long)(i0))))))
#define E14 __double2float_rz(log(((double)(i0))))
#define E15 ((double)(long long)((isnan(f2) + 2 * isinf(fmaf(f2, f0, f0)) + 4 * signbit(((0x1.5af1d8p+66f) / (f1))))))
#define E16 ((((powf(f2, f1)) / (((f2) * (f0) + (-0x1p+00f))))) - (((f2) >= (0x1p-01f) ? (((f3) / (f0))) : (powf(0x1.5af1d8p+66f, f3)))))
#define E17 __float2int_rz(fminf(fmaxf(((f3) * (f1) + (0x1p+01f)), -2.1e9f), 2.1e9f))
#define E18 ((f1) * (((f3) * (f2))) + (((f1) < (f1) ? (f2) : (f3))))
#define E19 __ll2float_rz((isnan(f1) + 2 * isinf(f1) + 4 * signbit(f0)))
#define E20 ((((float)(f2i(f1)))) / (((__int2float_ru(i0)) >= (((f3) * (f0) + (f3))) ? (((f0) + (f1))) : (hypotf(f1, f0)))))
#define E21 0x1p-01f
#define E22 ((((f3) * (f3) - (f1))) * (f2))
#define E23 d2i(((((double)(f0))) + (((d1) * (0x1p+01) + (d1)))))

static const float h_f0[32] = {0x0p+00f, 0x1.4f9872p+00f, -0x1.4ddfbap+10f, -0x1.378312p+11f, 0x1.32e8a8p+01f, -0x1.ebb74ep-06f, -0x1p-01f, 0x1p-126f, 0x1.0624dep-10f, 0x1.45170cp-06f, 0x1.99999ap-04f, 0x0p+00f, 0x1.8p+01f, -0x1.fffffep+127f, 0x1.970ce8p-09f, INFINITY, 0x1.0cfebep+18f, 0x1.6e5634p+08f, -0x1.49d0c6p+04f, 0x1p-126f, 0x1.8p+01f, 0x1.4p+01f, 0x1p+00f, 0x1.792974p-08f, -0x1.6878b2p-21f, -INFINITY, 0x1.963a68p-23f, -0.0f, 0x1.55c87cp-21f, -0x1.fffffep+127f, 0x1.6fa91cp-02f, -0x1.dba206p-12f};
static const float h_f1[32] = {-0x1p+31f, 0x1.c50d02p+17f, -0x1p+00f, -0x1.924d8p+06f, -INFINITY, 0x1.0624dep-10f, -0x1.e0a3c8p-02f, 0x1.fc8414p-03f, -0x1.10ce72p-16f, 0x1.8590fep-03f, -0.0f, -0x1.0bap-138f, -0x1.02872ap+09f, 0x1.fffffep+127f, 0x1.8588e2p-06f, 0x1.8p+01f, 0x1.9c506p+09f, 0x1.8p+01f, 0x1.4p+01f, 0x1.54586ep+14f, 0x1.8p+00f, -0x1.262dbep+13f, 0x1.0624dep-10f, -0x1.94e8b8p+16f, 0x1.07b95ap-20f, 0x1.8p+01f, 0x1.2349fcp-20f, INFINITY, 0x1.411604p-18f, -0x1.b7c92p-18f, 0x1.fffffep+31f, 0x1p+24f};
static const float h_f2[32] = {-0x1p+00f, 0x1.602db4p-10f, 0x1p+24f, -0x1.02d806p+00f, 0x1p-01f, -0x1.cea5fap+18f, -0x1.418d28p+19f, 0x1p-01f, -0x1.4p+01f, 0x1.8p+00f, 0x1.b745d8p-11f, 0x1p+24f, 0x1.c7cb44p+06f, -0x1.b4bccep-03f, -0x1.7907f6p+08f, 0x1.9e044ap+03f, 0x1.ec5802p-04f, 0x1.fffffep+22f, 0x1.558b5cp-14f, -0x1.a7d248p+04f, -0x1.a3afc6p-17f, 0x1p+24f, -0x1.85ee7p-14f, -0x1.4p+01f, 0x1.8ecfe6p-20f, 0x1.c7cbd6p+16f, -0x1.480836p-05f, 0x1.0624dep-10f, -0x1.39e102p-09f, 0x1.fffffep+22f, -0.0f, -0x1.cc436p+13f};
static const float h_f3[32] = {0x1.241c2ap-10f, -0x1.f590acp-23f, -0x1.4829d6p-11f, -0x1.e38a7p-22f, -0x1.f7a7d8p+03f, -0x1.5cad68p-09f, 0x0p+00f, 0x1.16c2p-133f, -0x1.7df764p-10f, 0x1.0624dep-10f, -0x1.c8f246p+15f, -0x1p+00f, 0x1.0624dep-10f, -0x1.a5a41ep-13f, -0x1.15019cp-04f, -0x1.c8e6a4p+10f, 0x1.ee4828p+07f, 0x1.7068d8p-04f, -0x1.74f128p+12f, 0x1.c59974p+05f, 0x1.0802bap+07f, -INFINITY, -0x1.fffffep+127f, -0x1.25254p-17f, -0x1p+00f, 0x1p+00f, -0x1.437576p+02f, 0x1.a39616p+08f, 0x1.3eed6p-09f, 0x1.f570a2p-18f, 0x1p+00f, 0x1.9aa7f4p+02f};
static const double h_d0[32] = {0x1p-1074, 0x1.f27946351a24p-14, -0.0, -0x1p+00, 0x1p+00, (double)INFINITY, -0x1.79a37cdbf83ep+15, -0x1.5df238746177cp-17, 0x1.c0f0b1cdb5e0cp-42, 0x1.5e3abef5a1264p+20, -0x1.67472b569ef24p+18, 0x1.fffffffffffffp+1023, -0x1.f656a19c101fcp-29, 0x1p+00, -0.0, 0x1.4p+01, 0x0p+00, -0x1.345399646c6f8p+05, -0x1.8025b004935c4p+01, 0x1.4p+01, 0x1p+00, -0x1.67932d2b1421p-01, 0x1.f23bd6503debep+17, 0x1.5c220864fd75p+16, 0x1.4p+01, 0x1.da1fbe109041p+20, 0x1.5c38799b29f7cp+23, 0x1.1c37937e08p+53, 0x1.4p+01, -0x1.1469406cadb9p-14, -0x1.56e1fc2f8f359p-997, 0x1.3c2f62f0eeccp-34};
static const double h_d1[32] = {0x1.1c37937e08p+53, -0.0, 0x1.4770e44cd684p+06, -0x1.3ac0af7e15bd8p-37, -0x1.32d7805e10f9p-39, -0x1.8a21b695c319p+36, -0x1.d276456beb3ccp-30, 0x1.4fa8ed9769758p-34, 0x1.999999999999ap-04, 0x1.999999999999ap-04, 0x1p-01, 0x1.7e43c8800759cp+996, 0x1.ae3f0ff0d0e0ap+06, 0x1.7b94c87ab532p-12, -0x1.a51d2639f1338p-08, -0.0, -0x1.59c80c4041cb8p-13, 0x1.4p+01, -0x1.7922ca4e3e7ep+23, 0x1.3008ef253763ap-08, -0x1.0a3577555526ap+21, 0x1p-01, -0x1.56e1fc2f8f359p-997, (double)INFINITY, -0x1.cc1ba5fc29fbp-37, 0x1.bfe3008313e86p-37, -0x1.cp+01, 0x1.272452449c7d6p+01, -0x1.40628927f468p-27, 0x1.b3bbb5e22388cp+13, 0x0p+00, -0x1p+00};
static const int h_i0[32] = {-1, -2147483647, -131, 11, -671600, (-2147483647 - 1), -16216898, 2147483646, 2147483646, -1, (-2147483647 - 1), -10268484, 2147483646, 1503189054, -1, -75, 118294464, -2147483647, 1, 2147483647, 77849, 27, -2147483647, -4, -2147483647, 2147483647, 2147483646, 40277591, -2147483647, 17, 2, 63998};

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
