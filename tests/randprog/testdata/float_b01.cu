// Random float expressions (tests/randprog/gen, kind float, seed 907919).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 0x1.99999ap-04f
#define E1 0x1p+00
#define E2 ((remainderf(exp2f(f2), ((0x1p+01f) - (0x1.99999ap-04f)))) + (((((float)(0x0p+00))) / (((f3) + (0x1p-01f))))))
#define E3 truncf(((f2) * (f0) - (fmodf(f3, 0x1p+00f))))
#define E4 ((f2) - (((((float)(d0))) - (((0x1p+01f) / (f1))))))
#define E5 ((fmaf(((f1) + (f2)), ((float)(0)), fmaf(f0, f0, 0x1.ap+01f))) / (f0))
#define E6 powf(((0x1p-01f) * (f0)), ((float)(i0)))
#define E7 i0
#define E8 fma(((double)(f0)), ((d0) - (d1)), ((d0) - (d1)))
#define E9 (isnan(hypotf(f3, f2)) + 2 * isinf(((f0) + (f3))) + 4 * signbit(((float)(i0))))
#define E10 ((((float)(i0))) - (((f2) - (f2))))
#define E11 ((((f0) / (fmaxf(0x1p-01f, f0)))) >= (hypotf(exp2f(f0), ((f3) * (f1) + (f0)))) ? (hypotf(((float)(-7)), ((float)(d1)))) : (hypotf(f0, ((0x1p+00f) - (0x1.79ca1p-67f)))))
#define E12 ((((float)(f2i(f0)))) - (((((f3) * (f3))) + (fminf(0x1.5af1d8p+66f, f2)))))
#define E13 ((fmaf(f0, f0, 0x1.79ca1p-67f)) / (sinhf(f3)))
#define E14 (isnan(((f3) < (0x1p+00f) ? (f3) : (f3))) + 2 * isinf(f2) + 4 * signbit(fmaf(f3, 0x0p+00f, 0x0p+00f)))
#define E15 __int2float_rn((isnan(f3) + 2 * isinf(f0) + 4 * signbit(f1)))
#define E16 sqrtf(((f0) - (f3)))
#define E17 ((((f2) >= (f3) ? (f3) : (f0))) / (((f2) * (f1) + (f1))))
#define E18 __fmaf_rn(roundf(0x0p+00f), ((f0) + (0x1p+01f)), 0x1p+00f)
#define E19 hypot(((d0) + (d0)), 0x1p+01)
#define E20 expf(__double2float_rd(d1))
#define E21 ((ceilf(f3)) <= (erff(((float)(i0)))))
#define E22 __cosf(log1pf(f2))
#define E23 log10f(((((f1) + (f1))) < (f3) ? (rintf(f3)) : (fmaf(f1, f2, 0x1.79ca1p-67f))))

