// Random float expressions (tests/randprog/gen, kind float, seed 8004).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fminf(log10f(logf(f0)), ((float)(i0)))
#define E1 ((float)(((f2) != (f1))))
#define E2 (isnan(((f3) * (f3))) + 2 * isinf(f2) + 4 * signbit(((float)(1 << 24))))
#define E3 ((float)(d1))
#define E4 ((double)(long long)((isnan(copysignf(0x1p+01f, f0)) + 2 * isinf(((float)(i0))) + 4 * signbit(f0))))
#define E5 i0
#define E6 ((f1) < (atan2f(((f3) / (f2)), fmaf(f2, f0, 0x1p-01f))) ? (fmaf(log1pf(f1), ((float)(i0)), ((f0) + (f2)))) : (exp2f(((f3) - (0x1p+00f)))))
#define E7 ((float)(((((float)(i0))) < (0x1p+01f))))
#define E8 ((float)(i0))
#define E9 2147483647
#define E10 ((((float)(d0))) + (((f1) * (f3) - (f2))))
#define E11 f2
#define E12 fma(fma(fma(d1, 0x1p+00, 0x0p+00), ((d0) - (0x1.87e92154ef7acp-665)), ((double)(0x1.99999ap-04f))), d0, ((fma(d0, d1, d1)) * (fma(d1, d1, d0)) + (d0)))
#define E13 fma(fma(((d1) * (d1) + (0x1p+01)), ((double)(long long)(i0)), sqrt(d1)), ((((d1) * (d0))) / (((d0) * (d0) + (0x1p+00)))), ((double)(f2i(f2))))
#define E14 atan2f(((f0) * (f3)), fmaf(f1, f0, f2))
#define E15 d1
#define E16 fma(((double)(long long)((isnan(f3) + 2 * isinf(0x1.ap+01f) + 4 * signbit(f2)))), ((((d0) * (d1) + (d1))) - (((d1) / (d1)))), ((((double)(f1))) / (d0)))
#define E17 d1
#define E18 d0
#define E19 expm1f(f1)
#define E20 fmodf(f2, fmaf(f2, 0x1.ap+01f, 0x1p+00f))
#define E21 tanf(logf(f2))
#define E22 ((((0x1.79ca1p-67f) + (f0))) >= (f0) ? (__log2f(f2)) : (f1))
#define E23 0x1p+00

