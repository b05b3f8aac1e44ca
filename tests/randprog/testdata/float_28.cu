// Random float expressions (tests/randprog/gen, kind float, seed 2028).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((f1) + (f0))) * (fmodf(f3, 0x1p+01f)))
#define E1 d2i(((double)(long long)(f2i(f3))))
#define E2 d1
#define E3 ((double)(long long)(i0))
#define E4 ((((((float)(i0))) - (roundf(0x1.ap+01f)))) + (cbrtf(((f2) * (f0) - (f1)))))
#define E5 ((sinhf(((float)(i0)))) / (((((f1) + (f2))) - (f2))))
#define E6 fmaf(truncf(f1), ((0x1.5af1d8p+66f) * (f1) + (0x1.5af1d8p+66f)), asinf(f1))
#define E7 ((((f0) * (f0) - (f1))) + (((float)(0))))
#define E8 d2i(((double)(f0)))
#define E9 fmaf(roundf(f2), ((((0x1.ap+01f) * (f1) + (f2))) * (((-0x1p+00f) >= (f3) ? (f2) : (f2)))), ((float)(((0x1.99999ap-04f) == (0x1.79ca1p-67f)))))
#define E10 ((f1) < (f1) ? (((float)((isnan(0x1.79ca1p-67f) + 2 * isinf(f0) + 4 * signbit(f0))))) : (((float)(((f1) != (f1))))))
#define E11 cos(0x1.87e92154ef7acp-665)
#define E12 f3
#define E13 fmaxf(((float)(((f0) > (f0)))), fdimf(fmaf(0x1p-01f, f0, f2), 0x1.ap+01f))
#define E14 copysignf(((float)(((double)(long long)(i0)))), f3)
#define E15 (isnan(__double2float_rz(d0)) + 2 * isinf(__fmaf_ru(f0, 0x1.99999ap-04f, f1)) + 4 * signbit(((float)(d1))))
#define E16 f0
#define E17 ((((float)(i0))) * (sinf(0x1p-01f)) + (log1pf(f0)))
#define E18 (isnan(((((0x1p+00f) < (f2) ? (f1) : (f1))) - (expm1f(f1)))) + 2 * isinf(((fmaf(f3, 0x0p+00f, f2)) >= (((f0) * (f1))) ? (fdimf(f3, f3)) : (fdimf(f0, f2)))) + 4 * signbit(powf(((f3) * (f0)), __double2float_ru(d1))))
#define E19 __float2int_rd(fminf(fmaxf(__ll2float_rz(__float2int_rd(fminf(fmaxf(0x1.79ca1p-67f, -2.1e9f), 2.1e9f))), -2.1e9f), 2.1e9f))
#define E20 0x0p+00f
#define E21 ((((((d1) + (d0))) - (d0))) + (((fma(d1, d1, d0)) - (((double)(i0))))))
#define E22 sinhf(__fadd_rz(0x1.5af1d8p+66f, f1))
#define E23 ((rintf(f2)) + (atanf(f3)))

