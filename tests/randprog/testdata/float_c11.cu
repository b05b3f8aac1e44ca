// Random float expressions (tests/randprog/gen, kind float, seed 8011).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f2
#define E1 i0
#define E2 ((float)(((f0) > (f3))))
#define E3 ((hypot(0x1p+01, d0)) + (fma(d0, d0, d0)))
#define E4 1
#define E5 ((float)(i0))
#define E6 ((f3) != (((f3) * (((float)(i0))) - (((float)(i0))))))
#define E7 i0
#define E8 ((((double)(long long)(i0))) * (atan(sqrt(d1))) + (((double)(long long)((isnan(f3) + 2 * isinf(0x1.ap+01f) + 4 * signbit(f3))))))
#define E9 fmodf(((f0) < (f3) ? (f2) : (f2)), fmaf(f3, f1, f1))
#define E10 remainderf(fmaf(f0, f2, f1), ((f0) - (f3)))
#define E11 ((remainderf(f2, f1)) * (copysignf(f3, f3)) - (atanf(f1)))
#define E12 ((fmaxf(((float)(0x1p+01)), copysignf(f0, f2))) + (((((float)(d1))) + (((f3) / (f2))))))
#define E13 ((0x0p+00f) < (((float)(i0))))
#define E14 ((float)(hypot(cbrt(d0), ((d0) * (0x1p+01)))))
#define E15 __exp10f(f3)
#define E16 ((float)(((double)(long long)(i0))))
#define E17 rsqrtf(((f3) - (0x1p+01f)))
#define E18 ((((f1) + (f0))) + (__saturatef(f1)))
#define E19 (isnan(((f2) * (0x1p-01f) + (f3))) + 2 * isinf(((f3) < (0x0p+00f) ? (0x1p+00f) : (f3))) + 4 * signbit(fdimf(f1, f2)))
#define E20 d0
#define E21 ((fmaf(0x1p+00f, ((f2) * (f2) - (f1)), __double2float_rn(d0))) - (__fsub_rz(__fmaf_rn(f1, f0, f3), ((f0) * (f2) - (f3)))))
#define E22 f2
#define E23 (isnan(((((0x1.79ca1p-67f) - (f0))) * (f0) + (((0x1.99999ap-04f) + (f3))))) + 2 * isinf(powf(((float)(i0)), ((f1) - (f2)))) + 4 * signbit(0x1.5af1d8p+66f))

