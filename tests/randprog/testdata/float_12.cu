// Random float expressions (tests/randprog/gen, kind float, seed 2012).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(d2i(0x1.999999999999ap-04)))
#define E1 fmaf(((f3) * (f1)), f2, sqrtf(f0))
#define E2 expm1f(((f3) * (f0) + (f1)))
#define E3 fmaf(fmaxf(f3, f3), atanf(0x1p-01f), f2)
#define E4 d2i(((double)(long long)(i0)))
#define E5 d2i(((d0) + (((d0) * (d0)))))
#define E6 ((((float)(i0))) - (((f3) + (f3))))
#define E7 d0
#define E8 fmaf(((((float)(i0))) - (((float)(0)))), f3, ((0x1p-01f) * (f0) + (fmaf(f3, f2, f3))))
#define E9 sqrt(fmin(d0, d0))
#define E10 ((((f1) / (f2))) * (((f1) * (f1) - (-0x1p+00f))) - (((f1) + (f2))))
#define E11 i0
#define E12 ((((float)(i0))) - (f2))
#define E13 exp(fma(((0x1.999999999999ap-04) * (d0) + (d0)), ((0x1p+00) * (d1)), expm1(d0)))
#define E14 __saturatef(expm1f(((f1) + (f2))))
#define E15 (isnan(logf(f1)) + 2 * isinf(hypotf(f0, f1)) + 4 * signbit(expm1f(f2)))
#define E16 __int2float_rn(0)
#define E17 __double2float_ru(((d0) * (atan(d0))))
#define E18 __float2int_ru(fminf(fmaxf(fmaf(f2, ((f2) + (f2)), fdimf(f0, 0x1p+01f)), -2.1e9f), 2.1e9f))
#define E19 f2i(((fmaf(f1, f1, -0x1p+00f)) * (f3) + (copysignf(f0, f0))))
#define E20 ((d1) - (((d1) - (d0))))
#define E21 ((f3) >= (((f1) + (f0))) ? (((f1) < (f3) ? (f2) : (f2))) : (atanf(f3)))
#define E22 fmaf(f2, ((((f2) < (f2) ? (0x1.79ca1p-67f) : (-0x1p+00f))) >= (fminf(f1, f1)) ? (((f3) * (f2))) : (((float)(1)))), ((float)(((d1) - (d1)))))
#define E23 cosf(__fmaf_rn(f2, f3, 0x1.ap+01f))