static const float h_f0[32] = {0x1.14523p+18f, 0x1.e7c8ap+15f, 0x1.16c2p-133f, -0x1p+00f, -0x1.28129cp-17f, 0x1.16c2p-133f, 0x1.0264cep-10f, 0x1.16c2p-133f, -0x1.09cd26p-11f, -0x1p-01f, 0x1.67efbcp+03f, -0x1.31ee42p+04f, 0x1.fffffep+22f, 0x1.fffffep+22f, 0x1.fffffep+127f, 0x1p+00f, 0x1.33f3cep+00f, -0x1p-01f, 0x1.324e2ep-20f, -0x1p+31f, -0x1.d0837p+12f, -0x1.71e7aap+02f, 0x1.fffffep+30f, -0x1.8b7428p+06f, 0x1.4d3d62p+09f, -0x1.843c58p-28f, -0x1.e8258ap-07f, 0x1.54777ep+07f, 0x1.dd5c92p+14f, -0x1.5b483p-17f, -0x1.eed1a4p-20f, 0x1.16c2p-133f};
static const float h_f1[32] = {0x1.3a443cp+08f, 0x1.fffffep+127f, -0x1.0d7664p+05f, -0x1p+31f, 0x1p+24f, 0x1.96d6e6p+18f, 0x1.b4b294p-21f, 0x1.70ab42p-01f, 0x1.8p+01f, 0x1.c26ebap+10f, -0x1.f89e16p+09f, 0x1.8p+01f, 0x1.7f8c2ap-04f, -0x1.589764p-09f, 0x1.fffffep+22f, 0x1.16c2p-133f, 0x0p+00f, 0x1.99999ap-04f, -0x1.cb1332p-11f, 0x1.90871ep+15f, 0x1p+24f, 0x1.9a076p+11f, 0x1.4p+01f, -0x1.2c849cp+08f, 0x1.accfbep-04f, -0x1.1174cap-19f, 0x1p-01f, -0x1.bac5d4p-08f, 0x1.727eb8p+11f, 0x1p+24f, -0x1.c564f8p+11f, 0x1.1befd4p-15f};
static const float h_f2[32] = {0x1.bed278p+00f, -0x1.0e12bp-11f, 0x1.94c1bap-14f, -0x1.98f4f6p-04f, -0x1.0bap-138f, INFINITY, 0x1.ed1054p+04f, 0x1.4p+01f, 0x1p-01f, 0x1.7e26dcp-05f, -0x1.3cb1p+11f, 0x1.8p+00f, -0x1.1079c6p+15f, 0x1.4p+01f, 0x1.07f216p-09f, 0x1.fffffep+31f, 0x1.8e9f98p+06f, -0x1p-01f, 0x1p+00f, 0x1.534f3ap+11f, 0x1.61410cp-15f, -0x1.27a398p+26f, 0x1.fffffep+30f, 0x1.4644c8p-04f, -0x1.96ed9ep-17f, -0x1.e4fb9cp-13f, -0x1.ece00ep-18f, 0x1.fd8e2ep-01f, -0x1.950de2p+16f, -0x1p+31f, -0x1.aa4e98p+14f, -0x1.27a398p+26f};
static const float h_f3[32] = {-0x1p+00f, -0x1.afc04ap-19f, -0x1.2d02c8p+11f, 0x1p-01f, 0x1.4p+01f, -INFINITY, -0x1.3ff1bep+17f, 0x1p-126f, 0x1.8a36ccp+10f, -0x1.48922p-06f, 0x1.b42278p-17f, -0x1.df47a8p-02f, -0x1.f7adb8p+03f, 0x1p+24f, -0x1.c989p-09f, -0x1.71968ep-06f, -0x1.262a4cp-04f, -0x1.861006p-18f, 0x1.a1d52cp+06f, 0x1.8p+00f, -INFINITY, 0x1.16c2p-133f, -0x1.c87d46p+10f, 0x1.4p+01f, -0x1.9a37a8p+10f, -0x1.e88356p-11f, 0x1.0624dep-10f, 0x1.ba4376p-11f, -0x1.544faap-18f, 0x1.41e99p-19f, 0x1.0624dep-10f, -0.0f};
static const double h_d0[32] = {-0x1.9d18db269c79cp-07, -0x1.57148168186e8p+22, -0x1.56e1fc2f8f359p-997, 0x1.4157ac0e293eep-03, -0.0, 0x1.1c37937e08p+53, 0x1p+53, 0x1.068e75c90ebc6p-15, 0x1.295807f5a1544p-26, -0x1.34a8944dcda2p+15, -0x1.cp+01, 0x1.a412fa7942458p-02, -0x1.4497cc95c6d24p+38, 0x1p+00, -0.0, 0x1.8180fdea9253cp+16, -0x1.ef62240a657dap-35, 0x0p+00, -0x1.ce166d05ac6cp+14, -0x1.744fcd1f6987cp-22, 0x1.318007e5258e8p-08, 0x1p-1074, 0x1p-01, 0x1p-01, -0x1.6420be697cf64p+15, -0x1.df7cbbe26fa2ap-26, -0x1.977a4878664f4p+36, 0x1p+53, 0x1.1c37937e08p+53, (double)INFINITY, -0x1.56e1fc2f8f359p-997, 0x1.999999999999ap-04};
static const double h_d1[32] = {-0x1.fec55fc122d1p-16, 0x1.a7074e7b4892p-02, -0x1.c4155fca1e598p+25, -0x1p+00, -0x1.9615a5ef5f368p+17, 0x1.4e1e533bdc2c4p-17, 0x1p-1074, 0x1.e87f2d4c37bcp-19, -0x1.761ba9085c144p+35, -0x1.9f0ca5a1abfd8p-05, -0x1.1e0ab0af8fdfp+31, -0x1.c9436948697e2p-34, -0x1.fa04d1f22fa08p+33, 0x1.d7b36cb050d4p+32, 0x1p+53, -0x1.d0152df713844p-12, -0x1.6ba1695573ep-07, 0x1p-1074, 0x1.d6230ac4923a8p+17, -0x1.921afb6c122cp+07, -0x1.94fb0523735ecp+02, -0x1.809ffcb081f4ap+29, 0x1.5acb6888c85ep+24, 0x1.78d7994361538p+30, 0x1.6c487194031e8p-24, -0x1.b319441fcfd48p+33, -0x1.24cb16f73485cp-28, -0.0, -0.0, 0x1p+53, -0x1.043ed6dff07fcp+32, -0x1.b4e1fdb48733p+29};
static const int h_i0[32] = {-27425319, -1, -2, -5, 49560, -2, (-2147483647 - 1), -993823934, 360876316, 2147483646, 3256548, 2147483646, -1, 2, -1, -292765, -2147483647, 35, 0, 2147483646, -2147483647, -2147483647, 0, 1, 5, 2147483647, 7017, 5, -162799, 2147483646, -2, 142};

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
