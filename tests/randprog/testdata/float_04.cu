// Random float expressions (tests/randprog/gen, kind float, seed 2004).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((f3) >= (f3) ? (f3) : (f2))) - (((float)(i0))))) - (((log1pf(f3)) >= (asinf(f2)) ? (f0) : (fmaf(0x1.5af1d8p+66f, f3, f1)))))
#define E1 fmaf(((((float)(i0))) - (0x1p-01f)), ((f3) * (((f3) - (f1)))), log10f(((0x1.5af1d8p+66f) * (f1))))
#define E2 f1
#define E3 fma(((double)(remainderf(f0, 0x1.79ca1p-67f))), sin(((0x1.87e92154ef7acp-665) * (d1) + (d0))), ((hypot(d0, 0x1.999999999999ap-04)) - (d1)))
#define E4 ((float)(d2i(((double)(1 << 24)))))
#define E5 ((((float)(i0))) * (fmaf(f0, f0, f2)))
#define E6 i0
#define E7 d2i(((((d0) * (d1))) * (-0x1.cp+01) + (copysign(-0x1.cp+01, d1))))
#define E8 copysignf(fdimf(f1, 0x1p+00f), cosf(f3))
#define E9 ((atan2f(f3, f1)) - (((0x1.ap+01f) < (f2) ? (0x1.ap+01f) : (f1))))
#define E10 ((((fmaf(f1, f0, f2)) < (tanhf(0x1.ap+01f)) ? (((f2) * (f2))) : (((f1) * (f0))))) < (((float)(i0))))
#define E11 ((f3) + (fmaf(f0, f0, f0)))
#define E12 ((((f0) * (f3) - (0x1.79ca1p-67f))) * (((float)(i0))))
#define E13 ((f2) / (((float)(i0))))
#define E14 f2i(atanf(f3))
#define E15 i0
#define E16 fmaf(((f1) / (f0)), asinf(f3), ((0x1p-01f) + (f3)))
#define E17 fminf(((float)(d0)), __saturatef(f3))
#define E18 __powf(0x1p+01f, ((((f2) / (f2))) * (rintf(f1)) + (acoshf(f1))))
#define E19 ((((f3) * (f1) - (f2))) < (0x1.5af1d8p+66f))
#define E20 ((d1) * (d1) + (((d0) + (d1))))
#define E21 ((atan2(d1, d1)) * (exp(d1)) + (((d1) / (d1))))
#define E22 cosf(log10f(f3))
#define E23 __fadd_ru(tanf(fminf(f3, f2)), 0x1.99999ap-04f)

