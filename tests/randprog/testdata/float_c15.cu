// Random float expressions (tests/randprog/gen, kind float, seed 8015).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 copysignf(((((f1) < (f2) ? (f0) : (0x1.5af1d8p+66f))) * (fmaf(f1, 0x0p+00f, 0x1.5af1d8p+66f))), -0x1p+00f)
#define E1 ((remainderf(f1, f2)) * (((0x1p-01f) * (f2))))
#define E2 ((logf(((0x1.99999ap-04f) * (0x1.79ca1p-67f)))) * (f0))
#define E3 fmaf(((float)(f2i(f3))), fmaxf(((f3) < (f1) ? (0x1.79ca1p-67f) : (f3)), ((f3) * (f0) + (f1))), logf(powf(f1, f3)))
#define E4 0x1.ap+01f
#define E5 ((atan2(d1, 0x1p+00)) * (((double)(f0))))
#define E6 ((((float)(i0))) / (((f3) - (f2))))
#define E7 ((fdimf(-0x1p+00f, f1)) + (ceilf(f1)))
#define E8 ((((((f3) * (f2))) * (((f2) < (f3) ? (f3) : (0x1.99999ap-04f))) + (((-0x1p+00f) / (f2))))) != (erff(((float)(i0)))))
#define E9 ((fmaf(f1, f3, f0)) < (((f2) / (f1))))
#define E10 ((float)((isnan(((f1) * (f2))) + 2 * isinf(((float)(i0))) + 4 * signbit(expf(f2)))))
#define E11 d1
#define E12 ((floorf(f3)) * (fdimf(f0, f2)) - (f0))
#define E13 ((((f0) >= (f1) ? (f3) : (f2))) < (log2f(f3)) ? (f0) : (((float)(0x1p+01))))
#define E14 __uint2float_ru(i0)
#define E15 ((((double)(i0))) / (sqrt(d0)))
#define E16 fmaf(log2f(0x1p+00f), copysignf(fdimf(f2, f1), ((f3) * (f1))), ((((float)(0x1.87e92154ef7acp-665))) * (((f0) / (f1)))))
#define E17 d2i(((double)(long long)(-7)))
#define E18 d2i(d0)
#define E19 cbrt(fmin(d0, d1))
#define E20 ((fmodf(0x1p+01f, 0x1.5af1d8p+66f)) + (0x0p+00f))
#define E21 ((((float)(fma(0x0p+00, d1, d0)))) + (((((f3) / (f2))) + (ceilf(f3)))))
#define E22 f2i(__fmaf_ru(0x1.79ca1p-67f, f3, f2))
#define E23 f2i(((0x1p-01f) - (((f2) - (f2)))))

