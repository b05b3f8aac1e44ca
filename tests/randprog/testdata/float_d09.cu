// Random float expressions (tests/randprog/gen, kind float, seed 50279).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(f2i(f3)))
#define E1 f1
#define E2 d0
#define E3 ((float)(((f2) <= (f0))))
#define E4 d2i(fmax(((d1) * (d0) + (d1)), ((d1) * (d1) + (d0))))
#define E5 ((((float)(((f0) != (f2))))) == (fmodf(((f3) < (f3) ? (f1) : (f2)), fmaxf(f1, 0x1.79ca1p-67f))))
#define E6 d2i(((tanh(d1)) + (((d0) * (d1) + (d1)))))
#define E7 ((fmaf(f2, f1, f1)) * (((f3) < (0x1.ap+01f) ? (0x1.5af1d8p+66f) : (f0))))
#define E8 f3
#define E9 tanhf(f3)
#define E10 remainderf(log10f(f3), fmaf(f0, f2, f2))
#define E11 f2i(fmaf(((float)(i0)), ((float)(d1)), f2))
#define E12 ((fmaxf(((float)(i0)), ((float)(i0)))) / (f2))
#define E13 fma(fmod(((double)(i0)), ((double)(long long)(2147483647))), ((double)(hypotf(0x0p+00f, f0))), d1)
#define E14 ((((f0) + (f3))) + (((f0) * (0x1.5af1d8p+66f) - (f1))))
#define E15 fmodf(((f3) * (f1)), log1pf(f3))
#define E16 atan2f(atan2f(0x1.ap+01f, f3), ((float)(i0)))
#define E17 expm1f(hypotf(0x0p+00f, f1))
#define E18 __fmaf_ru(((((f2) / (0x1.ap+01f))) / (__ull2float_rd(i0))), rintf(((f0) < (f2) ? (f0) : (f2))), ((((f3) + (0x1p+01f))) < (f3) ? (powf(0x1p+01f, f1)) : (__fmaf_rz(f0, -0x1p+00f, 0x1.99999ap-04f))))
#define E19 f2i(((log2f(-0x1p+00f)) < (((f1) / (f3))) ? (((f2) * (f3) - (f1))) : (((float)(d1)))))
#define E20 -0x1p+00f
#define E21 f2i(((fmaf(f3, f2, f3)) * (((f0) * (f1) + (f1)))))
#define E22 ((((f1) / (f2))) >= (((((f2) - (f1))) * (f1))) ? (f0) : (((f3) >= (__uint2float_ru(i0)) ? (fmodf(0x1.5af1d8p+66f, f1)) : (((f0) * (f2) - (f0))))))
#define E23 ((((float)(d1))) + (fmaf(f3, f0, 0x1p+00f)))

