// Random float expressions (tests/randprog/gen, kind float, seed 50155).
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
#define E1 i0
#define E2 0x1p-01f
#define E3 exp(fma(d1, d1, 0x1.87e92154ef7acp-665))
#define E4 d2i(((double)(long long)(i0)))
#define E5 (isnan(((f3) >= (f0) ? (f2) : (f1))) + 2 * isinf(((float)(i0))) + 4 * signbit(powf(f2, f2)))
#define E6 ((f2) * (erff(((f0) / (f2)))) - (((float)(i0))))
#define E7 tanhf(((float)((isnan(f3) + 2 * isinf(0x0p+00f) + 4 * signbit(f1)))))
#define E8 ((((d0) * (d0) + (d0))) * (((double)(long long)(i0))) + (fma(0x0p+00, -0x1.cp+01, d0)))
#define E9 0x1.999999999999ap-04
#define E10 f2i(logf(((f3) * (f2) - (0x1p-01f))))
#define E11 ((copysignf(0x1.79ca1p-67f, f3)) + (((float)(d0))))
#define E12 i0
#define E13 fma(expm1(((d1) - (d1))), sqrt(log(0x1p+01)), ((d1) * (d0)))
#define E14 0x1.5af1d8p+66f
#define E15 ((atan2(d0, d0)) + (((0x1p+00) * (d0) + (d1))))
#define E16 ((((f2) * (0x1.99999ap-04f))) * (((float)(i0))) + (((f3) * (f1) - (f3))))
#define E17 fminf(0x1p+00f, ((rsqrtf(f0)) >= (__fsqrt_rz(f3)) ? (((f3) >= (f3) ? (f1) : (f3))) : (acoshf(f2))))
#define E18 f1
#define E19 ((fmaf(f2, ((f1) / (0x1.79ca1p-67f)), __fsub_rn(f1, f2))) - (((cosf(f2)) * (((float)(i0))))))
#define E20 ((((0x0p+00f) - (f3))) * (fminf(f3, f1)))
#define E21 atan2f(((((f1) + (f1))) - (f0)), fmaf(((float)(d0)), f2, f3))
#define E22 ((((float)(i0))) >= (((float)(i0))) ? (powf(f2, f2)) : (((f1) + (f0))))
#define E23 (isnan(((float)(d0))) + 2 * isinf(expm1f(0x1p+00f)) + 4 * signbit(((f1) + (f3))))

