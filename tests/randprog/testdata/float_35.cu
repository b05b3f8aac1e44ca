// Random float expressions (tests/randprog/gen, kind float, seed 2035).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 tanh(fma(0x1.999999999999ap-04, d0, d1))
#define E1 i0
#define E2 ((float)(((0x1p-01f) > (f3))))
#define E3 (isnan(((((f2) - (f2))) / (((f2) / (f3))))) + 2 * isinf(((float)(f2i(f0)))) + 4 * signbit(((((-0x1p+00f) * (f2))) * (((float)(0))))))
#define E4 ((((f2) / (f0))) * (((f2) >= (f0) ? (0x1.5af1d8p+66f) : (-0x1p+00f))) + (sqrtf(f2)))
#define E5 (isnan(fmaf(asinf(0x0p+00f), ((f3) * (f2)), f2)) + 2 * isinf(asinf(((f2) >= (f2) ? (0x1.99999ap-04f) : (0x1.79ca1p-67f)))) + 4 * signbit(fdimf(((0x0p+00f) * (f1)), rintf(-0x1p+00f))))
#define E6 ((float)(0))
#define E7 d1
#define E8 ((float)(i0))
#define E9 ((float)((1 << 24) + 1))
#define E10 copysign(((d1) - (fma(d0, 0x0p+00, 0x0p+00))), ((fmax(d0, d0)) - (((double)(long long)(1 << 24)))))
#define E11 ((atan(((double)(long long)(i0)))) * (((double)(long long)(i0))) + (((double)((isnan(f2) + 2 * isinf(f1) + 4 * signbit(-0x1p+00f))))))
#define E12 rintf(((((-0x1p+00f) * (f0))) >= (copysignf(f1, f1)) ? (atanf(f1)) : (fmaf(f3, f3, f0))))
#define E13 ((((f3) - (expf(0x1.ap+01f)))) * (((float)((isnan(f3) + 2 * isinf(f2) + 4 * signbit(f2))))))
#define E14 d2i(fma(((double)(f2)), ((double)(i0)), d1))
#define E15 (isnan(f3) + 2 * isinf(((f1) * (atan2f(f0, f0)) - (((0x1p-01f) * (f1))))) + 4 * signbit(__fmul_ru(((f1) - (f3)), ((f2) >= (f1) ? (f3) : (0x1p+00f)))))
#define E16 ((double)((isnan(__fdiv_rn(f0, f3)) + 2 * isinf(((float)(d1))) + 4 * signbit(((float)(d1))))))
#define E17 ((hypotf(f1, f3)) - (((float)(i0))))
#define E18 ((f3) * (hypotf(f1, f0)))
#define E19 ((((f3) >= (f3) ? (f2) : (f1))) * (((0x0p+00f) < (0x1p+01f) ? (f2) : (f0))))
#define E20 __float2int_ru(fminf(fmaxf(fmaf(sinhf(f3), ((f3) - (f1)), ((f1) - (0x1.99999ap-04f))), -2.1e9f), 2.1e9f))
#define E21 f2i(((0x1.ap+01f) * (f3)))
#define E22 ((((-0x1p+00f) * (f2) - (f2))) - (sinhf(f2)))
#define E23 hypot(((double)(long long)(i0)), ((double)(long long)(i0)))

