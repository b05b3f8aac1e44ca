// Random float expressions (tests/randprog/gen, kind float, seed 2033).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f3
#define E1 ((float)(i0))
#define E2 fma(((d0) * (0x1p+00)), cbrt(d1), d1)
#define E3 d2i(d1)
#define E4 ((((float)(i0))) + (fmaf(((float)(i0)), ((f0) < (0x1p+00f) ? (f0) : (f2)), f2)))
#define E5 ((((f1) - (f2))) >= (((0x1.99999ap-04f) + (f0))) ? (((float)(i0))) : (f1))
#define E6 i0
#define E7 remainderf(((float)(d0)), ((float)(i0)))
#define E8 ((sqrtf(((f1) - (f0)))) * (fmaf(((float)(i0)), copysignf(f3, -0x1p+00f), ((f1) - (0x0p+00f)))))
#define E9 ((((float)(i0))) >= (f2) ? (((f1) * (0x1p+00f) + (0x1.79ca1p-67f))) : (fmaf(f1, f1, f3)))
#define E10 ((((double)(f0))) / (d0))
#define E11 ((hypot(d0, 0x1p+01)) * (((d0) * (d1))) + (((d0) / (d1))))
#define E12 sinf(f3)
#define E13 sqrtf(asinf(0x1p+01f))
#define E14 copysignf(f2, fmaf(0x1.79ca1p-67f, f2, 0x1.5af1d8p+66f))
#define E15 fminf(__logf(f0), ((0x1.79ca1p-67f) + (f2)))
#define E16 ((0x1.ap+01f) > (((0x1.5af1d8p+66f) * (f1))))
#define E17 fmaf(((((float)(0x1p+00))) / (powf(f0, f3))), __fmaf_rd(rintf(f0), fmaxf(f0, 0x1.ap+01f), ((f1) * (f1) + (f2))), ((tanf(f1)) / (__expf(f3))))
#define E18 ((double)(((((float)(i0))) * (fmaf(0x1.79ca1p-67f, f0, f1)) + (log2f(f1)))))
#define E19 f0
#define E20 ((double)(long long)((isnan(((f2) - (f2))) + 2 * isinf(__int2float_ru(i0)) + 4 * signbit(((f0) / (f0))))))
#define E21 ((f0) * (fmaf(-0x1p+00f, 0x1.ap+01f, 0x1p-01f)))
#define E22 ((double)(fmaxf(0x0p+00f, f3)))
#define E23 remainderf(((__double2float_ru(d1)) + (((f3) >= (f1) ? (f3) : (f2)))), ((float)((isnan(0x1p-01f) + 2 * isinf(f0) + 4 * signbit(f3)))))

