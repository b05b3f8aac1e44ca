// Random float expressions (tests/randprog/gen, kind float, seed 8008).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((d0) + (d1))) / (fma(d1, d1, d0)))
#define E1 0x0p+00f
#define E2 f1
#define E3 0x1.ap+01f
#define E4 atan2f(((((float)(d1))) - (f0)), exp2f(logf(f0)))
#define E5 fabsf(((f3) / (f3)))
#define E6 d0
#define E7 ((((fmod(d0, d0)) / (((d1) * (0x1p+01))))) - (fma(0x1.87e92154ef7acp-665, ((double)(long long)(i0)), fma(d1, d0, d0))))
#define E8 ((log1pf(((f0) * (0x0p+00f)))) / (0x1p+00f))
#define E9 pow(fma(copysign(d1, d0), ((d1) * (d1) + (d0)), ((double)(f3))), sin(((double)(long long)(0))))
#define E10 ((float)(f2i(f0)))
#define E11 i0
#define E12 powf(f0, f1)
#define E13 ((float)(i0))
#define E14 fmodf(cosf(0x1p-01f), fmaf(f0, f3, 0x1.ap+01f))
#define E15 ((fabsf(f3)) * (fmaf(0x1.ap+01f, 0x1.5af1d8p+66f, f1)))
#define E16 i0
#define E17 -0x1.cp+01
#define E18 ((((((0x1.87e92154ef7acp-665) * (d0) + (d0))) - (fma(d1, d0, d0)))) * (((double)(0x1p-01f))) + (((((double)(i0))) - (log(d0)))))
#define E19 (isnan(__frsqrt_rn(f2)) + 2 * isinf(f3) + 4 * signbit(((float)(d1))))
#define E20 (isnan(((0x1p-01f) * (f3))) + 2 * isinf(((float)(i0))) + 4 * signbit(((f1) / (f3))))
#define E21 i0
#define E22 i0
#define E23 __fmaf_rz(f3, ((truncf(f3)) - (tanhf(0x1.5af1d8p+66f))), f1)

