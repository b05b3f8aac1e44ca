// Random float expressions (tests/randprog/gen, kind float, seed 1090056).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((f2) - (f1))) + (cbrtf(f2)))) < (expm1f(((float)(i0)))) ? (((fmaf(f0, f0, f3)) * (fmaf(f1, f3, f2)) - (cbrtf(f0)))) : (((((-0x1p+00f) * (f0))) >= (((0x1p+00f) * (f1) + (f1))) ? (((0x1.99999ap-04f) + (f3))) : (atan2f(f2, f3)))))
#define E1 i0
#define E2 ((fminf(fmaf(f3, f1, f0), truncf(f3))) * (((((0x1p+00f) / (0x1p-01f))) >= (atan2f(f2, f1)) ? (((float)(i0))) : (((float)(i0))))) - (fmaf(f2, fdimf(f1, f1), ((float)(i0)))))
#define E3 f1
#define E4 d2i(tanh(d0))
#define E5 ((double)(long long)(((f1) <= (f0))))
#define E6 fma(fma(0x1p+01, d1, d1), ((double)(i0)), ((d1) * (d0) + (d1)))
#define E7 f1
#define E8 ((float)(d2i(((d0) / (d1)))))
#define E9 fma(fmod(((double)(i0)), ((double)(0x1.79ca1p-67f))), ((double)(long long)(i0)), ((double)(long long)(i0)))
#define E10 ((float)(1 << 24))
#define E11 ((((double)(long long)((isnan(f2) + 2 * isinf(f1) + 4 * signbit(f1))))) * (((fma(d0, d1, d1)) - (sin(d0)))) + (((double)(long long)(i0))))
#define E12 fmodf(((float)(d2i(d1))), ((((f1) >= (f2) ? (f1) : (0x1.79ca1p-67f))) / (((0x0p+00f) * (0x1.ap+01f) - (0x1.99999ap-04f)))))
#define E13 ((((float)(i0))) >= (f1) ? (((0x1.5af1d8p+66f) / (f3))) : (((float)(i0))))
#define E14 __int2float_rd(((f2) <= (f1)))
#define E15 ((__uint2float_rn(__float2int_rz(fminf(fmaxf(0x1.ap+01f, -2.1e9f), 2.1e9f)))) < (((float)(((0x1.87e92154ef7acp-665) - (d0))))) ? (__exp10f(0x1.79ca1p-67f)) : (((float)(d2i(d1)))))
#define E16 ((__int2float_rz(d2i(0x1.87e92154ef7acp-665))) * (f3) + (((__fadd_rd(f2, f3)) >= (f2) ? (fmaf(f2, f3, f0)) : (((f0) - (0x1.99999ap-04f))))))
#define E17 d2i(fmax(d0, d1))
#define E18 d2i(((d1) - (0x1p+00)))
#define E19 sin(((double)(long long)(d2i(d0))))
#define E20 powf(0x1.ap+01f, ((((f0) - (f0))) - (((float)(d1)))))
#define E21 log10f(((float)(d0)))
#define E22 ((((copysign(d0, d1)) / (copysign(d1, 0x1.87e92154ef7acp-665)))) - (((((d0) * (0x1.87e92154ef7acp-665) + (d0))) * (fmin(d1, d0)) + (fma(-0x1.cp+01, 0x1p+01, d0)))))
#define E23 fma(((((d1) + (d0))) * (0x1.87e92154ef7acp-665)), d1, ((hypot(d1, 0x1.999999999999ap-04)) * (d1) + (((0x1.87e92154ef7acp-665) * (d0)))))

