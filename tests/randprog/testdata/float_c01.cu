// Random float expressions (tests/randprog/gen, kind float, seed 8001).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmax(((d0) * (d0) + (d1)), fmod(d1, 0x1p+01))
#define E1 d2i(((((double)(long long)(i0))) - (fma(d0, d0, d0))))
#define E2 ((tanf(((float)(0x1p+00)))) < (((float)(i0))) ? (((((float)(d1))) + (fmodf(f0, f0)))) : (((((float)(i0))) < (((f2) - (f0))) ? (((float)(i0))) : (((f1) + (0x1.5af1d8p+66f))))))
#define E3 0x1p+00f
#define E4 ((double)(i0))
#define E5 d1
#define E6 ((floorf(f0)) * (((f0) * (f1))))
#define E7 ((copysignf(((f0) < (f0) ? (f2) : (f0)), hypotf(f3, f2))) > (f1))
#define E8 f1
#define E9 remainderf(((0x1.5af1d8p+66f) * (f2) - (0x1.99999ap-04f)), ((0x1p+01f) < (f2) ? (f2) : (f3)))
#define E10 sinf(((fmaf(f3, f3, f3)) + (f2)))
#define E11 tanf(((float)(i0)))
#define E12 (isnan(fmaxf(f1, f2)) + 2 * isinf(((f3) * (f3))) + 4 * signbit(((f1) * (f1) + (f0))))
#define E13 ((((float)(d2i(d1)))) - (((float)(d2i(d1)))))
#define E14 ((__double2float_rn(((double)(f2)))) < (((fmaxf(f0, f1)) + (__saturatef(f1)))) ? (fdimf(((f1) / (f0)), ((f2) >= (f1) ? (f1) : (f2)))) : (__double2float_rd(((d1) + (0x0p+00)))))
#define E15 f1
#define E16 (isnan(f2) + 2 * isinf(((float)(1))) + 4 * signbit(fmaf(f1, -0x1p+00f, f3)))
#define E17 f1
#define E18 __fdiv_rz(((f3) + (f2)), ((0x1.99999ap-04f) - (f3)))
#define E19 ((remainderf(f0, f0)) >= (f0) ? (__fadd_ru(f1, f3)) : (((f0) < (0x1p+00f) ? (0x1.79ca1p-67f) : (0x1.ap+01f))))
#define E20 expm1(fma(0x1p+01, d1, 0x1p+01))
#define E21 f3
#define E22 __uint2float_rn(((((f1) >= (f3) ? (f2) : (f0))) != (fmaf(f3, f2, f3))))
#define E23 ((float)(pow(0x1p+01, d0)))

