// Random float expressions (tests/randprog/gen, kind float, seed 8024).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(fabsf(f2)) + 2 * isinf(((float)(((f1) == (f3))))) + 4 * signbit(((float)(((f2) != (f2))))))
#define E1 asinf(log10f(f2))
#define E2 ((((float)(((d0) - (d0))))) - (fmaf(sqrtf(f3), ((f0) + (f2)), ((float)(i0)))))
#define E3 ((float)(d2i(0x0p+00)))
#define E4 ((((f1) * (f2))) < (((float)(i0))) ? (exp2f(f3)) : (atan2f(f1, f0)))
#define E5 log1pf(((f2) * (((f2) < (f3) ? (f1) : (f0))) + (0x1.5af1d8p+66f)))
#define E6 ((f0) - (f1))
#define E7 (isnan(((0x1p-01f) - (f0))) + 2 * isinf(((f2) + (f1))) + 4 * signbit(((0x1.5af1d8p+66f) + (f2))))
#define E8 ((f3) * (fminf(f2, f3)))
#define E9 ((((fdimf(f3, f2)) * (0x0p+00f))) < (((((float)((1 << 24) + 1))) * (sqrtf(f2)))))
#define E10 ((float)(f2i(f0)))
#define E11 ((((float)(i0))) / (((0x0p+00f) - (0x1.5af1d8p+66f))))
#define E12 ((double)(long long)(f2i(0x1.79ca1p-67f)))
#define E13 log10f(fmaxf(f2, f2))
#define E14 __fsqrt_rn(((fmaf(f2, f3, f0)) * (((0x1p+00f) * (f1)))))
#define E15 __fsqrt_rz(((fmaf(f0, f0, f1)) < (((f1) / (f0))) ? (((f3) - (0x1p-01f))) : (((0x1p+00f) * (f0) - (0x1.5af1d8p+66f)))))
#define E16 d1
#define E17 __float2int_ru(fminf(fmaxf(((f2) >= (0x1.5af1d8p+66f) ? (f0) : (f3)), -2.1e9f), 2.1e9f))
#define E18 log10f(f1)
#define E19 fma(((atan(d1)) / (((double)(long long)(i0)))), fmax(((double)(long long)(i0)), ((0x1.87e92154ef7acp-665) / (d1))), fma(rint(d1), d1, ((0x1p+00) * (0x1.999999999999ap-04))))
#define E20 d0
#define E21 expm1f(((cosf(f1)) * (((f1) - (f2)))))
#define E22 d1
#define E23 ((((float)(fmin(d0, 0x1p+00)))) == (f1))