static const float h_f0[32] = {0x1.a9db88p-07f, -0x1p-01f, -0x1.f3f594p-04f, 0x1.fffffep+31f, 0x1.fffffep+31f, -0x1.0c8b4cp-20f, -INFINITY, 0x1.fffffep+30f, -0x1.daff76p-05f, -0x1.e4310ep+00f, 0x1.fff28ep+01f, 0x1.54184ep-03f, 0x1.b9225p+15f, -0x1.0b7698p+07f, 0x1p+24f, -0x1p+31f, -0x1.cd334cp-09f, 0x1.77bb9ap-19f, 0x1.ce53cp-15f, 0x1.fffffep+31f, -0x1.9fb034p-14f, 0x1.1ef44cp+11f, 0x1.cec2acp+00f, 0x1.16c2p-133f, -0x1.4p+01f, -0x1.0b51bcp-15f, 0x1p-01f, 0x1.916f6cp-15f, 0x1.fffffep+22f, 0x1.fffffep+30f, -0x1.2996bcp-15f, 0x1p-01f};
static const float h_f1[32] = {0x1.7cc8c4p+05f, -0x1.27a398p+26f, 0x1.8p+00f, 0x1p-01f, INFINITY, 0x1p-126f, -0x1.4p+01f, 0x0p+00f, -0x1p+31f, 0x1.354e9cp+18f, 0x1.8p+01f, 0x1.49f8f8p+11f, -0x1.0bap-138f, 0x1.ca7182p+15f, INFINITY, 0x1.ffecbap-16f, 0x1.75453ap+05f, -0x1.c1cfdep+12f, 0x1.16c2p-133f, 0x1p-01f, 0x1.d2445ep-02f, 0x1.0624dep-10f, 0x1.730f34p-18f, 0x1p+24f, -0x1.0a9d88p+01f, 0x1.4220aep+15f, 0x1.b488c2p+04f, -0x1.fffffep+127f, 0x1.fffffep+30f, 0x1.a0d5bcp+16f, -0x1.ef1b08p+05f, -0x1.30dccep-06f};
static const float h_f2[32] = {-INFINITY, 0x1.eb5a76p-06f, -0x1.4p+01f, 0x1p-01f, 0x1.0624dep-10f, 0x1.45109ap+05f, -0x1p+31f, -0x1p+00f, -0x1.cd3208p-04f, -0x1.5a23a8p-03f, -0x1.02c38ap+14f, -0x1.26b05p+10f, 0x1.fffffep+127f, 0x1.e053e2p+14f, 0x0p+00f, 0x1.fffffep+31f, -0x1.fffffep+127f, 0x1p+24f, 0x1.f2fccap-08f, -0x1.75bbcap+14f, 0x1.701c9p-19f, 0x1.e44648p-12f, 0x1.8p+00f, 0x1.fffffep+30f, -0x1.ec2768p+10f, 0x1.7d8a2p+08f, 0x1.ece854p-16f, 0x1.99999ap-04f, 0x1.612138p+04f, 0x1p+00f, 0x1.fffffep+31f, 0x1p-01f};
static const float h_f3[32] = {-0x1.77dddap-15f, -INFINITY, 0x1.148642p+18f, 0x1.fffffep+30f, INFINITY, 0x1.7ab754p-21f, -0x1.51528cp+03f, 0x1p+24f, -0x1.51d3c4p+01f, -0x1.58ed4ep+04f, 0x1.31e0c2p+03f, -0x1.49a40cp+05f, -0.0f, -0x1.7113ap-16f, -0x1p+00f, -0x1.0bap-138f, 0x1.fffffep+22f, 0x1p+24f, 0x1.8947b6p-16f, -0x1.0bce0ep-07f, -0x1.bdb62ap+04f, 0x1.2a7edep+07f, -INFINITY, 0x1.391914p-16f, 0x1.f755e2p+14f, 0x1.87cf4ep+11f, -0x1.0bap-138f, 0x1.2492fep-02f, 0x1.93e862p-18f, 0x1.fffffep+30f, 0x1p+24f, 0x1.8p+01f};
static const double h_d0[32] = {0x1.999999999999ap-04, 0x1.92f4098fbb998p+30, 0x0p+00, -0x1.3a9ea41e83404p+30, 0x1.b6b294c638e32p-01, -0x1.8542831bcdf3cp-22, 0x1.4f7296a32ebc8p-09, -0x1p+00, -0.0, -0x1.905859cb68534p-06, -0x1.e3c8317214b12p+16, 0x1p+53, 0x1.31bbe5a430dbcp-17, (double)INFINITY, 0x1.1f3ac1264b1bcp+19, 0x1.fffffffffffffp+1023, 0x1.4ced135eba464p+05, 0x1.7e43c8800759cp+996, -0x1.2293e694ef9f4p+10, 0x1.ff0d598031c2p-30, -0x1p+00, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, -0x1.c0a0155548644p-12, 0x1.31934b4f79794p-12, 0x1.5beae601bbf44p-26, 0x1.ff64add8f80dcp+24, -0x1.fc009e2fd703ep+32, -0x1.6158a5cccb1p-22, 0x1p+53};
static const double h_d1[32] = {-0x1.9edc0848a9c4p+27, 0x1.7dd5552134deap+08, 0x1.999999999999ap-04, (double)INFINITY, -0x1.f19beb5e44f14p-29, 0x1.7e43c8800759cp+996, (double)INFINITY, -0x1.ad74f024407acp+00, -0x1.39d1b15ae38ap+06, -0x1.cp+01, -0x1p+00, -0x1p+00, -0x1.c467d8ebf2f48p+18, 0x1.f4560f096e69p-29, -0x1.dd3705853c6f8p+13, -0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1.961855f721a7p-24, -0x1.0664dc8010cp+29, 0x0p+00, -0x1.6dcef41a15344p-07, -0x1.2e769f1d684cp+14, -0x1.1d6e2144b8c3ep-35, (double)INFINITY, 0x1.999999999999ap-04, 0x1.0a8910442937p+29, -0x1p+00, -0x1.c580d39c536ccp+05, -0x1.0e63f5c8250acp-34, -0x1.cp+01, 0x1.609bca3abdap+29, -0x1.095640bfb7078p+34};
static const int h_i0[32] = {6130, 2147483646, -2, -1, -1956949, 4155780, -1884, 1, -1107486562, 2147483646, -2, 3, 191309, 8, 5, 114163, -93, 196072502, -58524, (-2147483647 - 1), -2147483647, 3, 0, 22369331, 0, -150246, 2186048, 30, 2147483646, 2, 176696, 2};

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
