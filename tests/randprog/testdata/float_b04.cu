// Random float expressions (tests/randprog/gen, kind float, seed 931676).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 erff(fmaf(powf(f1, f1), fdimf(f2, f0), f3))
#define E1 ((float)(i0))
#define E2 copysignf(fdimf(fmaf(f3, 0x1.5af1d8p+66f, f1), ((0x1.79ca1p-67f) * (f1) - (f2))), ((((f2) >= (f2) ? (f1) : (f0))) - (rintf(f2))))
#define E3 -0x1p+00f
#define E4 ((((d0) * (d0))) * (d1))
#define E5 fmaf(((0x1.5af1d8p+66f) + (truncf(f3))), log10f(((f2) / (f1))), powf(f3, ((float)(i0))))
#define E6 tanhf(((float)(i0)))
#define E7 ((((((f2) - (f2))) < (remainderf(f0, f1)) ? (f3) : (((float)(i0))))) * (((((f1) / (f0))) * (((f3) - (f2))))))
#define E8 fma(atan(d1), ((0x1.87e92154ef7acp-665) * (0x1p+00) + (d0)), 0x1p+01)
#define E9 ((hypotf(0x1.99999ap-04f, f1)) / (((float)(i0))))
#define E10 ((((f3) / (0x1.79ca1p-67f))) + (exp2f(f1)))
#define E11 ((pow(((0x1.999999999999ap-04) / (-0x1.cp+01)), expm1(d0))) * (((fma(d1, d1, d1)) / (((double)(long long)(i0))))) + (((((double)(f3))) * (((double)(long long)(i0))) + (log(0x1p+00)))))
#define E12 logf(((float)(i0)))
#define E13 f1
#define E14 f1
#define E15 __float2int_rz(fminf(fmaxf(__double2float_ru(d1), -2.1e9f), 2.1e9f))
#define E16 ((((0x1p-01f) - (0x1p+00f))) < (((f0) - (f0))) ? (((-0x1p+00f) - (f0))) : (remainderf(0x1p-01f, f3)))
#define E17 __ull2float_rd(i0)
#define E18 powf(tanf(f1), ((f2) < (f2) ? (f0) : (f3)))
#define E19 (isnan(((((0x0p+00f) * (f1) - (f3))) * (((f3) + (f3))))) + 2 * isinf(((((0x1p+01f) * (f3) + (f2))) - (((f2) - (-0x1p+00f))))) + 4 * signbit(((roundf(f3)) - (((f3) + (f0))))))
#define E20 ((log2f(0x1.79ca1p-67f)) * (((truncf(f1)) / (__int2float_rd(1)))) + (f0))
#define E21 ((((log2f(0x1p-01f)) / (f1))) >= (f0) ? (((((0x1p+00f) * (f0) + (f0))) >= (f3) ? (((f3) * (f0))) : (((f2) - (f3))))) : (tanf(((f2) - (f1)))))
#define E22 ((fmaf(f3, f2, f3)) - (f0))
#define E23 ((((powf(f3, f2)) * (__int2float_rn(0)))) <= (((((f3) + (0x1p+01f))) * (__double2float_rd(d1)) + (f3))))

