// Random float expressions (tests/randprog/gen, kind float, seed 50031).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 255
#define E1 ((float)(((f2) <= (f0))))
#define E2 d0
#define E3 ((((float)(i0))) - (((f3) * (0x1.ap+01f))))
#define E4 ((d0) / (0x1p+01))
#define E5 ((((atan2f(f2, 0x1.79ca1p-67f)) * (((float)(i0))))) / (f2))
#define E6 f3
#define E7 ((sqrtf(f0)) * (((f1) - (f0))))
#define E8 ((((f2) < (f1) ? (f1) : (f1))) < (((float)(i0))) ? (((f0) >= (f1) ? (f0) : (f0))) : (ceilf(f0)))
#define E9 fmod(((double)(long long)(i0)), ((0x1.87e92154ef7acp-665) + (d0)))
#define E10 d2i(sin(0x1p+01))
#define E11 fma(pow(copysign(-0x1.cp+01, d1), d0), ((double)(long long)((isnan(0x1p-01f) + 2 * isinf(f2) + 4 * signbit(0x1p-01f)))), ((double)(long long)(f2i(f0))))
#define E12 ((((fmin(d0, d1)) * (((double)(long long)(i0))) + (copysign(0x1.87e92154ef7acp-665, d0)))) / (fma(fma(d1, d0, d1), hypot(d0, d0), ((0x1.87e92154ef7acp-665) - (d0)))))
#define E13 ((fma(d1, d1, d0)) * (((double)(long long)(i0))) + (((double)(i0))))
#define E14 d1
#define E15 0x1p+00f
#define E16 i0
#define E17 f2i(((f3) * (0x1.ap+01f) - (0x1.ap+01f)))
#define E18 ((sqrtf(f3)) * (__int2float_rz(i0)) + (f3))
#define E19 ((((d0) / (d1))) * (fma(d0, d0, -0x1.cp+01)) + (-0x1.cp+01))
#define E20 (isnan(((float)(((f3) != (f3))))) + 2 * isinf(f3) + 4 * signbit(((((0x1.5af1d8p+66f) / (f2))) < (powf(f1, f0)) ? (f1) : (__fadd_rz(f3, f1)))))
#define E21 ((double)(long long)(0))
#define E22 powf(((f1) / (0x1.ap+01f)), ((f3) - (f3)))
#define E23 fma(((double)(roundf(f1))), d1, fma(atan2(d0, d1), ((double)(long long)(i0)), floor(d0)))

