// Random float expressions (tests/randprog/gen, kind float, seed 1018785).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((atanf(f2)) < (expm1f(f3)) ? (0x1.99999ap-04f) : (((f1) * (0x1.ap+01f) + (0x0p+00f))))
#define E1 ((float)(d0))
#define E2 ((f2) / (((((0x1p-01f) < (f2) ? (f2) : (f3))) / (fminf(f1, f0)))))
#define E3 ((((float)(((d0) * (d0) + (0x1p+00))))) - (f1))
#define E4 ((fmaf(f0, f1, f2)) + (((0x1p+01f) / (0x1p-01f))))
#define E5 ((float)(i0))
#define E6 (1 << 24) + 1
#define E7 f2
#define E8 ((float)(d2i(d1)))
#define E9 d0
#define E10 ((((f1) - (f1))) + (((float)(i0))))
#define E11 ((((float)(i0))) + (f0))
#define E12 ((f2) < (fdimf(atanf(f3), ((0x1p+01f) * (f1) + (f0)))) ? (((float)(f2i(f0)))) : (((((float)(1 << 24))) * (((float)(1))))))
#define E13 sqrt(((copysign(0x1p+01, d1)) / (((double)(long long)(i0)))))
#define E14 __float2int_ru(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))
#define E15 d2i(((double)(f3)))
#define E16 f2
#define E17 __fdiv_rz(f2, __fdiv_rn(((f1) * (f1) + (f0)), ((0x1.79ca1p-67f) * (f0) + (0x1.5af1d8p+66f))))
#define E18 255
#define E19 ((fmaxf(asinf(f2), ceilf(f2))) * (((cbrtf(f2)) * (fmaxf(f1, f1)) - (__fmaf_rn(f3, 0x0p+00f, f1)))) + (roundf(fmaf(f3, f2, f3))))
#define E20 0x0p+00
#define E21 d2i(((double)(255)))
#define E22 ((fmax(((d1) - (d1)), rint(d0))) * (((log1p(d1)) * (((double)(f3))) + (((d1) * (d0))))) + (hypot(0x1.87e92154ef7acp-665, ((double)(long long)(i0)))))
#define E23 ((float)(log(d0)))

