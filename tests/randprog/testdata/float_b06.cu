// Random float expressions (tests/randprog/gen, kind float, seed 947514).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 copysign(rint(d1), fma(d0, d0, 0x0p+00))
#define E1 f2i(0x0p+00f)
#define E2 ((float)(f2i(f1)))
#define E3 ((((double)(long long)(d2i(d1)))) * (sin(((d0) * (0x0p+00) + (d1)))))
#define E4 ((truncf(remainderf(f3, f1))) / (f1))
#define E5 d2i(((0x1.999999999999ap-04) - (d1)))
#define E6 ((((float)((1 << 24) + 1))) < (((float)(1 << 24))) ? (atanf(f2)) : (atanf(f0)))
#define E7 log1pf(((((f1) / (0x0p+00f))) + (((f3) * (f2) - (f3)))))
#define E8 (isnan(tanf(f0)) + 2 * isinf(f0) + 4 * signbit(fmaf(f0, f0, f0)))
#define E9 ((truncf(f1)) * (((0x1.5af1d8p+66f) * (f0))))
#define E10 fmaf(hypotf(f3, 0x1.99999ap-04f), f2, ((0x1.99999ap-04f) * (f3) - (f0)))
#define E11 ((fmaf(f1, f0, f2)) - (f2))
#define E12 ((d0) / (hypot(d1, 0x0p+00)))
#define E13 ((((d1) * (d0) + (d1))) * (((d1) / (d1))) + (((-0x1.cp+01) * (0x1.999999999999ap-04) + (d0))))
#define E14 f0
#define E15 logf(sinf(0x1.ap+01f))
#define E16 ((__fmaf_rz(f2, f3, f3)) - (((f2) * (f2) - (f1))))
#define E17 __float2int_rn(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))
#define E18 0x1.ap+01f
#define E19 __fmaf_rd(((float)(d0)), 0x1.5af1d8p+66f, fmaf(0x1.ap+01f, 0x1.79ca1p-67f, 0x1.5af1d8p+66f))
#define E20 ((((f1) / (f3))) < (fmaf(f3, f0, f1)) ? (((0x1.ap+01f) * (f2) + (f3))) : (((f0) + (0x1.5af1d8p+66f))))
#define E21 erff(((((f2) < (0x1.5af1d8p+66f) ? (f1) : (f0))) / (fabsf(f3))))
#define E22 powf(cbrtf(log2f(f0)), 0x0p+00f)
#define E23 0x1.79ca1p-67f

