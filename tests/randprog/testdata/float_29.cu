// Random float expressions (tests/randprog/gen, kind float, seed 2029).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(d2i(((d0) * (d0) + (d0)))))
#define E1 ((((fmaf(f3, f3, f1)) - (((f3) < (f0) ? (0x1p+01f) : (f1))))) >= (f0) ? (((float)(i0))) : (((float)(255))))
#define E2 f0
#define E3 f1
#define E4 exp2f(f0)
#define E5 ((copysignf(((0x1p+00f) * (f1) - (f1)), ((float)(1 << 24)))) + (((f1) * (0x1.ap+01f) - (((f2) - (f1))))))
#define E6 f0
#define E7 ((0x1.ap+01f) * (fdimf(f2, 0x1p+00f)))
#define E8 ((((double)(long long)(f2i(f1)))) - (exp(((d0) - (d0)))))
#define E9 ((log10f(f0)) - (((float)(i0))))
#define E10 ceilf(((f2) * (f0) - (f1)))
#define E11 ((float)(f2i(((float)(i0)))))
#define E12 ceilf(((float)(i0)))
#define E13 f1
#define E14 ((((((f1) / (f1))) / (((f0) * (f0))))) / (f0))
#define E15 fmaf(((fminf(f1, f1)) * (((float)(d0))) + (((f0) + (f0)))), fabsf(__double2float_rn(d1)), fmaf(((0x1.5af1d8p+66f) * (f1)), fmaf(f0, 0x1.5af1d8p+66f, f2), ((f1) * (f3))))
#define E16 fma(((cbrt(d1)) * (((double)(long long)(i0))) + (0x1p+00)), ((double)(__fsub_rn(f1, -0x1p+00f))), hypot(((d0) / (d0)), pow(d1, 0x1.87e92154ef7acp-665)))
#define E17 ((double)(long long)((isnan(expf(f2)) + 2 * isinf(((f0) * (f2) + (f0))) + 4 * signbit(((f1) + (f0))))))
#define E18 expm1f(((__saturatef(f2)) - (((0x1p+01f) / (f2)))))
#define E19 tanf(((fmaf(f0, 0x1.ap+01f, f1)) * (0x1.ap+01f)))
#define E20 ((__fmul_rz(f1, f2)) / (roundf(f2)))
#define E21 __fmul_ru(((float)(d0)), 0x1p-01f)
#define E22 ((((f3) >= (f1) ? (0x1.99999ap-04f) : (f0))) + (fmaxf(0x1p+01f, 0x1p+00f)))
#define E23 ((((float)(d1))) - (((-0x1p+00f) < (f3) ? (f2) : (f3))))