static const float h_f0[32] = {0x1.bb7f62p+08f, -0x1.223ab8p+09f, -0x1.e3a67ap-16f, -0.0f, 0x1.0624dep-10f, -0x1p-01f, -0x1.e5a35ep+00f, -0x1.259fbcp-11f, -0x1.0f4bbep-19f, -INFINITY, -0x1.4p+01f, 0x1.8p+00f, -0x1.1b76acp+05f, -0x1p+00f, -0x1.d906d8p-09f, 0x1.b986c4p-09f, -0x1p-01f, -0x1.380334p-21f, -0x1.2adcf2p-21f, 0x1.8p+00f, 0x1.16c2p-133f, -0x1p-01f, 0x1.16c2p-133f, 0x1.2a05f2p+33f, 0x1.00f488p-05f, 0x1.eea356p+13f, 0x1.b9380ep-08f, -0x1.4p+01f, 0x1.871fcap-05f, -0x1.6dfc46p+14f, 0x1p-01f, -0x1.ff3ae4p-09f};
static const float h_f1[32] = {0x1.054e8cp+16f, -0x1p+00f, 0x1.fffffep+30f, 0x1.4b45b6p+14f, 0x1.fffffep+30f, 0x1.fffffep+30f, -0x1.59e212p+01f, -0x1.0bap-138f, -0x1.b0db78p-07f, -0x1p+31f, -0x1p-01f, -0x1.898c5ap+08f, 0x1.fffffep+127f, -0x1.f9fac6p-23f, 0x1.118312p+11f, -INFINITY, 0x1.5f5122p+00f, -0x1p-01f, 0x1.1023fcp-06f, 0x1.fffffep+22f, -0x1.2daea4p-20f, 0x1.6b611ap-19f, 0x1p+00f, 0x1.1c0beap-05f, 0x1.d9d8ap+14f, 0x1.fffffep+30f, -0x1.fcbbc4p-19f, 0x1p+24f, -0x1.4p+01f, 0x1p+00f, 0x1.7a0948p-19f, 0x1.301494p+06f};
static const float h_f2[32] = {INFINITY, -0x1.b72ec4p+02f, -0x1.f95178p-17f, -0x1.564c3p-14f, -INFINITY, 0x1.07aa02p-01f, 0x1.4p+01f, 0x1.844d22p-02f, 0x1.aa77cap-05f, 0x1.8d294ap-21f, 0x1.fcb93p-18f, 0x1.4c8f26p+06f, 0x1.e34ee4p-05f, 0x1.99999ap-04f, 0x1p+24f, 0x1.fffffep+30f, 0x1.8258b2p-19f, -0x1.d2264ep+17f, 0x1.6d758ep-18f, -INFINITY, 0x1.99999ap-04f, 0x1.d4cd0ap+13f, -0x1.c58db4p-02f, -0x1.0bap-138f, 0x1.fffffep+22f, 0x1.0cc208p-02f, 0x1.2a05f2p+33f, 0x1.fffffep+31f, -0x1.d89bd4p-25f, 0x1.fffffep+30f, -0x1.27a398p+26f, 0x0p+00f};
static const float h_f3[32] = {-0x1.1f70e8p-13f, -0x1.e435aap-03f, 0x1.0624dep-10f, 0x1.5fc732p+12f, -0x1.4e866p-12f, -0x1.ccbedp-12f, 0x1.8p+00f, -0x1.1271d8p-04f, 0x1.8a952ep+08f, 0x1.8p+00f, -0x1.528668p+12f, -0x1.fffffep+127f, 0x0p+00f, 0x1.a0c264p-12f, 0x1.f37054p+12f, -0x1.f11f9p-05f, 0x1.2cdb66p+04f, 0x1p+24f, 0x1.fffffep+127f, 0x1.fffffep+30f, 0x1.4p+01f, 0x1.50bf86p+15f, INFINITY, 0x1.918d06p+14f, -0x1.d8cf5cp+17f, 0x1.99999ap-04f, 0x1p+00f, 0x1p+24f, -0.0f, -0x1.27a398p+26f, 0x1p-01f, -0x1.4d31f2p-03f};
static const double h_d0[32] = {-0x1.56e1fc2f8f359p-997, -0x1.9612658948d2p-22, 0x1.785317e1e69cp+27, 0x1.581f346b8e078p+10, 0x1.1c37937e08p+53, -0x1.0e7f4148ff8fp+13, 0x1.1aa7315e6d4bap-13, 0x1.5a936fae98676p-34, 0x1.fffffffffffffp+1023, -0x1.424d91488f69p-43, 0x1.4p+01, -0x1.2279263bcf0ap-22, 0x1.07392c278ed9p+16, 0x1p-01, 0x1.5e9883c03fd84p-08, -0x1.6eb594ec5e322p+07, 0x1.d6f34548p+26, -0x1.713100d657ffp-29, (double)INFINITY, -0x1.d7692c5ae012p-11, 0x1p+53, -0x1.a3867c3f4f2bp-21, -0x1.3efd8a2315d8p+10, (double)INFINITY, 0x1.fffffffffffffp+1023, 0x1.02bc34705c5cp-10, 0x1p-1074, 0x1.59bf68ec6951p+10, 0x1.1c37937e08p+53, 0x1.49432ff6e211p+18, -0x1.6bd0bb7e9473cp+32, -0x1.b8f1dbb8c2388p+19};
static const double h_d1[32] = {-0x1.c347753eba316p+31, -0x1.cfc38ad0d69d4p-17, 0x1.1c37937e08p+53, 0x1p-01, 0x1p+53, -0x1.cp+01, -0x1.e356913253588p+14, 0x1.36aeb43220abp-40, -0.0, 0x1.776b7d0f17444p-13, -0.0, -0x1.cebd711fee9b4p-05, -0x1.671635447d4c8p+00, 0x0p+00, -0x1.b10a3f892260cp+17, -0x1.3506fa50d0718p+20, 0x1.37d894234431cp+10, 0x1.916a9bb830e28p-02, -0x1.5867c731340e2p+25, 0x1.f872f75a6c62p+15, 0x1.2a484d5f3d4ecp+28, 0x0p+00, 0x1.da4166ae7a618p+19, 0x1.999999999999ap-04, 0x1.56f580136a0ep+20, -0x1p+00, -0x1.580df8d40ac98p+31, 0x1.0b1171d51fd08p-39, 0x1.8e66240452ffp+16, 0x1.5e98a7036963cp+39, 0x1.fa67729b8fcep+25, 0x1.f56a15dabf9b2p-35};
static const int h_i0[32] = {-2147483647, -2147483647, 208483363, -5, 2147483646, 2147483646, -2147483647, 25381, 2147483647, -1304008645, 241063812, 1021, 0, 686434020, 1756659149, -1, (-2147483647 - 1), -144587, -2, -2, -7883282, 2, -1661, -176448297, 0, (-2147483647 - 1), 2, 0, 2, -2, -14, -1};

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
