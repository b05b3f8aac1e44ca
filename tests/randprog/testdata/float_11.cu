// Random float expressions (tests/randprog/gen, kind float, seed 2011).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(0x0p+00f, f0, ((float)(i0)))
#define E1 ((double)(long long)(((f3) == (((float)(i0))))))
#define E2 expm1(fma(((d0) / (d0)), ((double)(i0)), ((d0) * (0x1p+00) + (d1))))
#define E3 0x1.79ca1p-67f
#define E4 d1
#define E5 i0
#define E6 log10f(fmaf(((f1) / (0x1.5af1d8p+66f)), ((f0) - (f2)), ((float)((1 << 24) + 1))))
#define E7 ((f0) + (((float)(i0))))
#define E8 i0
#define E9 ((((d1) * (d0))) + (((d1) - (d1))))
#define E10 d2i(((double)(long long)(d2i(d1))))
#define E11 i0
#define E12 copysignf(((float)(i0)), ceilf(f1))
#define E13 0x1p+00f
#define E14 ((double)(((f1) < (0x1p+00f) ? (0x0p+00f) : (f3))))
#define E15 copysign(((double)(long long)(i0)), ((0x1.999999999999ap-04) + (-0x1.cp+01)))
#define E16 __float2int_rd(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))
#define E17 ((((double)(f1))) * (((d1) * (0x1p+01))) + (fma(d0, 0x0p+00, d1)))
#define E18 ((tanhf(0x1p+00f)) < (((f3) / (f1))) ? (tanhf(f0)) : (__double2float_rz(d0)))
#define E19 __float2int_rz(fminf(fmaxf(__fsqrt_rn(f0), -2.1e9f), 2.1e9f))
#define E20 ((((f2) * (f1))) * (((float)(d1))) - (__fadd_rd(f0, 0x1p+00f)))
#define E21 ((float)(((double)(i0))))
#define E22 ((((0x1.ap+01f) >= (fmaf(f0, f3, f0)) ? (((f0) - (f1))) : (__fmaf_ru(f0, f1, f3)))) < (((float)(d2i(0x0p+00)))))
#define E23 d2i(((copysign(d1, d1)) + (((double)(long long)(i0)))))

