// Random float expressions (tests/randprog/gen, kind float, seed 2010).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(((((float)(i0))) * (hypotf(f1, f0)) + (((f2) + (f2))))) + 2 * isinf(powf(hypotf(-0x1p+00f, f0), f0)) + 4 * signbit(fmaf(fminf(0x1.79ca1p-67f, f0), tanhf(f2), ((f1) * (f0)))))
#define E1 d2i(((fmin(d0, 0x1p+01)) / (log1p(d1))))
#define E2 d1
#define E3 erff(((float)(i0)))
#define E4 i0
#define E5 sinhf(0x1p+00f)
#define E6 d2i(((double)(long long)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(0x1.ap+01f)))))
#define E7 remainderf(((fdimf(f0, 0x1p+00f)) >= (fmaxf(f2, f0)) ? (atan2f(f3, 0x1.99999ap-04f)) : (f1)), fdimf(((f0) - (f0)), hypotf(f2, f0)))
#define E8 ((float)(d2i(d1)))
#define E9 log1p(d0)
#define E10 f3
#define E11 ((((float)(d2i(d0)))) != (fmaxf(((float)(d0)), ((float)(i0)))))
#define E12 f2i(copysignf(f2, f3))
#define E13 logf(((f3) - (f0)))
#define E14 fmaf(__uint2float_rn(i0), __fdiv_rn(f0, f0), erff(f0))
#define E15 __fadd_rn(f1, __fmaf_rn(f1, 0x1p+00f, 0x1.ap+01f))
#define E16 ((0x1.ap+01f) * (hypotf(copysignf(f2, f3), ((f1) / (f3)))))
#define E17 log2f(((asinf(f2)) + (f1)))
#define E18 ceilf(((fabsf(f3)) / (((f3) < (f0) ? (f2) : (f2)))))
#define E19 fma(((double)(long long)(i0)), ((double)(i0)), ((d0) - (d1)))
#define E20 ((((__log2f(f0)) * (sinf(f0)) - (__fmul_ru(f2, f1)))) + (((tanf(f1)) / (roundf(f1)))))
#define E21 ((((tanf(f0)) * (((f0) >= (f0) ? (0x1p+01f) : (0x0p+00f))))) * (acoshf(fmaf(f1, f2, f0))) + (f2))
#define E22 cbrtf(((float)(i0)))
#define E23 ((((f0) / (fmaf(0x1.ap+01f, 0x1.ap+01f, f1)))) + (__double2float_rd(((double)(i0)))))

