// Random float expressions (tests/randprog/gen, kind float, seed 2000).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(((float)(d1))) + 2 * isinf(((f2) + (((0x1.5af1d8p+66f) - (f3))))) + 4 * signbit(((float)(i0))))
#define E1 ((float)(f2i(f2)))
#define E2 0x0p+00f
#define E3 f2i(((((0x1.99999ap-04f) * (f1) + (f0))) + (((float)(1)))))
#define E4 ((f0) * (((float)(2147483647))))
#define E5 0x1.79ca1p-67f
#define E6 i0
#define E7 i0
#define E8 fma(((double)(fabsf(0x0p+00f))), 0x1.999999999999ap-04, floor(-0x1.cp+01))
#define E9 ((fminf(f2, f1)) / (((float)(1))))
#define E10 d1
#define E11 d1
#define E12 ((float)(((0x1.87e92154ef7acp-665) * (d1) + (d0))))
#define E13 ((fmodf(((float)(i0)), ((float)(i0)))) + (f3))
#define E14 (isnan(fmaf(f1, ((f0) < (0x1p-01f) ? (f3) : (f2)), expf(0x1.79ca1p-67f))) + 2 * isinf(sinf(powf(f0, f2))) + 4 * signbit(((float)(sin(0x1.87e92154ef7acp-665)))))
#define E15 f3
#define E16 __float2int_rd(fminf(fmaxf(((f0) - (f2)), -2.1e9f), 2.1e9f))
#define E17 sin(log(((d1) * (d0))))
#define E18 ((((float)(-7))) + (((0x1p-01f) + (f1))))
#define E19 hypot(fmod(floor(d1), ((double)(-0x1p+00f))), sqrt(((double)(0x1.ap+01f))))
#define E20 0x1p+00f
#define E21 __fadd_rd(__int2float_rn(i0), tanf(-0x1p+00f))
#define E22 ((((double)(long long)(f2i(f3)))) - (rint(fma(d1, d0, d1))))
#define E23 f2i(acoshf(f3))

