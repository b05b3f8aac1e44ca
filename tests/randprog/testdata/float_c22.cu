// Random float expressions (tests/randprog/gen, kind float, seed 8022).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 sqrtf(((f0) < (0x1.99999ap-04f) ? (((f2) + (f2))) : (fdimf(0x1.ap+01f, f0))))
#define E1 f3
#define E2 atan(pow(((double)(long long)(i0)), ((double)(long long)(2147483647))))
#define E3 d2i(fmod(fmin(d1, d0), d0))
#define E4 (isnan(((((f0) / (f3))) < (((0x1p+01f) - (f2))) ? (-0x1p+00f) : (((f2) >= (0x1p-01f) ? (f1) : (f3))))) + 2 * isinf(fmaxf(((float)(1)), ((float)(1 << 24)))) + 4 * signbit(expm1f(((f3) / (f1)))))
#define E5 ((fmaf(f2, f0, f2)) >= (exp2f(0x1.99999ap-04f)) ? (f2) : (((f2) / (f0))))
#define E6 d2i(((0x1.87e92154ef7acp-665) - (expm1(d0))))
#define E7 fma(((double)(long long)(1)), ((0x1p+01) - (d1)), fma(d0, d1, d0))
#define E8 fmin(((double)(long long)(i0)), expm1(d0))
#define E9 -0x1.cp+01
#define E10 ((double)(long long)(((((float)(d1))) < (((f0) + (0x0p+00f))))))
#define E11 ((float)(f2i(((float)(d0)))))
#define E12 (isnan(((f2) - (((float)(0x1.999999999999ap-04))))) + 2 * isinf(((f1) / (((f1) >= (f3) ? (f3) : (0x1.ap+01f))))) + 4 * signbit(((float)((isnan(f1) + 2 * isinf(f0) + 4 * signbit(f1))))))
#define E13 i0
#define E14 __fmul_ru(f3, ((0x1p+00f) * (((f2) * (f2) + (f2)))))
#define E15 ((((d1) / (d0))) - (((double)(long long)(i0))))
#define E16 f2i(((float)((isnan(f0) + 2 * isinf(f3) + 4 * signbit(f0)))))
#define E17 ((double)(((f2) + (f0))))
#define E18 d0
#define E19 (isnan(((f3) * (f3))) + 2 * isinf(__fmul_rz(0x1p+01f, f0)) + 4 * signbit(((0x1.79ca1p-67f) - (f1))))
#define E20 ((double)(((((f3) < (f0) ? (f2) : (0x1.ap+01f))) < (0x0p+00f))))
#define E21 __float2int_ru(fminf(fmaxf(__ll2float_rz(i0), -2.1e9f), 2.1e9f))
#define E22 ((__logf(((f1) - (f2)))) + (__fadd_ru(__double2float_rn(0x1p+00), __fmaf_ru(f3, f3, f1))))
#define E23 d2i(tanh(d0))