static const float h_f0[32] = {-0x1.ffbeeep-20f, -0x1.27a398p+26f, 0x1.fffffep+127f, -0x1.2bfc54p-08f, -0x1.aa96eap+08f, 0x1.581d2p+15f, -0x1.2fb7a4p-15f, -0x1p+00f, -0x1.da43e4p-10f, 0x0p+00f, 0x1.dca158p+06f, -0x1p-01f, -0x1.7668e8p+10f, 0x1p+24f, 0x1.99999ap-04f, 0x1.8p+01f, 0x1.6faedap-11f, 0x1.fffffep+30f, -0x1.224f12p+07f, -0x1.9056b4p-08f, 0x1.1264e4p-05f, 0x1.fffffep+30f, -INFINITY, -0x1.594db2p+17f, -0x1.8280eap-23f, 0x1.25789ap+09f, -0.0f, 0x1.fffffep+127f, 0x1.a29932p-17f, -0x1.77fa0ep-15f, 0x1.994b64p-06f, -0x1.c93222p-03f};
static const float h_f1[32] = {0x1.8p+00f, -0x1.fffee6p-02f, -0x1.fb8a94p-13f, 0x1.19f49ep-22f, -0x1.789e7ep+06f, 0x1.3a666ap-20f, -INFINITY, -0x1.2d3478p+13f, 0x1.7cc628p+12f, 0x1p+24f, 0x1.582ecep+13f, 0x1.e556e8p+11f, -0x1.40e422p+18f, 0x1.b22672p-04f, -0x1.0cce2p+05f, -0x1.0f4452p-18f, 0x1.8p+01f, -0x1.dc6aecp-16f, 0x1.af5f98p+12f, 0x1p+24f, 0x1.53028p-11f, -0x1.c6f28cp+00f, -0.0f, 0x1.dc4be4p+10f, -0x1.0bap-138f, -0x1.3ba412p-07f, 0x1.0624dep-10f, 0x1.21e13ap-20f, -0x1.072746p+11f, 0x1.fffffep+31f, -0x1.f6074ep-04f, 0x1.c2a06ap+15f};
static const float h_f2[32] = {0x1.fffffep+31f, 0x0p+00f, -0x1.72c8e8p+00f, 0x1.204d92p+10f, 0x1.5af68p-04f, 0x1.0df26ap-20f, 0x1.c88faep-04f, 0x1.a41f34p+17f, -0x1.f292d8p-14f, 0x1.bf7eb8p-21f, -0.0f, 0x1.b022fp-21f, -0x1.27a398p+26f, 0x1.99999ap-04f, 0x1.4p+01f, 0x1.5b1028p+18f, -0x1.66f768p+06f, -0x1.b99702p+06f, 0x1.3bd97ap-10f, -0x1.4p+01f, -0.0f, 0x1.fffffep+127f, -0x1.d15212p+07f, 0x1p+24f, 0x1.fffffep+31f, -0x1.fffffep+127f, -0x1p+31f, -0x1.3a2542p-01f, 0x1.16c2p-133f, -0x1.4afedep+13f, -0x1.daad28p-10f, -0x1.f24c26p+08f};
static const float h_f3[32] = {0x1.edba14p-03f, -0.0f, 0x1.8p+00f, 0x1.4p+01f, 0x1.6190dcp+13f, 0x1.833078p-12f, 0x1.fffffep+30f, 0x1.fffffep+22f, 0x1.afc914p-19f, -0x1.f3456ap-11f, 0x1.8p+01f, -0x1p+00f, 0x1.f2eefcp+16f, 0x1.8d53bcp-04f, -0x1.2400c4p+11f, 0x1.12fff8p-12f, 0x1.0624dep-10f, -0x1.d13a12p-22f, -0x1.2c1c78p+05f, 0x1p-01f, -0x1.0b89fp+01f, 0x1.b2a16ap-13f, 0x1.fffffep+22f, 0x1.0624dep-10f, 0x1.fa2602p+10f, 0x1.f4ac08p-21f, -0x1p+00f, 0x1.6ef8cep-11f, 0x1.b93984p+09f, 0x1p+24f, 0x1.b7768ep-19f, 0x1.fffffep+22f};
static const double h_d0[32] = {0x1.de5f16b6a25ep-35, -0x1.5955c4f713a4p-30, -0x1.bf5a024f4b04p+25, -0x1.bf2fc0a4814ccp+37, -0x1p+00, 0x1.d6f34548p+26, 0x1.91359749f298p+32, -0x1.c8049c7848acp+23, 0x1p+53, 0x1.999999999999ap-04, 0x1p+53, 0x1.0de358f2038e4p-33, -0x1.56e1fc2f8f359p-997, 0x1.d598d0b4adbbp+36, -0x1.1c3c0ea891be8p-41, -0x1.3eeb8186005e6p+36, -0x1.c504a2eeb24p+33, -0x1.ed558bac17dfp+39, 0x1p-01, -0x1.153dadbfbfd6ep-24, -0x1.a984f90a8ac06p+29, -0x1.4c07999f1dd44p+23, -0x1.56e1fc2f8f359p-997, 0x1.8a973627ed07ep+30, 0x1.67bcfaeeea3a8p-03, 0x1.515c4be0e496p+34, (double)INFINITY, 0x1p-1074, 0x1.7c547801b7ebp+15, 0x1.92d166eb85304p-36, -0x1.187b406be0ef8p-18, -0x1.c14ec50e3948p+19};
static const double h_d1[32] = {0x1.814ebbe5f1b98p+15, -0x1.23711052f9538p+05, 0x1p-01, -0x1.3e842fc067b6p-12, -0x1.5a5925d30dcaap+33, -0x1.cp+01, 0x1.099d59a68fd6p-39, 0x1.1055104b790aep-19, 0x1.ca311a4bb3bp-34, -0x1.acc4301f029fp+18, 0x1.4e7e6007d52dp-07, -0x1.09daaf1bcd7dep+34, 0x1.571aa2a1955eep-13, 0x1.48b9a7b624cf4p-10, 0x1.ed74f101d4a08p+22, -0x1.56e1fc2f8f359p-997, 0x1.11507580197cp-11, 0x1.c725cb407309p-07, -0x1.8336efeabb44ap-07, -0x1.4bc6d88454338p-21, 0x1.3164a48b4b6p-22, 0x1.8462119fef2ecp-30, 0x1p+00, 0x1p-01, -0x1.b97eec9821d58p+17, 0x1.355a15c55c548p-40, 0x1.d6f34548p+26, 0x1.8dac791f86ecp-17, 0x1.d6f34548p+26, 0x1p+00, 0x1.f1cf386d80928p+08, -0.0};
static const int h_i0[32] = {5704470, 1, -1091, -2, 482546319, -69474, -2, 2147483646, -51, 32668, 4, -2, -548218, -216675, 577993, 102764, (-2147483647 - 1), -8791, -2147483647, 104012633, 0, -1, -6145, 439664750, 0, -1, 1, 1079563, -2218, 2147483647, 1541269507, 2147483647};

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
