// Random float expressions (tests/randprog/gen, kind float, seed 8029).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d2i(((double)(long long)(f2i(f1))))
#define E1 ((((f1) - (0x1.79ca1p-67f))) - (f0))
#define E2 (isnan(((float)(i0))) + 2 * isinf(ceilf(f0)) + 4 * signbit(((float)(i0))))
#define E3 0x1.79ca1p-67f
#define E4 ((log1p(fma(d1, d1, d1))) * (d0))
#define E5 d2i(((d0) * (d0) + (0x0p+00)))
#define E6 fdimf(((0x0p+00f) * (((float)(i0))) - (sqrtf(0x1p+00f))), powf(copysignf(f1, f2), hypotf(f1, f1)))
#define E7 0x1p+00
#define E8 i0
#define E9 log(d0)
#define E10 ((((0x1.5af1d8p+66f) * (f3))) * (f1))
#define E11 d0
#define E12 erff(f0)
#define E13 expf(((f3) * (f1) + (f3)))
#define E14 f2i(__double2float_ru(((double)(1))))
#define E15 ((f2) > (__fmaf_rn(f2, f1, f0)))
#define E16 f2i(fmaxf(fmaf(f3, f1, f0), ((f0) + (f3))))
#define E17 (isnan(((f3) * (f0))) + 2 * isinf(0x1.5af1d8p+66f) + 4 * signbit(((f2) / (f0))))
#define E18 fmaf(-0x1p+00f, f0, ((f0) < (((f0) * (f1) - (f0))) ? (((float)(d1))) : (((float)(i0)))))
#define E19 fmaxf(__int2float_rd((isnan(f2) + 2 * isinf(f3) + 4 * signbit(f0))), ((truncf(0x1p+01f)) + (fmaf(f1, 0x1p-01f, f3))))
#define E20 f2
#define E21 tanf(hypotf(f2, 0x1.5af1d8p+66f))
#define E22 ((((((double)(long long)(i0))) * (((double)(long long)(i0))) + (expm1(d0)))) / (pow(d0, cbrt(d1))))
#define E23 0x1.5af1d8p+66f

