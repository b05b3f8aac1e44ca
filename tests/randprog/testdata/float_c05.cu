// Random float expressions (tests/randprog/gen, kind float, seed 8005).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(((float)(d1)), ((float)(((f3) == (0x1.ap+01f)))), f3)
#define E1 ((((float)(i0))) < (f3))
#define E2 i0
#define E3 remainderf(((float)(i0)), ((float)(f2i(f2))))
#define E4 ceilf(((f3) * (f3) - (f3)))
#define E5 f3
#define E6 fmin(exp(((d1) * (d0) + (d0))), ((((-0x1.cp+01) * (d1))) * (((0x1p+01) + (d1)))))
#define E7 0x1p-01f
#define E8 ((truncf(truncf(f0))) == (((float)(f2i(f3)))))
#define E9 ((((float)(i0))) * (((f1) * (0x1.5af1d8p+66f) - (0x1p+01f))))
#define E10 ((double)(tanf(((0x1.99999ap-04f) * (f3) - (0x1p+01f)))))
#define E11 hypot(((fma(d0, -0x1.cp+01, d1)) + (exp(0x1.999999999999ap-04))), ((((-0x1.cp+01) * (d1))) - (((d1) / (d0)))))
#define E12 fmaf(((((0x1.5af1d8p+66f) / (0x1.99999ap-04f))) - (((f0) + (f3)))), ((float)(f2i(f3))), powf(((f3) * (f0)), fmaf(f3, f3, f3)))
#define E13 ((copysignf(f0, f0)) * (((f3) * (f3) + (f3))) + (((float)(d1))))
#define E14 ((ceilf(f0)) + (0x1p+01f))
#define E15 ((double)(long long)(d2i(d0)))
#define E16 d2i(((0x1.999999999999ap-04) * (d1) + (d0)))
#define E17 __float2int_rz(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))
#define E18 ((double)(long long)(d2i(0x1p+01)))
#define E19 fma(((((d0) / (d1))) * (((d1) + (d1))) + (fmin(d0, d1))), ((double)(((f3) + (0x1.5af1d8p+66f)))), fma(((double)(i0)), 0x1p+01, expm1(d1)))
#define E20 d2i(atan2(d1, d1))
#define E21 ((cbrt(d1)) - (((d0) * (d0) + (0x1.87e92154ef7acp-665))))
#define E22 ((float)(((fma(d1, d0, d0)) - (((d0) + (-0x1.cp+01))))))
#define E23 ((remainderf(f3, 0x1p+01f)) * (f1))