static const float h_f0[32] = {0x1.7f9298p+17f, -0x1.ffab14p-16f, 0x1.c60b0cp-18f, -0x1p+31f, 0x1p-126f, -0x1.9045cap-12f, -0x1.21782p+04f, -0x1.20c8fap+16f, -0x1p+00f, 0x1.27293ep-19f, 0x1.950cbcp-04f, -0x1.ea0796p+17f, -0x1p-01f, 0x1.f461c8p+07f, -0x1p-01f, -0x1.14257cp-20f, -0x1.0c76e2p+14f, INFINITY, 0x1.fffffep+22f, INFINITY, -0x1.dbecbap-13f, -0x1.ce3894p-03f, -0x1.0dda32p-03f, 0x1.39a224p+03f, -0x1.dc74e4p-08f, -0x1.d452b2p+03f, -0x1.ed3ef8p+08f, 0x1.15ee46p-15f, 0x1.e826b2p+15f, -0x1.43d7bap-04f, 0x1.1fa3d8p-22f, 0x1.d5211ap+12f};
static const float h_f1[32] = {-0x1.9db0d6p-19f, 0x1p+24f, -0x1.fffffep+127f, -0x1.7e5a5ap-21f, -0x1.33e26ap-15f, -0x1.cce7aap+17f, 0x1.d42474p+15f, -0x1.0bap-138f, -0x1.27a398p+26f, -0x1.21b6e8p+17f, -0x1.9e6786p+08f, -0x1.faf284p-09f, 0x1.bed8b8p+11f, 0x1.fffffep+30f, -0x1.8cf822p-06f, -0x1.f940ecp+02f, 0x1.0624dep-10f, -0x1.6de4c6p-16f, -0x1.f48e2cp+06f, -INFINITY, 0x1p+00f, 0x1.1c3484p+17f, -0x1.630c36p-16f, -0x1.02fcb2p-13f, 0x1.9001f2p-01f, -0x1.84e0eap-15f, 0x1.0624dep-10f, INFINITY, -0x1p-01f, -0x1.e81574p+06f, 0x1.8f5268p+09f, 0x1.0771f4p+07f};
static const float h_f2[32] = {0x1p+00f, -0x1.27a398p+26f, 0x1.21f2eap-06f, 0x1p+00f, -0x1.bca85cp-08f, -0x1.530c38p+15f, -0x1.27a398p+26f, -0x1.5b1e48p+09f, 0x1.fde5d8p-06f, 0x1.305fa6p+11f, -0x1.27a398p+26f, 0x1.99999ap-04f, 0x1.4p+01f, -0x1.4113dep-13f, 0x1.7ae99p-19f, -INFINITY, 0x1.5c4bap-23f, 0x1.8p+01f, 0x1p+24f, 0x1.bbd77cp+13f, 0x1.0624dep-10f, -0x1.6ff9dap+10f, 0x1p+24f, -0x1.44e808p-17f, 0x1.fffffep+127f, 0x1p-01f, 0x1.8p+01f, 0x1.d63b22p+17f, -0x1.caf388p+18f, -0x1.e55d8p+03f, 0x1.82bb8ep+15f, 0x1.8d44c2p-04f};
static const float h_f3[32] = {-0x1p+31f, -0.0f, 0x1.006c12p+18f, 0x1.ed394p-04f, -0x1.fffffep+127f, -0x1.0bap-138f, 0x1.9adbecp-20f, -INFINITY, 0x1.8p+00f, 0x1p+24f, 0x1.bd1c96p-09f, 0x1.fe6084p+05f, 0x1.89b3cp+16f, 0x1.fce482p-18f, 0x1.785bdcp-12f, 0x1.e62324p+01f, -0x1.0bap-138f, -0x1.9428dcp+09f, 0x1.8p+00f, 0x1.79de44p+18f, 0x1.8p+00f, 0x1.2a05f2p+33f, -0.0f, 0x1p+24f, 0x1.11352ep+14f, -0x1.8fc4c4p-08f, 0x1p+24f, -0x1.4p+01f, 0x1.471ac8p-18f, 0x1.2a05f2p+33f, 0x1.dd9eaap-24f, -0x1p+31f};
static const double h_d0[32] = {0x1.406cd5625d11p+07, 0x1.7e43c8800759cp+996, 0x1.e37f21ac52b8cp-01, 0x1p-01, -0x1.f635da3204f38p+28, -0x1.33d25d0afacf4p-23, 0x1p-01, 0x1.999999999999ap-04, -0.0, 0x1p+53, 0x1.583344ed21bep-12, 0x1p+00, 0x1.1c37937e08p+53, -0x1.5b39808a2cd68p-31, 0x1p-1074, 0x1p+00, (double)INFINITY, 0x1.a06919a7c364cp+13, 0x1.6dbf6a98cc88cp-23, 0x1.b37933f61dcdp+19, -0x1.8daf071ad12c4p+32, 0x1.7a3a86381c22p+26, -0x1.10879714922f4p+29, -0x1.911b4964739f4p+13, -0x1.0c923d253735cp-20, 0x1.67f4fd6ea7cbcp+00, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.cp+01, 0x1.975dc5a1cc6ep-11, 0x1p-01, 0x1p+00};
static const double h_d1[32] = {-0x1.860dd9811d6fap-19, -0x1.e3a6817ad83ep+15, 0x1p-1074, 0x1p-01, 0x1.7b830c8fa63b6p-11, 0x1.4p+01, 0x0p+00, -0x1.cp+01, 0x1.9dab33f1b49acp+37, 0x1.7e43c8800759cp+996, 0x1.2be995ec5d69cp+21, 0x1.4ed4b24ad8e02p-38, 0x1.127702205c5ap-12, 0x1.7ba6726d2e1fp+38, -0x1.56e1fc2f8f359p-997, 0x1.1ef5df70a54e8p-39, -0x1.1a39baf8bc70ep+14, -0x1.28261a218172cp-02, -0x1.5e03ec49dc3d8p-30, 0x1.d6f34548p+26, 0x1.856e2228cc654p+11, 0x1.999999999999ap-04, (double)INFINITY, -0.0, 0x1.fffffffffffffp+1023, -0x1.afb513ce1a42ep+23, -0x1.e554e23864b9ep+17, 0x1.c2664cf8e9628p-23, -0x1.9b969901c9ap+18, -0x1.a73937aae25b8p+37, 0x1.8c6891a4885d4p-06, -0x1.9e3acb7fb46bp-31};
static const int h_i0[32] = {2147483646, 28410, 2147483646, -406, -2, -1, 2, -1, -1, 13, (-2147483647 - 1), -21691, -12366370, 2, 6428591, 1, -6, 2, -436141797, 2147483646, 66794, 3, -111517391, 116, 2, -296, -2939, 49614, 2, 1610340, -2, 0};

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
