// Random float expressions (tests/randprog/gen, kind float, seed 1042542).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)((isnan(f2) + 2 * isinf(0x1.99999ap-04f) + 4 * signbit(0x1.79ca1p-67f))))
#define E1 f3
#define E2 ((double)(long long)((isnan(f3) + 2 * isinf(f1) + 4 * signbit(0x1.5af1d8p+66f))))
#define E3 ((((0x1p+00f) * (f3))) * (f1) - (((f0) < (0x1p-01f) ? (f2) : (f1))))
#define E4 exp2f(((tanhf(f2)) / (((float)(-7)))))
#define E5 d2i(((d1) + (d0)))
#define E6 i0
#define E7 d0
#define E8 d0
#define E9 cbrtf(f2)
#define E10 ((float)(f2i(f2)))
#define E11 d1
#define E12 i0
#define E13 hypotf(((0x1.5af1d8p+66f) + (f2)), ((f1) < (f3) ? (-0x1p+00f) : (f2)))
#define E14 ((f1) * (((log2f(f3)) / (((-0x1p+00f) * (f0) + (f1))))) + (__uint2float_ru(((0x1p-01f) != (-0x1p+00f)))))
#define E15 f2i(ceilf(f0))
#define E16 ((sin(d0)) * (fma(d1, 0x1.999999999999ap-04, d1)) + (pow(d1, 0x0p+00)))
#define E17 fmaf(sinf(floorf(f1)), __frcp_rn(fmaf(f2, f0, f3)), ((__fadd_ru(f3, f3)) < (rintf(f3)) ? (fmodf(f0, f3)) : (__int2float_rd(i0))))
#define E18 f1
#define E19 ((double)(f3))
#define E20 ((cbrtf(f2)) - (hypotf(f2, f1)))
#define E21 fminf(((f3) - (0x1.ap+01f)), tanhf(f0))
#define E22 remainderf(cosf(((f0) * (f1))), ((((float)(d1))) * (((f2) * (f3) + (f3))) + (f3)))
#define E23 ((__exp10f(exp2f(0x1.5af1d8p+66f))) / (((fabsf(f3)) - (powf(f0, f2)))))

