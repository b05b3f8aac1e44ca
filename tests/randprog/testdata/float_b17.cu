// Random float expressions (tests/randprog/gen, kind float, seed 1034623).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 i0
#define E1 fmaf(f1, 0x0p+00f, truncf(((float)(i0))))
#define E2 f2i(remainderf(f0, 0x1.ap+01f))
#define E3 f3
#define E4 ((((f2) + (f2))) < (fdimf(f3, f3)) ? (sinhf(f2)) : (((-0x1p+00f) - (f2))))
#define E5 ((((float)(d0))) == (((0x1p+00f) + (f2))))
#define E6 1 << 24
#define E7 ((f1) + (f3))
#define E8 ((((float)(0x1p+00))) > (f0))
#define E9 0x0p+00f
#define E10 fmaxf(((f3) * (f3)), ((0x1.ap+01f) - (f2)))
#define E11 ((float)(((f2) < (f3))))
#define E12 ((fmaf(f1, ((float)(i0)), ((0x1.ap+01f) + (f3)))) * (((((0x1.ap+01f) + (f2))) - (((float)(i0))))) + (((((float)(1 << 24))) * (((0x1p+01f) / (f1))))))
#define E13 d2i(sqrt(d0))
#define E14 ((fdimf(f2, 0x0p+00f)) == (rintf(f3)))
#define E15 ((((((f3) * (f0))) - (((f2) + (0x1p-01f))))) + (((__int2float_rz(i0)) < (fdimf(f3, f3)) ? (fminf(f2, f0)) : (f2))))
#define E16 ((sinhf(fmaxf(f0, f1))) * (__int2float_rd(f2i(f3))))
#define E17 fmaf(((((f0) + (0x1p-01f))) / (((f1) - (0x1p+01f)))), __double2float_ru(d1), cbrtf(((f3) / (f0))))
#define E18 ((((((double)(f0))) / (d0))) * (log(((d0) / (d1)))))
#define E19 d1
#define E20 fmaf(f1, ((((f0) * (f0) - (f2))) / (((f1) + (f1)))), sqrtf(((-0x1p+00f) * (-0x1p+00f))))
#define E21 __float2int_rd(fminf(fmaxf(0x1p+00f, -2.1e9f), 2.1e9f))
#define E22 __ll2float_rz(d2i(fmax(d1, 0x1.999999999999ap-04)))
#define E23 f2

