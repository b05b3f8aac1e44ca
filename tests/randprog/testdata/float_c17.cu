// Random float expressions (tests/randprog/gen, kind float, seed 8017).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f3
#define E1 ((((float)(i0))) / (f1))
#define E2 tanh(fma(d0, d0, d1))
#define E3 ((float)((isnan(0x1p+00f) + 2 * isinf(f3) + 4 * signbit(0x1.5af1d8p+66f))))
#define E4 (isnan(roundf(f2)) + 2 * isinf(((float)(i0))) + 4 * signbit(0x0p+00f))
#define E5 exp2f(((float)(i0)))
#define E6 f2i(f3)
#define E7 ((floorf(fmaf(f0, f1, f2))) + (((((0x1.ap+01f) * (f1) - (f0))) / (f3))))
#define E8 f3
#define E9 f2i(((float)(i0)))
#define E10 rintf(powf(f2, 0x1p+01f))
#define E11 f3
#define E12 ((double)(long long)(f2i(f3)))
#define E13 f3
#define E14 sqrt(d1)
#define E15 d2i(d0)
#define E16 (isnan(0x1p-01f) + 2 * isinf(((((f0) * (0x1.ap+01f) + (f3))) * (f3))) + 4 * signbit(((((f0) * (f1) + (f1))) < (fdimf(f2, 0x1.79ca1p-67f)) ? (asinf(f1)) : (((0x1.5af1d8p+66f) / (f2))))))
#define E17 ((hypotf(sinhf(f3), fmaf(f2, f0, f3))) / (((fmaf(f3, f1, f1)) + (f1))))
#define E18 ((float)(d2i(d0)))
#define E19 ((f3) == (((0x0p+00f) * (f1))))
#define E20 f1
#define E21 __fmaf_rn(((((f1) - (f1))) / (__ll2float_rz(i0))), fminf(copysignf(f1, f2), __fmaf_rd(f1, f3, -0x1p+00f)), __fdiv_rz(((f2) + (f3)), fmaf(f1, 0x1p+01f, f2)))
#define E22 __fmaf_rz(((f3) + (f1)), fdimf(f0, f3), f1)
#define E23 fdimf(__double2float_ru(((double)(long long)(i0))), __frcp_rd(fmaf(f2, f0, 0x1.5af1d8p+66f)))