static const float h_f0[32] = {0x1.becac6p+04f, -0.0f, 0x1.4p+01f, -0x1.e2a746p-10f, -0x1.d90cecp-21f, -0x1.25074p-08f, 0x1.a406d6p+05f, 0x1.eed12cp-23f, 0x1.25bb44p-11f, 0x1.e64ac2p-12f, -0x1.870aaep-19f, 0x1.d289acp-21f, -0x1p+31f, 0x1p-126f, -0x1.8d3438p-05f, -0x1.cb3b2p+08f, -0x1.29f094p-09f, 0x1.7d2b36p+06f, -0x1.c69abep+12f, -0x1.13aaacp-12f, -0x1.27a398p+26f, 0x1p+24f, 0x1.fffffep+31f, -0x1.d87762p+04f, -0x1.c4af06p+19f, 0x1.0624dep-10f, 0x1.860beap+10f, -0x1.91df2ap-07f, 0x1.1e1d84p-13f, -INFINITY, -0x1.0787dcp-07f, 0x1.a60002p+14f};
static const float h_f1[32] = {0x1.358e64p+03f, -0x1.4a7794p+16f, 0x1.cadfa6p+16f, 0x1.d677fap-24f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1.fffffep+30f, 0x1.fb5964p+13f, 0x1.820f3p+17f, -0x1.fffffep+127f, 0x1.b5966ap+04f, 0x1.0624dep-10f, 0x1.8p+00f, 0x1.a98d2p-05f, -0x1.f02da4p+11f, 0x1.0624dep-10f, 0x1.b4751p+18f, -0x1.e6a986p+12f, 0x1.34975ep-03f, 0x1.3dd414p+01f, -0x1.fffffep+127f, 0x1.543b7cp-16f, -0x1p-01f, 0x1.fb4388p-17f, 0x1.2c4cp-17f, -0x1p+00f, -0x1.3041fap+11f, -0x1.249726p-13f, -0x1.ccedecp-26f, INFINITY, 0x1.2d1054p-07f, 0x1.2a05f2p+33f};
static const float h_f2[32] = {-0x1.ba6ae6p+00f, -0x1p+31f, -0x1.8f0accp+07f, 0x1.365d8p-04f, 0x1.0624dep-10f, -0x1.f01bc8p+01f, -0x1p-01f, 0x1p+24f, 0x1.87e17ap+07f, 0x1.4p+01f, -0x1.503e94p+12f, -0x1.6282bep+00f, -0x1.27a398p+26f, -0x1.4p+01f, -0x1.4p+01f, -0x1.e9ad34p+18f, -0x1p+31f, -0x1p-01f, 0x1.fffffep+30f, 0x1.fffffep+22f, 0x1p-126f, 0x1.54f518p-20f, 0x1.a03b16p-03f, 0x1.9d666p+10f, -0x1.8e12cep-18f, -INFINITY, 0x1p+00f, 0x1.4a6adep-14f, -0x1p+31f, -0x1.74ef14p+17f, 0x1.8p+01f, 0x1p+00f};
static const float h_f3[32] = {-0x1.3f833ep-16f, 0x1.fffffep+31f, -0x1.0bap-138f, 0x1.1a05dcp+02f, 0x1.987afep-11f, 0x1.329368p-03f, 0x1.eb5024p-18f, 0x1.bfc2e4p+10f, 0x1.9b98d2p+06f, 0x1.814bd8p-17f, -0x1.641abep-05f, -0x1.d819e4p-09f, 0x0p+00f, -0x1.45294p-05f, -0x1.f20368p-14f, -0x1.d0024ep-11f, 0x1p-01f, 0x1.85a8c2p+02f, -0x1.577ab8p+11f, 0x1p+24f, 0x1.fffffep+30f, -0x1.8be502p+06f, 0x1p+24f, 0x1.0b9a7cp-15f, -0x1.ab52ccp+19f, -0x1p+31f, -0x1.3bb9fp+13f, -0x1.51112ep-14f, 0x1.1f5d76p-03f, 0x1.a51aacp-03f, 0x1.0624dep-10f, -0x1p+00f};
static const double h_d0[32] = {0x1.7e43c8800759cp+996, -0x1p+00, 0x1.84a381dbd699p+30, -0x1.b1f9c36262262p+03, 0x1.7a35b1db1dbc8p+18, -0x1.59aac2141ec08p+17, 0x1.fffffffffffffp+1023, 0x1.13bf1db6dd098p+29, 0x1.7e43c8800759cp+996, -0x1.cp+01, 0x1.55bb8cfd5b8a8p-15, -0x1.277b662c1f1c2p+22, 0x1.b606edc5340cp-33, -0x1.56e1fc2f8f359p-997, -0x1.b82768d7b810ap-13, -0.0, -0x1.31132f9e7602p+00, 0x1.a08a3bf0164bp-33, 0x0p+00, -0x1.c69c8008346a4p-39, 0x1.15906464d7b84p-03, 0x1.bdd75c61e4258p-16, -0x1.9efa3a1d70744p+34, -0x1.a5ba77786c4a8p+03, 0x1p+53, -0x1.a82d1b60eba6ep+20, -0x1.56e1fc2f8f359p-997, -0x1.7dd48c7174c5cp-05, -0x1.6f2b05f461c4p+29, -0x1.dbec2661bfa88p-06, 0x1.279aab1d90208p-33, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {-0x1.ede26f2084e58p-14, 0x1.1def2bacb30ap-28, -0x1.05a65f4b80a8ep-22, 0x1.1c37937e08p+53, 0x1.7e43c8800759cp+996, -0x1.3682554d77538p+21, -0x1.8ed8cffe14d68p-31, -0x1.3308ab9aad52p-43, 0x1.d6f34548p+26, 0x0p+00, -0x1.0dd84b8398cb2p-30, 0x1.8b32a51e5201ep-35, -0x1.56e1fc2f8f359p-997, -0.0, 0x1.4p+01, -0x1.3f23e631458a6p-14, -0x1.bbbc8d1e9da7p-22, 0x1.dd9085f8c7ed6p-29, -0x1.c97ae9731e694p+33, -0x1.c293d5372a2ap-01, -0x1.ad4fd3669199p-22, -0x1p+00, 0x1p+00, -0x1.e887271421ep-05, -0x1.ad33ba3b1303p-17, 0x1.db07c8d3c590cp+13, -0x1.56e1fc2f8f359p-997, -0x1.6826a6d0fefe8p+17, 0x1p-01, 0x1p-1074, 0x1.5426cb95c8936p-38, 0x1.0976f47d93e66p-16};
static const int h_i0[32] = {-2, -2, 2147483647, 1, -107043, -2147483647, 14, 1, 295075, 288, -2147483647, -63454, 4993, -1, 12631185, -18694, 2147483647, 378, -1, 2147483647, -2, -390, -449, 2147483646, 88985597, -1, 2147483647, 10026261, -1299046441, 849, 599653, 1};

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
