// Random float expressions (tests/randprog/gen, kind float, seed 2034).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fdimf(atanf(f3), fmaf(copysignf(f0, f2), floorf(f1), ((f0) + (f3))))
#define E1 ((((((float)(i0))) * (fmaxf(f3, f3)) - (((-0x1p+00f) - (f2))))) - (fmaf(((float)(i0)), cosf(f1), ((-0x1p+00f) * (f1) - (-0x1p+00f)))))
#define E2 ((float)(i0))
#define E3 ((((f2) * (((f0) * (0x1.99999ap-04f))) - (((float)(i0))))) + (((fmaxf(f3, f0)) * (((float)(i0))))))
#define E4 ((floorf(((f1) / (f3)))) * (remainderf(((f1) / (-0x1p+00f)), ((float)(d1)))) - (logf(copysignf(0x1.ap+01f, f1))))
#define E5 d1
#define E6 ((double)(long long)(((0x1.5af1d8p+66f) < (f2))))
#define E7 ((fabsf(-0x1p+00f)) < (f2) ? (((((float)(d0))) * (copysignf(0x1.99999ap-04f, f3)))) : (((fmaf(f1, -0x1p+00f, f1)) + (asinf(f2)))))
#define E8 sinf(powf(0x1.ap+01f, f0))
#define E9 ((sinhf(((f2) + (f2)))) * (((float)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(f3))))))
#define E10 0x1.99999ap-04f
#define E11 i0
#define E12 ((((float)(i0))) + (((float)(f2i(f1)))))
#define E13 (isnan(((0x1p-01f) * (f3))) + 2 * isinf(((float)(i0))) + 4 * signbit(f1))
#define E14 ((float)(f2i(fmaf(f3, f3, f1))))
#define E15 fdimf(__double2float_rd(fmod(d0, d1)), copysignf(((f0) < (0x1p-01f) ? (0x1p+00f) : (f1)), ((f2) + (0x0p+00f))))
#define E16 f0
#define E17 f0
#define E18 ((f1) - (((f3) + (f3))))
#define E19 fma(fma(d1, fma(d1, d0, d0), ((d1) * (d1) + (d1))), ((fma(d0, d0, d1)) + (((d1) * (d1) + (d0)))), pow(((d1) * (d1)), fmax(d1, d0)))
#define E20 __exp10f(f1)
#define E21 cbrtf(((f2) - (0x1p-01f)))
#define E22 f2i(f1)
#define E23 d0

