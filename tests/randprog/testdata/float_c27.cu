// Random float expressions (tests/randprog/gen, kind float, seed 8027).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(((0x1.79ca1p-67f) < (f3))))
#define E1 ((f3) * (((f2) * (f3) - (f1))))
#define E2 (isnan(((float)(i0))) + 2 * isinf(((f1) - (f1))) + 4 * signbit(((float)(i0))))
#define E3 sinf(((f3) - (f0)))
#define E4 ((float)(i0))
#define E5 f2i(fdimf(powf(f0, f2), ((float)(i0))))
#define E6 ((((-0x1p+00f) >= (f2) ? (f3) : (f3))) + (((f0) * (f2))))
#define E7 ((float)(d2i(((d1) / (-0x1.cp+01)))))
#define E8 atan2f(((f2) < (f3) ? (f2) : (f1)), remainderf(f3, -0x1p+00f))
#define E9 i0
#define E10 ((((((-0x1p+00f) >= (f3) ? (f2) : (f2))) * (f3))) / (((float)(i0))))
#define E11 d2i(((((double)(long long)(i0))) * (((d1) * (0x1p+00) + (d0))) + (((0x1p+01) * (d0) + (d1)))))
#define E12 ((((float)(1))) + (((float)(i0))))
#define E13 sqrtf(((((f2) + (-0x1p+00f))) / (((0x1.ap+01f) * (f1)))))
#define E14 d1
#define E15 ((f1) <= (((f3) >= (0x1p-01f) ? (f0) : (f0))))
#define E16 ((((f2) + (f1))) / (((0x1.79ca1p-67f) / (f1))))
#define E17 ((powf(f0, f0)) * (__int2float_rd(i0)) - (((f0) * (0x1.5af1d8p+66f))))
#define E18 powf(fmaf(f0, f1, 0x1p-01f), fmodf(f1, f0))
#define E19 ((rintf(f0)) >= (((float)(((d0) * (d1) + (d0))))) ? (((((f0) - (f1))) * (((f2) * (f0))) + (((f0) / (0x1.5af1d8p+66f))))) : (((float)(__float2int_rd(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))))))
#define E20 ((float)(d2i(((-0x1.cp+01) - (d1)))))
#define E21 ((((f1) >= (f3) ? (f1) : (f3))) * (((0x1p+01f) * (f0) + (f0))) + (((f2) * (f3))))
#define E22 f2i(f1)
#define E23 (isnan(fmaf(-0x1p+00f, -0x1p+00f, 0x0p+00f)) + 2 * isinf(f0) + 4 * signbit(fmaf(f0, f2, f0)))