static const float h_f0[32] = {-0x1.17244p+04f, 0x0p+00f, -0x1.3d1642p-08f, -0x1.39e1eap+10f, -0x1.1914aep-09f, -0x1.e4e838p+02f, 0x1.a8bc52p+08f, 0x1.8p+00f, 0x1.8p+00f, 0x1.2a05f2p+33f, -0.0f, INFINITY, INFINITY, -0x1.7ae65ep-19f, 0x1.4p+01f, -0x1p-01f, -0x1.7f83c4p+08f, -0x1.ce3516p-21f, -0x1p+31f, -0x1.625af4p-02f, 0x1.8p+01f, -0x1p+00f, 0x1.0624dep-10f, -0x1.c94034p+16f, 0x1.8p+00f, 0x1.fffffep+22f, 0x1.5a89c8p+07f, -0x1.0bap-138f, -0x1.00a7a2p-03f, 0x1.4p+01f, -0x1.0e58cp-09f, 0x1.603edcp+10f};
static const float h_f1[32] = {0x1.fffffep+30f, -0x1.db3af8p-04f, 0x1.fcafccp+09f, -0x1.80cbfep-11f, -0x1.edc88cp-12f, -0x1.b25feep-09f, 0x1.8p+01f, 0x1p-126f, -0x1.27a398p+26f, 0x1.ccd0e2p+05f, 0x1.f4549ap-06f, 0x1p+00f, 0x1.86d0dp-20f, 0x1.549692p-16f, 0x1.cd473p+16f, 0x1.8c47e2p-15f, 0x1.2a05f2p+33f, 0x1.e2a91cp-12f, -0x1.cdc36p+17f, 0x1.f328dp+02f, 0x1.8p+01f, 0x1.7de48ep-09f, 0x1.2a05f2p+33f, -0x1.27a398p+26f, 0x1.4p+01f, -0x1p+00f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1p+00f, 0x1.16c2p-133f, 0x1.37d59cp+05f, -0.0f};
static const float h_f2[32] = {-0x1.53abd2p+04f, 0x1.b0cc28p+03f, 0x1.39608p-18f, 0x1.835828p+17f, 0x1.0624dep-10f, 0x1p-01f, 0x1.2a05f2p+33f, -0x1.4p+01f, -0x1.1a29fcp+05f, -INFINITY, 0x1.39bdf2p-13f, 0x1.b44c56p-22f, -0x1.26a80cp-16f, -0x1.9e489p+06f, 0x1.c0f92p-13f, -0x1.c9ab24p+03f, 0x1.efa6aep-18f, 0x1.fffffep+30f, -0x1.eb4aa6p+09f, -0x1.df959p+01f, -0x1.07faeap+08f, -0x1.7fe128p-17f, 0x1.bcf474p+14f, -0x1.2b6304p+00f, -0x1.0bap-138f, -0x1p+00f, -0x1.9d2946p-23f, -0x1.f18fa4p-13f, -0x1p+00f, -0.0f, -0x1.3892aap+15f, -0x1.f7a0ccp-02f};
static const float h_f3[32] = {0x1.ab39aap-07f, 0x1.03800cp+04f, 0x1.fffffep+30f, 0x1.87a516p-06f, -0x1.e1b596p-03f, -0x1.a18d62p+04f, 0x1.2b4844p+04f, 0x1.4p+01f, 0x1p+24f, -0x1.e197d8p-10f, -0x1.708486p+09f, 0x1.3284ap-02f, -0x1.0bap-138f, -INFINITY, -0x1.2406dep-11f, 0x1.fffffep+22f, 0x1.61d5c4p+15f, 0x1.f368dep-10f, 0x1.57d2cep-04f, 0x1.83f3d2p-03f, 0x1.97637ap+17f, -0x1.755e5ep-21f, -0x1.0c3548p-16f, -0x1.4p+01f, 0x1.49b74ap-16f, 0x1.99999ap-04f, 0x1p+24f, 0x1.0d9172p-09f, -0x1.47c082p+13f, -0x1.721552p-11f, -0x1.59b87p+13f, -0x1.242ba8p+07f};
static const double h_d0[32] = {0x1.d6f34548p+26, 0x1.e174f1529abb6p+00, 0x1.3a7d5355fe90ap-28, -0x1.d301d87fd2aacp-01, 0x1p+00, 0x1.999999999999ap-04, 0x1.c6b74da384fb8p+21, -0x1.139bc2d0d26d4p+20, 0x1.cb15f44b7e31ep-20, -0x1.20fc52399cfd8p-31, 0x1.371aa6c9fd478p+19, 0x1p-1074, -0x1.cp+01, -0x1p+00, -0x1.512d36d6497c8p-21, -0x1.56e1fc2f8f359p-997, -0x1.bb4a18bda3c2p-42, 0x1.fffffffffffffp+1023, 0x1.8224b1331d6f8p-41, -0x1.5a7b905f3c5ecp-03, 0x0p+00, -0x1.980407836664p-22, 0x1.999999999999ap-04, -0x1.18cb36710353ap-35, 0x0p+00, 0x1.809ebb676541cp-30, 0x1p+53, -0x1.56e1fc2f8f359p-997, 0x0p+00, 0x1.71991428766p+18, 0x1.26fa0f646d83ep-21, -0x1.14c027f767926p-23};
static const double h_d1[32] = {-0x1.c8c1e1b2ac228p+14, 0x1p-1074, 0x1p+00, -0x1.2b279b59e46cp-04, 0x1.b8ccddf8a4b9p+04, 0x1.11f08563e354cp+14, -0x1.b279f03b96ebp+17, -0x1.2962f818857fap+33, -0x1.7a85e9b20933ap-35, 0x1.1c37937e08p+53, -0x1.46b38fb02fb6p-01, -0x1.cp+01, -0.0, -0x1.20b809b8bcb24p-29, 0x1.40db3ff6ad952p+02, 0x1.ae0c25a97c9bap+27, 0x0p+00, -0x1.70149519386f8p-29, 0x1.5f811dfe6f9dp-35, -0x1.7be193fb65fap+11, -0x1.76e272a55954p-41, 0x1.1fc05ea8b5de2p+03, 0x1.5086b7b50e3f8p-31, 0x1.0f1229999ee1cp+36, 0x1.a9681659541d4p-17, (double)INFINITY, 0x1.999999999999ap-04, 0x1.ecf42f01ef254p+25, 0x0p+00, 0x1p+53, 0x1.f78f3f580fd4p-41, 0x1.7eed37460cca8p+00};
static const int h_i0[32] = {-2147483647, 2147483647, 213952341, (-2147483647 - 1), 6654224, 2147483646, 1, 123, 2147483646, -43575463, 4, -256271622, 562833845, 3736, -1, 87050450, -27, -2, -2147483647, 0, 26, 1712, 2, -194, -418, 11756, -1818256716, -2102, 2, -2, -111906, 2147483646};

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