static const float h_f0[32] = {0x1.fffffep+30f, -0x1p+31f, 0x1.16c2p-133f, 0x1.257b38p-15f, -0.0f, -0x1p-01f, -0x1.2bef18p+16f, 0x1.fffffep+30f, -0.0f, -0x1.5e725ap-06f, 0x1.2a05f2p+33f, 0x1.d77f26p+00f, 0x1p+00f, 0x1.bf4b5cp+04f, -0x1.9ae366p-25f, 0x1.885a56p-03f, 0x1.0624dep-10f, 0x1.7ee012p+15f, 0x1.f82f7ap-01f, 0x1.2ae634p+09f, -0x1.d33c88p-01f, -0x1.e66236p+03f, 0x1.2a05f2p+33f, 0x1.4p+01f, 0x1p-01f, 0x1.cf276p+19f, 0x1.2445dp-12f, -0x1.5f412ep-17f, 0x1.57a834p+16f, -0x1.8b2078p+10f, 0x1.6c01e2p-22f, -0x1p+00f};
static const float h_f1[32] = {0x1.a37ce8p-22f, -0x1.20a104p-21f, -0x1.b6f684p-05f, 0x1p-126f, 0x1.54d1c6p-15f, -0x1.966ad2p+00f, -0x1.e7cc04p+06f, 0x1.4p+01f, 0x1.b9609ap+07f, 0x1.2a05f2p+33f, 0x1.6d37d2p-21f, -0x1.4p+01f, 0x1p-01f, -0x1.fffffep+127f, 0x1.cd069ap+16f, 0x1.0f39eep+11f, -0x1.ba3f1ep-14f, 0x1.e20446p+02f, 0x1.16c2p-133f, -0x1.708908p+07f, 0x1.1bd542p+14f, -0x1.5a90b4p+11f, 0x0p+00f, 0x1.8p+00f, -0x1p+31f, 0x1.460684p-01f, -0x1.153d7ap+01f, -0x1.62fad4p-09f, 0x1p+24f, 0x1.e81ed2p-11f, 0x1.4d8626p+01f, -0x1.fffffep+127f};
static const float h_f2[32] = {-0x1.fb6aeap+09f, 0x1.e82836p+02f, -0x1.029e9cp+00f, 0x1.99999ap-04f, -0x1.be4814p+17f, -0x1.08d06ap+16f, 0x1.f8d87cp+17f, 0x1.428eecp-10f, 0x1.aecee8p-21f, 0x1.aa1672p-16f, -0x1.06afbep-21f, -0x1.c55142p+08f, 0x1.aef474p+10f, 0x1.b8aa56p+11f, -0x1p+31f, -0x1.a541d2p+15f, 0x1.48cd0ap-20f, -INFINITY, 0x1.194ef6p+17f, -0x1.6341p+07f, 0x1.636c1ap-03f, -0x1p+00f, 0x1.a60618p+00f, -0x1p+31f, -0x1.d67b5ap+02f, INFINITY, 0x1.5f638p-23f, 0x1.d451cp-05f, 0x1.8p+01f, -0x1.603984p+13f, 0x1.0624dep-10f, -0x1.8a7e58p+06f};
static const float h_f3[32] = {-0x1.de1bc4p-22f, -0x1.ab2e84p-04f, 0x1.278498p-13f, 0x1p+00f, 0x1.8e71ccp-19f, -0x1p+00f, -0x1.166de8p-19f, -0x1.27a398p+26f, 0x1.947936p-19f, 0x1.fffffep+31f, 0x1.fffffep+31f, 0x1.2b9b04p+11f, 0x1.d0762ap+13f, 0x0p+00f, -0.0f, 0x1.8p+00f, -0x1.27a398p+26f, 0x1.99999ap-04f, 0x1.b3edacp-02f, -0x1.be7e94p-12f, -0x1p+31f, -0x1.5811f8p+00f, 0x1.8p+01f, 0x1.fffffep+31f, 0x1.99999ap-04f, 0x1.8p+00f, -INFINITY, -0x1.938b26p-20f, 0x1.327d78p-18f, 0x1.e9906ep+00f, -0x1.a2b7f2p-16f, 0x1.aaa04ep+09f};
static const double h_d0[32] = {-0x1.5d9573c43727cp+28, -0x1.c30c8dc74c0dcp-14, -0x1.67a9570e777f2p+09, 0x1.1c37937e08p+53, 0x1.cf2a6891f4b06p+16, -0x1.d5693df1012b8p+29, 0x1.4p+01, -0x1.6303fcfd2c3e4p+19, 0x1.49b5c92fdbef2p+27, -0x1.3b2a82eca6328p-26, -0x1.783a5311ea4eep+20, 0x1.faae7a21e1baep+26, -0x1.97c9543f8b814p+33, (double)INFINITY, -0x1.31388b8a34d2cp+34, -0x1.7dbfb246ea5f8p-24, (double)INFINITY, 0x1.1c37937e08p+53, 0x1.0d05758b0ac6ep+24, -0x1.2e41e113e8deep-35, -0x1.aacf0e70dbfd8p-13, 0x1.eb349d87caf22p-21, -0x1.0f937f3ecc574p+32, 0x1p-01, 0x1.e20c98520767p-43, -0x1p+00, -0x1.6c1d41997015p+28, -0x1.4f6f726d6b69cp+25, 0x1.41c9d12887c1p-44, -0.0, 0x1p-01, -0x1.074155b1bd51cp+02};
static const double h_d1[32] = {0x1.d49066a678d48p-28, 0x1.f29d804f26526p+02, 0x1.134caff638c8p+06, 0x1.b808792b727bp-22, 0x1.3d9fc8dfd5f4cp+04, -0.0, 0x1.d6f34548p+26, 0x1p+53, 0x1p-1074, -0x1p+00, -0x1.56e1fc2f8f359p-997, -0x1.3b6f1d0461e44p-08, 0x1.d95ded44c14cp-12, 0x1.65f4f7f007108p-27, 0x0p+00, -0x1.262f80a90f8cep+36, -0x1.0a7803f168462p-20, 0x1.999999999999ap-04, -0x1.e7db71959622cp-42, 0x1.d6f34548p+26, -0x1.0a373e9ffa56p+13, 0x1.edb3a96e12d6p+28, 0x1p+53, -0x1.78e631c60c8bcp+05, -0x1.1ac78797e8be8p-42, -0x1.83781cbe9c764p-34, 0x1.f73a4d16bb9dap+23, 0x1p+53, 0x1.da806c9810ddp+24, 0x1.7e43c8800759cp+996, -0x1.b22e8aa3c54aap-32, 0x1p+00};
static const int h_i0[32] = {430, -2, -1, -160, 3133, 1, 2147483647, 479031123, -44947, 12519, -2, 101, -4766, -10981, 2147483647, 2147483646, -1, -176, -1, 2147483647, -6, -3901, -2147483647, 0, 0, 11, -178, -2, (-2147483647 - 1), (-2147483647 - 1), 1, -633669307};

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