static const float h_f0[32] = {0x1.d7f2eap-09f, -0x1.fffffep+127f, 0x1.c73f4cp+19f, -0x1.7f65d2p-17f, 0x1.56f32cp+06f, 0x1p+24f, 0x1.f8e816p-09f, 0x1.fffffep+22f, -INFINITY, -0x1.4f54dap+08f, 0x1.fffffep+127f, -0x1.599a2ap-19f, -0x1.f411f8p+17f, 0x1.57f18cp+02f, 0x1.8p+00f, 0x1.e2e17cp+16f, -0x1.3fef3cp-05f, -0.0f, 0x1.580824p-04f, 0x1p-01f, -0x1.4p+01f, 0x1.4198dcp-09f, -0x1.eb8fb8p+00f, -0x1.1cb6acp+07f, -0x1.fa9d98p+14f, -0x1.77d3a2p+13f, 0x1.de9beep+00f, 0x1.99999ap-04f, 0x1.c690cap+02f, 0x1.cb218ap-13f, 0x1.7d6b5p-19f, 0x1.16c2p-133f};
static const float h_f1[32] = {0x1.952c4cp-21f, 0x1.8ea66cp-11f, 0x1.834b0ep+08f, 0x1.5a070ep-18f, 0x1.05db06p-25f, -INFINITY, INFINITY, 0x1.b350f8p+08f, 0x1.0624dep-10f, -0x1p-01f, 0x1.a2bc8cp-18f, -0x1.75b6fcp+00f, -0x1.0bap-138f, -0x1.88bb1p-17f, 0x1p-01f, 0x1.8p+00f, -0x1.4183c4p-04f, -0.0f, 0x1.ffaa48p+14f, -0x1.cec53cp+10f, 0x1.3a541cp-15f, -0x1.dd6ed8p+15f, 0x0p+00f, 0x1.055a24p+05f, -0x1.bc664cp-08f, 0x1p-126f, 0x1.84dde8p+17f, 0x1.542f96p-14f, -0x1.92282ap-09f, 0x1.8p+01f, 0x1.3107a4p-05f, 0x1p-126f};
static const float h_f2[32] = {-0x1.d3d0eap+11f, -0x1.18ff26p-11f, 0x1p+24f, 0x1.fffffep+30f, -0x1.4021f8p+07f, 0x1.fffffep+30f, 0x1.080f38p+04f, -0x1.e6e4ecp-22f, -0x1.de7d72p+09f, -0x1.7ce476p-17f, 0x1.fffffep+127f, 0x1.32802ep-07f, -0x1.5896eap-14f, -0x1.8203bcp-11f, -0x1p+00f, 0x1.7473f6p-15f, -0x1.334084p+01f, -0x1.809e3ep-07f, -0x1.a1d13p-13f, 0x1.c913ecp-18f, 0x1.a519ap+15f, 0x1.1341d8p+11f, -0x1p-01f, 0x1.8326f6p+05f, -0x1.d92446p-17f, -0x1.f4c1acp+13f, 0x1p-126f, 0x1p+00f, 0x1.6cd564p-01f, -0x1.8d126cp-25f, -0x1.4p+01f, 0x1.9eec98p-02f};
static const float h_f3[32] = {-0x1.0bap-138f, 0x0p+00f, 0x1.fffffep+22f, -0x1.208baap-09f, 0x1.225096p+10f, 0x1.b7754ap+12f, 0x1.c79dap+13f, -0.0f, 0x1p+00f, -0x1.1febe8p+10f, -0x1.c90f2cp+04f, 0x1.fffffep+127f, 0x1.16c2p-133f, 0x1.f6ddf4p+10f, -0x1p-01f, -0x1.f488e6p-21f, 0x1.fffffep+31f, -0x1.c68928p-06f, 0x1.980bf2p+11f, -0x1.960d72p+10f, -0x1.0599b8p+16f, -0x1.96569ep-18f, -0x1.228f46p-01f, 0x1.a673e8p-14f, -0x1.387b98p-21f, -0x1.847ce4p+13f, 0x1.fffffep+31f, 0x1p-01f, 0x1.f012f4p+04f, 0x1p+24f, 0x1.2a05f2p+33f, 0x1.22e02p+11f};
static const double h_d0[32] = {0x1p+53, 0x1p-01, 0x1p+00, 0x1.e995dbbd5ed8p+35, -0x1.baa58812ae758p-15, -0x1.da4626350edep+30, 0x1p-1074, 0x1.e04790f07ffc8p-07, 0x1p-1074, 0x1.b71cef79bcfe4p-11, 0x1.258aad77b1834p-09, -0x1.f6c6f380e877p+04, -0x1.344204590cc5cp-37, 0x1p-1074, 0x1.ea8f988cda5ep+37, 0x1.edc28a17e0eap+12, -0x1.0c92dd8193654p+11, 0x1.80373c7bfea6cp-31, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.5a696f4e1acp-27, -0x1.2d66de738718p+25, -0x1.2e1c0427b6aa4p+11, 0x1.910f56622bc8cp+23, -0x1p+00, -0x1.0beef9f821748p-07, 0x1.d6f34548p+26, 0x1.d6f34548p+26, 0x1.5ffa2100fcb34p-30, 0x1.1c37937e08p+53, 0x1.4p+01, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {0x1.a739356ba9f5ep-32, 0x1.7a4504056f138p-17, 0x1.3129467cc6c58p-32, 0x1.2c13006265eap-10, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, 0x1.11a244712b92p+22, 0x1.7e43c8800759cp+996, -0x1.527af720b3f86p-07, -0x1.d6dceb1a490fp+35, -0x1.73459b0457b28p+38, 0x1.6ad345f9b4218p-42, (double)INFINITY, 0x1.dcaeb9ce22b9p-08, 0x1.999999999999ap-04, 0x1.eff2879657f8p+36, 0x1.2bd2779dffdbp-08, 0x1.999999999999ap-04, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.994335e0948c8p-18, 0x1.cdfb0af8ccd32p-24, 0x1p-01, -0.0, (double)INFINITY, -0x1.d6c03e6269444p+04, 0x1.8f36eae6060acp+18, -0x1.a4dc1269a2708p-21, 0x0p+00, 0x1.1c37937e08p+53, 0x1.ef326a6ca2bf8p+30, -0x1.cae85e7302648p+33};
static const int h_i0[32] = {-1, 68, -26, 1, 257394093, 0, -11, 2147483646, 30827, 2, -2147483647, 2, 6, 1394268351, 2147483646, 2, 45595, -2, -16873339, -738254687, 2147483647, -2, -47401338, 2147483647, 3447, 0, 2, 2, -39, 1233363801, -862, -1};

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