static const float h_f0[32] = {-0x1.db38b2p+15f, 0x1.b57604p-12f, 0x1p+00f, 0x1.d2f886p+06f, 0x1.eac0e2p-12f, 0x1.16c2p-133f, 0x1.51d124p+03f, -0x1.9220c4p-03f, 0x1.524952p-10f, 0x1.2a05f2p+33f, -0x1.770618p-05f, -0x1.88713cp-04f, 0x1p+24f, 0x1.48c06cp-01f, -0x1.06d4a8p-11f, -0x1.1622a4p+16f, -0x1.1646dap+12f, 0x1.fffffep+127f, -0x1p+00f, 0x1.75b034p+16f, 0x1.f02bb2p+16f, -0x1.575dc4p+16f, 0x1.4eef9p+11f, 0x1.fffffep+31f, 0x1.1a13e8p-17f, INFINITY, -0x1.7be63ap-20f, 0x1.8p+00f, 0x1.fe10c2p-07f, 0x1.fffffep+22f, -0x1.1b9fdcp+05f, -0x1p-01f};
static const float h_f1[32] = {0x1.4p+01f, -INFINITY, -0x1.b6f0aap-04f, -0x1.27a398p+26f, -0x1.eae4cep-11f, -0.0f, 0x1.8p+01f, 0x1.2a05f2p+33f, -0x1.d148b4p-10f, 0x1.2a05f2p+33f, 0x1.1b9b4ap-14f, -0x1.662ac2p-13f, 0x1.0ccabep+18f, -0x1.8cfdbap-06f, 0x1p-01f, 0x1.5c448cp+01f, 0x1p-126f, -0x1.684bbp+01f, 0x1.041968p-16f, 0x1.0624dep-10f, -0x1.b3bfbep-02f, 0x1.ffdbb4p+10f, 0x1.8p+00f, -0x1.04cd42p-01f, INFINITY, -0x1.d95c72p+10f, -0x1.3fb026p-25f, 0x1p-01f, 0x1p+00f, -0x1.69dfbep+07f, -0x1.7ffefp+13f, -0x1.d1d9bp-21f};
static const float h_f2[32] = {-0x1.4p+01f, -0x1.bed15ep+09f, 0x1p+24f, -0x1.79d646p+05f, -0x1.007024p-03f, -0x1.0bap-138f, 0x0p+00f, 0x1.8p+00f, 0x1.99ce18p+05f, 0x1p-01f, 0x1p+24f, -INFINITY, -0x1.5a3918p-13f, 0x1.8c8116p+14f, 0x1.f7a4eap-03f, 0x1.0e43e6p+11f, 0x1p+24f, 0x1.af908p-18f, 0x1.2a05f2p+33f, 0x1.aa9e18p-21f, 0x1.a974cap-06f, -0x1.66e24ep+13f, -0x1.4p+01f, 0x1p+24f, -0x1.793d16p-21f, 0x0p+00f, -0x1.7d5a9p+09f, 0x1.3ba028p+14f, -0x1.27a398p+26f, 0x1.fffffep+127f, 0x1.3bceecp-07f, -0x1.ac27cp-12f};
static const float h_f3[32] = {0x1.8b6ddep+04f, 0x1.ab365p-03f, -0x1.7d76b6p-21f, -0.0f, 0x1.0624dep-10f, INFINITY, 0x1.d6834p-22f, -0x1.c99524p+13f, 0x1.8p+00f, 0x0p+00f, 0x1p+00f, 0x1.e2fd4ep-13f, -0x1.1d6532p-02f, -0x1.762e86p-06f, 0x1.a23762p-06f, -0x1.af3ceap+11f, -0x1p+00f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, -0x1.08c332p+02f, 0x1.7326fp+01f, 0x1.88ca62p+08f, 0x1.1ae4bp-19f, 0x1.fffffep+30f, 0x1.1a3c54p+02f, -0x1.aef01p+04f, 0x1.751476p-01f, -0x1.8c8cacp+06f, 0x1.8p+01f, 0x1.9ba31cp-08f, 0x1p+00f, 0x1.fffffep+30f};
static const double h_d0[32] = {0x1.18db7c3086bp-39, -0x1.77bcd6f2992cap-12, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, -0x1.d998e7c499ec4p+33, 0x1.1c37937e08p+53, -0x1.7b6f269bb09b6p-12, -0x1.e71ca1467a2e4p+04, 0x1.a2954047cc764p-31, -0x1p+00, 0x1.8024f7bbcda5ep+32, 0x0p+00, -0x1.e09147803164cp+30, 0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, -0x1p+00, 0x1.4d2ea9f0bf052p-26, 0x1.701811484da8p-34, -0x1.56e1fc2f8f359p-997, 0x1.0f83d99a25ccep+18, -0x1.1ae64ee54b1aap-16, -0.0, 0x1.424d7db192578p-27, 0x1.7b2127040134cp-03, (double)INFINITY, 0x1.999999999999ap-04, 0x1.22f0d4ebbd23p+10, -0x1.ef819bee82c04p-03, -0x1.16b565ea5b68p+09, 0x1.9b052eb55a61p+22, -0x1.6b36e672dbbb8p+21, 0x1p+00};
static const double h_d1[32] = {-0x1.1af8366ff1174p+06, -0x1.45ca4c8058ffp-17, 0x1.91c9308d20f8ep+01, 0x0p+00, -0x1.e1d1b8446b4dcp-08, -0x1.d60a6fd165a8cp-26, 0x1p+53, -0x1.52b2fc9e61b7cp+39, -0.0, -0x1.4e2e3cd91a29cp+00, -0x1.21cdd6d78d48p-12, 0x1p+53, -0.0, (double)INFINITY, -0x1.48785052ebcf8p+06, -0x1.ca0c6c456f9f2p-06, 0x1.437132f2dff2ep-31, 0x1.ce7745db88d08p-27, -0x1.e2563e87f299cp-07, 0x1.2437081402e8ep-16, 0x1.297193b9440bcp-23, 0x1.6b7a76e1511p-26, -0x1.ac4f749ebf308p-20, -0.0, 0x1.fffffffffffffp+1023, -0x1.7af0c6b0f0dcp-41, 0x1.192704bb47e4cp-20, 0x1.d6f34548p+26, (double)INFINITY, -0x1.1fa55de6c7704p-37, 0x1.c8f40b7d89498p-14, 0x1.5f5c1c5a025ccp-11};
static const int h_i0[32] = {-2147483647, -2, 0, 1550518, 1, -1268, -1, 0, -1188286883, -3072, 9, -797576298, -1, 837206076, -1, 3750, -2, 1, -495, -419624457, 83560, -1, 0, -54875, 1, 15473, 2, -64, 0, 4000381, 2, 2147483647};

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