static const float h_f0[32] = {0x1.7dfbacp+13f, 0x1.fffffep+31f, -0x1.840a4ap-07f, 0x1.766acap+05f, -0x1.bf1ad2p-16f, -0x1.6211f2p-01f, -0x1p-01f, -0x1.5f93f4p+13f, 0x1.0624dep-10f, 0x1.65f2cap-07f, -0x1.c37dc8p-03f, 0x1.fffffep+30f, 0x1.d3b67ap+07f, 0x1.2c6792p-21f, 0x1.a90876p-19f, 0x1.720446p+13f, 0x1.6be41ap-06f, 0x1.b08a62p+13f, 0x1.864f2ap-15f, 0x1.dcec8ep-01f, 0x1.4p+01f, 0x1.1fac9ep+01f, 0x1.0624dep-10f, 0x1.f4f54ap+04f, -0.0f, -0x1.4eaf9ep+16f, 0x1p+00f, 0x1.8p+01f, -0x1.bdb616p-01f, 0x1.cc8598p-17f, 0x1.24a02ep+15f, 0x1.87d85ep-03f};
static const float h_f1[32] = {-0x1.5d56a8p+06f, 0x1.a00cccp-02f, -0x1.540ca6p+12f, -0x1.98bf8p+00f, -0x1p+00f, 0x1p+24f, 0x1.143618p-08f, 0x1.0c8e4ep-11f, 0x1.a0d3f4p-20f, 0x1.1d9b06p-05f, 0x1.16c2p-133f, 0x1.c3588cp-13f, 0x1.8ae1b4p-20f, -0x1.4p+01f, 0x1.d81fc2p-19f, 0x1.cd84d2p+10f, 0x1.fffffep+31f, -INFINITY, 0x1.77d92ap+05f, 0x1p+24f, -0x1.d0c2c8p+01f, -0.0f, -0x1.bc2238p+19f, 0x1.fffffep+31f, -0x1.3374ap+15f, -0x1.991d7p+04f, 0x1.1b24bap+07f, -0x1p+31f, 0x1.7e70aap-08f, -0x1.28cccp-05f, -0x1.113932p+17f, 0x1p+00f};
static const float h_f2[32] = {0x1p+24f, 0x1.8p+00f, -0x1.d31268p+02f, -0x1p-01f, 0x1.fffffep+31f, 0x1.fffffep+31f, -0x1.d7c2f2p+17f, -0x1.7ec7ap+17f, -0x1p-01f, -0x1.87692ep-06f, 0x1.2d3f8ep-04f, 0x1.62469ap-08f, 0x1.16c2p-133f, -0x1.afd67ap-20f, 0x1.99999ap-04f, -0x1.f722acp-02f, -0x1.4p+01f, 0x1.fffffep+22f, 0x1p+24f, INFINITY, 0x1.2a05f2p+33f, 0x1.33b9a4p+05f, -0x1.123b02p-19f, -0x1.522952p-05f, 0x1.8p+01f, 0x1.fffffep+127f, 0x0p+00f, 0x1.a9aca6p+04f, 0x1.2a05f2p+33f, -0x1.0bap-138f, 0x1.58adbep+18f, -0x1.86b1c6p+12f};
static const float h_f3[32] = {0x1p-01f, -0x1.eadcfp-19f, -0x1p-01f, -INFINITY, 0x1.840938p+07f, 0x1.fffffep+127f, 0x1.6a037ep+02f, 0x1.442e4ap-22f, -0x1.b472fcp-22f, -0x1.0559b4p+06f, -0x1.2e74a2p-12f, 0x1p-01f, -0x1.fffffep+127f, 0x1.16c2p-133f, 0x1.2f0d72p-23f, -0x1.5a9b3cp+15f, 0x1.2a05f2p+33f, 0x1.af095ep+18f, INFINITY, INFINITY, -0x1.175d82p-02f, -0x1.02aa3cp+09f, 0x1.8p+00f, -0x1.dd3eccp+00f, -0x1.cc2cd6p+18f, 0x1.0624dep-10f, INFINITY, -0x1.87ea1ap+00f, -INFINITY, 0x1p+24f, -0x1.1889dap-08f, -0x1.92ace2p-07f};
static const double h_d0[32] = {0x1.89983276cefdp-12, -0x1.b6f486e40d18p-17, -0x1.11d74e1e7f7d8p+05, -0x1.6afc7cda6a66cp-26, -0x1.0bf62033c40c2p+08, 0x1.292c881050fp-14, -0x1.22c58993f0e88p+24, 0x1.4dfa52916acap+05, -0x1.56e1fc2f8f359p-997, 0x1.c01a79381088p-25, -0x1.41eebe7a05548p-02, 0x1.241ba12692c8p-42, 0x1.3b4a25490fa82p-29, 0x1p-1074, 0x1p+53, 0x1.e2baf0b957288p+23, 0x1.9a4b69e488e1cp+16, 0x1.7e43c8800759cp+996, 0x1.cbb1452138f08p-12, -0x1.4154ae6822beap-14, 0x1p+53, 0x0p+00, 0x1.314289b9fec2p-35, -0x1.218d879734dp-10, 0x1.060b31932a0e8p+19, (double)INFINITY, -0x1.cp+01, -0x1.5371453edcdfp+20, 0x1p-01, 0x1.a732cb2380ef6p-04, 0x1.ac1549d449088p-02, -0x1.14814bb558f76p+06};
static const double h_d1[32] = {-0x1.2678525930ea8p+13, 0x1.999999999999ap-04, 0x1p-1074, -0x1.4884795a5d17cp+30, 0x1.7e43c8800759cp+996, 0x1p+00, -0x1.68063b23423e4p-34, 0x1.a507738576804p-31, 0x1.1c37937e08p+53, 0x1.1c37937e08p+53, -0x1.cp+01, 0x1.999999999999ap-04, -0x1.cp+01, -0x1.cp+01, -0x1.dd6283099d048p+17, 0x1p+53, 0x1p+00, 0x1.e83788d515ep-43, 0x1.fffffffffffffp+1023, 0x1.1c37937e08p+53, 0x1.214f3702470a6p-24, -0x1.8f49c980867d4p-19, 0x1.60e418175a3p-35, -0x1.f302de4afee0cp-16, 0x1p+00, 0x1.79d8557ad42a8p-03, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, 0x1.bfefb2652f0d8p+10, 0x1.2f3b2a0eca318p-02, -0x1.15a9ede010338p-12, 0x1.7e43c8800759cp+996};
static const int h_i0[32] = {-1, 0, -2, 73, -349002, -1, 2, -5, 1661480, 747688, -1, 186290351, -2167741, -9, -1, -1904989, 1721750050, -1, -100945, 582, 2147483647, 2147483646, 11935, 3, 4533488, 1, -1, -656729921, -89326931, 7, -1, -2};

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