static const float h_f0[32] = {-0x1.dd406ep-13f, -0x1.9fc438p+19f, -0x1.bf7b6ap+03f, 0x1.fffffep+127f, -0x1p+31f, 0x1.778e86p-23f, 0x1.16c2p-133f, INFINITY, -0x1.27a398p+26f, -0x1.6ea3ap+11f, -0x1.eccacp-15f, 0x1.eb363ap+17f, 0x1.4p+01f, 0x1.fffffep+31f, -0x1.643fa8p-14f, 0x1.553ae4p-16f, 0x1.788642p-01f, 0x1.332ed2p-16f, 0x1.32624cp+13f, -0x1.e08b6cp-22f, 0x1p+24f, -0x1p-01f, 0x0p+00f, -0x1.f85a22p-13f, 0x1p-126f, -0x1.1a2b0ap-07f, 0x1.884602p+04f, -0x1.0bap-138f, 0x1.f28404p-20f, -0x1.41905cp-16f, -0x1.0bap-138f, -0x1p-01f};
static const float h_f1[32] = {0x1.8p+00f, 0x1.3ccf3p-09f, 0x1.fffffep+30f, 0x1.401868p+06f, 0x1.8p+00f, 0x1.0624dep-10f, 0x1.3460bap-13f, 0x1.88469ep-20f, 0x1.cf0a5p+15f, -0x1.832938p+07f, 0x1.0bfe4cp-11f, -0x1.c298ecp+04f, 0x1.8p+00f, 0x1.9fd9a6p+14f, 0x0p+00f, 0x1.4b2aaap-18f, 0x1.005fdp+10f, 0x1.829e04p-11f, 0x1.16c2p-133f, 0x1.915d82p-09f, 0x1.8048b6p-11f, -0x1.a40f42p+06f, -0x1.606976p-01f, -0x1.a8b126p-21f, -0x1.a6f194p-07f, -0.0f, 0x1.66efcep+18f, 0x1.4e2766p+12f, 0x1.99999ap-04f, 0x1.af4376p-03f, 0x1.2a05f2p+33f, -0x1.fffffep+127f};
static const float h_f2[32] = {-0x1.8ebdb2p+08f, -0x1.3ccb2ep+13f, -0x1.89aa4p+16f, -0x1.bb5d0cp+01f, 0x1.c767bcp+02f, -0x1.8a0cccp-08f, 0x1.9a5b5cp+13f, -0x1p+31f, -0x1.ed2c3p+09f, -0x1.c2f418p-04f, 0x1.91ddc2p+07f, -0x1.13883cp-18f, -INFINITY, 0x1.3db4e2p+18f, 0x1.3a8dd6p+14f, 0x1.c6e24p+05f, 0x1.2a05f2p+33f, -0x1.865612p-16f, -0x1.d0675p-10f, -0x1.b0d6a6p+15f, -0x1.bdedecp-17f, -0x1.1aee2ap+09f, -0x1.4d9cbep+03f, -0x1.27a398p+26f, -0x1.d81272p-20f, -0x1.a6d586p+04f, 0x1.0dba86p+10f, 0x1.fffffep+22f, 0x1.f51c8ep-19f, 0x1.fffffep+22f, 0x1.16c2p-133f, 0x1.c6b4b8p+06f};
static const float h_f3[32] = {0x1.be560cp+10f, 0x1.e7f294p-10f, -0x1.0bap-138f, -0x1p-01f, -0x1.ab6ddep+10f, INFINITY, -0x1.6192f2p+14f, 0x1.fffffep+127f, -0x1.3d29bp+10f, -0x1.fffffep+127f, 0x1.8bd664p+04f, 0x1.fffffep+31f, -0x1.7a1668p-05f, 0x1.02192ep-13f, -0x1.7e3146p+12f, 0x1.31f848p+13f, -0x1.fffffep+127f, 0x1.1d5d0cp-09f, 0x0p+00f, 0x1.2abe02p+17f, 0x1.9c77acp+15f, 0x1.222748p-03f, 0x1.fffffep+30f, -0x1.f48222p+05f, INFINITY, -0x1.9388e6p-11f, -0x1.56b48ap+05f, INFINITY, -INFINITY, 0x1.b5f6d6p-10f, -0x1.5a7c72p-04f, 0x1p+00f};
static const double h_d0[32] = {0x1.bc40db9dddba2p-29, 0x1.600dbacd7dc4p-38, 0x1.a8ef0fc397008p-32, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, -0x1.c9e6fb50eddccp+02, 0x1p+00, 0x1.7e75dec36a644p-14, 0x1.f2e054201fa9p+06, -0x1.e8b3bdb5391b4p-16, -0x1.7e1e3cb309058p-18, 0x1.1c37937e08p+53, -0x1.7deb946dd7eb2p+25, -0x1.cp+01, 0x1.6fde60a5a68b6p+14, -0x1.ec2140808b434p-38, -0x1.1c6db31241bd6p+12, (double)INFINITY, 0x1.47d95cc0cf6ep+12, 0x1.1c37937e08p+53, -0x1.2446eca367468p+25, -0x1.b8157aa9a2aeap-09, 0x1p+53, 0x1.06b82e565909cp-34, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, -0x1.b1f8c5303b8bep+21, 0x1.04fb8edf55efp+06, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.be79eefbfba2ep+21};
static const double h_d1[32] = {-0x1.18cd1197f755p+36, -0x1.e6c46ea601d04p-25, 0x1.1c37937e08p+53, 0x1.7e43c8800759cp+996, -0x1.6fb4bab733074p+23, 0x1.387576c4d34ap-26, 0x1.df3da65d35a3p-06, -0x1.673244418c59ep-36, 0x1.4p+01, -0x1.cp+01, -0x1.f2165ba6ee14p+01, -0.0, -0x1.ee19ae867b4dcp-01, 0x1.5ac508c6ab39ep-17, -0x1.8279848f9f1aep+00, 0x1p+00, 0x1.4b832d06ac4ep-12, 0x0p+00, 0x1p+53, 0x1.d6f34548p+26, 0x1.4p+01, 0x1.657cf353b92d2p-34, 0x1p-1074, 0x1.1c37937e08p+53, -0x1.422f7d70566dap-16, -0x1.cp+01, -0x1.32d5177b4515p-29, 0x1.353031ac73a64p-03, 0x1.8d3e861c9599ep-15, 0x1.64216bf88112p-11, 0x1.c0ea1fcfb48f6p+03, -0x1.a46e1d4dd4484p-32};
static const int h_i0[32] = {12299824, -21771224, 3998063, -2147483647, 12, -51, 317629, -250, 12, 1, 59755, 2, -1, 2, 47299, 4, -29331, 0, -41450, -2, -1913, 2147483646, 2147483647, -398, 2147483647, 253161, 41, 2147483647, -2147483647, -111962, (-2147483647 - 1), 214};

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