static const float h_f0[32] = {-0x1.d7b7d2p+07f, -0.0f, 0x1.36a13ap-08f, 0x1.9452a8p-10f, -0x1.4d7eecp-21f, 0x0p+00f, -0x1.65ade2p-04f, 0x1.06f3eap-05f, 0x1.ece168p+11f, -0x1.650a54p-06f, 0x1.6c597p-01f, -0x1.50aad2p-11f, 0x1.83cbc4p+09f, 0x1.fffffep+31f, -0x1.9526ep-22f, -0x1.4p+01f, -0x1.047fp+08f, 0x1p+00f, INFINITY, 0x1.64cc14p+18f, -0x1.4p+01f, 0x1.fffffep+22f, -0x1.af109ap+10f, 0x1.2a05f2p+33f, 0x1.13a7ecp-18f, -0x1.51ba2cp-13f, 0x1p+00f, 0x1.2f8eccp-14f, 0x1.18659cp+04f, 0x1.16c2p-133f, -0x1.62786ep-04f, 0x1.b10b1cp-06f};
static const float h_f1[32] = {-0x1.fffffep+127f, 0x1.881454p-10f, INFINITY, 0x1.4818f2p-12f, -0x1.5977a6p-14f, 0x1.106e64p-03f, -0x1.ba467p+02f, -0x1.57a718p-15f, -0x1.fffffep+127f, 0x1.6a528ap-19f, -0x1.354b58p-19f, -INFINITY, -0x1.f3a7fap+04f, 0x1.fffffep+30f, -0x1.4bc62p+04f, 0x1.16c2p-133f, -0x1p-01f, -0x1.27a398p+26f, -0x1.4p+01f, -0x1.ca6756p+09f, 0x1.086b4cp+02f, -0.0f, 0x1.fffffep+127f, 0x1.ccb22cp+02f, -0x1.9fc0a6p+14f, -0x1.0bap-138f, -0x1p+00f, 0x1.58ccb8p-03f, -0x1.942af6p-14f, 0x1.fffffep+31f, 0x1.0624dep-10f, 0x1.8p+00f};
static const float h_f2[32] = {-0.0f, -0x1.592d5p+04f, -0x1.16f07ep-11f, 0x1.99999ap-04f, -0x1.6c4086p-06f, 0x1.0624dep-10f, 0x1p+00f, 0x1.8820d6p-03f, -0x1.27a398p+26f, 0x1.0d2136p+12f, 0x1p+24f, 0x1.fffffep+127f, 0x1.e17ff8p-13f, 0x0p+00f, -0x1.7425ep+03f, 0x1.8ce63p-19f, -0x1.a3a65p+00f, 0x1.6263bp+05f, 0x1.2a05f2p+33f, -0x1.dd19eap-18f, 0x1.99999ap-04f, -0x1.ae38ap-02f, -0x1.a7d02ep+05f, 0x1.fffffep+30f, 0x1.80df4cp-05f, 0x1.aab072p+08f, 0x1.f28608p-13f, -0x1.b12b4cp-08f, 0x1.fffffep+22f, 0x1.405beep-08f, 0x1.fffffep+31f, -0x1p-01f};
static const float h_f3[32] = {0x1.fffffep+31f, 0x1.70260cp-08f, 0x1.3035aap+00f, 0x1.e34314p-06f, -0x1.be8dd6p-06f, 0x1.8p+01f, 0x1.fd7fc6p-26f, 0x1.769082p+18f, 0x1.2bad98p-20f, -0x1.b4d2c8p+11f, -0x1p+00f, 0x1.fffffep+31f, 0x1.b67d52p-09f, -0x1p-01f, -0x1.e3e84ep-04f, 0x1.42cc54p+14f, -0x1.d79194p-12f, 0x1.0b91d4p-13f, 0x1.c5d282p-15f, -0x1.49bbc2p-14f, 0x1.8p+01f, 0x1p+24f, 0x1.5c0ec6p+18f, 0x1.f290cap-02f, -0x1.c226a2p-18f, 0x1.0624dep-10f, -0x1p-01f, 0x1p+24f, -0x1.6fd9fp-12f, 0x1.fffffep+31f, 0x1.2bd1ecp-03f, -0x1.0bap-138f};
static const double h_d0[32] = {-0.0, -0x1.aa654daa549b4p-23, -0x1p+00, 0x1.26c0245211296p-09, 0x1p-01, -0x1.34e0a6d98a6f4p-15, -0x1.19280bf03d17cp-12, 0x1.a31e5e10abfdcp+00, -0x1.097c13e4ae1p-37, -0x1p+00, 0x1.7a11cab83a5ep+04, 0x1.2976e1b92339cp+37, -0x1.56e1fc2f8f359p-997, -0x1.74d68cb2a93p+23, 0x1.b217510de6488p+24, -0x1.87c0f4d79d442p-32, 0x1.6987dab682dc4p+18, 0x1.207d1e9b7e328p-11, -0x1.1fbeb9835452cp-35, 0x1.7e43c8800759cp+996, -0x1.270524e34ce2ep+02, 0x1.fffffffffffffp+1023, -0.0, 0x1.722135e444524p+09, (double)INFINITY, 0x1.3db853e87dbe8p-13, -0x1.daf911ab05744p-14, 0x1.4p+01, -0x1.a2e61eb40e8dp-23, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, -0x1.8a5f222051fa8p-06};
static const double h_d1[32] = {-0x1.cp+01, 0x1.458cda98922a8p+07, 0x1.7b0f8b6b9399ap+01, -0x1.56e1fc2f8f359p-997, 0x1.813825dfcb176p+30, 0x1.4a847cf5894aap+02, 0x1.4p+01, -0.0, -0.0, 0x1.a79ad1a1a49b4p+27, -0x1.56e1fc2f8f359p-997, 0x1.d6f34548p+26, 0x1.fffffffffffffp+1023, -0x1.9afcaf1135f14p+20, -0x1.5bbbc89126b54p-42, -0x1.dd46453f49728p-20, 0x1.97f8be265ff56p+20, -0x1.152de699c35cp-26, 0x1.d6f34548p+26, -0x1.86df971e02e36p-09, 0x1.749e96cb2338ep+13, -0x1.ea72344c924ap-38, 0x1.8de1dc8528cap+34, 0x1.486d8592bc824p-06, 0x1.1c37937e08p+53, 0x1.7dcf8492ea3fap-09, -0x1.6f5bdf192a764p-12, -0x1.e9eaa1501251cp+31, 0x1p+00, 0x1.fffffffffffffp+1023, -0x1.18cd5fa42fc9ep+10, 0x1.854abe09e05d8p-24};
static const int h_i0[32] = {382221, 2, 2, 2, 8317, 2147483647, -420871, 2147483646, (-2147483647 - 1), -10, -5847701, -14, 2147483646, -2147483647, 1, -28972938, -82721321, 7, 2147483647, -2147483647, -1, -2, 1, -1, 2, 122250, -2, 11423, 1935142422, 1, -2147483647, 24726348};

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