static const float h_f0[32] = {0x1.fffffep+31f, -0x1p+00f, -0x1.4da44ep-08f, -0x1.fffffep+127f, -0x1.54be24p-16f, 0x1.4p+01f, 0x1.4906cp+00f, 0x1p+24f, 0x1.fffffep+30f, -0x1.9239b2p-12f, 0x1.f7fc58p-16f, -0x1.61a782p-16f, 0x1.e9ada2p-13f, 0x1.fffffep+22f, -0x1.d774bap+13f, 0x1.333a04p-20f, 0x1.95256ap-13f, 0x1.5c82d4p+17f, -0x1.0009aep-05f, 0x1.58f26ep+07f, 0x1.8p+01f, -0x1.0bap-138f, -0x1p+31f, 0x1.8p+00f, -0x1.6b46eap-14f, 0x1.0624dep-10f, 0x1.fffffep+31f, 0x1.90f576p+05f, 0x1.5fa1cap+16f, 0x1.7f3bf2p-13f, 0x1.f2884p+14f, 0x1.5cdcbp+12f};
static const float h_f1[32] = {0x1.0624dep-10f, 0x1p+24f, 0x1.5d257ap+11f, 0x1.aedaf2p-01f, 0x1.903234p+01f, -0x1.292614p-09f, 0x1.40977ep-03f, -0x1.67f5dp+07f, -0x1.1b374ap-11f, -0x1.cca648p+00f, 0x1.fffffep+127f, 0x1.823a04p-02f, 0x1p+24f, 0x1.494f2cp-11f, -INFINITY, 0x1.fffffep+22f, -0x1.f1d548p-05f, 0x1.fffffep+31f, -0x1.379d8ap+14f, 0x1.8p+00f, 0x1.4p+01f, -0x1.042d7ap-18f, -0x1.afa8d8p+19f, -0x1.dd5c2ap+08f, 0x1.6c4d56p-18f, 0x1.03c10ep+02f, 0x1.2a05f2p+33f, 0x1.fffffep+31f, 0x1.4208p-14f, 0x1.fffffep+22f, -0.0f, -0x1.b9cfd8p-15f};
static const float h_f2[32] = {0x1.99999ap-04f, 0x1.68497cp+07f, 0x0p+00f, -0x1.4p+01f, 0x1p+24f, -0x1.a303bp+17f, -0x1.27a398p+26f, -0x1.596892p+03f, 0x1p+00f, -0x1.3ddeb8p+10f, -0x1.26c9dep-17f, 0x1.16c2p-133f, 0x1.ecec44p+04f, -0.0f, -0x1.6a5522p+02f, 0x1.2f8878p+01f, 0x1.9f8bc4p-16f, 0x1.035cc6p-07f, -0x1.13dbcap-20f, -0x1p+31f, 0x1.eeb52cp-03f, 0x1.908068p+09f, -0x1.57a0f8p+02f, -0x1.5e0802p-03f, 0x1p+00f, -0.0f, 0x1.16c2p-133f, -0x1p-01f, 0x1.386be2p-11f, -0x1.75242ep-06f, 0x1p+24f, 0x1.0665c8p-12f};
static const float h_f3[32] = {0x1.507ef6p-17f, -INFINITY, INFINITY, -0x1p+00f, -0x1.73c25p+01f, 0x1.7cea66p+12f, 0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.4bd95ep+10f, -0x1.4p+01f, -0x1.d683bap-09f, -0x1.b2c852p+09f, 0x1.1f8b5p+05f, -0x1.9fef4ap-10f, -0x1.27a398p+26f, -0x1.88038cp+00f, -0x1.fffffep+127f, 0x1.8p+00f, 0x1.99999ap-04f, 0x1.8p+00f, 0x1.735eccp+07f, 0x1.fffffep+31f, -0x1.eace48p-14f, -0x1.4b314p+02f, -0x1.c2f9f2p+07f, -0x1.b35546p+17f, -0x1.d93032p-09f, 0x1.4f1ea6p-06f, -0x1.e0116ap-08f, -0x1.bd03cep-12f, -0x1.ee940ap-17f, -0x1p+31f};
static const double h_d0[32] = {0x1.0598a83e86eb8p-15, 0x1.1c37937e08p+53, -0.0, -0x1.44a3288095c58p+17, -0x1p+00, 0x1.1c37937e08p+53, -0x1.c73e1edba94b8p-29, 0x1p-1074, 0x1p-01, 0x1.4p+01, 0x1.85ab5193e80f4p-14, 0x1.1c37937e08p+53, 0x1.41155d89a876cp+29, -0x1.aa25b12ac65a8p-25, 0x1.a4055ce816ca6p-35, 0x1.078a232e6dbe4p+37, -0x1.debb7d40f0f44p+00, 0x1.53fbf53612cbcp-08, 0x1.6fd3bc56de38cp-31, -0x1.56e1fc2f8f359p-997, -0x1.da1d39fb1d682p-40, -0.0, -0x1.cp+01, 0x1.26e44f522f19p-15, 0x1.1565ffeec4738p-17, 0x1.df369f84dd34p-31, -0x1.80c3dd5f5347p+14, -0x1.c06c54dc7dd2ap+34, 0x1.d4a26b949b934p-36, (double)INFINITY, -0x1.ea4f9655eb88p+24, 0x1.e2434574e5d3p+09};
static const double h_d1[32] = {0x1p+00, 0x1.22f690b201ed8p-36, 0x1.413c0193efebp-05, 0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1.044a08bb9cc24p+39, 0x1p-01, (double)INFINITY, 0x1.f7c84dfc64304p-37, 0x1.45eaff7e59cc4p-33, (double)INFINITY, 0x1.3c93416bea414p-41, 0x1.1c37937e08p+53, 0x1.9463d8bc03bd8p+32, 0x1.e7a74c55dfa0ap-37, -0x1.5ee31e2a56c08p+04, -0x1.bff13a47f8308p+22, 0x1.1c37937e08p+53, -0x1.68874708080ccp+19, -0x1.411f521424e04p-29, 0x1.bb628daa14cecp+03, -0x1.b8dfc32d8dc44p-31, -0x1.dd662478ef4ep+02, -0x1.102afa63ba6e8p+39, -0x1.92833e82eb81p-09, 0x1.4p+01, -0.0, 0x1p+53, 0x1.f7596a0c2cfb2p-01, 0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, 0x1.dc5b655ec436cp-12};
static const int h_i0[32] = {4180, -5, 2147483647, 2147483647, -3, 2147483646, -1, 28, 312, -2147483647, 209786839, -1762, 0, 1, -2147483647, -2, 995384983, 1343105, -1, 1, 2147483647, 404, -1, -3723602, 245, 0, -2147483647, 70, -464, 1504913655, -2, -264};

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