static const float h_f0[32] = {0x1.023e9cp-24f, -0x1p+31f, 0x1p-01f, -0x1.4p+01f, -0x1.ba6858p+11f, 0x1.0103f8p+06f, 0x1.fffffep+22f, 0x1p+24f, 0x1.8p+00f, 0x1.b9f5bap+05f, 0x1.1da0dcp-17f, -0x1p+31f, -0x1.3e7fdap-06f, 0x1.16c2p-133f, -0x1.5e401cp-01f, 0x1.81c0fcp+00f, -0x1.4p+01f, 0x1.0624dep-10f, 0x1.0f1b74p+06f, 0x1.fffffep+30f, 0x1.09f55ap-01f, 0x1.4bc42p-16f, -0x1.4p+01f, 0x1.fffffep+22f, 0x1.6c68fp-11f, 0x1.885882p-09f, -0x1p+00f, 0x1.d0afb4p-12f, -0x1.3088cap-12f, -0x1.e2418p-13f, 0x1.52512ep+00f, -0x1.a124cp-21f};
static const float h_f1[32] = {-0x1.c8f8b8p-03f, -0x1.eba93ap+16f, 0x1.65f386p-17f, -0x1p+31f, -0x1.0c20d6p-10f, -0x1.29fcp+12f, 0x1.7dd5f8p+11f, 0x0p+00f, -0x1.fffffep+127f, 0x1.4p+01f, -0x1.e106acp+15f, -0.0f, 0x1.a1785ep+15f, -0x1.cb3b4ap-20f, -0x1.36c86ap+03f, -0x1p+31f, 0x1.2a05f2p+33f, 0x1.fffffep+127f, 0x1.df8278p-17f, 0x1.fffffep+30f, 0x1.7672dep-12f, -0x1.381bb8p-08f, 0x1p+00f, -0x1.c020a2p-02f, -0x1.073c98p+01f, INFINITY, 0x1p+24f, 0x1.10cc3cp+04f, -0x1.2ad4cp-09f, 0x1.d0903cp+13f, 0x1.fffffep+22f, 0x1.b0d962p-11f};
static const float h_f2[32] = {-0x1.8cd1d2p-08f, 0x1.fffffep+30f, 0x1.0624dep-10f, 0x1.2a05f2p+33f, -0x1.80237ap+09f, 0x1p+00f, -0x1.cda3d8p+07f, 0x1.0624dep-10f, 0x1p+00f, 0x1.2a05f2p+33f, -0x1.102c08p-06f, 0x1.ded10cp+15f, 0x1p+24f, 0x1.c14d0ep+15f, 0x1.dfedcp-15f, -INFINITY, 0x1.9713f2p+05f, 0x1.7246cp+07f, 0x1.4p+01f, -0x1.4p+01f, 0x1.609e92p-15f, -0x1.e9d32ap+03f, -0x1.3f2a8p+02f, 0x1.ba808cp+16f, -0x1.62da6p+00f, -0x1.b7ea62p-07f, 0x1.2a05f2p+33f, 0x1.fffffep+127f, 0x1.865de4p-20f, 0x1.72577p-02f, 0x1p+00f, 0x1.8p+01f};
static const float h_f3[32] = {0x1.fbb036p+10f, -0x1.0bap-138f, -INFINITY, 0x1.a553aap+06f, 0x1.583b7ap+05f, -0x1.da51b8p+12f, 0x1.e6d2dep-07f, -0x1.6b2a38p+08f, 0x1.e49874p-19f, -0x1.2c8bd2p+04f, 0x1p+00f, 0x1.fffffep+30f, -0x1.fb888cp+09f, -0x1.a2162p+07f, 0x1.7a409ep-21f, -0x1.bebb7ep-21f, -0x1.fc9656p+17f, 0x1.a51e08p+01f, -0x1.5117c2p-06f, -0x1.0bap-138f, -0x1.b62caap+11f, -0x1.fffffep+127f, 0x1.973668p+08f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, -0x1.1f356ep+19f, 0x1.fffffep+30f, -0x1.dca7p+00f, -0x1.f2250ep+12f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1.274624p-09f};
static const double h_d0[32] = {0x1.1d84b2a0c39ep+08, 0x1.02c503395e2fp+11, -0x1.112db4a38fae4p-05, 0x1.86f978463f1c8p-18, -0x1.cbfda520d101p+01, 0x0p+00, 0x1.4p+01, 0x1.1c37937e08p+53, -0x1.56e1fc2f8f359p-997, -0x1.bd3c80606767cp-37, -0.0, -0x1.319ce6c409686p-26, 0x1p+53, -0x1.ffb2297165aap+01, 0x1.fffffffffffffp+1023, 0x1.1c37937e08p+53, 0x1.7cc8b57fd4cd2p+33, 0x1.d6f34548p+26, (double)INFINITY, -0x1.a7557e06012cp-39, 0x0p+00, 0x1p-1074, -0x1.fa0eefa3c903cp+28, -0x1.691d4d7f755ep-29, -0x1.a228434ea13cp-22, 0x1.1e9eaa4fcbc2p-42, 0x1.5a76fe94ec48p-33, 0x1.1c37937e08p+53, 0x1.5b30333edeeccp+33, 0x1.c2f008ff0e81p-30, 0x1.1c37937e08p+53, 0x1.c9ba7ef99ac5p-12};
static const double h_d1[32] = {-0x1.1e2f411f48fep-23, 0x1.f7a974984219p-26, 0x1.9a537d4508158p+30, -0x1p+00, 0x1.a8120e05e87bp+26, -0x1.5cd371c90ca3cp+20, -0x1p+00, -0x1.57c082fc00ecp+36, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.88f045bd038fep+17, 0x1.49c64f0c93cp-33, 0x1.1c37937e08p+53, -0x1.cp+01, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, 0x1.5f13c989abf5ap+02, 0x1.bc981b377741cp-41, 0x1.7e43c8800759cp+996, 0x1.4p+01, -0x1.3796afb682f9p+27, -0x1.4fb4a5e0e2f2ap-12, 0x1.4c1a682dfb19p-24, 0x1p+00, 0x1p-01, 0x1p-01, -0x1.ef8607178251cp-23, 0x1.45c1428e0552cp-05, 0x1p+53, 0x1p+53, 0x1p-1074, 0x1.07ce4052fcf8p-23};
static const int h_i0[32] = {2, (-2147483647 - 1), 2147483646, -1088926480, -2, 1, -565437020, -2, -1, -11, -2975, 117467223, 93, -60, 490804285, -512749, -4285, -2824154, -2147483647, 0, -2147483647, 2147483646, -2, 2, -1, 0, 1, 55203, -109436448, -627, 26, (-2147483647 - 1)};

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
