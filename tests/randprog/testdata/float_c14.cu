// Random float expressions (tests/randprog/gen, kind float, seed 8014).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(((float)(i0))) + 2 * isinf(f2) + 4 * signbit(fmaf(((float)(1 << 24)), f0, fmaf(f0, f3, f2))))
#define E1 ((double)(expm1f(f0)))
#define E2 ((logf(0x1p+01f)) / (fmaf(0x1p-01f, f2, f1)))
#define E3 0x1.5af1d8p+66f
#define E4 (isnan(f1) + 2 * isinf(remainderf(((f1) < (f0) ? (f0) : (f0)), ((f0) * (f0)))) + 4 * signbit(((float)(f2i(0x1.79ca1p-67f)))))
#define E5 ((float)(2147483647))
#define E6 fmaf(f3, ((float)(i0)), fminf(f0, f1))
#define E7 ceilf(((float)(((f1) == (f0)))))
#define E8 f2i(atan2f(f1, 0x1p-01f))
#define E9 ((exp2f(f0)) < (((float)(i0))) ? (((0x1.ap+01f) * (f1) + (0x0p+00f))) : (((f1) < (0x1p+01f) ? (f3) : (f3))))
#define E10 powf(((((f2) >= (0x1p-01f) ? (f0) : (0x1p+01f))) >= (((float)(i0))) ? (log2f(f3)) : (((f2) / (f2)))), ((float)(i0)))
#define E11 ((float)(i0))
#define E12 ((f2) > (((f0) < (f1) ? (0x1.99999ap-04f) : (f1))))
#define E13 roundf(((float)(i0)))
#define E14 ((float)(copysign(d1, d1)))
#define E15 ((erff(sinhf(f1))) * (((fminf(f1, f1)) - (__int2float_rd(i0)))) - (f2))
#define E16 __fmaf_rz(fminf(((float)((1 << 24) + 1)), ((float)(i0))), ((float)(d1)), ((log2f(f1)) >= (log2f(f3)) ? (fmaf(f2, 0x1.5af1d8p+66f, 0x1p+01f)) : (remainderf(f1, f2))))
#define E17 fma(((double)(long long)((isnan(f0) + 2 * isinf(0x0p+00f) + 4 * signbit(f3)))), ((double)(long long)(f2i(f1))), fma(((d0) + (d1)), ((double)(i0)), ((-0x1.cp+01) * (0x0p+00) + (d1))))
#define E18 erff(powf(((f1) * (f2) - (f2)), truncf(f3)))
#define E19 d0
#define E20 d0
#define E21 0x1p-01f
#define E22 d2i(((hypot(d0, d0)) + (((d1) + (d0)))))
#define E23 d1

