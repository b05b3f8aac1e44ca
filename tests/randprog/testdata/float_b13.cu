// Random float expressions (tests/randprog/gen, kind float, seed 1002947).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(powf(((0x1p+00f) + (f0)), f1), fdimf(f3, ((f2) - (f0))), log10f(((f0) < (f2) ? (f1) : (f0))))
#define E1 i0
#define E2 i0
#define E3 truncf(fmaf(((f1) < (f0) ? (f0) : (f2)), ((f2) * (f0) + (f2)), f2))
#define E4 cbrtf(f3)
#define E5 f2i(fmaf(fminf(f2, 0x1p-01f), copysignf(f2, f1), ((f1) >= (f2) ? (f2) : (f0))))
#define E6 i0
#define E7 d0
#define E8 ((((float)(i0))) - (((0x1p-01f) + (f2))))
#define E9 f3
#define E10 ((((float)(i0))) < (((f3) * (f0) - (f3))) ? (((0x1.79ca1p-67f) * (f1) - (f1))) : (((f0) * (0x1.79ca1p-67f) + (f0))))
#define E11 f3
#define E12 ((((fmodf(f3, f2)) / (truncf(f3)))) * (((((f0) + (0x1.99999ap-04f))) + (f3))))
#define E13 f3
#define E14 ((((f0) + (f0))) / (((float)(i0))))
#define E15 ((fma(0x1p+01, d0, d0)) * (((d0) * (d1) + (d1))))
#define E16 ((copysign(d1, d0)) + (((double)(f0))))
#define E17 d2i(((fma(d0, d0, d0)) / (d0)))
#define E18 ((log2f(f0)) == (((f1) / (0x1.5af1d8p+66f))))
#define E19 f2
#define E20 ((fmaf(f2, f3, f2)) - (atan2f(0x1p+00f, f2)))
#define E21 ((((float)(d2i(d1)))) - (((fdimf(f1, 0x1.99999ap-04f)) + (atan2f(f1, f2)))))
#define E22 ((double)(long long)(i0))
#define E23 log10f(fmaxf(((0x1.ap+01f) / (f0)), __exp10f(f3)))

