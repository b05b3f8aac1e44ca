// Random float expressions (tests/randprog/gen, kind float, seed 1097975).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d1
#define E1 fma(copysign(d1, 0x1p+00), ((d1) - (d0)), fma(d1, -0x1.cp+01, d0))
#define E2 f2i(((((f3) < (f2) ? (f3) : (f1))) * (((f3) * (f1))) - (floorf(-0x1p+00f))))
#define E3 remainderf(fmodf(f3, 0x1p+00f), f0)
#define E4 i0
#define E5 0x1p+01f
#define E6 floor(((double)(0x1p+00f)))
#define E7 log10f(logf(0x0p+00f))
#define E8 f2
#define E9 fmax(copysign(d1, d1), ((d1) - (d1)))
#define E10 i0
#define E11 f2i(((fdimf(0x0p+00f, 0x0p+00f)) * (((float)(i0))) + (((float)(i0)))))
#define E12 1 << 24
#define E13 ((double)(d2i(d1)))
#define E14 remainderf(((tanhf(f3)) * (f1)), __fmaf_ru(__uint2float_rn(i0), fmaf(f0, f1, f2), __int2float_ru(i0)))
#define E15 fma(((((double)(long long)(i0))) * (((d1) - (d0))) + (d0)), ((((d0) + (d0))) + (fmod(d1, 0x1p+00))), ((double)(f2i(0x1p-01f))))
#define E16 __fsub_rz(__double2float_rd(d1), ((f2) + (f3)))
#define E17 ((f0) * (remainderf(fmaf(f0, f2, f3), ((float)(i0)))))
#define E18 atan2f(((f2) >= (0x1.79ca1p-67f) ? (0x1.ap+01f) : (-0x1p+00f)), ((0x1.5af1d8p+66f) < (f0) ? (0x1.99999ap-04f) : (f1)))
#define E19 i0
#define E20 d1
#define E21 ((((float)(((d1) - (-0x1.cp+01))))) - (((((f3) * (0x1.ap+01f) + (f0))) / (((0x1.5af1d8p+66f) - (0x1.5af1d8p+66f))))))
#define E22 ((((d0) + (d1))) * (log1p(d0)) + (cos(0x0p+00)))
#define E23 0x1p+01f

