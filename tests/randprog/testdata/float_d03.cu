// Random float expressions (tests/randprog/gen, kind float, seed 50093).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f1
#define E1 ((((float)(d2i(d1)))) >= (((float)(((0x0p+00f) > (f2))))) ? (((((float)(i0))) >= (((f0) - (0x1.79ca1p-67f))) ? (((0x1p+01f) / (0x1p+01f))) : (logf(0x1.5af1d8p+66f)))) : (((fminf(f1, f3)) - (fminf(f2, f1)))))
#define E2 hypotf(((f2) >= (0x1.ap+01f) ? (f3) : (f2)), ((f3) - (f1)))
#define E3 fmaxf(fminf(((0x1.99999ap-04f) + (f1)), ((f3) * (f3) - (f3))), ((fmaf(f1, f3, f1)) * (((0x1.79ca1p-67f) * (f3))) + (((f3) / (f2)))))
#define E4 ((expm1(d0)) * (atan2(d0, d1)) + (d1))
#define E5 ((fmaxf(f2, f0)) > (logf(0x1p+01f)))
#define E6 ((double)(long long)((isnan(((-0x1p+00f) / (f2))) + 2 * isinf(((f1) * (f3) - (f0))) + 4 * signbit(((0x0p+00f) + (f1))))))
#define E7 f0
#define E8 sinf(erff(((f1) * (f3))))
#define E9 sqrt(((fmod(d1, d1)) + (fma(d1, d0, -0x1.cp+01))))
#define E10 d2i(((double)(long long)(i0)))
#define E11 f2i(((float)((isnan(0x1p+01f) + 2 * isinf(f2) + 4 * signbit(f0)))))
#define E12 f0
#define E13 fmaxf(cbrtf(f1), ((float)(i0)))
#define E14 ((d1) * (((double)(__fadd_ru(f1, f3)))) + (((hypot(d0, d0)) * (((double)(i0))) + (-0x1.cp+01))))
#define E15 i0
#define E16 ((__ull2float_rd(i0)) <= (fmaf(((f3) * (f3)), ((float)(0x1.87e92154ef7acp-665)), __double2float_ru(d1))))
#define E17 fmaf(((((0x1p+01f) - (0x1.5af1d8p+66f))) * (((0x1p-01f) + (f3))) - (f3)), ((__fdiv_rn(f0, f0)) - (fmaxf(f1, f0))), f0)
#define E18 exp2f(f1)
#define E19 __float2int_rz(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))
#define E20 __fadd_rz(((f3) + (f2)), ((f3) * (f3)))
#define E21 remainderf(((f1) * (0x1.99999ap-04f) + (f3)), __fmaf_ru(f3, f0, -0x1p+00f))
#define E22 __fmaf_rn(hypotf(f1, f3), erff(f1), expm1f(f2))
#define E23 __int2float_rn(i0)

