// Random float expressions (tests/randprog/gen, kind float, seed 1082137).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(i0))) <= (f1))
#define E1 ((float)(i0))
#define E2 ((((((f3) >= (f1) ? (f2) : (f3))) / (0x1.5af1d8p+66f))) >= (f3) ? (((((float)((1 << 24) + 1))) * (((f0) < (f2) ? (f1) : (0x0p+00f))) - (fmaf(f0, f3, f3)))) : (((((f3) / (f0))) >= (((float)(2147483647))) ? (((f3) + (f1))) : (((f3) * (f2) - (f1))))))
#define E3 ((((double)(long long)(f2i(f3)))) / (((fma(d0, d1, d0)) * (((double)(f1))) + (((d0) * (d1))))))
#define E4 fmaf(f1, ((float)(i0)), expf(f0))
#define E5 ((((fmodf(f1, f3)) * (((0x1p+00f) * (f0) - (-0x1p+00f))) - (sinf(f3)))) < (fmaf(fminf(f3, f3), erff(f2), ((f2) / (f0)))) ? (((((float)(2147483647))) * (((f2) + (f2))))) : (copysignf(f2, ((float)(i0)))))
#define E6 log1pf(((atan2f(f0, 0x0p+00f)) * (asinf(0x1p-01f))))
#define E7 ((0x1p+00) / (((((double)(long long)(i0))) + (((double)(i0))))))
#define E8 ((float)(i0))
#define E9 f2
#define E10 ((float)((isnan(((float)(i0))) + 2 * isinf(((f3) >= (f1) ? (f3) : (f3))) + 4 * signbit(f1))))
#define E11 ((((fmodf(0x1p-01f, f0)) - (fmaf(f0, f0, 0x1p+01f)))) < (fmaf(copysignf(f3, f1), 0x1p-01f, fmaf(0x0p+00f, f3, f0))) ? (((((float)(1 << 24))) / (((f3) * (f0))))) : (((float)(((f2) > (0x1p+01f))))))
#define E12 ((float)(f2i(((f2) * (f2) - (f1)))))
#define E13 ((((fminf(f0, f0)) >= (fmaxf(f2, 0x1p-01f)) ? (((f3) * (0x1.99999ap-04f) + (0x1.99999ap-04f))) : (f0))) >= (logf(((f3) < (f2) ? (f3) : (f3)))) ? (((float)(d2i(d1)))) : (((cosf(f0)) * (((f3) * (0x1.5af1d8p+66f) + (f3))))))
#define E14 ((__fadd_rz(f2, f1)) * (__fsqrt_rz(f0)))
#define E15 ((float)(f2i(((f0) * (0x1.ap+01f) - (f1)))))
#define E16 ((__uint2float_ru(i0)) + (__fmaf_rz(0x1.5af1d8p+66f, f2, 0x1.99999ap-04f)))
#define E17 ((d1) / (sin(d0)))
#define E18 asinf(exp2f(f1))
#define E19 f1
#define E20 fmaf(((f0) / (f0)), ((0x1.79ca1p-67f) - (f3)), __uint2float_rn((1 << 24) + 1))
#define E21 d2i(fma(d0, d0, d0))
#define E22 ((f1) > (__double2float_rd(d0)))
#define E23 ((((0x0p+00f) * (((float)(0x0p+00))))) - (((fmaf(f3, f2, f1)) < (((float)(i0))) ? (tanhf(f3)) : (((float)(i0))))))