static const float h_f0[32] = {-0x1.63a0cap-21f, 0x1.76b3aap+02f, 0x1.83631p-10f, 0x1p+24f, 0x1.b4ec8ap-16f, 0x1.e2686ap-11f, 0x1.8p+00f, 0x1.c6e444p-14f, 0x1.fffffep+22f, -0x1.f58ab8p+12f, -0x1.27832cp-20f, -0x1p+00f, 0x1.db8102p-10f, 0x1.6a45a8p+14f, 0x1.1dfbep+03f, -0x1.328942p+05f, 0x1.8p+00f, -0x1.2b4ddep+14f, -0x1p+31f, 0x1.fe03cap+17f, 0x1.4c82e2p-15f, -0x1.db9bc4p+08f, -0x1p-01f, 0x1.8p+01f, 0x1.4p+01f, -0x1p+31f, -0x1.4d8dcap-16f, -0x1.9e4c02p-20f, 0x1.fffffep+31f, -0x1.6edee6p+12f, 0x1p+24f, 0x1.4p+01f};
static const float h_f1[32] = {-0x1.4p+01f, -0x1.d3281ep+17f, -0x1.b9f9dp-13f, -0x1.79533ap-15f, -0x1.e08c86p-06f, 0x1p+00f, -0x1p+00f, -0x1.481994p+13f, -0x1.8f39eep-03f, -0x1.d957bp-18f, -0x1.e2c12p+04f, -0x1.675ab2p+05f, -0x1.a09a02p-17f, -0x1.64ff3p+09f, 0x1p+24f, 0x1.8p+00f, -0x1.fffffep+127f, -0x1.3fb83ep+11f, 0x1.8p+00f, 0x1p+24f, -0x1.840692p-03f, -0x1.b22d5ap-08f, 0x1.908c28p+14f, -0x1.870ab2p-07f, -0x1.3c23e6p+12f, 0x1.8p+00f, -0x1p+31f, 0x1.b83a9ep-07f, 0x1.9215acp-12f, 0x0p+00f, -0x1.d0d174p-06f, 0x1.35eec2p-09f};
static const float h_f2[32] = {-0x1.4p+01f, -0x1.fffffep+127f, -0x1.0429b2p-08f, -0x1.35b46cp+00f, -0x1.fffffep+127f, 0x1.fba4cep-06f, -0x1.70c58cp-21f, 0x1.99999ap-04f, -0.0f, -0x1.01b58cp+07f, -0x1.e090bp-18f, -0x1.e38f58p+08f, -0x1.82b5e8p+01f, -0x1.4p+01f, 0x1.fffffep+127f, -0x1p+00f, 0x1.8a1fc8p-15f, 0x1.2b460ap-17f, INFINITY, -0x1.5b0e18p+17f, 0x1.f35a0ap+00f, -0x1p+00f, -0x1.0bap-138f, -0x1.d7f186p+11f, -0x1.e0b032p-20f, 0x1.2e3cf8p+08f, 0x1.7f3a62p+13f, -INFINITY, 0x1.99999ap-04f, -0x1.f4e6f2p+03f, 0x1.4p+01f, -0.0f};
static const float h_f3[32] = {0x1.04b406p-13f, 0x1.16c2p-133f, -0.0f, 0x1.77509cp+16f, -0x1.4b6b6ap+13f, -0x1.b412bp+09f, 0x1.a3dep+09f, -0x1.68c074p-15f, -0x1.e3c22cp-04f, 0x1.fffffep+30f, -0x1.e0eea4p-17f, -0x1.844a2ap-17f, -0x1p+31f, -0x1.9e9d26p+03f, 0x1.2a05f2p+33f, 0x1.fffffep+31f, -0x1.0bap-138f, 0x1p+00f, 0x1p-126f, 0x1.9aa1e2p-03f, -0x1.cc17eap-07f, 0x1.fffffep+30f, 0x1.99999ap-04f, -0x1.0bap-138f, -0x1.fffffep+127f, -0x1.cc58ccp+00f, -0x1.27a398p+26f, -0x1.280df4p-24f, 0x1.5d930ap+16f, -0x1.fffffep+127f, -0x1.0bap-138f, 0x1.00f4a4p+09f};
static const double h_d0[32] = {-0x1p+00, 0x1.379ef0d24f5a8p+10, -0x1.3e254ebee98e2p-29, (double)INFINITY, 0x1.400d6a8c46eb4p+13, 0x1.e8236959e5b5p+19, -0x1.18a2cb2809a9ep-13, 0x1.7ad1be6294d46p+31, 0x1.3e678487104c8p+16, 0x1.fffffffffffffp+1023, 0x1.ade83d3898a6p-10, 0x1.7e4b7a9cce8ep+24, -0x1.dbd9d614d70bap-29, 0x1.e5e2962aa228ap+38, -0x1.60506b53fc272p+28, -0x1.25970e9cc8facp-20, 0x1.1c0631a99a2b8p-15, 0x1.999999999999ap-04, -0x1.f3400c78446d2p-12, -0x1.c5f532d1ad846p-40, -0x1.6f9f129165ea2p-41, -0x1.0ec4bd13127ap-09, -0x1.08f2b1412c94p-13, -0x1.e8085575e69fap-07, -0x1.56e1fc2f8f359p-997, -0x1.835e886f1254p-31, 0x1.4b9d14f7dd7bep-39, 0x1.7f86333ed1dbp-32, 0x1.5de3112a29dbcp-29, -0x1.d430c2f11d12ep-08, -0x1.2f3bacd6c8c38p+04, 0x1.4p+01};
static const double h_d1[32] = {0x1p+53, 0x1.fffffffffffffp+1023, 0x1.4p+01, 0x1.52b8766bff10ap-37, 0x1.999999999999ap-04, 0x1p-01, -0x1.30078921bd12p+25, 0x1.2842185e42ceap+30, 0x1.999999999999ap-04, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, 0x1p-1074, 0x1.7e43c8800759cp+996, -0x1.565195907e91p+23, -0x1.cp+01, -0x1.e2e8f12fa92b8p-04, -0x1.56e1fc2f8f359p-997, -0x1.f9574b9dc292p-37, -0x1.6bd0532ec85c4p+29, 0x1p+53, 0x1p-1074, -0x1p+00, -0x1.e6e83ebb5cb16p-38, -0x1.3a03107fbf0a8p-22, (double)INFINITY, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.c191e3fbb445ap-21, 0x1.6d050335fe5f8p+05, 0x1.dd44f76ae483p-30, -0x1.c694b37d6748p-11, -0x1.1da1905a138f2p-27};
static const int h_i0[32] = {-11704, (-2147483647 - 1), 2147483646, -2, (-2147483647 - 1), -4560, -54934, (-2147483647 - 1), 28121, 0, 1394, -1, 2, 1, 1, 2, 2, 2147483647, -1, 2147483646, -2147483647, 5381, -13, -21, -1, 1, 152596, -2, -2, -28191, 2147483647, 2147483647};

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