static const float h_f0[32] = {0x1.4p+01f, -0x1.7f06dcp+04f, 0x1.8bd81p-14f, -0x1.c961bap+08f, -0x1.38b2e8p+10f, -0x1.f2aa94p+13f, -0x1.f4a188p-20f, 0x1.828d2p-18f, 0x1p+24f, -0x1.87c71cp+16f, -0x1.9c221ap+14f, -0x1.440d32p-02f, 0x1.9608c2p+17f, 0x1p+24f, 0x0p+00f, -0x1.b91d98p-02f, 0x1.42d16p+16f, -0x1.b89fe4p-18f, 0x1.a63126p-04f, 0x1.4p+01f, 0x1.4p+01f, 0x1.9ae9f2p+18f, 0x1.16c2p-133f, 0x1.fffffep+127f, 0x1p+00f, 0x1p+00f, 0x1.ab4a4ap-17f, -0x1.ababd8p-21f, -0x1.fffffep+127f, 0x1.dfd248p-03f, -0x1.3ebf2ap-04f, 0x1.65447cp+05f};
static const float h_f1[32] = {-INFINITY, -0x1.aa55f6p-18f, -0x1.9edc48p-18f, 0x1p+24f, 0x1.cdcd84p-07f, 0x1p-01f, -0x1.fd957p+14f, 0x1.16c2p-133f, 0x1.d74558p+08f, 0x1.a66fd8p+15f, -0x1.e219cep+19f, 0x1.8b0962p+08f, 0x1.4p+01f, -0x1.a2f5f6p+18f, -0x1.0bap-138f, 0x1.9b2c6ep+06f, 0x1.5d74eap+11f, 0x1p+24f, -0x1.4e597p-20f, 0x1p+24f, 0x1.7aace2p+01f, 0x1.f24d38p-05f, 0x1.670a9cp-16f, 0x1.dc3a28p+16f, 0x1.8378a2p-12f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, 0x1p-126f, 0x1.ff5bd4p-18f, -0x1.e33d0ep+15f, 0x1.cae612p-18f, -0x1.1abb36p-18f};
static const float h_f2[32] = {-0.0f, 0x1.b9bacap-19f, 0x1.16c2p-133f, 0x1.82eceep+00f, -0x1.f00d94p-04f, -0x1.88a2dep-20f, 0x1.55150ep+10f, 0x1.691cc8p+10f, -0x1.b16fd6p-13f, -0x1.630fbp-09f, -0x1p-01f, -0x1.5fcd14p-19f, INFINITY, -0x1.cca8dcp-14f, 0x1.9ebc4ep+15f, 0x1.d64d7cp-07f, -0x1p-01f, 0x1.7946c2p-03f, -0x1.27a398p+26f, -0.0f, -0x1.0e3b14p+01f, -0x1.6e36c6p+03f, -0x1.79d4b4p-21f, 0x1.4p+01f, -0x1.27eba6p+05f, 0x1.7cc0aap+12f, -0x1.c651e8p+07f, 0x1.43177cp+06f, -0x1.7d2fccp-25f, 0x1.b9ef3ap-23f, -0x1p+00f, -INFINITY};
static const float h_f3[32] = {-0x1.97ee0ap-03f, 0x1.6ef04cp+04f, -0.0f, 0x1.7beac2p+18f, -0.0f, -0x1.dfbe34p+02f, -0x1.bdc028p+04f, 0x1.8dc55p+13f, -0x1.ca7dep-13f, 0x1.40700cp-21f, -0x1.9d01eap-21f, -0.0f, 0x1p-126f, 0x1p-01f, 0x1p-126f, 0x1p+00f, 0x1.8p+01f, -0x1.27a398p+26f, -0x1.a1c85ep+01f, -0x1.23fc7cp-14f, 0x1.2a05f2p+33f, 0x1.99999ap-04f, -0x1.3cd60ep-03f, 0x1.168de6p-07f, 0x1.55925ep+14f, -0x1p+31f, -0x1.c0d70ap+01f, 0x1.b85ce2p-02f, -0x1.af4c0cp-18f, 0x1.2a05f2p+33f, -0x1.846c8cp+02f, -0x1.9bf4a6p+01f};
static const double h_d0[32] = {0x1p+53, 0x1.1c37937e08p+53, -0x1.0012185cefc0ap-28, 0x1p+53, 0x1.08af464acb432p-40, 0x1.ac9473de376a4p-02, -0x1.cp+01, 0x1.d6f34548p+26, -0x1.56e1fc2f8f359p-997, -0x1.b072dec7796dcp-10, -0x1.52787870cae7ep-01, 0x1p-01, -0x1.cae8263434fdp-07, 0x1.9f2c0285784p-12, 0x1.06b3f70bf064p-02, -0.0, 0x1p+00, 0x1.fffffffffffffp+1023, -0x1.b59d269c7f758p-38, -0x1.5127b33e04738p+30, -0x1.1135589b12ep-03, (double)INFINITY, -0x1.33072c56f286p-29, (double)INFINITY, -0x1.56e1fc2f8f359p-997, -0x1.1b4f64146b65p-34, 0x1.d9d52eb651e08p-25, 0x1.58f7362b5639p-38, 0x1.e32f7fc04b7c6p+25, 0x1.d6f34548p+26, 0x1.e00226f4e74e8p-32, -0x1.cp+01};
static const double h_d1[32] = {-0x1.cp+01, -0x1.392f1c86338e4p-18, -0x1.fb792990ffdcp+04, 0x1p+00, 0x1p+53, 0x1.daf3443e27c58p+30, -0x1.7e6308cfc1188p-05, 0x1.04d12bd97270ep+10, -0x1.789c9ec415e4p-12, 0x1.0198584f760e8p-35, 0x1.fffffffffffffp+1023, -0x1.cp+01, 0x1.7e43c8800759cp+996, -0x1.05cacdb507868p-31, 0x1.a51d389c14408p-34, 0x1p-1074, 0x1.d6f34548p+26, 0x1p+00, 0x1.7cf396990cc48p-23, 0x1.d6f34548p+26, 0x1.0575f8c87ad5p+13, -0x1.dade966eed2e8p-38, (double)INFINITY, -0x1.3fd5b2446832ep-16, -0x1.be9caccf922ap-25, -0x1.216d283548a0ap+29, 0x1.1bd51a8fc63ap+28, -0x1.60c42a8fc33c8p-04, 0x1.1c37937e08p+53, 0x0p+00, 0x1.ab67616afafcep+03, -0.0};
static const int h_i0[32] = {-32, 2, 2, 1217773119, 0, -1355185549, 9450639, -244435153, -27, -2, -32070853, 128144, -189, 2147483646, -637158392, 12, 1, 2, 1, -150, -730, -29609711, -66894, 0, 1, 2147483647, (-2147483647 - 1), (-2147483647 - 1), -310, 6, -2147483647, 7600893};

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