static const float h_f0[32] = {0x1.55bbap-17f, 0x1.135136p-08f, 0x1.cdbe68p+10f, 0x1p+24f, 0x1p-01f, -0x1.3b3ec4p+19f, -0x1.c1ca8ap+14f, -0x1.0b6218p-15f, -0x1.0681dp-08f, 0x1.d49784p-18f, -0x1.404bdp+06f, -0x1.1fe944p+18f, 0x1.ff3c52p+10f, 0x1.509cd2p-09f, 0x1.fffffep+30f, -0x1p+31f, -0x1.c233cep+10f, -0x1.19cde2p+09f, 0x1.99999ap-04f, 0x1.fffffep+30f, -0x1.3fa0fp-09f, -0x1.c603f8p-21f, -0x1.414858p+05f, 0x1.c6a356p+05f, -0x1.65f6e8p+08f, 0x1.2a05f2p+33f, -0x1.4p+01f, -0x1p-01f, -0.0f, -0x1.fefe54p+13f, 0x1.83bfc2p+15f, 0x1.c80d98p+07f};
static const float h_f1[32] = {-0x1.00634p+08f, 0x1p-01f, -0x1p+00f, 0x1.9f562ap+03f, -0x1.0bap-138f, -0x1.7c18dcp-08f, 0x1.bd162p-14f, -0x1.2e0672p+11f, 0x1.99999ap-04f, -0x1.225362p-18f, 0x1.8p+00f, 0x1.2c5ed2p-06f, -0x1.689828p-23f, -0.0f, -0x1.8224b6p-14f, -0x1.560194p+16f, -0x1.27a398p+26f, -0x1.dd9efap+13f, -0x1.beefa2p+01f, 0x1.4b8c5cp+10f, -0x1p+00f, 0x1.ac26p-02f, 0x1.2a05f2p+33f, INFINITY, -0x1.4p+01f, 0x1.fffffep+31f, 0x1.fffffep+31f, -0x1.b7bec4p+15f, -0x1.2285cp+06f, 0x1p+24f, -0x1.e40e32p-20f, -0x1.eb366ep-20f};
static const float h_f2[32] = {0x1p-01f, -0x1.e8db58p-18f, 0x1.fffffep+30f, 0x1.0624dep-10f, -0x1.67fa32p+09f, 0x1.3c1018p+08f, -0x1.6a1138p+18f, 0x1.56462ap-23f, -0.0f, -0x1.05481p+02f, 0x1.54108ep-09f, INFINITY, 0x1.c8e02ap-20f, -0x1.61f45p-24f, 0x1.6fc648p-18f, -0x1p+31f, 0x1.966fb6p-06f, -0x1.b62582p+08f, -0x1.77b79p+06f, -0.0f, -0x1.8160e2p-14f, 0x1.16c2p-133f, -0x1.027286p-04f, 0x1.140ca2p-20f, 0x1.2a05f2p+33f, -0x1.fffffep+127f, 0x1.16c2p-133f, 0x1p-01f, 0x1.847ca2p-12f, -0x1p-01f, -0x1p-01f, -0x1.19b35ep-20f};
static const float h_f3[32] = {0x1.39b61ep+16f, 0x1.fffffep+31f, 0x1.16c2p-133f, -0x1.22e12cp-04f, 0x1.8p+00f, INFINITY, 0x1.d9a904p+14f, 0x1.2a05f2p+33f, 0x1.8p+00f, 0x1.fffffep+22f, 0x1p-126f, 0x0p+00f, 0x1.24b058p-08f, 0x1.4p+01f, -0x1.883a0ap-22f, 0x1p-01f, 0x0p+00f, -0x1.29c758p-09f, -0x1.e28162p-17f, -0x1p+31f, 0x1.e76a3cp-03f, 0x1.3ccec6p-14f, 0x1.a9365ep+06f, 0x1.7db3cap+13f, -0x1p+31f, -0x1.1410d2p+05f, -0x1.b3eedep+08f, 0x1.8p+01f, 0x1.fffffep+22f, 0x1.8p+00f, -0x1.1969bcp-17f, 0x1p+00f};
static const double h_d0[32] = {0x1.10133491c5f8p+17, -0x1.eb0b282206c94p+35, 0x1.a9fcc85d9d1dcp-01, 0x1.fffffffffffffp+1023, 0x1.9b6547b4152ccp-36, 0x1p-01, -0x1.447667b7d181p-28, -0x1.e4c904cef0f6cp-41, 0x1.fffffffffffffp+1023, 0x1.4p+01, 0x0p+00, -0x1.70449c37b03d4p+04, 0x1.1b4c8569df89cp+35, 0x1.4c14bf26d0938p+36, 0x1.f413f06a2e308p-33, 0x1.7e43c8800759cp+996, -0x1.08b4ed2383fecp+04, -0x1.56e1fc2f8f359p-997, 0x1.3fbe61a9595f4p+05, 0x1.1c37937e08p+53, (double)INFINITY, -0x1.cp+01, 0x1.7e43c8800759cp+996, -0x1.056673f4df794p-07, 0x1.4p+01, 0x1.5b887a5189eccp-29, -0x1.694b674cae08cp+02, -0x1.a2509b70d46f6p+12, 0x1.7e43c8800759cp+996, -0x1.e019b0c3cea0cp+35, -0x1.1aac82a3a4f98p+34, 0x1.d4e8fb6211caap+07};
static const double h_d1[32] = {-0x1.30e5b0ae58568p+04, -0x1.80ecaaa5db0bep-26, -0x1.90770c1c1c43p+29, -0x1.a12c02235c838p-02, -0x1.0f235f3e71d2p-13, 0x1p-1074, -0x1.1f4adc4bf5754p-41, 0x1.d6f34548p+26, 0x0p+00, 0x1.1c37937e08p+53, 0x1p+00, 0x1.999999999999ap-04, -0x1.cp+01, -0x1.e237c1857b02cp-23, -0x1.adbd932fe1c6p-36, 0x1p-1074, 0x1.8af4a970c10b2p+29, -0x1.c5cba293a55ap-37, -0x1.80d97483da0bap+33, -0x1.ea27496f8ea0cp-11, 0x1.fffffffffffffp+1023, 0x1p-1074, 0x1.56fe95c9bf43p+15, 0x1p+00, 0x1.18190a6e4f3a8p+14, 0x1.b10b5edbe5088p-13, 0x1.941ccba6baf8p+04, -0x1.82e4ec1ec3016p+25, 0x1.9b2da5d7e0376p-39, (double)INFINITY, -0x1.0346ee2a35e24p-33, -0x1p+00};
static const int h_i0[32] = {-1, 0, -2147483647, 1713336, -2, 1516970828, -1139298, -9701, 2, 5227837, -1, 2, -115211843, 2147483647, (-2147483647 - 1), -100, -2147483647, 78, 0, 2147483647, 250505832, -2, -2, -108221136, 0, 1, -1, -1, 17, 0, -24817727, -153587};

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