static const float h_f0[32] = {-INFINITY, -0x1p+31f, -INFINITY, 0x1.8p+00f, -0x1.af3536p-04f, -0x1.0e723p+04f, 0x1.2a05f2p+33f, 0x1.f137a4p+16f, -0x1.260042p-15f, 0x1.fffffep+31f, -0x1.21a6d8p+09f, -0x1.08b58p-19f, 0x1.f14c3cp-15f, -0x1.d1b828p+04f, 0x1.a43c88p+09f, -0x1.247926p-12f, 0x1.13aeb8p-12f, 0x1.8e3f1ap-12f, 0x1.62c6fp-17f, 0x1.0624dep-10f, -0x1.acc0cep+09f, 0x1.668546p-09f, 0x1.1e43bap+15f, -0x1p+31f, 0x1.aa57ccp-08f, -0x1.b22c3ap-03f, 0x1.f9a598p+04f, -0x1.4aa98cp-10f, 0x1.2c1c8ep-21f, 0x1.67a746p+14f, -0x1.657306p-21f, 0x1.b07c7p-03f};
static const float h_f1[32] = {-0x1.a7d816p-11f, 0x1.16c2p-133f, -0x1.4p+01f, 0x1.a0ee72p+10f, 0x1p-01f, 0x1.fffffep+127f, 0x1p-01f, -0x1.08ca94p+02f, 0x1.754936p+07f, -0x1.dc59ep-10f, 0x1.8p+00f, 0x1.fe1f3ap+00f, -0x1p+31f, INFINITY, 0x1.8p+00f, 0x1.3950e4p+11f, 0x1.494fdep-02f, 0x1.7db2b2p-13f, 0x1p-01f, -0x1.fffffep+127f, -0x1.7e30aap-05f, -0x1.ef9d8cp+11f, -0.0f, -0x1.0bap-138f, 0x1.fffffep+22f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, -0.0f, -0x1p-01f, 0x1.730afcp-11f, 0x1.c70cfap-08f, 0x1p-01f};
static const float h_f2[32] = {0x1p-126f, -0x1.24dac8p+09f, -0.0f, 0x1.2a05f2p+33f, 0x1p-01f, -0x1.d1b208p-18f, 0x1p+00f, 0x1.fffffep+31f, -0x1.4p+01f, -0x1.fd62e2p-08f, -0x1.5c1c14p-10f, 0x1.4p+01f, 0x1p+24f, -0x1.8cb984p+14f, -0x1.2bfac8p+16f, 0x1.0624dep-10f, -0x1.0bap-138f, -0x1.b0a836p+05f, 0x1.655568p+15f, 0x1.2a66cap+15f, 0x1p-01f, 0x1.9b0f34p+01f, 0x1.8p+00f, -0x1.0bap-138f, 0x1.3c5b68p-18f, 0x1.d09d1cp+00f, 0x1.99999ap-04f, INFINITY, 0x1.fffffep+31f, 0x1.c27624p+12f, 0x1.4p+01f, 0x1.fffffep+127f};
static const float h_f3[32] = {0x1.c953b4p+04f, -INFINITY, -0x1.1dbe94p+13f, -0x1.d1777cp+02f, -0x1.be37bp-09f, 0x1.0f853ep+15f, 0x1.72bee8p+15f, 0x1.2b9f5ap-05f, -0x1.425e5ap-22f, -0x1.53f27cp-20f, 0x1.236894p+08f, 0x1.fffffep+31f, 0x1.3ad748p+13f, -0x1p-01f, 0x1.fffffep+30f, -0x1.dc664ep-13f, 0x1p-126f, -0x1.fffffep+127f, 0x1.43cfp-15f, 0x1.fffffep+22f, 0x1.9bb02ep-04f, 0x1.8p+00f, 0x1.972ffcp+13f, 0x1.3b0c98p-24f, 0x1.e52d8cp-15f, 0x1.8p+01f, -0x1.48218cp+14f, 0x1.e4f452p-06f, 0x1.fffffep+22f, 0x1.919522p+15f, 0x0p+00f, 0x0p+00f};
static const double h_d0[32] = {0x1.d6f34548p+26, 0x1.559e4718ab23p+12, 0x1.16db49e0e7ff8p+10, 0x0p+00, -0x1.56e1fc2f8f359p-997, -0x1.0db0524a840c4p+31, -0x1.70f0eab11b7dp+21, 0x1.4a9b2e32957c8p+37, 0x1.a9564aa00fb94p+32, -0x1.cc927eda856cp-12, 0x1.c1f33ae40a9aap-12, 0x1.84f7d34c533bcp+20, -0x1.2be554389d14ep-31, 0x1.298847bafbfb4p-24, 0x1p-01, 0x1.d6f34548p+26, -0.0, -0x1.5977836769ce2p-35, 0x1.d6f34548p+26, 0x1.999999999999ap-04, -0x1.86db3bc59d716p-38, 0x1.7e43c8800759cp+996, -0x1.e01e060286d8p-38, -0x1.56e1fc2f8f359p-997, -0x1.56e1fc2f8f359p-997, -0x1.f5b20fb09455p+36, -0x1.81f6df5f858a2p+06, 0x1.5492cfa9c2b1ep-37, -0x1p+00, 0x1.d623c5f358ae8p-27, 0x1p-1074, 0x1.2699587bc4314p-10};
static const double h_d1[32] = {0x1.62c4b2bf57934p+37, 0x1.3cd7fcd2b52dp-05, -0x1.af72484a74a98p-31, 0x1.fffffffffffffp+1023, 0x1p-1074, -0x1.1d18d9a25b94ap+18, 0x1p-01, 0x1.d6f34548p+26, 0x1.481b86dc000fep-28, -0x1.56e1fc2f8f359p-997, 0x1.d17b9927a949p-05, -0x1.e0687540c9d2p+36, 0x1.4d4f37c687e7p+10, -0x1.d8ce9278eec8p-24, 0x1.88be591aa6d74p+09, 0x1.4p+01, -0x1.f8eed7bd4571ap-23, 0x1.24a52889081f8p+19, -0.0, -0x1.49de622c6a56p+35, 0x1.49a7b978ccf88p-06, (double)INFINITY, 0x1.52959ff2f7176p-01, -0x1.f6f2e1776c6bcp+28, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, -0x1.154af1671a6cp-34, (double)INFINITY, -0x1.f31028612e598p+37, -0x1.7cc62797478d8p+37, -0x1.27b99f87531c8p+33, -0.0};
static const int h_i0[32] = {-1, (-2147483647 - 1), 51327037, -94, 6, 2147483646, -943484, 10, -2, 0, 39982, -1, -1030545376, -1411, 0, 2147483647, 2147483646, 1, -1832, 189, -1, 31647, (-2147483647 - 1), 0, 2147483646, 1, 2147483647, 8677728, 2147483646, -2, 1, 4828};

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