static const float h_f0[32] = {0x1.ce0442p+02f, 0x1.2a05f2p+33f, -0x1.5484fp-08f, 0x1.b1e43ep-09f, -0x1p+31f, -0x1.ee17a6p-17f, -0x1p-01f, -0x1.ae4ffcp-19f, 0x1.8p+00f, 0x1.6c2bbep-05f, -0.0f, 0x1.0ce0dep+01f, 0x1.0638p-09f, 0x1.8p+01f, 0x1.8p+00f, INFINITY, -0x1.f859e4p+09f, -0x1.260aap-04f, 0x1p-01f, 0x1.2a05f2p+33f, 0x1.e0c2c6p-05f, -0x1.d9fdbep-11f, 0x1.fffffep+30f, 0x1p+00f, 0x1.1a707cp-19f, -0x1.743cbcp+11f, -0.0f, -0x1.656a22p+17f, 0x1.2e4392p-10f, -0x1p+31f, -0x1.7e964p-20f, 0x1p+24f};
static const float h_f1[32] = {-0x1p+00f, -0x1.d67be8p+05f, 0x1.fffffep+30f, -0x1.27a398p+26f, 0x1.4p+01f, 0x0p+00f, 0x1.e6336cp+12f, -0x1.b52f62p-17f, 0x1.fffffep+31f, 0x1.88545ep-07f, 0x0p+00f, 0x1p+00f, -0x1.4a2656p+11f, -0x1.ef5e64p+05f, -0x1.1c0bccp+03f, -0x1.3eba12p+06f, -0x1.132436p+11f, 0x1p-126f, 0x1.8p+01f, 0x1.8p+00f, -0x1p+00f, -INFINITY, -0x1.13fc66p+19f, 0x1.8p+01f, -0x1.034c1ep-07f, -0.0f, 0x1.67a0eep+15f, 0x1.8p+00f, -0x1.d77a5p-22f, 0x1.4p+01f, -0x1.db8884p-11f, -0x1.24bdcap-11f};
static const float h_f2[32] = {-0x1.fffffep+127f, -0x1.f8bc2ep-08f, 0x1.abc0fep-11f, 0x1.7ab0fcp-07f, 0x1.8p+01f, 0x1.1c8088p+18f, 0x1.2ddaa6p-14f, 0x1p-01f, 0x1p+24f, -0x1.81169cp-03f, 0x1.8p+00f, -0x1p-01f, 0x1p+00f, 0x1.5c4d4ap-16f, -0x1p+00f, 0x1p+24f, -0x1.3ea32cp+07f, -0x1.b6c79cp+07f, 0x0p+00f, 0x1.d739f6p-05f, 0x1.fffffep+127f, 0x1.8p+01f, -0x1.5b87fp-18f, -0x1p+00f, -0x1.4ee136p-03f, 0x1.e270aap+12f, -0x1.346f8cp+17f, -0x1.6d81bep-21f, 0x1.fffffep+127f, 0x0p+00f, -0x1.bf444ep-10f, 0x1.a84224p+01f};
static const float h_f3[32] = {-0x1.0bap-138f, -0x1.c55d74p+19f, 0x1.9203bep-11f, INFINITY, 0x1p-01f, 0x1.fffffep+22f, 0x1.8738dap+10f, 0x1.8d4684p+06f, 0x1.8p+00f, 0x1.2a05f2p+33f, -0x1p-01f, -0x1.72580ap-03f, 0x1.2f1f64p-08f, -0x1.b81654p-06f, -0x1p+31f, 0x1.277644p+18f, 0x0p+00f, -0x1.fffffep+127f, 0x1.0e527p-16f, -0x1.af848p-13f, 0x1.ecc3fcp-24f, 0x1.fffffep+30f, 0x1.dcb56ep+06f, -0x1.b2762ep+07f, 0x1.2712f2p+06f, -0x1p+31f, 0x1.4p+01f, -0x1.b12034p-21f, 0x1.e7f32p-10f, 0x1.2a05f2p+33f, -0x1.6a0b9p-19f, -0x1.e59b06p+10f};
static const double h_d0[32] = {-0x1.3219f43e5803p+20, -0x1p+00, 0x1.8ad993e6721p+17, -0x1.56e1fc2f8f359p-997, 0x1.64d9ae0df22bcp+17, 0x1p-01, 0x1.cc37019639b2cp+04, -0x1.40c54024c208p-11, -0x1.6a196059cfdap+12, -0x1.41d592858bc3p+07, (double)INFINITY, -0x1.4ed045c4f2c94p-15, 0x1.87e100759e5dcp-05, 0x1.60390dcd5b5bcp-26, 0x1.d828fe154dfb2p-13, 0x1.1c37937e08p+53, (double)INFINITY, 0x1.c62f59f5e5bf6p+07, -0x1.36fda7575cp-13, -0x1.74343301e962p+05, -0x1.cp+01, -0x1.1c717a532d8d4p+14, 0x1.1c37937e08p+53, -0x1.d2c0ee902c05cp+07, -0x1p+00, -0x1.1dadc7bac134p-30, 0x1.60c073ebb079p-36, -0x1p+00, 0x1.4p+01, 0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, -0x1p+00};
static const double h_d1[32] = {-0x1p+00, 0x1.9863ffd873518p-25, -0x1.cp+01, -0.0, 0x1.fffffffffffffp+1023, -0x1.ecd05abb08cc2p-04, 0x1.4p+01, 0x1.98c475bc31ebp-39, 0x1.999999999999ap-04, -0x1.f28bf9cf72d08p-10, 0x1.7b0bdb84619f8p+03, 0x1.56f857d810588p-04, 0x1.644f5795f98f6p+30, 0x1.c3a72489bf0ep-41, 0x1.1b0e8781f72ap-24, 0x1.d3946b45ea3f8p-12, -0x1.a070e6a6e94e8p-35, 0x1.4p+01, -0.0, 0x1.791b313f3cfd8p-14, 0x1.a2627c227e9c8p+35, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, 0x1.7e43c8800759cp+996, 0x1.2a02fd62d1e94p-30, 0x1.b2142a0f5b322p+14, -0.0, 0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, 0x1p+53, -0x1.cp+01};
static const int h_i0[32] = {2, -593560780, -2147483647, 2147483646, -15742942, 1, 9737254, 2147483647, 1, 244663, 0, 254424642, 1, 3, -197059096, 1, 43448072, 3, 1314, 1288844681, -2147483647, 0, 85, 5, 8671293, 0, -2147483647, 398, -1, -1, 2147483646, 1};

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