static const float h_f0[32] = {-0x1.8d4df4p+04f, 0x1p+24f, 0x1.176442p+00f, -0x1.6a1c7cp+14f, 0x1p+24f, 0x1.fffffep+30f, 0x1.6f3f2p+14f, 0x1.e7bd06p-04f, -INFINITY, 0x1.0624dep-10f, 0x1.9c8e02p-04f, -0x1.411612p+17f, 0x1.ecb7eep+01f, 0x1.dcf704p+14f, 0x1.1448eep+14f, 0x1.881efcp+02f, -0x1.d61634p-13f, -0x1.cf39ccp-23f, 0x1.be96bep+19f, -0x1.11350ap-21f, 0x1.5d6aeap+11f, -0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.ae8afep-01f, -0x1p+31f, 0x1p-126f, 0x1.ecb82cp+03f, 0x1.fffffep+127f, -0x1p+31f, -0x1p+31f, 0x1.b77296p-21f, 0x1.fffffep+22f};
static const float h_f1[32] = {-0x1.26e6e2p+19f, 0x1p+24f, -0x1.e758p+12f, 0x1p+00f, 0x1.2440dep+06f, 0x1.6e1f12p-11f, -0x1.6b2fe8p-19f, -0x1.ff8c76p-07f, -0x1.c51a4ep-16f, INFINITY, 0x1.8p+00f, -0x1.b4216ap-06f, -0x1p-01f, 0x1p-01f, 0x1.315fcep+08f, -0x1.9df564p-05f, 0x1.fffffep+127f, 0x1.7ccb72p+19f, -0x1.086154p-17f, 0x1.4p+01f, -0x1.b13672p+03f, 0x1.e0cb4p+03f, 0x1.9e0ap-14f, -0x1.dc4604p+03f, 0x1.f55758p-16f, -0x1.3f951ap-13f, -0x1.dacbeap-07f, -0x1.442408p+08f, 0x1.e93336p-12f, -0x1p+31f, -0x1.0a4e46p+07f, 0x1.0776d8p-02f};
static const float h_f2[32] = {-0x1.e8f962p-05f, -0x1.f2625p+01f, -0x1.946048p-23f, -0x1.b95638p-21f, 0x1.9d61a2p-08f, 0x1.c1b752p+10f, 0x1.39e58ep+17f, 0x1.8p+00f, 0x1p+00f, -INFINITY, -0x1.b483b2p-05f, -0x1.36460ep-15f, -0x1.5ad51cp+17f, 0x1.6bd5dep+01f, 0x1.8p+00f, INFINITY, 0x1.fffffep+30f, INFINITY, -0x1.0bap-138f, -0x1.8a567cp-11f, 0x1.41a982p-19f, 0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.0719aep-14f, -0x1.0bap-138f, 0x1.8p+00f, 0x1.fa472cp+02f, 0x1.b929dcp+18f, -0.0f, -0x1.08dd4ep+08f, -0x1.30b0dep-12f, -0x1.4p+01f};
static const float h_f3[32] = {0x0p+00f, -0x1.9faa32p-05f, -0x1.196b8ap+13f, -0x1.7b3f7cp-07f, -0x1.cdb412p-21f, -0x1.28150ap-14f, 0x1.fed498p+07f, -0x1.1a0b66p+06f, 0x1.d611b4p+14f, 0x1.bdca78p+12f, 0x1.4ebb04p-11f, -0x1.fcea7cp+11f, -0x1.77c24cp-19f, 0x1.5a7432p-13f, -0x1.27a398p+26f, 0x1.fd931cp+16f, -0x1.ca9158p-11f, 0x1.2a05f2p+33f, -0x1.4p+01f, -0x1.54cb1ap-11f, 0x1.2a05f2p+33f, 0x1p+00f, 0x1p+24f, 0x1.8c36fp-20f, 0x1.2a05f2p+33f, 0x1.5e90eap+16f, -0.0f, -0x1.d41bacp+01f, 0x1p+24f, 0x1.9e54d8p-03f, -0x1.27a398p+26f, -0x1.c8128ep-18f};
static const double h_d0[32] = {0x1p-01, 0x1.72b866fc699bap-23, 0x1p-01, 0x1.c7da2aad2aac6p-31, 0x1.60cf5cbfc5acp+07, 0x1.bf917233ca2p+05, 0x1.24a19ad376a6p+07, -0x1.314405c1b061p+28, 0x1p-01, 0x1p+53, 0x1.2427e8ba54ef4p-11, 0x1.0240ab5e2b07p-41, 0x1.d2047374360f6p-14, 0x1.999999999999ap-04, -0x1.257c0c4a9aed4p+37, -0x1.e7ab08963d04p-04, 0x1.6b007b38fc134p+39, 0x1.fa9f4d549bc9cp+22, 0x1.86f259a8a929cp-07, 0x1p-01, -0.0, 0x1.4p+01, -0x1p+00, -0x1p+00, -0x1.9755531b9e8ap+06, -0x1.755881294066p-11, 0x1.fee37fce38cp-19, 0x1.77172f3dcdcaap+09, -0x1.d041dff8b4218p-33, -0x1.38fbf61b8fc14p-29, -0x1.7fe7f0617ae1ap+26, 0x1.4p+01};
static const double h_d1[32] = {-0x1.0a8919a445bf2p-10, 0x1.1c37937e08p+53, 0x1p+00, -0x1.d0f4cdc5bf2e2p-03, 0x0p+00, 0x1.049eab6727392p+08, 0x1.3eeef914adb08p-21, (double)INFINITY, 0x1.d6f34548p+26, -0x1.799d8d0ab122p-18, -0x1.e702112bcbe6p-36, 0x0p+00, 0x1.d6f34548p+26, 0x1p-01, 0x1.9bce78552d1bcp+25, 0x1.d7393c2b0fafp-38, -0.0, 0x1p+00, 0x1.497c3526d8fd2p+20, 0x1.206e5eee76c44p+11, 0x1.5638863851p-05, 0x1.1c37937e08p+53, (double)INFINITY, 0x1.9bb4508efeb12p-29, -0x1.3247737ac894cp-02, 0x1.999999999999ap-04, 0x1.19a66b0c0664p-40, 0x1p-1074, -0x1.85a43f93d2654p-06, 0x1.fffffffffffffp+1023, 0x1.a457a828d13eap-24, -0x1.cp+01};
static const int h_i0[32] = {2147483647, 0, 2147483647, 1, 0, 2147483646, 2147483647, -127100205, -153, 2147483646, 1, 1, 0, -26, 2, 118338101, 1249232036, 2147483647, 1171017, 2147483646, 0, 2, 2, 1, -2147483647, 0, -1, -1, -106806381, -20623, (-2147483647 - 1), -3006986};

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
