// Random float expressions (tests/randprog/gen, kind float, seed 2002).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(((f2) <= (0x1p-01f))))
#define E1 tanh(((double)(long long)(i0)))
#define E2 ((((f2) + (f0))) * (((float)(i0))) - (((f0) / (f2))))
#define E3 ((float)(f2i(f1)))
#define E4 ((((double)(long long)(-7))) * (((((double)(long long)(255))) * (((d1) * (0x1.87e92154ef7acp-665) + (d0))) + (d0))))
#define E5 powf(((float)(-7)), ((((f0) - (0x0p+00f))) * (((f1) - (f1)))))
#define E6 roundf(((0x1.79ca1p-67f) >= (f0) ? (f0) : (f2)))
#define E7 log1p(0x0p+00)
#define E8 ((fmaf(fmaf(f3, f3, 0x1.5af1d8p+66f), ((float)(-7)), tanhf(f1))) >= (f0) ? (fmaxf(erff(f3), ((float)(i0)))) : (((float)(i0))))
#define E9 ((double)(long long)(i0))
#define E10 0x1.ap+01f
#define E11 fmodf(((float)(0)), ((float)(i0)))
#define E12 ((((float)(d2i(0x1p+01)))) / (sqrtf(log10f(f0))))
#define E13 ((sqrtf(0x1.99999ap-04f)) <= (fmaf(f1, f2, f3)))
#define E14 ((__int2float_rz(i0)) - (f2))
#define E15 ((remainderf(f1, ((f0) + (f1)))) * (rintf(__tanf(f2))) + (hypotf(((f3) < (f3) ? (f1) : (f1)), f2)))
#define E16 0x1p-01f
#define E17 ((fdimf(f1, f1)) * (atan2f(0x1.79ca1p-67f, f2)))
#define E18 (isnan(((logf(f3)) < (acoshf(f2)) ? (erff(f3)) : (fmaf(f0, f0, f3)))) + 2 * isinf(f2) + 4 * signbit(asinf(((float)(d1)))))
#define E19 ((__double2float_ru(copysign(d1, d0))) * (sqrtf(fmaxf(0x1.5af1d8p+66f, f3))) - (((((f3) * (f0))) + (copysignf(f1, f0)))))
#define E20 d2i(((double)(i0)))
#define E21 d2i(((d1) - (rint(d0))))
#define E22 f3
#define E23 ((f0) - (f2))