static const float h_f0[32] = {0x1.522becp+11f, 0x1.fffffep+31f, -0x1.b180b2p+17f, -0x1.9308dp-15f, -0x1.0bap-138f, 0x1.4p+01f, 0x1.9b5e6p+09f, -0x1.627016p+09f, 0x1p+00f, 0x1.00ac84p-18f, 0x1.2b2ebep+16f, 0x1.c2153p+09f, 0x1.8p+01f, 0x1.8p+00f, 0x1.4p+01f, 0x1p-126f, -0x1.05e79p+03f, 0x1p-126f, -0x1.93743ep-07f, 0x1.3e536p-13f, -0x1.7958a4p-12f, 0x1.2a05f2p+33f, 0x1.8p+01f, -0x1.84fd9p-18f, 0x1.78ecap+13f, -0x1.0583eep+04f, 0x1.8p+00f, -0x1.4ac1bep+04f, 0x1.8p+00f, 0x1.e47d3ap+07f, 0x0p+00f, -INFINITY};
static const float h_f1[32] = {0x1.104b74p-12f, 0x1.8p+00f, 0x1.51441ep+05f, 0x1p-01f, 0x1.bf2e9ep+07f, -0x1.c65b44p+11f, 0x1p-126f, -0x1.e0d5aep+00f, 0x1.26ced2p-16f, -0.0f, 0x1p-01f, 0x1.8ca76ap+11f, -INFINITY, -INFINITY, 0x1p+00f, -0x1p+31f, 0x1p+00f, 0x1.99999ap-04f, 0x0p+00f, -0x1.bb6d8p-10f, 0x1.aa807cp-08f, -0x1p-01f, 0x1.bdf346p-15f, 0x1.7be2cep-19f, -0x1.383376p-02f, -0x1.07c50cp+16f, 0x1.b862d6p-08f, 0x1.9bec7ep-14f, 0x1p-126f, -0x1.afb6a8p-11f, -0x1.996a3ap-14f, -0x1.46fd3p+18f};
static const float h_f2[32] = {-0x1.9bd018p-04f, -0x1.4p+01f, 0x1.fffffep+22f, INFINITY, 0x1p-126f, 0x1.55fcap-01f, -0x1.be9d14p+11f, 0x1.8e8ac6p-19f, 0x1.5f3cbep+06f, -0x1p+31f, -0x1.60dc9p-07f, -0x1.27a398p+26f, -0x1.a5aa48p+15f, 0x1.2a05f2p+33f, 0x1.a91f02p+01f, 0x1.030e06p+01f, -0x1.f1feb8p-02f, -0x1.588226p-12f, -0x1.6fd5e8p-23f, 0x1.4dba44p-19f, 0x1.74a3cep-03f, -0x1.a66a8ep-16f, -0x1.e30198p+05f, 0x1.8p+00f, -0x1.fa4f76p+00f, -0x1p+31f, 0x1.42e954p-05f, 0x1.fffffep+22f, 0x1.19aaf4p-11f, -0x1.d0110ep-10f, -INFINITY, 0x1.5d490ap-14f};
static const float h_f3[32] = {0x1.70662ap+00f, -0x1.4p+01f, 0x1p-01f, -0x1p-01f, -0.0f, 0x1.fffffep+127f, 0x1.ef759ep-25f, -0x1.ce841p+03f, -0x1.880136p+17f, 0x1.fffffep+30f, -0x1.63e47p-03f, 0x1.bf20e2p-04f, 0x1.99999ap-04f, 0x1.c4791p-08f, -0x1.4p+01f, 0x1.a9b22p+13f, -0x1.b63e58p-02f, -0x1.5e5cfp+12f, 0x1.fffffep+127f, 0x1.66cb1p-15f, 0x1.fffffep+22f, -0x1.8c46aep-15f, -0x1.082712p-05f, 0x1p-126f, 0x1.0d34acp-21f, 0x1.234466p-10f, -0x1.8caaccp-18f, 0x1.2a05f2p+33f, -0.0f, -0x1.d89beap+16f, -0x1.7c0f2cp-18f, 0x1.0624dep-10f};
static const double h_d0[32] = {0x1.c200b184cbe2p+14, 0x1.4p+01, 0x1.f805f11982efcp-08, 0x1.5806cff3b84d8p+22, -0x1.ac26378b5437ap+19, 0x1.fffffffffffffp+1023, -0x1.153d3e6a6ad6p+13, 0x0p+00, 0x1.b9e812b93ac28p+14, -0x1.56e1fc2f8f359p-997, -0x1.dc7177d941aap+00, -0x1.39e3c65d5aba6p+07, 0x1.26c85132026a8p+28, (double)INFINITY, -0x1.1b81c98faa32cp-35, -0x1.73c74bfc389p+17, -0x1.3b5e3adcfa28p+04, 0x1p-01, 0x1p+53, 0x1.8ec645e4331c8p+26, 0x1p-01, -0x1.f22087c56c64ap-30, 0x1.549a8590183c4p+19, -0x1.70675842d676cp-17, 0x1p+53, -0x1.cp+01, 0x0p+00, -0x1.c2ba8e4b4f722p-41, 0x1.1c37937e08p+53, 0x1.83a22939345ap-30, -0x1.609e74546520ap-09, 0x1.2f5c4804a5d3p-19};
static const double h_d1[32] = {-0x1.43e78c09bbe8p-32, 0x1.1c37937e08p+53, 0x1.4p+01, -0x1.cp+01, 0x1.2a28b23dbb71cp-41, 0x1.4f2af1f19e38p+07, -0x1.810f823fa0ddp+23, 0x1p-1074, 0x1.fffffffffffffp+1023, 0x1.e3b25d21b402p-23, -0x1.a5e28af79bp-04, -0.0, -0.0, (double)INFINITY, 0x1.7e43c8800759cp+996, 0x1p+00, -0x1.7c3eb98b3a4a8p+20, 0x1.d6f34548p+26, -0x1.8d0e9301754b4p+36, -0x1.ca1e5f788b7b8p-12, -0x1.1a72a437d289p+19, 0x1.7e43c8800759cp+996, 0x1.fffffffffffffp+1023, -0x1.d6c4de4ff2e5p+09, 0x1.07f34d2aa3a6ap-14, 0x1.02753651cfe36p-22, 0x1.bc91f63a3575p-07, -0x1p+00, 0x1.0f6c214c8bdbep-19, -0.0, 0x1.7e43c8800759cp+996, -0x1.861306e4e9574p+29};
static const int h_i0[32] = {2147483647, 2147483647, -23980, 250, -2147483647, (-2147483647 - 1), -5, 2, -1136019380, 2147483647, -2, -2147483647, -56037412, 11058, 2, -2, -1, -224, 2, (-2147483647 - 1), -2720930, 191523, 93, 2250235, -938114947, -739743613, 16503, (-2147483647 - 1), 0, 26485, -33542175, -2147483647};

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