static const float h_f0[32] = {-0x1.b772ap-08f, -0x1.ba3a72p-13f, 0x1p+24f, -0x1.0bap-138f, -0x1.585ec2p-20f, 0x1.e453a8p+06f, -0x1.68a0a4p-19f, 0x1.16c2p-133f, 0x1.3c081ap+09f, 0x1.fffffep+30f, 0x1.99999ap-04f, -0x1.3e7f52p-15f, 0x0p+00f, -0x1.034a72p-09f, -0x1.4p+01f, 0x1.060244p+09f, 0x1p+24f, -0x1.73f4a2p-22f, -0x1.d374f4p+09f, -0x1.c2ab7ap+11f, 0x1p-01f, -0x1.8368f2p-12f, -0.0f, -0x1.c0b4d6p-20f, 0x1p+24f, -0x1.fffffep+127f, 0x1.e58ebap+06f, -0x1.10c7bep+03f, -0x1.bbab3ap+01f, -0.0f, 0x1.2a05f2p+33f, -0.0f};
static const float h_f1[32] = {-0x1.d786b6p-12f, 0x1.5249fap-13f, 0x1.e6ff66p+01f, -0x1.3c6382p-11f, -0x1.fde0a6p-05f, 0x1p+24f, -0x1p+00f, -0x1.68146ep+01f, 0x1.2744c6p-06f, 0x1.2a05f2p+33f, 0x1.50ca6p-05f, -0x1.49d36p+01f, -0x1.3edd6ap-19f, 0x1.e1b904p-04f, 0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.0624dep-10f, 0x1.16c2p-133f, -0x1.839452p-21f, 0x1p-126f, -0x1.6ec32ep-01f, 0x1.5b8e02p+02f, 0x1.46b426p+13f, -0x1.03238ap+09f, 0x1.f09928p+10f, -0x1p+31f, -INFINITY, 0x1.8p+01f, 0x1.2561b6p-03f, 0x1.650014p-03f, 0x1.11fd5p+00f, 0x1.f3c3dap+03f};
static const float h_f2[32] = {-0x1.6d9a2ap-05f, 0x1.2db212p+11f, 0x1.fffffep+31f, -0x1.07f458p-21f, -0x1.74d27p-02f, -0x1.27a398p+26f, 0x1.8p+00f, -0x1p+31f, -0x1.6b1b1cp-10f, -0x1.fab2c6p-03f, 0x1.8p+00f, -0x1.fb0f7p-19f, 0x1.109266p-01f, 0x1.3d152ep+03f, 0x1.044538p-12f, -0x1.b4c6ap-17f, -0x1.f25f6ap+02f, 0x1.257e4p-10f, -0x1.fffffep+127f, -0x1.1072dap+03f, 0x1p-126f, -0x1p-01f, 0x1.d6f616p-10f, -0x1.30b33cp-03f, -0x1.989dd2p-03f, 0x1.6e5444p-19f, 0x1.2eba1p+08f, 0x1.0bc356p-01f, 0x1.51eb22p-20f, 0x1.2a05f2p+33f, -0x1.0bap-138f, 0x1.672dacp-15f};
static const float h_f3[32] = {0x1.515ec6p-01f, 0x1.d28bb2p-01f, -0x1.4p+01f, -0x1.4a8d04p+12f, 0x1.16c2p-133f, -0x1.fffffep+127f, -0x1p-01f, -0x1.c5b78ep-01f, -0x1.376e04p+10f, 0x1.65daf8p-20f, 0x0p+00f, 0x1.0c12b8p-11f, 0x1.b5d506p-09f, 0x1.c39c22p+03f, 0x1.1e2ec4p-10f, -0x1.cdcc98p-13f, -0x1.5e1394p+19f, -0x1.c4d788p+13f, INFINITY, 0x1.16c2p-133f, 0x1.e622aap-17f, -0.0f, -0x1.a8671cp-13f, -0x1.96567ap+04f, 0x1.fffffep+22f, -0x1.589da4p+06f, -0x1.ae90f4p-20f, -0x1.cf99cap-22f, -0x1.13413ap+01f, -0x1.2bc3eep-08f, 0x1.fffffep+127f, 0x1.4c07f4p-17f};
static const double h_d0[32] = {(double)INFINITY, -0x1.938076b70f16p-13, 0x1.6a94a4e722348p-29, 0x1.7e43c8800759cp+996, -0x1.363ab4329e3a4p-35, 0x1p-01, -0x1.38d3743d8ab72p+21, -0x1.375824c6e73aap+25, -0x1.56e1fc2f8f359p-997, 0x1p+53, 0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, 0x1p-01, -0x1.90eb259d8b876p-37, 0x1.085337b6770aep-38, -0x1.a76aeeae0757p+03, -0x1.17e074b8e789p-25, 0x1.1c37937e08p+53, 0x1p-01, 0x1.4p+01, 0x1p+53, 0x1.430be6a0383ap-26, -0x1.ed45a98895054p+34, -0x1.963e8e3204e2p+33, 0x1.b4481e5344e88p-40, -0x1.1ec139e56d52ap+37, -0x1.5072b607c5c6cp-11, -0x1.7fc91bcb24cfp-30, 0x1.3d5d3241e717p+17, -0x1.bd63e7947783p+05, -0x1.aded9a2f600cp-11, -0x1.56bd0c108b03p+30};
static const double h_d1[32] = {-0x1.56e1fc2f8f359p-997, -0x1.cp+01, -0.0, 0x1.fffffffffffffp+1023, -0x1.abc6564f795f4p-09, 0x1.3b032828c8c8p-25, 0x1.8880f847207cp+23, -0x1.56e1fc2f8f359p-997, -0x1.733fd36799266p-34, 0x1p+53, -0x1p+00, 0x1.ef1ca2e139c88p+17, 0x1.253a8fef83f38p-19, -0x1.5272d3ac64154p-25, 0x1.7e43c8800759cp+996, 0x1.d0412dfaf6352p+33, 0x1.de472cf01c69ep-19, -0x1.c9844fcaf8956p+34, -0x1.214f33b95082ap-36, 0x0p+00, 0x1.a5a9175771b1p+35, -0x1.8e3c306dbf79cp-38, -0x1.cp+01, 0x1.dddc770b15d24p+19, 0x1.76e240e290448p+23, -0x1.33db7ab503ff2p-28, 0x1.2b4e8e2f8f33ep+19, -0x1.69d81d39e6004p+31, -0x1.b6747b9980c6cp-08, 0x1.393b32b78813p-21, 0x1.e76d2e9ccdf3p+30, 0x1p-01};
static const int h_i0[32] = {2147483647, 2, 1, -1, 30, -605140576, -20048, 2147483646, 2147483647, -2147483647, 2147483647, -7274083, 2147483646, 467625, 2147483647, 0, 2, -4423625, 2147483646, 2147483647, -1, 0, 1, 0, 2147483647, -23225, 2147483646, 4924, 49648, 2, 2, 17090439};

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