static const float h_f0[32] = {-0x1.3e513p-06f, 0x1.0624dep-10f, -0x1.90e3a4p-16f, -0x1.46359cp-12f, 0x1.0c8c0ap-12f, 0x1p-01f, -0x1p+00f, INFINITY, -0x1.6da67cp+10f, 0x1.8319b4p-17f, 0x1.fffffep+22f, 0x1.79ad2p+16f, 0x1.8p+01f, 0x1p-126f, -0x1.f234aep+02f, -0x1.efde46p-10f, 0x1.16c2p-133f, 0x1.2fd266p+03f, 0x1.c6fd2ap+08f, 0x1.0624dep-10f, -0x1.ddf1c4p-13f, 0x1.49444ap+07f, -0x1.ba8502p+03f, 0x1.fffffep+31f, 0x1.6c37dap+02f, 0x1p+24f, 0x1.8p+00f, -0x1.e716b4p-19f, 0x1p-126f, 0x1.2a05f2p+33f, 0x1.0624dep-10f, 0x1.0624dep-10f};
static const float h_f1[32] = {0x1.fffffep+22f, -0x1.169aeep-04f, -0x1.a55354p+10f, 0x1.bce8bp-08f, -INFINITY, 0x0p+00f, -0x1.88ad3cp+11f, INFINITY, -0x1.35f848p+08f, 0x1p-126f, 0x1p+00f, 0x1.dd375cp-18f, 0x1.fffffep+31f, -0x1.4p+01f, 0x1.fffffep+22f, 0x1.3a7fb6p-20f, -0x1.796962p+15f, 0x0p+00f, -0x1p+31f, 0x1.2a05f2p+33f, 0x1.fffffep+30f, 0x1.5c9f84p-21f, 0x1.7798fap-02f, 0x1.fffffep+22f, -0x1.09c7d8p-01f, -INFINITY, 0x1.6acd9ep+01f, 0x0p+00f, 0x1p+24f, -0x1.4956cap+09f, -0x1.e1586ep-16f, 0x1.11b69ep-10f};
static const float h_f2[32] = {-0x1p-01f, -INFINITY, 0x1.ab930ap-22f, -0x1.a1542p+10f, 0x1.8p+01f, -0x1.820982p-14f, 0x1.99999ap-04f, 0x1p-126f, -0.0f, -0.0f, -0x1.f00a76p-06f, 0x1.2cf01p+15f, -0x1.ecca5cp+13f, 0x1.f78662p-02f, -0x1.c6763ap-06f, -0x1.33cd66p-15f, 0x1p+24f, 0x1.c6628cp-21f, 0x1.2a05f2p+33f, -0x1.f7402p+14f, 0x1.d7d6aap-11f, -0x1.0b052p-07f, -0x1.d548f6p-16f, 0x1p-126f, -0x1.f6b078p+05f, -0x1.8451bep-11f, 0x1.fffffep+30f, 0x1.4b7aap+04f, -0x1p+00f, 0x1.54466cp-09f, INFINITY, -0x1.d08a12p+09f};
static const float h_f3[32] = {0x1.4p+01f, 0x1.bb2be2p-10f, 0x1.fffffep+30f, -0x1.c56248p-12f, -0x1.57e78ep-21f, 0x1.1d1a68p-18f, 0x1.2e61c6p+09f, 0x1.5e135ap-03f, -0x1p+31f, 0x1.dda3fap+00f, -0x1.e7ef9ep-04f, 0x1.ace416p-03f, -0x1.e331cp+15f, 0x1.01674p-04f, -0x1.d630a6p+15f, 0x1.9f9086p+10f, 0x1p+00f, 0x1.3254bap-21f, -0x1.ba863ap-01f, 0x1.395ddp-12f, -0x1.e9ff7cp-01f, 0x1.fffffep+30f, -0x1.ac0de8p-03f, 0x1p-01f, 0x1.8p+00f, 0x1.a20cb6p+03f, -0x1.fac3c8p+02f, -0x1.52ce06p-08f, 0x1.af52a4p-18f, 0x1.0624dep-10f, 0x1.8578bep+00f, 0x1.4341c4p+03f};
static const double h_d0[32] = {0x0p+00, -0x1.cp+01, 0x1.d42ad67709d5cp-25, -0x1.1c38ada12e09p-07, 0x1.999999999999ap-04, -0.0, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, 0x1p+00, -0x1.32eaefe76fd38p-30, 0x1.b802b97c506ep+16, 0x1.675d4903d422cp+23, 0x1p+00, -0x1.56e1fc2f8f359p-997, -0x1.917cc19954552p+24, 0x1.b5c7229dd668ep+06, -0x1.fb150e27f731p-02, 0x1.5cee00910c37p-24, -0x1.5f6074e748108p+36, -0x1p+00, -0x1p+00, 0x1.6cf10e75f077cp+32, -0x1.584af4d63d5cep-09, -0x1p+00, -0x1.ba727e516d86p-23, 0x1.538e7d1e86c42p-06, -0x1.8454924946966p+17, 0x1.999999999999ap-04, -0x1.ba6fad421844p-01, -0x1.2cfbd2f91ea6cp+37, 0x1.f058034f0066p-01, -0x1.c9d95ad363d38p-29};
static const double h_d1[32] = {0x1.1c37937e08p+53, 0x1.73a30c488c2a4p+36, -0x1.dd128a2610e4p-25, -0x1.da5568b7e5818p+37, -0x1.a3778d20a4f4p+14, 0x1.d6f34548p+26, -0x1.4be30cdf9dbccp+03, 0x1.d6f34548p+26, -0x1.fdeacdd068b3p-02, -0x1p+00, -0x1.70e20d78cf854p+14, 0x1p-1074, 0x1p-1074, -0.0, -0x1.898529282378p+03, -0x1.ddbae69dba676p+25, 0x1p-1074, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, 0x1.d365fc0a9024cp-10, 0x1p-01, 0x1.1c37937e08p+53, 0x1.1c37937e08p+53, 0x0p+00, 0x1p-01, -0x1.56e1fc2f8f359p-997, 0x1.ea51e5d72d818p+28, -0x1.fb9195d9e53b4p+20, 0x1p-01, -0x1.cddb8db2f9c2p+24, -0x1.56e1fc2f8f359p-997, 0x1p-1074};
static const int h_i0[32] = {1, -2147483647, 1, -2147483647, -1141126, 2147483647, (-2147483647 - 1), 678812313, 2147483647, (-2147483647 - 1), -2147483647, 2147483647, 922841, -2147483647, 0, (-2147483647 - 1), -2147483647, -2147483647, 46564912, 2, 0, 0, -1, -2147483647, 5403312, -5, 1, 2147483647, -297655, 41, 155624524, -2};

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