static const float h_f0[32] = {0x1.0624dep-10f, 0x1.525e3ep-06f, -0x1.27a398p+26f, -0x1.0bap-138f, 0x1.8p+01f, 0x0p+00f, 0x1.19b538p-20f, 0x1.fffffep+31f, 0x1.6a80eep+13f, -0x1.71fa14p+15f, 0x1.143dep-18f, 0x1.e49276p-06f, -0x1.23bdfp+14f, -0x1.0ecf62p+09f, 0x1.0b9764p-06f, 0x1.99999ap-04f, 0x1.8666a6p-11f, -0x1.cc7fb2p-21f, 0x1.4p+01f, -0x1.dd4deap-02f, -INFINITY, 0x1.e28506p+18f, 0x1.b9ebe4p+18f, -0x1.4p+01f, 0x1.059b74p+18f, -0x1.653164p-19f, -0x1.7ad1fcp-14f, 0x1.99999ap-04f, -0x1.7863b6p-02f, 0x1.ae2242p-07f, -0x1.6d131ep-03f, 0x1.160fcep+09f};
static const float h_f1[32] = {0x1.f78de4p+18f, -0x1.fa65fp-16f, 0x1.2a05f2p+33f, -0x1.bec56ep-10f, 0x1.99999ap-04f, -0x1.fffffep+127f, 0x1.fffffep+127f, 0x1.99999ap-04f, 0x1.e4074ap+00f, 0x1.0624dep-10f, 0x1p-01f, 0x1.fffffep+31f, 0x1.e23658p+11f, 0x1.c2324ap-12f, 0x1.85fbdcp+07f, -0x1.505e7ep-08f, 0x1.073ceap+02f, -0x1.855516p-19f, 0x1.b89dfep-23f, -0x1.acb522p+13f, 0x1.8p+00f, -0x1.d64832p+00f, 0x1.4df0f8p+12f, 0x1.16c2p-133f, 0x1.16c2p-133f, 0x1.c4a3aap+01f, 0x1.fffffep+31f, -0x1.d531bep+06f, 0x1.ae6db4p+16f, 0x1.8p+00f, -0x1.82646p+04f, -0x1.15c876p+13f};
static const float h_f2[32] = {0x1p-01f, 0x1.eb79fp-05f, -0x1.27a398p+26f, -0x1p+00f, -0x1.27a398p+26f, 0x1.ed8a42p+05f, -0x1.5aaeaap-06f, -0x1.bf6e56p+02f, 0x1.2a05f2p+33f, -0x1.264018p-12f, -0x1.1599e6p-17f, 0x1p+24f, -0x1.782ef4p-11f, -0x1p+00f, 0x1p-126f, -0x1.5266ccp+19f, 0x1.0624dep-10f, -0x1.9a0c0ap+07f, 0x1.b91b16p-11f, 0x1.c0b21ep-20f, 0x1.0a24e4p-06f, -0x1.fffffep+127f, -0x1.d0b01ep-18f, -0x1.211e68p+04f, 0x1.04e212p-20f, 0x1.712f2ap-05f, 0x1.9def34p+16f, 0x1.fffffep+30f, 0x1.a7f5f2p+14f, 0x1.0624dep-10f, 0x1.1af5f8p-09f, 0x1.a1c9fep-21f};
static const float h_f3[32] = {0x1.66cbeep-07f, 0x1.f040bap-06f, -0x1.0bap-138f, -0x1.5e72a8p+11f, 0x1p-126f, -0x1.ee6246p-12f, 0x1.fb9164p+17f, -0x1.c899c6p-02f, 0x1.ed474cp-02f, 0x1.785798p-20f, 0x1.fffffep+31f, 0x1.fffffep+30f, -0x1.0f8b5cp-13f, -0x1.0f9928p-14f, -0x1.1e9a34p-13f, 0x1.8p+00f, 0x1.16c2p-133f, 0x1.ba3c94p-11f, -0x1.c0e56cp+10f, 0x1.904d0ep+01f, 0x1.fffffep+127f, 0x1.9409c2p+06f, -0x1.7ed93ap+00f, 0x1.6619fep-16f, 0x1.918772p-03f, 0x1.fffffep+22f, -0.0f, 0x1.ff9376p-08f, 0x1.8p+01f, 0x1.9adc74p-06f, INFINITY, -0x1.e8fcc6p-22f};
static const double h_d0[32] = {-0x1.4af067ee37a98p+18, 0x1.a970ebcf5683cp-32, -0x1.a4d1551386cb4p-33, -0x1.086d9c2f4bcbep-27, 0x1.2800cca42ac64p-22, -0x1.440f0746c24a4p+03, 0x1.999999999999ap-04, (double)INFINITY, 0x1.12f11e07afc8ep+17, 0x1p-01, 0x1.7e43c8800759cp+996, 0x1.fffffffffffffp+1023, 0x1p+53, -0x1.93c13aad6506p-26, 0x1.999999999999ap-04, -0x1.739104409f6p-37, 0x1.fc4e3e695a048p-39, -0x1.80f21ee7cb3c8p-27, 0x1p+00, 0x1.e1ba439d998dap-13, 0x1p+53, 0x1.914ef1b6336dep+00, 0x1.fffffffffffffp+1023, 0x1p+00, -0x1.cp+01, -0x1p+00, 0x1.d6f34548p+26, 0x1.44dfb46986c4ap-38, -0x1.030724d88528p-32, 0x1p+53, -0x1.e49f961ee0dbp-32, 0x1.71e4e1ac3b444p-40};
static const double h_d1[32] = {0x1.8370e09d29902p+07, 0x1p-01, 0x1.314628575cb78p-17, 0x1p-01, -0x1.60cd01774ad58p-07, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, -0x1.821f388742db8p+19, 0x1p-01, 0x1.d6f34548p+26, -0x1.c7a0d2b7692f4p+25, 0x1p-1074, -0x1.485a98e5d14cp+05, -0x1.77dfaa0b46568p-34, -0.0, -0x1.d5e33ba5e4418p+17, 0x1.31da27bfbce5ep-26, 0x1.5f29b3346c798p+37, 0x1.1c37937e08p+53, 0x1p+00, -0x1.56e1fc2f8f359p-997, -0x1.0a1ed54b7c36p+35, 0x1p-01, 0x1.f95020092b02ep-05, 0x1.2eb05d63f7be4p-05, 0x1.7e43c8800759cp+996, 0x1.7c142fd0a4aa8p-05, 0x1.d6f34548p+26, -0x1.da0140edb829ep-17, 0x1.547396ebcef78p+01, -0x1.2888c4c0af06ap-33, 0x1.f72d7bb4ad92p+08};
static const int h_i0[32] = {2147483646, -2147483647, 2147483646, -2147483647, -126961, -2, -13, 3, 320921, 0, -2, 87174037, -578120411, 83, 1, -454, 2, -2, -1020672, -38243, -2147483647, -1954897530, -33802835, -324215, 4862052, 1, (-2147483647 - 1), -65446, 3, 0, -1, 2147483646};

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
