// Random float expressions (tests/randprog/gen, kind float, seed 2013).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((hypotf(f3, f1)) + (rintf(f3)))) != (f0))
#define E1 f3
#define E2 ((((fma(d0, d1, d0)) * (((d1) * (d0) + (d1))) + (((double)(long long)(i0))))) / (((double)(sinhf(0x1p+00f)))))
#define E3 (isnan(((f2) * (f3))) + 2 * isinf(((0x0p+00f) * (0x1p+00f))) + 4 * signbit(((0x1.99999ap-04f) * (f0))))
#define E4 hypotf(((f1) >= (f1) ? (f0) : (f0)), ((float)(0)))
#define E5 d0
#define E6 ((((f0) - (f1))) <= (expf(f1)))
#define E7 ((fabsf(f1)) >= (fminf(f1, f0)) ? (f0) : (0x1.ap+01f))
#define E8 fma(((((double)(f1))) + (fmin(d0, 0x0p+00))), ((double)(long long)(i0)), fma(fma(d0, d1, d0), ((d1) * (d1) + (d1)), ((double)(f3))))
#define E9 fma(((double)(long long)(i0)), ((double)(0)), ((double)(long long)(i0)))
#define E10 -7
#define E11 ((((f2) < (0x1.ap+01f) ? (f0) : (f0))) * (hypotf(f2, f2)))
#define E12 ((double)(long long)(i0))
#define E13 i0
#define E14 ((((f1) - (0x1p+01f))) == (((f0) * (f0) - (f2))))
#define E15 ceilf(erff(fmaf(f2, f0, 0x1.ap+01f)))
#define E16 (isnan(((float)(d0))) + 2 * isinf(__powf(0x1.5af1d8p+66f, f0)) + 4 * signbit(((f2) / (f0))))
#define E17 log1p(d1)
#define E18 ((fma(0x1p+00, d1, 0x0p+00)) - (cos(d0)))
#define E19 ((((f0) * (((f2) < (0x1.99999ap-04f) ? (f3) : (f1))))) + (fmodf(ceilf(f3), log2f(0x1.ap+01f))))
#define E20 ((((0x1.87e92154ef7acp-665) * (d1))) * (fmax(d1, 0x1.87e92154ef7acp-665)) + (copysign(d0, d0)))
#define E21 d1
#define E22 ((((float)(-0x1.cp+01))) * (__fmaf_rn(0x1.79ca1p-67f, f2, f0)) - (__fsub_rz(-0x1p+00f, f0)))
#define E23 fabsf(((float)(((d1) / (d1)))))