static const float h_f0[32] = {0x1.07fe12p-16f, 0x1.06389ap-10f, 0x1p-126f, -0x1.67a14cp+13f, 0x1.26d8d2p-25f, -0x1.75a7a4p-03f, -0x1p-01f, -0x1.44aaa2p+15f, -0x1.9dc0eap+04f, -0x1.6bc7acp-05f, 0x1.b7a94cp-12f, -0x1.27a398p+26f, -0x1.9301c2p-11f, -0x1.b05686p+01f, 0x1.fffffep+31f, -0x1.d74836p+14f, 0x1.122ecp-02f, 0x1.0b3404p-09f, 0x1.6915fap-16f, 0x1.f79dp+12f, -0x1p+31f, 0x1.99999ap-04f, 0x0p+00f, 0x1p+00f, 0x1.a6ab34p+08f, 0x1.0d549cp+00f, 0x1.cef9cp-20f, -0x1.ae08ap-04f, 0x1.fffffep+30f, -0x1.27a398p+26f, 0x1.4p+01f, -0x1.46b0c4p-03f};
static const float h_f1[32] = {0x1.14de02p+07f, -0x1.fffffep+127f, -0x1.cab01p+13f, -0x1p+00f, 0x1.f87e56p+13f, -0x1.fffffep+127f, 0x1.39510ap+10f, 0x1p+24f, 0x1.efd41p-17f, 0x1.e708dcp-17f, -0x1.bc5d14p+15f, 0x1.fffffep+127f, 0x0p+00f, 0x1.ce5a12p-22f, -0x1.fffffep+127f, 0x1.22acbap+16f, -0x1.7bda9ap+07f, -INFINITY, 0x1.39b51cp+05f, 0x1.0624dep-10f, -0x1.ce41c2p-20f, 0x0p+00f, 0x1.602f36p-11f, 0x1.cb966ep-11f, -0x1.7e3b5ap-20f, -0x1.bea81cp+08f, -0x1p-01f, -0x1.999286p-01f, -0x1.fffffep+127f, 0x1.16c2p-133f, -0x1p+31f, INFINITY};
static const float h_f2[32] = {0x1.8p+00f, INFINITY, -0x1p-01f, -0x1.d7e4a6p-16f, -0x1.b70084p+13f, 0x1.4p+01f, INFINITY, -0x1.bc4894p-05f, 0x1.43af18p-09f, 0x1.501a4ep-05f, 0x1.fffffep+31f, -0x1.fd266cp-07f, -0x1.9da326p+09f, 0x1p-126f, 0x1.bfe85cp-12f, 0x1.ae3012p+04f, -0x1.55b8f4p-09f, 0x1.6346ep-11f, 0x1.8c685cp+13f, 0x0p+00f, -0x1.0c9c5ap+06f, -0x1.e07292p-10f, 0x1.fffffep+22f, -0x1.3303c6p-26f, 0x1.0ba298p+07f, 0x1.4p+01f, 0x1p-01f, INFINITY, -INFINITY, 0x1.7c7e82p+10f, 0x1.dafd1ap+09f, -0x1p-01f};
static const float h_f3[32] = {0x1p+24f, -0x1.f73fap+05f, -0x1.fffffep+127f, 0x1p+24f, 0x1.2f4bdep+03f, 0x1.647e6p+06f, 0x0p+00f, 0x1.4af5c6p-07f, 0x1.96e446p+13f, -0x1.91b7c4p+04f, -0x1.468f44p+18f, 0x1.6e7012p-17f, 0x1p-01f, 0x1p+24f, 0x1.2a05f2p+33f, INFINITY, -0.0f, 0x1.54f0ep-17f, -0x1.007b1ep-08f, 0x1.4d50ep-08f, 0x1.2e9074p-13f, 0x1.6a966cp-08f, 0x1p-126f, -0x1.27a398p+26f, -0x1.601feap-19f, 0x1p+24f, -0x1.f5953p-18f, 0x1.dad89cp+05f, -0x1.c5b13ap+13f, -0x1.fffffep+127f, 0x1.e575b8p+09f, 0x1.b8dfaap+09f};
static const double h_d0[32] = {0x1.9ecd09da2f2ap-35, -0x1.c62816de2d32ep+04, -0.0, 0x1.1afdacc6809b8p-28, -0x1.0a0ecfbddc08p+33, 0x1p-01, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, 0x1.1ce7f6f9533bap+12, 0x1.27af1066d33e8p-10, 0x1.243dda7069aaap-37, 0x1.3f3e24633ac8p-20, 0x1p+00, -0x1.f007cbb47bce8p-08, -0x1.17169c826f78ep-14, -0x1.b6d547095c6p+33, -0.0, 0x1.247ec577661bp-11, -0x1.0124a62adaba8p-01, -0x1.2b91dff4330c2p-15, 0x1.999999999999ap-04, 0x1.b1a8c50f13788p-02, -0x1.56e1fc2f8f359p-997, 0x1.f7dca6a1daab2p-04, -0.0, -0x1.716884013beb6p-29, -0x1.4609ed470e24p+22, 0x1.c16d18efde28p-31, -0x1.aff6a9dd795aap-04, 0x1.b3d938de49f5p+08, 0x1.6866b203cb7ecp+04, 0x1.8c3c964bc3e8p-10};
static const double h_d1[32] = {-0x1.56e1fc2f8f359p-997, 0x1.6e45d0f388cbcp-20, -0x1.c5d3a48da71f4p+21, 0x1p+53, -0x1.0fa0e85bd5b8p-39, 0x1.d031b8f8b0afep-02, 0x1.d96d97f3f509cp-34, -0x1.0602b2d62a95cp+33, -0x1.416845bb850c8p+15, 0x1.d6f34548p+26, 0x1.4p+01, 0x1.974282b0725cp-35, 0x1.06ccce83df65p+09, 0x1.529052bdb8bap-28, 0x1.2a320b7a300d8p-08, -0x1.56154b9ca5aacp+35, 0x1p+00, -0x1.6a38e0aa4f16cp-23, 0x1.9459e96bbe784p-35, 0x1.505c937e9945cp-19, 0x1.4p+01, 0x1.a49e7d1605624p-25, 0x1.b32614b91c1ccp+14, -0.0, 0x1.999999999999ap-04, -0x1.cp+01, 0x1.1c37937e08p+53, -0x1.56e1fc2f8f359p-997, (double)INFINITY, -0x1.bc028d5d519ap-35, 0x1.846b7a96a832ep-11, 0x1p-1074};
static const int h_i0[32] = {(-2147483647 - 1), 539, (-2147483647 - 1), -2, 90168, 26570, 1362506065, 1, 22635600, -48072838, -1, -32177366, 2, 101, -39525, 3, 12, 2318, -7515, 2, 1, -2147483647, -1, -2147483647, -1, (-2147483647 - 1), -2, 385978, 2, 1, 1, 1};

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