static const float h_f0[32] = {0x1p+00f, -0x1.fffffep+127f, -0x1.3a3e38p-07f, 0x1.0624dep-10f, 0x1p-126f, -0x1.0bap-138f, 0x1.414d54p-20f, 0x1p+24f, -0x1.d5b79ap+10f, -0x1p-01f, 0x1.7889ccp+18f, 0x1.9bde9p-15f, 0x1p-01f, -0x1.fffffep+127f, 0x1.fffffep+127f, 0x1.0624dep-10f, 0x1.a99424p+07f, 0x1.9e7a6p-18f, -0x1.6590c2p-01f, 0x1.31fac8p+14f, 0x1p+24f, -0x1.52ff8ep-13f, 0x1.bce3bep-02f, -0x1.7b1816p-02f, 0x0p+00f, 0x1.fffffep+22f, 0x1.fffffep+31f, 0x1.99999ap-04f, 0x1.c117bap+18f, 0x1.ef1beap+17f, -0x1.c45fdp+13f, -0.0f};
static const float h_f1[32] = {0x1.3d9402p+08f, -0x1.fffffep+127f, -0x1.7277c4p-21f, 0x1.6a7c36p-20f, -0x1.4400aep+12f, 0x1.c5fe88p+15f, -0x1.c90a44p+05f, -0x1.fffffep+127f, 0x1p-01f, -0x1.c65234p-21f, -0x1p+31f, 0x1.047f66p+09f, -0x1.0c8796p-08f, 0x1.bbb2dcp+15f, 0x1.518f62p-05f, 0x1p-01f, -0x1.dbcc2cp+15f, 0x1.16c2p-133f, -0x1p-01f, -0x1.b81d1cp-20f, 0x1.8p+01f, 0x1.0f0cb4p-21f, 0x1.fffffep+31f, 0x1p-01f, -0x1.ee4c62p+04f, -0x1.8ff67cp-08f, -0x1.35e9fcp-06f, 0x1.fffffep+30f, 0x1.aa3cfcp-06f, 0x1p+00f, -0x1.d949f8p+18f, 0x1.89a3bap-08f};
static const float h_f2[32] = {-0x1p+00f, -0x1.24c2e2p+04f, -0x1.52d0eep-17f, 0x1.459c48p-02f, 0x1.bd8ba8p+11f, -0x1.8abb3ep-18f, -0x1.4f8918p+09f, 0x1.e1232ep-21f, 0x1.0624dep-10f, -0x1.5feabp-04f, -0x1.f77bap-16f, 0x1p-01f, -0x1.ae3b04p+18f, 0x1.fffffep+22f, -0x1.02706cp+01f, -0x1.243f2ap+06f, 0x1.898812p-24f, -0x1.0bap-138f, 0x1.c5c33ap+02f, 0x0p+00f, -0x1.326228p+01f, 0x1.8d362p+13f, 0x1.0dcfbep-03f, -0x1.fffffep+127f, -0x1p+00f, -0x1.761ed4p+04f, -0x1.0bap-138f, 0x1p+24f, -0x1.6719cep-03f, -0x1.7ccab4p+09f, 0x1.1f51aap-06f, 0x1.8f67d2p+03f};
static const float h_f3[32] = {-0x1.8729e6p-04f, -0.0f, 0x1.4p+01f, -INFINITY, 0x1.2a05f2p+33f, -INFINITY, 0x1.3e65ccp+07f, 0x1.eb196p-04f, -0x1.fc94e4p-16f, 0x1.490cf2p+01f, 0x1.31792p+12f, 0x1.2bcef2p-21f, 0x1.559f06p+04f, 0x1.fffffep+30f, -0.0f, 0x1.8df86p+01f, -0x1.57b664p-19f, 0x1.4p+01f, -0x1.fffffep+127f, 0x1.2a05f2p+33f, 0x1.bb6cb2p-14f, 0x1.99999ap-04f, -0x1.33e0bep+14f, 0x1.2a05f2p+33f, -0x1.8ade34p-10f, -0x1.6ef4dp-07f, 0x1.3e616ep-16f, 0x1p+24f, 0x1.f0477ep-22f, 0x1.fffffep+127f, 0x1.ebeb3ap-16f, 0x1p+00f};
static const double h_d0[32] = {0x1.54a7e32dcfa7cp-33, -0x1.56e1fc2f8f359p-997, 0x1.3d1667f5797cp+09, -0x1.c2839c9784a18p-25, -0x1.a27005e89cb8p+28, -0x1.ffbaad187bdacp-30, -0x1.f848b333fb6acp-30, -0x1.7b8f435293254p-08, 0x1.999999999999ap-04, 0x1.a5effe3e56dfep-08, 0x1.1c37937e08p+53, 0x1.0e795ba47c7cp-09, 0x1.999999999999ap-04, -0x1.8d3eee60554ep+12, 0x1.4p+01, 0x1p+53, -0x1.03e665192f6p-04, 0x1.398040b7b3dfp+33, 0x1.999999999999ap-04, 0x1.4a520382fd3cp+15, -0x1.54a69cc8d0d3cp-14, -0x1.f16e669b033cp-17, -0x1.71a0cb41e3d5p-08, -0x1.277c6a16aef58p+05, -0.0, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, 0x1.7e43c8800759cp+996, 0x1p+53, -0x1.edff5bb1b51f6p+15, 0x1p-1074, -0x1p+00};
static const double h_d1[32] = {-0x1.86d6e7025a71cp+04, -0x1.0cfa6e01a56fp+21, 0x1p-1074, 0x1.4p+01, 0x1.6309b0929dad8p+19, 0x1.9e9bb2919830cp-27, -0.0, 0x1p+00, 0x1.a62ff6b520e5ap-22, -0x1.a6c36145c99a2p+28, -0x1.07f01f01eb0a8p-35, 0x1.77136297304fcp-01, -0.0, 0x1.4p+01, -0x1.cp+01, -0x1.78dc8db26a078p+02, -0x1p+00, -0x1.f2ea20293e968p+09, 0x1.2abdeaffe45c8p+01, -0x1.d2aad5587c1dep-13, 0x1.b0259aed97b58p-09, 0x1.7e43c8800759cp+996, 0x1.6911999d8972p+23, 0x1.1a1c021458a24p+18, -0x1.f19ea9b0a21c8p-27, -0x1.8bd1baa70eep-21, -0x1.56e1fc2f8f359p-997, 0x1p+53, 0x1.7b64e0f70713cp+24, -0.0, -0x1.853744ba1e18p-07, -0x1.56e1fc2f8f359p-997};
static const int h_i0[32] = {0, -18554, 2147483646, -1, 1513566, 2147483647, -968, 2147483647, 0, 1, 197, -2, -30, 0, -1506638, -1697, (-2147483647 - 1), 2147483647, 2, 32751476, (-2147483647 - 1), 372691919, 2147483647, 15, -2, -2, -5, 0, 227827636, -2147483647, 734803, -217241};

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