static const float h_f0[32] = {0x1.fffffep+127f, 0x1.2f6194p-17f, -0x1.7e416p+15f, 0x1.0293ap+10f, 0x1.2d2922p-17f, 0x1.fffffep+31f, -INFINITY, 0x1.366318p-11f, 0x1.c3dc0cp+03f, -0x1.89ed46p-17f, -0x1.657646p-14f, 0x1.fffffep+30f, 0x1.0f25eep-09f, 0x1.98bda6p+14f, 0x1.4p+01f, -0x1p+00f, 0x1.4p+01f, 0x1.6816ecp-05f, 0x1.eafd1p-08f, 0x1.16703ap-16f, -0x1.8092c2p+02f, 0x1.fffffep+22f, 0x1.fffffep+127f, 0x1.e4659ep+13f, -0x1.a09a02p-14f, 0x1.d399aap-06f, 0x1.81cdbep-21f, -0x1.e2afc4p+16f, -0x1.c5b722p+14f, -0x1.522f9cp+10f, -0x1.cdbab8p+00f, 0x1p+24f};
static const float h_f1[32] = {0x1.fffffep+30f, -0x1p-01f, 0x1.a055a4p+01f, 0x1.58d888p-20f, 0x1.b0ba54p-06f, 0x1.8p+00f, 0x1p+24f, 0x1p-01f, 0x1.04d856p-06f, 0x1.47c62ep-08f, -0x1.0823dap-19f, 0x1.99999ap-04f, -0x1.5d0cc4p-22f, -0x1.e8aaeep+13f, -0x1p+31f, -0x1.5dd342p-11f, -0x1.da7bcp-04f, -0x1.988262p+09f, 0x1.d940fep+12f, 0x1.8c6dbcp-01f, -0x1.606e38p-13f, -0x1.fffffep+127f, 0x1.1dd5dp+06f, 0x1.cf64b4p+12f, 0x1.e4626ep+13f, -0x1p+00f, -0x1.7a4812p-22f, 0x1.c16ae4p-12f, -0x1p+31f, 0x1.0624dep-10f, 0x1.fd6d6cp-11f, 0x1.cf715p-07f};
static const float h_f2[32] = {-0x1.fffffep+127f, -0x1.6cc02cp+06f, INFINITY, 0x1.fffffep+22f, 0x1.f5edfp+06f, -INFINITY, -INFINITY, 0x1.08bb22p-10f, 0x1.a2ba5ep-19f, 0x0p+00f, 0x1.ab0262p-08f, -0x1.b9d95ap-03f, 0x1.ab6bc8p-15f, -0x1.5ced4p-03f, -0x1.4p+01f, 0x1.033f32p+10f, -0x1.3eb0cep+02f, 0x1.9d3b4ap+11f, -0x1.712bfap+04f, 0x1.4p+01f, 0x1.16c2p-133f, -0x1.30bab4p+17f, -0x1.afeea4p-23f, -0x1p-01f, 0x1.0624dep-10f, 0x1.0624dep-10f, -0x1.9527d6p-02f, 0x1.301018p-13f, 0x1.4a2be4p+01f, -0x1.fffffep+127f, INFINITY, 0x1.99999ap-04f};
static const float h_f3[32] = {-0x1.181966p+14f, 0x1.b8de76p+04f, 0x1.2a05f2p+33f, 0x1.7c7968p-08f, 0x1.5de56ap-03f, -0x1.525902p-03f, -0x1.d6f3p+18f, 0x1.99999ap-04f, 0x1.8p+01f, 0x1.2b3b2ap-03f, -0x1.ff8ae4p-17f, 0x1.1136bep+05f, -0x1.27a398p+26f, 0x1.fffffep+22f, -0x1.a02e46p+09f, 0x1.e4ad0ep-10f, 0x1.fe803p+14f, 0x1.7bbeb2p-08f, 0x1.55dcdcp-07f, 0x1.9cd66cp-17f, -0x1.7118c2p-14f, -0x1.dfa9bep-01f, 0x1.6b03a6p-08f, -0x1.4c1532p-05f, 0x1.4p+01f, 0x1.6e29dp-17f, 0x1.25fd28p+00f, 0x1.8p+01f, 0x1.af1e8ep+13f, 0x1.99999ap-04f, -0x1.99e0dap+05f, -0x1.fffffep+127f};
static const double h_d0[32] = {(double)INFINITY, -0x1.82252cc273188p-17, 0x1.5295cd89a40b8p+36, 0x1p+53, -0x1.6a5f0a969dbap+35, -0x1.5227efffc4816p+02, 0x1p-1074, 0x1.c0743e2fbfe24p-27, 0x1.c0183f0e3709ep-25, 0x1.585e6bd8f993p-09, 0x1.727b09aa7a928p-12, 0x1.4p+01, 0x1.4p+01, 0x1.6682748472154p+14, -0x1.cp+01, 0x1.63afa3a1fb78p+04, -0x1.638bea21af45p+32, 0x1.28672308fd5e8p-39, -0x1p+00, 0x1p+53, 0x1.b483bbd325e8p-15, -0x1.cp+01, 0x1.62acf9384bde4p-03, 0x1.1c618d76c9dfp-04, 0x1.3682445509d3p+26, -0x1.574331adb64a8p+15, 0x1.0b83bbc24294p+02, 0x1p+53, 0x1.97daabf6dcb5ep-24, -0x1.56e1fc2f8f359p-997, 0x1.8a309abf6b4p+02, -0x1.95790fe6e389cp-31};
static const double h_d1[32] = {-0x1.cd60c74a13a98p+33, 0x1.131aa5651fec8p+24, 0x1p-01, -0x1.29d71686ecb2ap-35, -0.0, -0.0, -0x1.b030b8fdd73ep-28, -0x1.e67cb44fe8e7p-07, (double)INFINITY, 0x1.aeca0d2dc73d2p+25, -0x1.076b90b4344d4p+15, -0x1.c4668719c2fcp+27, 0x1.04dd10aca065p-03, -0x1.de1e63478eb42p+31, 0x1p-1074, -0x1.5d64d22d94f36p-15, 0x1.999999999999ap-04, 0x1p+53, 0x1.078f6853827a6p+39, 0x1p+00, 0x1.17ba03ebf1cp+03, 0x1.e2c03273923c4p+00, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, -0x1.f8ab3d640e5b6p+00, -0.0, -0x1.cp+01, 0x1.157efd48e0c4p+25, -0x1.b09ac271d216p-34, 0x1p+00, -0x1.4eaa34bd5d468p+36};
static const int h_i0[32] = {-48470, -135, 2147483647, 2, 0, -1, 0, 1, -1, -4, -2147483647, 1497741, -2, -43868, 397279633, 14, 2497, -3966, 4443, -481, -49544196, -2, 122740274, -1, 21726, -172240, -422570211, 101775939, -7, 20, -34, 0};

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