static const float h_f0[32] = {0x1p-126f, -0x1.dbe89ep+02f, 0x1.8p+01f, -0x1.9bcdd2p+00f, 0x1.4p+01f, -0x1.4ec0d6p+16f, -0x1.9e48e2p-11f, 0x1.c9513ap-02f, -0x1.dd29cep-12f, -0x1.7f72dap-04f, 0x1.c228aep-21f, 0x1.de1ac4p-19f, 0x1p-126f, 0x1.fffffep+31f, 0x1.754458p+15f, 0x1.99999ap-04f, -0x1.4p+01f, -0x1.e155acp-17f, -0x1.9c391ap+05f, 0x1.1f3332p+11f, 0x1.2a05f2p+33f, 0x1.079248p-09f, 0x1.633276p+11f, -0x1.dad5cap+10f, 0x1p-01f, 0x1.0624dep-10f, -0x1p+31f, -0x1.4942e6p-03f, -0.0f, 0x1.7135f2p+08f, 0x1.2a05f2p+33f, 0x0p+00f};
static const float h_f1[32] = {0x1.4abfcp+02f, 0x1.16c2p-133f, 0x1.a1d648p+15f, -0x1.4p+01f, 0x1.a6d5cp+10f, -0x1p+31f, 0x1.237772p-06f, -0x1.46f53ap+13f, -0x1.fffffep+127f, -0x1.accbf8p+00f, -0x1.e128aep-13f, 0x1p+24f, -0x1.03598cp+13f, 0x1.c5f396p+07f, 0x1.72d25cp-19f, 0x1.539462p+03f, 0x0p+00f, 0x1.eb0feap-11f, 0x1.b34b4p+16f, -0x1p+31f, -0x1.ee6024p-10f, 0x1.5f9982p-06f, -0x1.6bf7e8p+06f, 0x1p+24f, 0x1.c680d8p+13f, 0x1.2a05f2p+33f, 0x1.ab95dap-10f, -0x1.041692p+07f, 0x1.4a7a3ep+19f, 0x1.87887p+16f, 0x1.0624dep-10f, 0x1.56305p+15f};
static const float h_f2[32] = {-0x1.5651c6p-24f, 0x1.77760ep-19f, -0x1p+31f, 0x1.04aeep+05f, -0x1.b0b5dcp+13f, 0x1p+00f, -0x1.7cdf6cp-12f, 0x1p+24f, 0x1.8p+00f, 0x1p-126f, -0x1.0bap-138f, -0x1.bda5b2p+17f, 0x1p+00f, 0x1.e88c0cp+18f, 0x1.096fd4p-01f, 0x1.a4e1bap+08f, -0x1.4f9f6p-03f, 0x1.972ef8p+12f, -0x1.f4841ap-09f, -0x1.fffffep+127f, 0x1.2adbdap+19f, -0x1.fc44bep+11f, 0x1.28db56p-14f, 0x1p+00f, 0x1.83a342p-01f, 0x1.2a05f2p+33f, -0x1.decde2p+18f, -0x1.95cba4p-17f, -0x1.8937fp+09f, 0x1.dc85b2p-04f, 0x1.c147aep-21f, 0x1.fbd1e2p-16f};
static const float h_f3[32] = {INFINITY, 0x1.8p+01f, 0x1.da4f24p+04f, -0x1.52ca1ep+15f, 0x1.fffffep+30f, -0x1p+31f, 0x1.975d9cp+13f, 0x1.fffffep+31f, -0x1.5a671ep-10f, -0x1.471a9ep-12f, -0x1.4p+01f, 0x1.fffffep+127f, 0x0p+00f, -0x1.534392p-19f, 0x1.575a6ep-18f, 0x1.9042ccp-14f, -0x1p-01f, -0x1.4p+01f, -0x1.be4134p+05f, -0x1.15b3aep-07f, -0x1.fdf698p-15f, -0x1.276278p+01f, -0x1.fffffep+127f, -0x1.899f0cp-03f, 0x1.a1f83ap+00f, -0x1.f72c1p-20f, -0x1.1d428ep+13f, -0x1.8a8074p+08f, -0x1.fb5f24p-12f, 0x1.99999ap-04f, -0x1.76df74p-21f, 0x1.1271eap-12f};
static const double h_d0[32] = {0x1p+00, 0x1.395ee156caacp+11, 0x1.ded4c67b3354ep-04, -0x1.b1860eac99c3p-30, 0x1.12817d28013p-23, -0x1.c955883893df8p+32, -0x1.01fe6022a0066p-05, 0x1.8f491063578dp+23, 0x1.1c37937e08p+53, -0x1.7848070d4ddcp-31, -0x1.16c303fd01944p+21, -0x1.a9b9e794ed1fp+30, -0x1.cp+01, 0x1.a6309af575f98p-41, -0x1.5cbe7ec273d68p-19, -0x1.b36f6b97b21cp-34, 0x1.ca859a696d484p-28, 0x1.7e43c8800759cp+996, -0x1.d9261e196f62p+35, 0x1.8dcedb231cae8p+11, -0x1.c86fbc6522468p+15, -0x1.56e1fc2f8f359p-997, -0x1.ccdb9c740edcp+20, -0.0, -0x1.454b23f1de2bp-23, -0x1.c9583b034855p+30, -0x1.cp+01, -0x1.a72f84ca70694p+02, (double)INFINITY, -0x1.020c17a5699d8p-40, -0x1.c979f27688cp-35, 0x1.5e975e9bd1e9p-40};
static const double h_d1[32] = {-0x1.18ea693dd30b8p-41, 0x1.ba3c11b77cb7p-43, 0x1.ae0384be0f12p-28, 0x1.919180de6fc3ap-27, 0x1.4p+01, -0x1.45c0838b0703cp+23, 0x1.54c49229f370cp+06, 0x1p+53, 0x1.b86cccb37598p+17, 0x1.1f3d823edc1p-22, 0x1.d6f34548p+26, 0x1.65bb9c886440cp+10, -0x1.2e2f5b2fc3c9cp+13, -0x1.1dc2eceda1446p+22, -0x1.56e1fc2f8f359p-997, -0x1.abee938601ca2p+06, 0x1p+53, 0x1.fffffffffffffp+1023, 0x1.50c5e00052618p+02, -0x1.16d06b97257b8p+31, -0x1.d5a437b66f688p-07, 0x1.7e43c8800759cp+996, -0x1.fe9fb8dde93c8p+14, -0x1.d2fb37c496c0cp+21, 0x1.d6f34548p+26, 0x1p-01, -0x1.56e1fc2f8f359p-997, -0x1.fbbb110a516b8p-39, -0x1.cp+01, 0x1p-1074, 0x1.88f3fc7f6e044p+14, 0x0p+00};
static const int h_i0[32] = {-19664, 2147483646, 229397, 35, -2, -2, 15187, -2, -3931937, 0, (-2147483647 - 1), 1, -9397, -1, 0, 520256083, 2147483647, -219101, 233, 2147483646, -11520874, -2147483647, -3038028, (-2147483647 - 1), (-2147483647 - 1), -1, 2, 0, 2147483647, -2147483647, 762939, 48};

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