static const float h_f0[32] = {-0x1.e6089cp-02f, 0x1.f73ff4p-13f, 0x1.6786ccp-16f, 0x1.4p+01f, 0x1.c50dd2p+11f, -0x1.ca1066p+08f, -0x1.4p+01f, -0x1.f2261p-05f, 0x1.43a198p+15f, -0x1.5680b6p+07f, 0x1.0624dep-10f, -0x1.2d4ac6p+06f, -0x1.4a4e72p+03f, 0x1.3b3e54p-15f, -0x1.0bap-138f, -0x1p-01f, -0x1.e09e7ep-19f, -0x1.01231ap-15f, -0x1p+00f, 0x1.26787ep+02f, 0x1.fffffep+31f, 0x1.0c1a44p+12f, -0x1.7f6b38p+12f, 0x1.fffffep+127f, 0x1.337ba4p+10f, -0x1.56b75ap+14f, 0x1.4594d4p+09f, -0x1p-01f, 0x1.1f90f2p+05f, -0x1.275d3p-10f, 0x1.fffffep+22f, 0x1p-01f};
static const float h_f1[32] = {-INFINITY, -0x1.8fe33cp-03f, 0x1.38388ep+04f, 0x1.71a7eep+12f, 0x1.16c2p-133f, 0x1.32011cp-08f, 0x1.8p+00f, 0x1.6962e2p-09f, -0x1.8667eep+00f, -0x1.f32664p-13f, -0.0f, -0x1.d64f6ap-15f, 0x1.d10b3cp+15f, 0x1.fffffep+31f, -0x1.37a14p+00f, 0x1.fffffep+30f, -0x1.819d74p-20f, 0x1.62f0f2p+15f, 0x1.fffffep+127f, -0x1.031d72p-15f, 0x1.0e0f9ep+12f, -0x1.66b86ep-14f, 0x1.606f1ep+17f, 0x1.1c3dd8p+13f, 0x1.22e8f4p+00f, -0x1.0bap-138f, -0x1.27a398p+26f, -0x1.66c8fp-15f, -INFINITY, 0x0p+00f, 0x1.fffffep+127f, 0x1.16c2p-133f};
static const float h_f2[32] = {0x1.0624dep-10f, 0x1p-01f, 0x1.8p+01f, INFINITY, 0x1.4p+01f, -0x1.edecd8p+00f, 0x0p+00f, 0x1p+24f, -0x1.f46a7p+13f, 0x1p-01f, -0x1.b6ef8ep-09f, 0x1.9feaecp-08f, -0x1.816c24p+12f, 0x1.1ec044p-12f, -0x1.16a54p+13f, 0x1.59e384p+01f, 0x1.8p+01f, -0x1.18ae02p+11f, 0x1.1e0792p+10f, 0x1.f9fdf8p+02f, -0x1.d6dc3ep+12f, -0x1.5cb54ap+04f, 0x1p-126f, -0.0f, 0x1.77eef6p-15f, 0x1.d8f95ap+10f, 0x1.0624dep-10f, -0x1.6bbeaep+09f, -0x1.5bd59ep+15f, 0x1.60668cp+16f, 0x1.5de9c8p-09f, 0x1.5cdc52p-17f};
static const float h_f3[32] = {0x1p-126f, 0x1p+24f, 0x1p+00f, 0x1.5e501ap-08f, -0.0f, -0x1.73d844p-14f, -0x1.68ffcp-11f, 0x1p+00f, -0.0f, -0x1.453b26p+16f, 0x1.4e9fb8p-04f, 0x1.6bb9fep-11f, 0x1.5b8526p-19f, 0x1.c85c2cp+12f, -0.0f, 0x1.16c2p-133f, -0x1.8d7866p+17f, 0x1.8p+00f, -0x1.cb567ep-15f, INFINITY, INFINITY, 0x1.a887b4p+15f, -0x1.03259cp+19f, -0x1.6a35fp+10f, -0x1.d232fep-08f, -0x1.12bf7ep-07f, -0x1.0bap-138f, -0x1p-01f, 0x1.090abcp-01f, 0x1.fffffep+127f, -0x1.e9713ap-04f, -0x1.267cb6p-11f};
static const double h_d0[32] = {0x0p+00, -0x1.b911d379a6fcp+09, -0x1p+00, 0x1.768b4917bac4ep-17, 0x1p+53, 0x1.6a1784f916c84p-25, 0x1.c22e162e35d5p+36, -0x1.00becd2678d1ep+29, -0x1.cp+01, 0x1p-1074, 0x1p+00, 0x1.0b317d9be433ep+35, 0x1p+00, -0x1.4627f1170a878p-19, 0x1p+00, 0x1.1c37937e08p+53, -0x1p+00, 0x0p+00, 0x1.4p+01, 0x1p+00, 0x0p+00, -0x1.bded0e42b23f8p-26, -0x1.56e1fc2f8f359p-997, -0x1.0a657eb7debacp+03, -0x1p+00, -0x1.0281b7ccd119p+39, -0x1.15960daba87fep+27, 0x1.567542d503cep-42, 0x1.f7816e0265d48p-27, -0x1.9e6350ba0a64p+15, 0x1.7e43c8800759cp+996, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {0x1.999999999999ap-04, (double)INFINITY, 0x1.86020e9d34fc8p+22, 0x1p+53, 0x1p+53, 0x1.4efcb6f00512cp+00, 0x1.bbe84a9f61918p-32, -0x1.cp+01, -0x1.cp+01, 0x1.d3f7c99736a22p-29, 0x1p+00, -0x1.61fa606555306p-30, 0x1.d50c4f3778bb4p-19, -0x1.5ce49a0589ddp-37, 0x1.999999999999ap-04, 0x1.0f64b5456383p-22, 0x1.7e43c8800759cp+996, 0x1.478d1efa62eap-09, 0x1.4623f31cc56d8p-14, -0x1.0e2a49a21627ap+21, -0x1.f23815c656178p-02, 0x1.6e5e46b576608p-11, -0x1.9c2e4cb0fa378p+27, 0x1.999999999999ap-04, 0x1.c96c4503d3dbap-36, 0x1.237fc09fd118p+33, 0x1.ae301485653ep+17, -0x1.49130e6326b4cp+25, 0x1.e03308266be6cp-32, -0x1.f1ff6b15d523p+11, -0x1.0f3ee759dd2b2p-31, 0x1.e2566fe7d0414p-02};
static const int h_i0[32] = {-2, (-2147483647 - 1), 1110, -5661523, 2147483647, 2147483647, -1, -1460117, -42458698, -2147483647, 2, -2147483647, -49226, 0, 2147483647, 314, 0, 2147483646, 1, -2, 1, -2, 1, -8330182, 501, 1764, -2147483647, 1, 1553, 22801, 56390584, 1};

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