static const float h_f0[32] = {0x1.99999ap-04f, 0x1.b1a9e6p+10f, 0x1.77b8f6p+11f, 0x1.f6295p+03f, -0x1.27a398p+26f, 0x1.8p+00f, -0x1.bf4968p+06f, 0x1.16c2p-133f, 0x1.e6b472p-07f, -0x1.e554e8p+04f, 0x1.cd28e4p-16f, 0x1.72808p+03f, -0x1.d389c4p+07f, -INFINITY, -0x1p+31f, 0x1.99999ap-04f, -0x1.829a1p+15f, 0x1p+00f, -0x1.da8776p+09f, 0x1.7969eep+07f, 0x1.fffffep+30f, -0x1.b09decp-17f, 0x1.811568p-08f, 0x1p+24f, 0x1.728d7p+08f, 0x1.fffffep+127f, -0x1.4p+01f, -0x1.e2e99cp-05f, -0x1p+31f, 0x1.d0f28p-18f, 0x1p+24f, -0x1.fd73dap-20f};
static const float h_f1[32] = {0x1.bee89ap+17f, -0x1.4c6796p+06f, 0x1.fffffep+127f, -0x1.35d6dcp+04f, 0x1.bf854p-14f, 0x1.039828p+11f, 0x1.2a05f2p+33f, 0x1.c88294p-02f, -0x1.b7dfb6p-24f, -0x1.fffffep+127f, INFINITY, -0x1.68bcecp-26f, 0x1.2a05f2p+33f, 0x1.8p+01f, -0x1.5db81ep-14f, -0x1.4p+01f, -0x1.642c4ep-18f, -0x1.edd692p-10f, 0x1.fe1fb6p+09f, 0x1p+24f, 0x1.8017bp-08f, 0x1.fd4becp-13f, 0x1.8p+01f, -0x1.4704eap-03f, -0x1.49321ap+16f, 0x1.d53796p+11f, -0x1.a2761ep+16f, -0x1.918f76p-21f, 0x1.8p+01f, 0x1.a36fa8p-14f, -0.0f, -0x1.91e0cp-03f};
static const float h_f2[32] = {0x1.bfdfcap+11f, 0x1.3a03d6p-10f, -0x1.6f2a1ap-05f, -0x1.7dfa3p-09f, 0x1.9aedb2p-01f, 0x1.7345bcp+02f, -0x1.0bap-138f, -0x1.007f36p+03f, -0x1.eef4bep-17f, 0x1.416086p+04f, 0x1.7d15a8p+03f, -0x1.95f3dep+05f, -0x1.f8149p+18f, 0x0p+00f, 0x1p+24f, 0x1.fc55acp-18f, INFINITY, 0x1.e3cbb8p-19f, 0x1.2a05f2p+33f, 0x1.46eb82p+01f, 0x1.201732p+07f, -0x1.e842f6p+05f, 0x1p+24f, 0x1.da603p+19f, 0x1p-01f, 0x1.fffffep+31f, 0x1p+24f, -0x1.c85b5ap+08f, 0x1p-01f, 0x1.6cb16ap-08f, -0x1.4p+01f, -0x1.be19f2p+10f};
static const float h_f3[32] = {0x1.ffbe6p-04f, -0x1p+00f, 0x1.97dd2ap-06f, 0x1.2eb86p-16f, 0x1.3d9b24p+16f, 0x1.16c2p-133f, 0x1.99999ap-04f, 0x1.f4e684p-01f, -0x1.e42aap+16f, 0x1.52268cp+07f, 0x1.b2c198p-16f, 0x1.99999ap-04f, 0x1.018b64p+06f, 0x1.fffffep+22f, INFINITY, -INFINITY, 0x1.8c4dc4p-14f, 0x1.fa1f9ep+17f, 0x1p+24f, 0x1.8p+01f, 0x1.9bc37ep-13f, 0x1.fffffep+31f, 0x1.d54cfap-05f, INFINITY, 0x1.25108cp-10f, -0x1.5e2e3ap-21f, 0x0p+00f, 0x1.16c2p-133f, -0x1.853b2p-04f, 0x1.abec2p+06f, 0x1.4fb1ep-19f, -0x1.c4a26ap-02f};
static const double h_d0[32] = {0x1.33c1da1eec678p+30, 0x1.4p+01, 0x1.4adfcc0a4353p-35, 0x1.d5da5ac39b34p+20, 0x1p-1074, 0x1.f932801fa5e22p-39, -0x1.17e92e4d47c56p+11, -0x1.9838709fdcd68p-19, -0x1.b1bccef77b78cp-09, 0x1.7e43c8800759cp+996, -0x1.8498d5bce0a4p+34, -0x1.2a8bd15695034p-41, 0x1.1502776a401fp+27, -0x1.14d3caab83d74p-31, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, -0x1.d048318bd0be8p+15, 0x1p-01, 0x1p+00, -0x1.20f6106f1ac1p-35, 0x1.1c37937e08p+53, 0x1.ff5c04d6eba2cp-31, 0x1p+53, 0x1.98f681fb086ep-03, 0x1.7be3c21edb1fcp+20, -0x1.c0617c9a694e8p+29, 0x1p-01, 0x1.d27c296230c7p+05, 0x1.1c37937e08p+53, -0x1p+00, -0x1.a60884cda74d8p-33, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {0x1.1c37937e08p+53, 0x1.23ea3ab22e43p+29, 0x1p-01, 0x1.1c37937e08p+53, -0x1.a954c8ffd1464p+38, -0x1.52d6ce2d84e6ap-27, 0x1.e06569c6c0e6ep+24, 0x1.6d310ff4faba2p+08, (double)INFINITY, -0x1.ad7a2b90cf852p+31, -0x1.756a95a9d3e1ep+06, 0x1.b93fda3e8be6p+05, (double)INFINITY, 0x1p+00, 0x1.4079e1a5c0f14p-34, 0x0p+00, 0x1.7e43c8800759cp+996, 0x1.1c37937e08p+53, -0x1.872aa04d9b3p+37, 0x0p+00, 0x1.924b39c60a46p+06, 0x1.1c37937e08p+53, 0x1.9f92f596c95f2p-39, (double)INFINITY, 0x1.999999999999ap-04, -0x1.324b0eb55e61p-21, 0x1.1c37937e08p+53, -0x1.49c555edf6de4p+33, -0x1.56e1fc2f8f359p-997, -0x1.322b9feeadecp-08, 0x1.1e506a90e9b52p-34, -0x1.d2d466ca94ce2p+34};
static const int h_i0[32] = {0, -1, 38, -2, 23762, -41031375, 2147483646, -9235175, (-2147483647 - 1), 0, -34, 2, 1, 2147483646, 6737002, -3946, 2147483647, 0, -2, -2, -1, 117175, -1, (-2147483647 - 1), 2, -714030821, 2147483646, -2147483647, 0, (-2147483647 - 1), 15450, 1313752153};

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