static const float h_f0[32] = {-0x1p-01f, 0x1p-01f, 0x1.6e0576p-01f, 0x1.fffffep+30f, 0x1.96aeb8p-12f, 0x1.01e97cp-24f, -0x1.9b832p+06f, 0x1.8f0e6cp+17f, 0x1.3e04bp-17f, 0x1.fe55fap+00f, -0x1.7b7f32p+10f, -0x1.c81218p-12f, 0x1p+24f, 0x1.4p+01f, 0x1.8p+00f, 0x1.5fbe82p+06f, 0x1p+24f, -0x1.0bd00ep+16f, -0x1.3e3c4cp+04f, 0x1p+24f, -0.0f, 0x1.66d2f8p-08f, 0x1.91f83p-08f, 0x1p-01f, 0x1.270d54p-07f, -0x1.b28946p+00f, -0x1.4p+01f, 0x1p-01f, -0x1p+00f, 0x1.21e70ep+04f, 0x1.14ab3p+10f, 0x1.99999ap-04f};
static const float h_f1[32] = {0x1.30fed6p+00f, 0x1.80bef8p+10f, -0.0f, -0x1.fc5e5ep+16f, 0x1.8p+00f, 0x1.e87908p-12f, 0x1.cf9fbcp-10f, -0x1p+31f, 0x1.fffffep+30f, 0x1.8p+00f, 0x1.cca822p+06f, -0x1.4b376ap-19f, -0x1.42058ap-07f, -0x1.1a56eap-15f, -0x1.c53884p-14f, 0x1.3607d6p+04f, -0x1.d9bc88p-14f, -0x1.d00f92p-16f, 0x1.aabdaap+02f, -0.0f, 0x1.70e174p-15f, 0x1.99999ap-04f, 0x1.73266cp-11f, 0x1.1b4d36p+02f, -0x1.e982eap+05f, -0x1.27a398p+26f, -0x1.0bap-138f, 0x1.8p+01f, 0x1.d7cde6p+11f, 0x1.21dc6ep-05f, 0x1.8p+00f, 0x1.716cb4p+04f};
static const float h_f2[32] = {-0x1.ee50acp-17f, 0x1.dc4a7p+03f, -0x1p+00f, 0x1.a623ccp-02f, -0x1.4p+01f, -0x1.4p+01f, 0x1.e665d8p-22f, 0x1.fffffep+22f, -0x1.b1f06cp+11f, 0x1.09054ap+12f, 0x1.e3c096p+06f, 0x1p+24f, 0x1.d68952p-23f, -0x1.64f7eep+09f, -0x1.1712fap-14f, 0x1.34aadp-18f, -0x1.2590bcp-07f, -0x1.8108fcp-11f, -0x1.d3620ep-03f, -0x1.4e317cp-14f, 0x1.fffffep+22f, -0x1.25fb0ep-19f, -0x1.a2da56p-21f, -0x1.7eb618p-11f, 0x1.8p+00f, 0x1.fffffep+30f, 0x1.49ef3ep-18f, -0x1.488536p-08f, 0x1.99999ap-04f, 0x1.13b862p+12f, 0x1.114b1p-20f, 0x1.b6cbd2p-03f};
static const float h_f3[32] = {-0x1.edd71cp+01f, 0x1.0624dep-10f, 0x1.c68364p+11f, 0x1.07863ep-15f, 0x1.8p+00f, -0x1.4f6e4ap+17f, -0x1.048028p-04f, -0x1.1db40ap-21f, -0x1.34cbaap-06f, -INFINITY, -0.0f, 0x1.16c2p-133f, -0x1.0ac388p+19f, 0x1p+24f, 0x1.81a97p+09f, 0x1.2a7796p+02f, -0x1.9fdb86p+03f, 0x0p+00f, 0x1.f3a488p+08f, -0x1p+00f, 0x1.8f9838p-15f, -0x1.d87b68p-19f, -0x1.6089b2p+07f, 0x1.3f2266p+11f, -0x1.bdd86p-14f, -0x1.f5e21ap-18f, 0x1p+24f, -0x1.b0c36ep-16f, -0x1.4p+01f, 0x1.4p+01f, 0x1p-01f, -0x1p+31f};
static const double h_d0[32] = {(double)INFINITY, -0x1.e971fe4edc6c4p-13, -0x1.ce433e1d64838p+18, -0x1.d244e7e11f144p-27, -0x1.296f2652ded7ep-26, 0x1.1c37937e08p+53, 0x1.2d51a60dc6fd8p-18, 0x1.999999999999ap-04, 0x1.c5173bdf0e4p-38, 0x1.9b4f35da99882p+02, -0x1p+00, 0x1p-01, 0x0p+00, 0x1.462a741467742p+04, 0x1.669b441289092p-11, 0x1p-1074, -0x1.494f582ef12cp-06, -0x1.1dfc0b47cbc2ep-36, 0x1.7e43c8800759cp+996, 0x1.e13896affc6acp-15, 0x1.999999999999ap-04, -0x1.cp+01, 0x1p+53, -0x1.488663f996018p-04, 0x1.5f37a0a6b61c8p+03, -0x1.f48b0f5601bap+06, 0x0p+00, 0x1.b1c4dc16a66e6p+22, 0x1.7e43c8800759cp+996, 0x1p+00, 0x1.b91ab41975304p-02, 0x1.7e43c8800759cp+996};
static const double h_d1[32] = {-0x1.3e542fb6729c8p-42, -0x1.4cb0bdbac739cp-27, (double)INFINITY, 0x1.fffffffffffffp+1023, -0x1.53ccb20812ed8p+11, -0x1.d3f3d870fe5p-05, -0x1p+00, -0x1.9d171fe365b78p-08, 0x1.23cddee9c6caep-06, 0x1.b7c703f13e4e2p+10, -0x1.cp+01, -0x1.98bf64f91c19p+25, 0x1.4p+01, (double)INFINITY, 0x1p-01, -0x1.56e1fc2f8f359p-997, 0x1p-01, -0x1.4168c524a067p-17, 0x1.d3d5d8830f458p-04, -0x1.39f01cb26ef5ep+16, 0x1p-01, 0x1.7e674c294a98ep+33, 0x1.e87dc34b5ed86p+20, -0x1.e7066e5f593d8p-30, -0x1.4170804af8acep-14, -0x1.705b8e84dccap+07, 0x1.1baae6f37edecp+16, 0x1.d41e7b9de0ep+15, 0x1p+00, 0x1.4p+01, (double)INFINITY, -0x1.5bc0ba5efef88p+21};
static const int h_i0[32] = {0, 309605, 2147483647, 1891641976, 1, 28978, 7, 1, -2, 1, 0, 185984, -22, -78698457, 248487, 4276, -1933115109, 45, -2147483647, 14294512, -1, 629, 2147483646, 19, -1, -2, 1, -3921, (-2147483647 - 1), 2, -932, 7};

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