static const float h_f0[32] = {-0x1.8dbbb8p-06f, 0x1.bf6acap-07f, 0x1p+00f, 0x1.e0b1b4p-12f, 0x1.fffffep+31f, INFINITY, -0x1.a53e5cp-07f, -0x1.0bap-138f, 0x1.fffffep+30f, -0x1.90cecap+14f, 0x1.416272p+06f, 0x1.4p+01f, 0x1.99999ap-04f, -0x1.03d00ep-19f, 0x1.0624dep-10f, 0x1.3a8292p+19f, 0x1.60a7e4p+00f, -0x1.499e4ep-18f, -0x1.aab27cp+14f, -0x1.0bap-138f, 0x1.0624dep-10f, 0x1.f1ccb6p-18f, 0x1.5fb03p-17f, 0x1.d24eaap+06f, 0x1.1e474cp+05f, -0.0f, -0x1.4p+01f, 0x1.afd3eep-08f, 0x1.8p+00f, 0x1.26b102p+01f, -0x1.d5e1c6p-05f, -0x1p-01f};
static const float h_f1[32] = {0x1.99999ap-04f, 0x0p+00f, -0x1.c6b7p+00f, -0x1p-01f, -0x1.8273bp+03f, 0x1p+24f, -0x1.27a398p+26f, -0x1.27a398p+26f, 0x1.99999ap-04f, 0x1.fffffep+31f, 0x1.8p+00f, 0x0p+00f, -0x1.bf1a7ap+12f, -0x1.62a2dap+00f, -0x1.b6663cp+10f, -0x1.f6d688p-13f, 0x1.8p+00f, -0x1.4p+01f, -0x1p+31f, 0x1.a3e394p+18f, 0x1.fffffep+31f, -0x1.e00ff2p+15f, 0x1.8c7df8p-22f, -0x1p-01f, 0x1.6cabcp+17f, -0x1.1f7da4p+06f, 0x1.a1f8b8p-19f, -0x1.120f8p+13f, -0x1.866134p-02f, 0x1p-126f, 0x1.f1eb2cp+00f, 0x1.fffffep+30f};
static const float h_f2[32] = {0x1.f5126cp+10f, 0x1.82dfc2p-11f, 0x1.c6c6dp-05f, 0x1.fffffep+22f, -0x1.7e9b96p-03f, -0x1.7b94e8p-03f, -0x1.36cf9cp-12f, -0x1.589a58p-18f, 0x1.e2fae2p+14f, 0x0p+00f, 0x1.278dbep+12f, 0x1.97ff8ap+07f, 0x1.0624dep-10f, 0x1.07783ep+04f, 0x1.dcf22cp-21f, 0x1.2a05f2p+33f, 0x1.e11b16p-09f, 0x1.14fb9ep+11f, 0x1.caea7p-19f, -0x1.fffffep+127f, 0x1.99999ap-04f, -0x1.4p+01f, -INFINITY, 0x1p+24f, 0x1.2a05f2p+33f, -0x1p-01f, -0x1.fba56ep+05f, -0x1.c665aep+04f, 0x1.d8537ep+17f, -0x1.05a912p+10f, 0x1.4p+01f, -0x1.04b06cp-05f};
static const float h_f3[32] = {-0x1.3d03b2p-03f, 0x1.91c272p-12f, 0x1.cf72f4p-10f, 0x1.16c2p-133f, -0x1.fffffep+127f, -0x1.27a398p+26f, -0x1p+00f, 0x1p+00f, 0x1.8p+01f, 0x1.9d7f5p+02f, 0x1p+00f, -0x1.5af36ap+09f, -0x1.80f83p-08f, 0x1.99999ap-04f, 0x1.68125cp+11f, 0x1.f1aa9ap-08f, 0x1.59dc34p-18f, -0x1.d2fc98p+03f, 0x1.8p+00f, -0x1.cc2a02p-13f, -0x1.0bap-138f, -0x1.4p+01f, -0x1.a4064ap-18f, -0x1.a06748p-02f, -0x1.b1fcaap+01f, -0x1.d1f764p-10f, 0x1.fffffep+127f, -0x1.a011bap-09f, 0x1.46372p-13f, 0x1.9f6442p-18f, -0x1.dc9966p-02f, 0x1.f649a2p-08f};
static const double h_d0[32] = {0x1.fe839bf0a30e6p-25, -0x1.56e1fc2f8f359p-997, -0x1.c4a9a0ae51f8cp-39, 0x1p+53, 0x1.d6f34548p+26, -0.0, -0x1.929dbdb71a864p+21, 0x1.1c37937e08p+53, -0x1.015c3656ca2c2p-34, 0x1.fffffffffffffp+1023, -0x1p+00, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, 0x1p-1074, 0x1.999999999999ap-04, 0x1p+53, -0.0, -0x1.6df2f18ca7deap+22, -0x1p+00, 0x1.d749375a9cbap+29, 0x1.e0ec00ed3bf6p-29, -0x1.b2cb87215844cp+30, (double)INFINITY, 0x1p-1074, 0x1.b9157fb53c426p-09, -0x1.d92943a59b5cp-15, -0x1.cp+01, -0x1.9e48c68ada6a2p-08, 0x1.4p+01, 0x1.7e43c8800759cp+996, 0x1.f0b58118a5cacp-35, -0x1.089f8ae308c1cp+14};
static const double h_d1[32] = {0x1p+53, -0x1.02a049a5bf104p+00, (double)INFINITY, -0x1.7605103ffec28p-38, 0x1p+00, -0x1.9fa6129a03ccp-19, -0x1.6426de34be562p+14, 0x1.5d2b1136ef88p-19, 0x1.69a457047aa1cp+09, 0x1.1c37937e08p+53, 0x1p+53, (double)INFINITY, 0x1.c0172b3769e84p-21, 0x1.15ce5de785dap+35, 0x1.7e43c8800759cp+996, 0x1.4p+01, 0x1p-1074, -0x1.002f19bbdbf4p-31, 0x1.869a99319ec68p+11, 0x1.7e43c8800759cp+996, -0x1.30eda1ab3dde2p-37, 0x1p+53, 0x1.999999999999ap-04, 0x1.21688cc8068f8p-04, 0x1p-1074, 0x1p+00, 0x1p-01, -0x1.11d7daa97249cp+24, 0x1.cdd07f2b684b8p-32, 0x1.74c6f7ad39df4p+31, 0x1.bd92e9b52e9a8p-13, -0x1.4d3407b77d83cp+35};
static const int h_i0[32] = {-113, -1, -2, (-2147483647 - 1), 2147483647, -124779, -3607, -1873, 16063, 2, 1, 2147483647, 2, 9759923, -3212, 435781, -14, -20843070, (-2147483647 - 1), -2, -43094406, -2, 198, 1, 3758767, 113681, 1, -1, 2147483646, -176715915, 1870910, -1};

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
