// Random float expressions (tests/randprog/gen, kind float, seed 8023).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(d2i(0x1.87e92154ef7acp-665)))
#define E1 ((((float)(i0))) > (((float)(1 << 24))))
#define E2 tanh(((d0) * (d1)))
#define E3 f2
#define E4 ((((((double)(long long)(i0))) / (((-0x1.cp+01) / (d1))))) + (pow(((d1) / (d0)), d0)))
#define E5 powf(f1, ((f2) + (f1)))
#define E6 0x1.ap+01f
#define E7 asinf(((f0) * (f0) - (f0)))
#define E8 0x1.999999999999ap-04
#define E9 i0
#define E10 ((double)(long long)(d2i(((d0) + (d0)))))
#define E11 f2i(0x1.5af1d8p+66f)
#define E12 i0
#define E13 ((((((0x1p-01f) + (f2))) + (((f1) * (0x1p+00f))))) - (copysignf(((f2) * (f0)), fdimf(f0, f2))))
#define E14 ((fmodf(__double2float_rz(0x1p+00), -0x1p+00f)) * (0x1p-01f))
#define E15 __float2int_rd(fminf(fmaxf(fmaf(fmodf(f1, 0x1.79ca1p-67f), fmaf(0x1.5af1d8p+66f, f1, 0x1p+01f), fmaf(f2, -0x1p+00f, f0)), -2.1e9f), 2.1e9f))
#define E16 ((((-0x1p+00f) >= (f1) ? (f1) : (f0))) * (hypotf(f1, f1)) + (((f2) - (f2))))
#define E17 pow(fma(d0, d0, d0), hypot(d1, d0))
#define E18 (isnan(((powf(f0, 0x1.99999ap-04f)) >= (((f1) < (f0) ? (f1) : (f2))) ? (fminf(f2, f3)) : (((f0) >= (f1) ? (f2) : (f3))))) + 2 * isinf(((float)(fma(d1, d1, 0x1.87e92154ef7acp-665)))) + 4 * signbit(((((float)(i0))) * (f2) - (__double2float_rz(d0)))))
#define E19 d0
#define E20 rintf(((f3) < (f0) ? (0x1.5af1d8p+66f) : (f2)))
#define E21 __int2float_rn(2147483647)
#define E22 fmod(((double)(long long)(-7)), d0)
#define E23 i0

