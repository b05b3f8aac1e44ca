// Random float expressions (tests/randprog/gen, kind float, seed 8003).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((f2) > (fmaf(hypotf(f0, 0x1.79ca1p-67f), ((float)(d0)), ((f0) * (f0) + (f1)))))
#define E1 ((expm1f(f3)) + (((f2) / (f1))))
#define E2 f0
#define E3 ((float)((isnan(fmaf(-0x1p+00f, f1, f1)) + 2 * isinf(((float)(1))) + 4 * signbit(remainderf(0x0p+00f, f3)))))
#define E4 fma(log(((0x1.87e92154ef7acp-665) + (d0))), d1, ((fmin(d1, 0x1p+01)) - (((double)(long long)(i0)))))
#define E5 copysignf(((f0) * (f0) - (f3)), fmaf(f0, f3, f2))
#define E6 (isnan(((f2) / (f0))) + 2 * isinf(f2) + 4 * signbit(((f1) < (f3) ? (0x0p+00f) : (f0))))
#define E7 asinf(((float)(f2i(f1))))
#define E8 fminf(cosf(f2), ((float)(d1)))
#define E9 f3
#define E10 f3
#define E11 d1
#define E12 ((truncf(cosf(f2))) + (powf(f2, copysignf(f1, f3))))
#define E13 ((((((f2) * (f3) - (0x0p+00f))) * (((float)(i0))))) - (ceilf(fmaf(f0, f3, f0))))
#define E14 fmin(fmax(((double)(255)), ((d1) + (0x1.87e92154ef7acp-665))), fmin(((0x0p+00) - (d1)), copysign(d0, d1)))
#define E15 sinhf(((f3) < (0x1p-01f) ? (f1) : (f3)))
#define E16 fmaf(hypotf(fmaf(0x1p+01f, f0, f2), ((float)(i0))), ((__int2float_rz(i0)) / (roundf(f0))), erff(__fmul_rz(f2, f1)))
#define E17 f3
#define E18 ((fmaf(fmaf(0x1.79ca1p-67f, 0x1p+01f, f3), atan2f(0x1.5af1d8p+66f, f0), ((f1) - (f1)))) / (__fmul_ru(((f3) * (f2)), f1)))
#define E19 truncf(fmaf(((f1) / (f2)), log1pf(0x1.79ca1p-67f), ((float)(d0))))
#define E20 __float2int_rd(fminf(fmaxf(fmaf(((f0) - (f2)), fdimf(f3, f2), ((f0) + (f1))), -2.1e9f), 2.1e9f))
#define E21 ((((f1) < (0x1p-01f) ? (f2) : (f0))) - (f1))
#define E22 ((((__int2float_rz(i0)) / (fabsf(f3)))) / (rsqrtf(((f3) * (f0)))))
#define E23 ((((f3) - (f0))) - (((-0x1p+00f) * (f2))))