static const float h_f0[32] = {0x1.b789dp+15f, 0x1.144394p-09f, 0x1.455ddep-19f, -0x1.27a398p+26f, -0x1.fc2232p+09f, 0x1.b13396p-04f, -0x1.c34d0ep+01f, 0x1p+00f, -0x1.45f35ap+13f, 0x1.06985p-15f, 0x1p+24f, 0x1.0624dep-10f, 0x1.069636p+00f, 0x1.8e1316p-02f, -0x1.eadd7ep-02f, 0x1p+00f, 0x1.fffffep+127f, 0x1.9e9b16p-04f, 0x1.69cc92p+00f, 0x1.e4c8b2p-04f, 0x1.e42e0ep+05f, -0x1p+31f, 0x1.42a32ep+15f, 0x1.6df516p-22f, -0x1.9b6cbap-18f, 0x1.edb36ep+01f, 0x1.627938p-21f, -0x1.98562ap+00f, 0x1.337fe4p+03f, 0x1.9a7782p-08f, 0x1.d9c356p+01f, 0x1.a42804p+07f};
static const float h_f1[32] = {0x1.8p+00f, 0x1.fad73ap-23f, 0x1.fffffep+22f, -0x1.c1f6c8p-15f, -0x1.0bap-138f, 0x1.a9b9ep-16f, -0x1.42c53cp+08f, 0x1.9b8998p-04f, 0x1.780fa8p-10f, 0x1.fffffep+22f, 0x1.e03026p-07f, -0x1.6a6878p+17f, -0x1.21c67cp+10f, 0x1p+24f, 0x1.2a05f2p+33f, -INFINITY, 0x1.c145c8p+19f, 0x1.fd0772p+07f, 0x1p+00f, -0x1.fffffep+127f, 0x1p+24f, 0x1.e0a4ap+18f, 0x1.16c2p-133f, 0x1.1caf92p+03f, 0x1.2a05f2p+33f, 0x1.577d82p-15f, 0x1.6a80bcp+18f, 0x1.91724p+08f, -0x1.b18838p+13f, -INFINITY, -0x1.2d8ba2p+17f, -0x1.a3acaep+03f};
static const float h_f2[32] = {-0x1.500412p+16f, 0x1.5f979ep+02f, 0x1.b599bap-02f, 0x1.a94b2ap+16f, 0x1.bbde3ap-02f, 0x1.fffffep+22f, -0x1p+31f, 0x1.dcc602p-03f, -0x1.053f2p+10f, -0x1.b438b8p-16f, -0x1.0bap-138f, 0x1.6365c4p-21f, -0x1.487d82p+12f, -0x1.b4fc76p-04f, 0x1.0624dep-10f, 0x1.5fe15ap+12f, -0x1.9d36ecp-03f, 0x1.28c66ep-14f, 0x1.bac9cep+09f, 0x1.99999ap-04f, -0x1.aa8c04p+02f, 0x1.fffffep+31f, 0x1.a2c666p-16f, 0x1p-126f, 0x1.bd7ce4p+07f, -0x1.401116p+00f, -0x1.9b9d56p-11f, 0x1.3cc9bep+10f, 0x1.8f85aap+08f, -0x1.fffffep+127f, 0x1.1c4ffep-15f, -0x1.289552p+18f};
static const float h_f3[32] = {0x1p+24f, -0x1.0bap-138f, -0x1p+00f, -0x1.20e45ap+14f, 0x1.6af2c2p-20f, -0x1.5fe024p+03f, 0x1.451c6ap-13f, 0x1.16c2p-133f, 0x1.a0e3aap+03f, -0x1.00886ap+02f, -0x1.9a49e8p+00f, 0x1p+24f, 0x1.2a05f2p+33f, 0x1.a71514p-20f, 0x1.d15714p-10f, 0x1.2d16bap-12f, 0x1p-01f, -0x1.12c086p-15f, 0x1.857906p-21f, -0x1.f48ffcp-20f, -0x1.487218p+05f, -0x1.4p+01f, 0x1.7e490cp+00f, 0x1.8p+00f, 0x1.8p+01f, 0x1.fffffep+22f, INFINITY, 0x1.b2addcp-03f, 0x1.6b56eap-12f, 0x1.11e556p+07f, -0x1p-01f, -0x1.30026p+08f};
static const double h_d0[32] = {0x1p+00, 0x1.4p+01, -0x1.56e1fc2f8f359p-997, 0x1.999999999999ap-04, 0x1.b7d5ec8256d26p+23, -0x1.cp+01, (double)INFINITY, -0x1.7ae64680014d8p-10, 0x1.fffffffffffffp+1023, -0x1.dfb637a5a19b2p-10, -0x1.cp+01, 0x1.2e2fa91d0906p+27, -0x1.7bff811baa8fp-06, -0x1.27ce6cb99cfp+14, 0x1.d6f34548p+26, 0x0p+00, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, -0.0, 0x1.181690a405642p+00, -0x1.49feaaa368772p+15, -0x1.391db39e8551p-43, 0x1.137eacb2f5p-05, 0x1.d6f34548p+26, -0x1.364ff30167facp+21, -0x1.bc2fca6249316p+37, 0x0p+00, -0x1.0a49142c9c5b8p-11, -0x1.32aae407c0c5cp+03, 0x1.fffffffffffffp+1023, 0x1.1da356d06c184p+31, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {0x1.eb8e76f4b0a9p+31, 0x1.8ca889824fe8p+14, -0x1.56e1fc2f8f359p-997, 0x1.0a58caa92fe84p+35, 0x1p-1074, 0x1.19799d1c4bb18p+06, 0x0p+00, 0x1.da2ddc449ffcep+16, 0x1.1a76da5d34f6p-19, -0x1.cp+01, 0x1.a54c6a2279cp-11, -0x1.bdbb52451767p-08, 0x1.4p+01, 0x1.4p+01, -0x1.eeedbfbf9a1dp-06, -0x1.65cc1036422e4p-13, -0x1.4bf11441b4b34p+30, 0x1.7e43c8800759cp+996, 0x1.4p+01, -0x1.37f99cb1cc3e6p-21, 0x1.226a8b75c369ep+37, -0x1.57df040eb8fb4p-36, 0x1.b7c05b4fe33c2p-02, -0x1.0fd8c7bc43dd8p-29, 0x1.40e6980905404p+04, 0x1.252ccc1ec56a8p-30, -0x1.b2e67b6a6c0aap-17, 0x1.1c37937e08p+53, 0x1.3e3a2bc5d426p-37, 0x0p+00, -0x1.56e1fc2f8f359p-997, 0x1.a739cbba9644p-39};
static const int h_i0[32] = {-1337079, -2, 1, 53924668, 0, -2147483647, -1, -304784242, 16115268, 363, 196, 0, -6278716, 2, 2147483646, -1837, -189481913, -23950, 0, -2147483647, 3, 58, 1, -1, 2719479, 810846029, -3, 2, -1, -6912, 1781566, -5842846};

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