static const float h_f0[32] = {-INFINITY, -0x1.bf03e4p+11f, 0x1.dc3a4p-13f, 0x1.91a3a8p+11f, -0x1.c4e74cp-22f, 0x1.dcdf9ap-14f, 0x1.2717e8p-04f, 0x1.8p+00f, -0x1.0bap-138f, -0x1.a5aa1cp-11f, 0x1.6b1488p-19f, -0x1.7f4bbp-07f, -0x1.fffffep+127f, 0x1.16c2p-133f, -0x1.6bcc26p-18f, 0x1.f7c42ap+06f, 0x1.fffffep+127f, -INFINITY, -0x1.545f2ap-19f, -0x1p+31f, 0x1.22d8d4p+15f, -0x1.3a2528p-07f, 0x1.cf5edcp-11f, 0x0p+00f, 0x1p+24f, -0x1.82abccp+12f, -0x1.a1258p-07f, -0x1.39ae34p+06f, 0x1.99999ap-04f, -0x1p+31f, 0x1.6faafap-14f, 0x1p+24f};
static const float h_f1[32] = {-0x1.5e5a96p-18f, 0x1.fffffep+31f, 0x1.fffffep+31f, -0x1.1a855ap+13f, 0x1.86adeap-15f, 0x1.0624dep-10f, -0x1p+31f, 0x1.8p+00f, 0x1.f00cdcp-20f, 0x1.a86656p+08f, 0x1p+24f, 0x1.16c2p-133f, 0x1.a8e0f2p-16f, -0x1.2f3c44p+16f, 0x1.7153d4p-01f, 0x1p-126f, -0x1p+31f, 0x1.a868dap+02f, -0x1.0bap-138f, -0.0f, 0x1.fab714p+12f, 0x1.6076eap+13f, 0x1.9582ccp+07f, 0x1.b0c0ccp-16f, 0x0p+00f, 0x1.16c2p-133f, 0x1p-126f, 0x1.f255a6p-14f, 0x1p+00f, 0x1.fffffep+22f, -0x1.4p+01f, -0x1p+00f};
static const float h_f2[32] = {0x1.67882p-15f, 0x1.2a05f2p+33f, 0x1p-01f, -0.0f, -0x1.908ffep+16f, -0x1p+31f, -0x1.ed70bep-21f, -0x1.fa31a4p-17f, 0x1.7fd964p+05f, 0x1.d0063cp-11f, 0x1.fffffep+22f, 0x1.cf57bcp-20f, -0x1.ae82ccp-16f, 0x1.13cdfcp+19f, 0x1.1c4202p+17f, 0x1.c13562p-05f, 0x1.24db7ep-16f, 0x0p+00f, 0x1.a54a0ap-04f, -0x1.33b13cp+05f, 0x1.7b5174p+07f, 0x1.ebf964p-03f, -0x1.25fd72p+08f, INFINITY, -0x1p+31f, 0x1.f82bccp+03f, -0x1.4p+01f, 0x1.d6018ep+04f, 0x1.5c2be6p+14f, 0x1.ace276p+10f, 0x1.99999ap-04f, -0x1.0e0aeep+15f};
static const float h_f3[32] = {-0x1.dde838p-02f, -0x1.2adc42p-14f, 0x1.1bd0fap-01f, -0.0f, 0x1.0a0348p-15f, 0x1p+24f, 0x1.1a6132p+04f, 0x1.99999ap-04f, 0x1.cdf09cp+08f, -0x1.2350fep-19f, 0x1.dce2bcp+00f, 0x1.fffffep+127f, -0x1.2eb374p-18f, 0x1.7995a8p-08f, 0x1.8p+00f, -0x1.d95d8p+08f, 0x1.16c2p-133f, 0x1.d8981cp+01f, -0x1.6ea994p+18f, -0x1.2cab48p-04f, -0x1.65b2aap-15f, -0x1.c0ec9ep+11f, -0x1p-01f, 0x1.8p+00f, 0x1.16c2p-133f, 0x1.8b8bbep+15f, 0x1.803c7p+17f, -INFINITY, -0x1.6e1342p-09f, 0x1.d0d774p-20f, 0x1.eabb4p+15f, 0x1.4p+01f};
static const double h_d0[32] = {0x1.b83466aec70bp+01, -0x1.8c80d4b8fbb4p+32, 0x1.ab698256f4a8p+21, -0x1.1f7349a0af17cp-38, 0x1.4p+01, -0x1.cp+01, 0x1.4aab227cec9ap+05, 0x1.3bbd69224ea2p-12, -0x1.68fe8529e8cdp-27, 0x1.43bb64eddffa2p+35, -0x1p+00, 0x1.7c966cd11fd78p-31, -0x1.98de9b72b27a8p+25, (double)INFINITY, 0x1.4297f38860212p-31, -0.0, -0x1.011dc532e9f22p+37, 0x1p-1074, 0x1.66a6f4acb25d8p+37, 0x1.b7ad75c673ee6p-37, 0x1.7e43c8800759cp+996, 0x1.a9893dd9805c8p+04, 0x1p-1074, -0x1.a900256efb0fep+36, -0x1.d7c9102ac446p+10, 0x1.999999999999ap-04, -0x1.0f73398065a44p+25, 0x1.afc26d7f50cd4p+05, -0x1.0929d167a197p+16, 0x1.fcafb1cefbecp-28, 0x1p-1074, -0x1.68ca5f5b93c48p+22};
static const double h_d1[32] = {-0x1.8349019efe4p+15, -0x1p+00, -0x1.9d958c135b774p+25, 0x1.b8542e1d9202ap-08, 0x1.dc46af600e92cp+16, 0x1.2d296445e5302p+00, 0x1.91e7d58692d78p+24, -0x1.33b187ef6c7ep-38, -0x1.6fef12fe1fceap+08, -0x1.2da83bd9c201ep+00, -0x1.1854156cb1a86p+37, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.ccf8ef1930294p+33, 0x1.51110016455d4p+26, -0x1.3644133f76028p-10, 0x1.74bbc92e29e5p-38, 0x1.fffffffffffffp+1023, -0x1.df465b01868eap+34, 0x1.03a947cf9ccf8p+07, -0x1.689ccafb1d0a8p+16, 0x1.9ac4b76f79254p+09, 0x1.ac12ef8455258p+37, 0x1.7e43c8800759cp+996, -0x1.151e8650203fcp+06, -0x1.4b33f5d5a465ap-04, 0x1.94b128e25f94p-41, 0x1p-1074, -0x1.7ac8148f2c122p+09, -0x1.e0484037843dp-24, 0x1.6483ce2c4a538p+22, 0x1.fffffffffffffp+1023};
static const int h_i0[32] = {-1, 694363, -1137, -12331245, -7040212, 1, 3, -8, 163593, 2147483646, 64245384, -43, -9, -5872852, 2147483647, -2147483647, -2, 1, -700, 547, 2147483646, 28268672, 1, -57914, 125, 3, -2, -38, -2147483647, 2, (-2147483647 - 1), 5301};

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