static const float h_f0[32] = {-0x1.62942ep+01f, -0x1.ad3316p-09f, -0x1.6a645cp+02f, -0x1.e425fcp+09f, -0x1.f03aep+00f, -0x1.e7a2dp+11f, -0x1.4p+01f, 0x1p-126f, 0x1.fffffep+22f, -0x1.357c16p-02f, INFINITY, 0x1.ba96ap+11f, -0x1.f5fa9p+14f, 0x1.ce12c4p+07f, 0x0p+00f, 0x1.2a05f2p+33f, 0x1.8d1d8cp+00f, 0x1.221808p+01f, 0x1.99999ap-04f, 0x1.0624dep-10f, -0x1.9e9734p+14f, -0x1.a9522p-07f, 0x1.7741acp+08f, 0x1p-126f, 0x1.4b5be6p-16f, 0x1.7fa35p+04f, 0x1.272a5ep+09f, 0x1p+00f, 0x1.01817ap-16f, 0x1.783484p+14f, -0x1.86cca4p+01f, INFINITY};
static const float h_f1[32] = {0x1.8p+00f, -0x1.6cb234p-10f, 0x1.cfa24ep+17f, 0x1p+24f, -0x1.9cc474p-01f, -0x1.27a398p+26f, 0x1.a431fep-11f, 0x1.4p+01f, -0x1.402394p+13f, -0x1.fcb22ap+13f, -0x1.d11de2p+15f, -0x1.d2fd7p-10f, 0x1.4p+01f, 0x1.c300fep-16f, 0x1.252b62p+12f, -0x1.020c26p+07f, -0x1.29014ep+02f, -0x1.bbeca4p+06f, 0x1.66c608p+09f, 0x1.69638ep+01f, -0x1.8b469cp+12f, -0x1.de7e76p-13f, -0x1.b9adaap+16f, -0x1.7b9deep+04f, -0x1.117762p+14f, -0x1.a894dp+19f, -0x1p-01f, -0x1.504cf8p+15f, 0x1.861b1ep-06f, -0x1p+00f, -0x1.a23e6ap+14f, 0x1.07bafcp+06f};
static const float h_f2[32] = {-0x1.e0e352p-15f, 0x1.fffffep+30f, 0x1.fffffep+31f, 0x1.676516p-02f, 0x1.d61428p+08f, 0x1.458a5ap-16f, 0x1.4p+01f, -0x1.8432e6p+16f, -0x1.fffffep+127f, -0x1.846e06p+08f, 0x1.fffffep+127f, 0x1.d9466p-09f, 0x1.3fb6fcp+00f, 0x1.08b02ap-07f, 0x1.0a4ecap-11f, -0x1.28c39p-15f, 0x1.759068p+16f, -0x1.27a398p+26f, -0x1.35de62p-09f, -0x1.20e96p-05f, 0x1.8p+01f, 0x1.802a9p+14f, 0x1.730502p-06f, -0x1.0bap-138f, -0x1.b747c6p-16f, 0x1p-126f, 0x1.2a05f2p+33f, 0x1.c4ce4ap-04f, -0x1.4p+01f, -0x1.ce579ap+02f, -0.0f, -0x1.70325cp-22f};
static const float h_f3[32] = {0x1.8p+01f, -0x1.b5c554p-04f, -0x1.27a398p+26f, 0x1.a4cd0ap+09f, 0x1.16c2p-133f, -0x1p+31f, -0x1.2dae1cp+09f, -0x1p+00f, -0x1.43816ep-01f, 0x1.8p+00f, -0x1.3628ecp-07f, 0x1.3c5084p-04f, -0x1.859d06p-21f, 0x1.2a05f2p+33f, -0x1.535c22p+06f, 0x1.8p+00f, -0x1.26baccp-23f, 0x1.fffffep+22f, -0x1.cf511p+14f, 0x1p+00f, 0x1.c69e2ep-11f, 0x1.2a05f2p+33f, INFINITY, -0x1p+00f, 0x1p-01f, 0x1.7473a6p-15f, INFINITY, -0x1.088d5ap+03f, 0x1.8868a8p+15f, -0.0f, 0x1p+00f, 0x1.0eabd4p-07f};
static const double h_d0[32] = {-0x1.fba00451cf9dp+21, 0x1.bd04b5ed1389cp+09, 0x1p+00, -0x1.feb4e77567526p+29, 0x0p+00, 0x1p+53, 0x1.d6f34548p+26, -0x1.2f7866ce5addap+00, 0x1.e8a3e7efd50d4p+16, -0x1.56e1fc2f8f359p-997, 0x1p-1074, -0x1.f440e5092f87ep+30, 0x0p+00, 0x1p-1074, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, 0x1.56bd46dd340c2p+22, -0x1.1b2ee78f858f8p-38, -0x1.d9525d322454p+37, -0x1.0d8c3c0d8f888p-16, 0x1.d6f34548p+26, 0x1.1c37937e08p+53, -0x1p+00, 0x1.861b667643f2p-20, 0x1p-1074, -0x1.28af5b3d21714p-13, 0x1.1c37937e08p+53, (double)INFINITY, -0x1.5a9b929100b3p+20, 0x1.fe5a4e5063e1p+11, -0x1.dec7b18e43f18p+29, -0x1.eb827cf71c622p-24};
static const double h_d1[32] = {-0.0, -0x1.56e1fc2f8f359p-997, 0x1.2cf240d7486ecp-12, -0.0, 0x1.c36a2b41b9836p+16, 0x1.29d28e60e216ep+03, -0x1.ee31d1c815abp-28, -0.0, 0x1.c29ede26e0868p+21, 0x1.78e3d2967be86p+36, 0x1.12d57dab980ccp-36, 0x1.7e43c8800759cp+996, -0.0, -0x1.55a6162dbecfcp-21, 0x1.fffffffffffffp+1023, 0x1p+00, 0x1.64572aa3a3fbp+11, -0x1.6c078f2c6a88p-03, -0.0, -0x1.8b7712b33f6e6p+39, -0x1.55660a20718ecp+31, 0x1.8d5831b1b0accp-27, -0x1.9942983ed3cf6p+12, 0x1.d6f34548p+26, 0x1.aef7ec326a06p+16, -0x1.7ca4ff59b501ep+09, 0x1.32837013af7aep-14, -0x1.f945626fd3a0ep+38, -0x1.7876f37d1352ap+11, 0x1.3be85a1c411bp-03, 0x1p+00, 0x1.45a3f84290b46p-40};
static const int h_i0[32] = {2147483647, 15341, -1468, -1, -2147483647, -879, -67280, -1, -1, (-2147483647 - 1), -22363, -348656, -2147483647, 2147483646, 2147483647, 2, 2, 101, 1, 27920857, 2147483646, 2, -1, -3821174, 13363, -2, -32, -1, 2, -30013, -32, (-2147483647 - 1)};

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