static const float h_f0[32] = {0x1p+24f, 0x1.ffd334p+16f, 0x1.e6c79ap-06f, 0x1.da055cp-05f, -0.0f, 0x1.5501eap+15f, 0x1.8p+01f, -0x1.0bap-138f, -0x1.4p+01f, 0x1.dc68d8p-05f, 0x1.2a05f2p+33f, INFINITY, 0x1.8p+00f, 0x1.42a4e8p+19f, 0x1.8p+00f, 0x1.e3e48ep+05f, 0x1.f9ead6p-09f, 0x1.16c2p-133f, 0x1.16c2p-133f, -0x1.253fc4p-32f, 0x1.717fbep-21f, 0x1.a829cap-03f, 0x1.8p+00f, 0x1.3b62p-08f, 0x1p-01f, 0x1.2a9d4p+10f, 0x1.3893ap-10f, 0x1p+24f, -0x1.66e01ap-01f, -0x1.27a398p+26f, 0x1.4defdep-03f, 0x1p+24f};
static const float h_f1[32] = {0x1.0624dep-10f, -0x1.e33806p+03f, 0x1p-01f, 0x1.b03982p+13f, 0x1.fffffep+22f, -INFINITY, 0x1.f0a2d8p+19f, -0x1.6d0df2p-06f, -0x1.11d2ecp+13f, 0x1.9ad3a8p-06f, -0x1.af957cp+13f, 0x1.a0cbc4p+03f, -0x1.9dea82p-08f, 0x1.810e64p+13f, -0x1.27a398p+26f, -0x1.fffffep+127f, -0x1p+00f, -0x1.56b59p-11f, -0x1.b3945cp+09f, 0x1.59aa44p+03f, -0x1.4p+01f, -0x1.27a398p+26f, 0x1.831fc4p-10f, -0x1.72b7ecp-18f, -0x1.c2cd2p-20f, -0x1p+31f, 0x1.0624dep-10f, -0x1.0bap-138f, -0x1p+31f, -0x1.306804p+14f, 0x1.0624dep-10f, -0x1p+31f};
static const float h_f2[32] = {0x1.474cd8p+07f, 0x1.fffffep+127f, 0x1.3b27bp+07f, 0x1.2a05f2p+33f, INFINITY, -0x1.b2eaecp-11f, 0x1.e5c02cp+12f, 0x1.6ee11cp-02f, -0x1.4p+01f, 0x1.71bad4p-04f, 0x1.2a05f2p+33f, 0x1.c7f58p-23f, 0x1.b11ec6p-12f, -0x1.ab1cf4p-15f, -0x1.eee89cp-03f, 0x1p+24f, 0x1.a2ce56p+04f, -0x1.a8857cp-22f, 0x1.2c2448p+13f, 0x1.43caeap+08f, 0x1.bfee5cp+13f, 0x1.8p+01f, -0x1.0b7a4p-13f, 0x0p+00f, 0x1.bc2dp+00f, 0x1.dd8a1ap-18f, 0x1.4p+01f, -0x1.0bap-138f, 0x1.8p+01f, 0x1.fffffep+127f, 0x1.c8d626p-25f, -0x1.3f17c6p-02f};
static const float h_f3[32] = {0x1.fffffep+127f, 0x1p+24f, 0x1.ad06b8p-03f, -0x1.4p+01f, -0x1.94befcp+08f, -0x1.b48352p-13f, 0x1.9187fp-21f, -0x1.3ff77cp+14f, 0x1.fffffep+22f, 0x1.4p+01f, -0x1.4p+01f, -INFINITY, -0x1.8f23ap+00f, 0x1.4d69b2p+10f, 0x1.8p+01f, 0x1p-126f, -0x1p+00f, 0x1.99999ap-04f, 0x1.4afb66p+13f, INFINITY, 0x1.16c2p-133f, 0x1.2d0216p+07f, -0x1.57d76cp+16f, 0x1.0624dep-10f, -0x1.ca100cp-08f, 0x1.fffffep+31f, 0x1.e0f66cp+09f, 0x1.2a05f2p+33f, 0x1.bcb628p+15f, 0x1.92cef6p+10f, 0x1.fffffep+31f, -0.0f};
static const double h_d0[32] = {0x1.8983dc4eba0d8p+20, -0x1.a16e54abd384ep-22, 0x1.2c5aae90373d4p-23, -0x1.bc4533943b0cep+18, 0x1.2b2de52cc6a9cp+21, -0x1.153c5890de3ccp-41, 0x1p+00, -0x1.fef2d11bfd7a8p+25, 0x1p+53, 0x1p-1074, -0x1.cp+01, 0x1.1c37937e08p+53, 0x1.0baf9519e9684p+26, 0x1.bafcbe31b7f9ap-02, 0x1p-1074, 0x1.fffffffffffffp+1023, -0x1.5ed165a0bf34cp-42, 0x1.2fa3e47ffe0ecp-38, -0x1.bd37c8d422648p+05, -0x1p+00, 0x1p+00, 0x0p+00, 0x0p+00, -0x1.85119f7aacffp-10, -0x1.8d104b7c74a4p+08, 0x1.c0f139318b244p-32, 0x1.7c8fa62fdc79p+29, 0x1.4p+01, 0x1.d86e06ff5ca34p-40, 0x1.999999999999ap-04, 0x0p+00, -0x1.3281500e30932p+31};
static const double h_d1[32] = {0x0p+00, (double)INFINITY, -0x1.f8f3a556fb38p-07, 0x1.999999999999ap-04, -0x1.b19259899212cp-25, 0x1p-01, -0x1p+00, 0x1.d6f34548p+26, 0x1.f2342883d73cp-07, -0x1.56e1fc2f8f359p-997, 0x1.bc9bd567f6a4cp-04, 0x1.9db3d6d3638dp-17, -0x1.8c69a093ec8bp-19, 0x0p+00, 0x1.a6b2184d563bep-02, -0x1.996d83a0ff644p-18, 0x1p-1074, 0x1.872988d43899cp+30, 0x1.949046caec0ep+01, 0x0p+00, -0x1.4eb0a3b7de978p-02, -0x1.ff357c3e83586p-08, 0x1p-01, 0x1.a634218c79a8p-04, -0x1.6bbd38985e8d8p-07, -0x1.a924a58bc1468p+14, -0x1.6d523e2910b66p+02, -0x1.de899e0f7a954p+02, 0x1p+53, -0.0, -0x1.9ad969ced0ffp-38, 0x1.117a80c2ae5ap-23};
static const int h_i0[32] = {-43550744, 4526, -311, -129924, 0, -1, 0, -2, -3606, -1861967830, 214038040, -245650, 223, -5, 1873, 7, 955072179, 2147483646, -764, 2147483646, 102, 2319, -1, 369836863, 720340057, 1, 0, -953944, -20400377, -2147483647, 2147483646, 2};

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