static const float h_f0[32] = {-0x1.e315dp+18f, 0x1.d6042cp+13f, -0x1.f133fep-19f, 0x1.fffffep+30f, -0x1.6a318cp+06f, 0x1.00f1c4p-09f, 0x1.bce15ap-11f, 0x1.8p+01f, 0x1.fffffep+31f, 0x1.250be8p+14f, 0x1.597858p+14f, -0x1.d00778p-01f, 0x1.ab4e2p+16f, -0x1.916fdcp-08f, -0x1.27a398p+26f, -0x1.4p+01f, INFINITY, 0x1.fffffep+31f, -0x1.6d0522p-10f, 0x1.a8a086p-18f, 0x1.82e65cp+00f, 0x1.16c2p-133f, 0x1.b4d0e4p+07f, -0x1.14f7aap-09f, 0x1.936f2ap-08f, -0x1p+31f, -INFINITY, 0x1.4p+01f, 0x1p+24f, -0x1.63db5p-11f, 0x1.0624dep-10f, 0x1.2c9c9ep-01f};
static const float h_f1[32] = {-0x1.160a7cp-21f, 0x1.e3df4ap+04f, 0x1.f7888p-13f, -0x1p-01f, -0x1.14880ep+03f, -0x1.4b92bap-07f, -0x1.439b28p-08f, 0x1.4d2b12p+11f, 0x1.2119bep+09f, 0x1.718958p+13f, -0x1p+00f, 0x1.c5e6c8p+18f, 0x1.fffffep+31f, 0x1.16c2p-133f, -0x1.c47ae2p-07f, -0x1.27a398p+26f, -0x1.c57d42p+06f, 0x1.b5cd7cp+03f, 0x1.386bbp+10f, 0x1.922322p-11f, 0x1.fffffep+127f, 0x1.2adf14p-14f, -0x1.2081bcp+06f, -0x1.6befb4p+01f, 0x1.c7d65p-20f, 0x1.bbda82p+00f, 0x1.79dc9ep-20f, 0x1.728676p+19f, -0x1.2205eep-17f, 0x1.9467a6p+10f, 0x1.3970fp-07f, -0x1.90b18ep-15f};
static const float h_f2[32] = {0x1.fffffep+30f, 0x1.8p+01f, 0x1.3fb13ep+12f, 0x1.d9395ep+01f, -0x1.318ce8p-04f, -0x1.d6f2f6p-16f, -0x1.7126acp-03f, 0x1.16c2p-133f, -0x1.1505c6p-07f, -0x1.a6758p-02f, -0.0f, 0x1.befc02p-14f, -0x1.520a52p-02f, 0x1.e07a7cp-02f, -0x1.d73edep-12f, 0x1.ecca6cp-09f, -0x1.f02024p+06f, 0x1.6cc8bep-02f, 0x1.fffffep+127f, 0x1p+24f, 0x1.8p+00f, -0x1.c3ec5p+08f, 0x1.99999ap-04f, -0x1p+31f, -0x1.fffffep+127f, 0x1.4p+01f, 0x1p+00f, -0x1.29cfb4p-19f, 0x1.fffffep+30f, -0x1.099362p+02f, -0x1.27a398p+26f, INFINITY};
static const float h_f3[32] = {0x1.e5af42p-06f, -0x1.90b424p+14f, -0x1p+31f, 0x1.7a66acp-23f, 0x1.8p+01f, -0x1.c4d05ep+13f, 0x1p+24f, 0x0p+00f, -0x1.20c312p-09f, 0x1.95dccap-20f, 0x1.e34a84p+09f, -0x1.6a7ae6p+08f, -0x1.0c412cp+17f, -0x1.1802cp-19f, -0x1.640dc2p-05f, -0x1.ec867p-15f, 0x1.fffffep+22f, -0x1.62dacap+02f, -0x1.e6a5a4p+12f, 0x1.156ca6p-02f, -0x1.b535bp+01f, 0x1.05381cp-09f, 0x1.cbd912p+00f, 0x1.35584cp-08f, -0x1.ea5118p-07f, 0x1p+24f, -0x1p+00f, -INFINITY, 0x1p-01f, 0x1p-01f, 0x1.a84bd8p+18f, -0x1.05e20ap-21f};
static const double h_d0[32] = {-0x1.383d1dc6c4494p-13, 0x1.5150cbc446edap+38, -0x1.7c6dad0f36388p-03, -0x1.56e1fc2f8f359p-997, 0x1p-1074, 0x1.df829bc085f2p+33, 0x1.84db1daca4628p+18, (double)INFINITY, 0x1.7e43c8800759cp+996, 0x1.11768004ba97p+06, 0x1.999999999999ap-04, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1p+00, -0x1.00e4cd4df609p-27, 0x1.8094cd9c349ecp-20, (double)INFINITY, -0.0, -0x1.a84c86a8a6c2cp-38, 0x1p+53, -0x1.005dcdc9c8492p+17, 0x0p+00, -0x1.56e1fc2f8f359p-997, 0x1.f18112993eb8p+29, -0x1.fe015302588f4p+25, -0x1.80a156d30359cp-16, 0x1.bc25ff791be1p+18, -0x1.cp+01, 0x1.03871736cec0cp-32, 0x1.a6df2e5df4ebcp-31, (double)INFINITY, 0x1.39e6b857bcc4p-24};
static const double h_d1[32] = {0x1.3e5825964af16p-38, 0x1p+00, 0x1.999999999999ap-04, -0x1.c53023716c2b2p-21, 0x1.8965b591684cap-19, 0x1.fffffffffffffp+1023, -0x1.46b33bd38f61ap+21, -0x1.4fd8c21fc26eep-29, -0x1.56e1fc2f8f359p-997, -0x1.47e5833da043ep-31, -0x1.ff42dbfde3194p-35, 0x1.bbabc8e0f4648p+14, -0x1.6a224a8e356d6p-02, 0x1.4p+01, -0x1.cp+01, 0x1.7f7aacb9319fp+04, 0x1p+53, -0x1.17f350b7dc798p-21, (double)INFINITY, -0.0, 0x1.a21b9da2536e4p+15, 0x1.576c612756e84p+27, 0x1.6ae127d9e8d06p-10, 0x1.7e43c8800759cp+996, 0x1.52abc0e7c1954p+05, -0x1.016e14e35cba4p+00, 0x1.a0958aa30bfa6p+04, -0x1p+00, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.7eb003de5950ep+10, 0x1.d2c475ba9cfp+10};
static const int h_i0[32] = {3091588, 6, -47, 30, 0, 0, -2147483647, 2147483646, -37645307, 0, 0, 2147483647, -129789, -2, -10111, 28834, 1627569752, -258, 0, 1, 5596, -1, 1, -29519, -2147483647, 2147483646, 1576468420, 31484, 2147483646, -2147483647, 120215068, 1968};

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