static const float h_f0[32] = {0x1.fffffep+22f, -0.0f, -0x1.0bap-138f, -0x1.1be942p-02f, INFINITY, 0x1.4p+01f, INFINITY, -0x1.f7762ap-17f, -0x1.0137dcp-07f, -0x1.4p+01f, -0x1.e2ececp-05f, 0x1.e2cba4p-24f, 0x0p+00f, -0x1p+00f, 0x1p+24f, 0x1p+24f, 0x1.79cfc6p+00f, -0x1.42b488p-17f, -0x1.9f5804p+17f, -0x1.dfc8bp-12f, 0x1.cdab9ep+03f, 0x1.d75a7ap-20f, -0x1.3240d4p+14f, 0x1p+00f, INFINITY, -0x1.936386p-07f, 0x1p+24f, 0x1.c798c8p-09f, -0x1.6dfaaap-11f, 0x1.0624dep-10f, 0x1.99999ap-04f, 0x1.99999ap-04f};
static const float h_f1[32] = {0x1p+24f, 0x1.d03956p+12f, -0x1.1ac746p-20f, 0x1.06f19ep-19f, 0x1.f68944p+03f, -0x1p+31f, -INFINITY, 0x1.16c2p-133f, 0x1.499a16p-09f, -INFINITY, 0x1.0a531ap+01f, -0x1.2e1db8p-08f, 0x1.b31348p+07f, -0x1.fc105p-19f, -0x1.ec4ceep+15f, 0x1.06c3cap-17f, 0x1.ce07fap+16f, -0x1.d3a7e2p+13f, 0x1.fffffep+22f, 0x1.0624dep-10f, 0x1.077608p-24f, -0x1.8b5f66p-16f, 0x1.fffffep+127f, 0x1.fffffep+30f, -0x1p+00f, 0x1.1ee734p-07f, -0.0f, 0x1.9e0bd2p+00f, -0x1.537198p-22f, 0x1.c7a224p-20f, -0x1.0e2602p-14f, 0x1.fa64b6p-11f};
static const float h_f2[32] = {0x1.34fe98p+16f, -0x1p+31f, 0x1.4p+01f, 0x1p+24f, -0x1p+00f, 0x1.2abe8ep+13f, -0x1p+31f, 0x1.03b5bap-21f, 0x1.e38916p-21f, -INFINITY, 0x1p-01f, 0x1.188e2p+00f, 0x1.474a94p-12f, INFINITY, -0x1.d7f5c6p-09f, 0x1.99999ap-04f, -0x1p+00f, 0x1.1bacdap+12f, -0x1.27ba72p-05f, 0x1.5a072ap-03f, 0x1p+00f, -0x1p+00f, 0x1.c55098p+12f, 0x1.f0e418p-18f, INFINITY, INFINITY, -0x1.94eb78p-12f, 0x1.0f4c08p-01f, 0x1.fffffep+22f, 0x1.8418e8p-01f, 0x1.78885ap+02f, 0x1.b06ceap+10f};
static const float h_f3[32] = {0x1.05f8d8p-05f, -0x1.00239cp-10f, 0x1.16c2p-133f, -0x1.d658f2p+04f, 0x1.308684p-01f, 0x1p+00f, 0x1.0491e6p-18f, 0x1.ef665cp-15f, -0x1.90276ep-06f, -0x1.7e67f8p-16f, 0x1.645808p+14f, 0x1.d1092ap+06f, 0x1.dddf7cp+03f, 0x1.fffffep+127f, -0x1.41f472p-21f, 0x1.b85ap+05f, 0x1.fffffep+31f, 0x1.93506ap-22f, INFINITY, -0x1p-01f, -0x1.75422cp-21f, 0x1p-126f, -0x1.f64d36p-15f, -0x1.0bap-138f, -0x1.0bap-138f, -0x1.30286cp+06f, -0x1.0372aap-11f, -0.0f, 0x1.84eceap+02f, 0x1.0624dep-10f, 0x1.a46244p-03f, 0x0p+00f};
static const double h_d0[32] = {-0x1.a40febb7de22p+27, 0x0p+00, 0x0p+00, 0x1.d413b50f6bdap-08, 0x1.4p+01, 0x1.4p+01, -0x1.393f5f54160aep-03, -0x1.aa957c8a4204p+15, -0x1.93a9874bf1a4p-39, 0x1.b8ec123e54538p-42, 0x1.13a6af3e1d7cep+25, -0x1.6ae0f02a95b82p-12, -0.0, 0x0p+00, 0x1.d08545450505cp-22, 0x1.fb14dafa741aep+17, 0x1p+53, -0x1.56e1fc2f8f359p-997, 0x1.999999999999ap-04, -0x1.2451929876678p+24, 0x1.268b06fc6268cp-34, (double)INFINITY, 0x1.8c5447e952e8p-39, 0x1.fffffffffffffp+1023, (double)INFINITY, -0x1.32225364b204ap-22, -0x1.25014d85c6c8p-01, -0x1.cp+01, 0x1.1cd892159383p+14, -0x1.641676b344c44p+03, (double)INFINITY, -0x1.552f2ac7b8984p-16};
static const double h_d1[32] = {0x1.82535fe3a3d2p+22, 0x1.c4a54eb3833f4p+28, -0x1p+00, 0x1.614c6d347bef6p-08, -0x1.23cb69d3399ep-32, 0x1.999999999999ap-04, 0x1.684b3133709fcp-32, 0x1.236fc09f5cfb8p-34, 0x1.e0fbd2b3e91bcp-40, 0x1p-1074, 0x1p-01, 0x1p-1074, 0x1.d6f34548p+26, 0x1p+00, 0x1.87fc86adf69bcp-41, -0x1.e7e331e2115c8p+02, -0.0, 0x1.94fcc4e9532d8p-30, -0x1.a12179b99bfbp+13, 0x1.92201500e5bcp+04, 0x1p-01, -0x1.8bcbfe0cc32fp+37, 0x1.afde419e3cd4p-14, 0x1.f326a6cec47f8p+22, -0x1.3c7b7827f9e8p-20, -0.0, 0x1p-01, 0x1.999999999999ap-04, -0x1.44274d54215fp-14, -0x1.4a207838ecc4ap+31, -0x1.da1fb9f988f88p+23, -0x1.cp+01};
static const int h_i0[32] = {-12, -1, 26506, 2147483647, 3, -5, 3, 1, 0, -28193, 2147483647, -1940953, 2147483647, -6, -1622, -1, -2147483647, -496740, 1, -2, 2, -36025, 2, 844, 2965, 2147483646, -2147483647, -2147483647, -2, (-2147483647 - 1), -13481614, 940705};

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