static const float h_f0[32] = {-0x1.4p+01f, 0x1.da0262p+02f, -0x1.bfa97ep-11f, 0x1.e0847ep-17f, 0x1.e93aeap+02f, 0x1.1f3c56p+05f, -0x1.c0c39ap+07f, -0x1.339a44p-13f, 0x1.fffffep+127f, -0x1.2a5124p+01f, 0x1.9bde3cp-07f, -0x1p+31f, -0x1.ebd2acp+09f, 0x1.0326cep-21f, -0x1.3c6078p+16f, -0x1.27a398p+26f, 0x1.9644b4p-09f, -0x1.b93af2p+02f, 0x1.452b36p-10f, -0x1.0bap-138f, -0x1.ffa504p+17f, 0x0p+00f, 0x1.4p+01f, -0x1.a5f174p-04f, -0x1.dc7646p-07f, 0x1.fffffep+22f, 0x1p+00f, -0x1.fffffep+127f, 0x1.8161bep+03f, -0x1.04d81ap+05f, 0x1.0e8eaep-13f, 0x0p+00f};
static const float h_f1[32] = {-0x1.a7d136p-11f, -0x1.61412ap-17f, -0x1.c1cd4ep-13f, -0x1.f15c24p-05f, 0x1.fffffep+22f, -0x1.3b18dap-06f, 0x1.eb5c2p+08f, 0x1.0a60d6p-17f, -0x1.4p+01f, -0x1.1019bcp-08f, 0x1.fffffep+22f, 0x1.b226eap-03f, 0x1.267e2cp-05f, -0x1.e43ec4p+02f, -0x1.461b3p-17f, -0x1.97b76ep+03f, -0x1.b4fb8p-10f, -0x1.b7b226p+07f, 0x1p+24f, -0x1.b9413cp+17f, -0x1.fb86b6p+05f, -0x1.7b5854p+08f, -0x1.0bap-138f, 0x1.9e0cd2p-02f, -0x1.786ffep-02f, -0x1.095cf8p-13f, -0x1.547b9ap+00f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, 0x1.575c58p-05f, 0x1p-126f, 0x1.d2500cp-11f};
static const float h_f2[32] = {-0x1.27a398p+26f, 0x1.f0576ep+09f, 0x1.dbc08ep+13f, -0x1.4f164p+15f, -0x1.98e462p+04f, 0x1.b18262p+17f, 0x1.4p+01f, -0x1.56e532p-16f, 0x1.fffffep+31f, 0x1.4c58e6p-17f, INFINITY, 0x1.c2d5acp+09f, 0x1p+00f, 0x1.9c93f8p-20f, -0x1.fffffep+127f, 0x1.76e6e2p-22f, 0x1.16c2p-133f, 0x1.e27b1ap-02f, 0x1.0ceecap+11f, 0x1p-01f, 0x1.4b9c7cp+14f, -0x1.b62154p+17f, 0x1.6dbd9ep+01f, 0x1.b8e1fcp+16f, -0x1.2d9f6p-24f, 0x1.99999ap-04f, -0x1.360facp+19f, 0x1.a8d978p-13f, 0x1p-01f, -0x1.744c9ap-11f, 0x1p-01f, -0x1.7d09b8p+05f};
static const float h_f3[32] = {-0x1.4p+01f, -0x1.27a398p+26f, 0x0p+00f, 0x1.8p+01f, 0x1.538ddap+18f, 0x1.51c4aep+12f, 0x1.ae1262p-09f, -0x1.2aa346p+02f, -0x1.035ca2p-09f, -0x1.116d06p+04f, 0x1.8p+00f, 0x1.c49fd8p+09f, INFINITY, 0x1.0624dep-10f, 0x1.0624dep-10f, 0x1.2a05f2p+33f, 0x1.fffffep+30f, 0x1p-01f, 0x1.8p+01f, -0x1.51ff9cp+06f, 0x1.b9d0d2p+14f, 0x1.9d59c4p-14f, 0x1.221518p+04f, 0x1.5dabdcp-13f, -0x1.d94b6ep-03f, 0x1.2a05f2p+33f, -0x1.f6e2cap-20f, 0x1.fffffep+31f, -INFINITY, -0x1.e15e2ep-04f, -0x1.4c299ap-17f, -0x1.0bap-138f};
static const double h_d0[32] = {0x1.7e43c8800759cp+996, 0x1.2f226b2590dd2p+06, 0x1.f8dbb24cca3bcp-10, 0x1.d6f34548p+26, 0x1.5907dd8db51fp-34, 0x1.dedc99587b486p-31, 0x1p-01, 0x1.8a6507652e54ap-29, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, 0x1.e2e200c3bcf1ap-14, -0x1.b067c9084dc34p+04, (double)INFINITY, 0x1.a603400c06f8p+26, -0x1.d1affab74a4bp-24, 0x1.34262d87982p+03, 0x1.999999999999ap-04, -0x1.291dec2879fcep+39, 0x1.f46296cdd79p-28, -0x1.0b0c4c361074p+14, -0x1.1a9ba4919ef6cp-41, 0x1.c0ab5d309c234p+11, 0x1.ba8e42e1a85ecp+05, 0x1p-1074, 0x1p-01, 0x1p+53, 0x1.4c5be707cc948p-25, -0x1.33d8ce4df700ep-18, 0x1p+00, -0x1.56e1fc2f8f359p-997, -0x1.8b098717ca628p+02, 0x1p+53};
static const double h_d1[32] = {0x1.999999999999ap-04, -0x1.fdf8100707598p+22, (double)INFINITY, 0x1.9a799e993dac4p-14, -0x1.92b360c18ca1p+11, 0x1.a6d6ffba1c3acp-32, 0x1.50e8b63dd86acp-29, -0x1.cp+01, 0x1.acd5c559a8baap-25, 0x1p+00, -0x1.399915dc4fe24p-27, -0x1.416300826e144p+21, 0x1.29fa237a9606p+14, -0x1.5be342cdf84f8p-08, 0x1.999999999999ap-04, -0x1.f4ff60d8b302p+23, -0x1.44fdf40729cb2p-27, -0x1.c38d3066508f8p+22, (double)INFINITY, 0x1.999999999999ap-04, 0x1.72ce94d5db40ap+10, -0x1.e8ce96aaafd9p-12, 0x1.0da93e545d438p-01, 0x1.fdc1b60f530bp+02, 0x1.9f153c0dbaf9cp-38, 0x1.ee9e7adbe2714p+10, 0x1.2d16be2a83a04p-14, 0x1p-01, -0x1.f47011519e7fap-22, -0x1.aaf34d0fef8bap+01, 0x1.57261236096d8p+15, 0x1.4eba0851a0ba8p+08};
static const int h_i0[32] = {(-2147483647 - 1), -767, -154868084, 300741, 2147483646, 2147483647, 1, 13974, 2147483647, 1804524866, -1003, 899738, -3030, -231, -17, 2147483647, -30512962, -2147483647, -2147483647, 2, 15, -20923422, -2, -31, 0, -1, -864303121, 384, -7, -28795587, 4084478, 1};

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
