// Random float expressions (tests/randprog/gen, kind float, seed 2039).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((f0) * (f1) + (0x1.5af1d8p+66f))) >= (((float)(i0))) ? (((float)(i0))) : (fminf(f2, f1)))
#define E1 ((float)(((((f3) < (f3) ? (0x1.99999ap-04f) : (f0))) != (tanhf(f2)))))
#define E2 ((float)((isnan(f2) + 2 * isinf(0x1.5af1d8p+66f) + 4 * signbit(f3))))
#define E3 ((((f1) - (f2))) * (remainderf(0x1p+00f, f2)) + (((f3) + (f3))))
#define E4 fmaf(0x1p+00f, ((float)(d2i(0x1p+00))), ((((f2) - (f1))) - (f1)))
#define E5 ((double)(i0))
#define E6 1
#define E7 ((fmaf(((float)(i0)), ((f3) - (f1)), f2)) * (((((f1) * (f2) + (f0))) + (((f0) / (f3))))) + (f1))
#define E8 d2i(d0)
#define E9 ((float)(1))
#define E10 fmaf(((f0) / (f1)), f1, remainderf(f3, f0))
#define E11 ((((float)(i0))) - (fmaf(f1, f1, f2)))
#define E12 ((((f1) - (-0x1p+00f))) / (((0x0p+00f) >= (f1) ? (f2) : (f3))))
#define E13 ((d1) * (((double)(2147483647))) + (d1))
#define E14 ((((((f0) * (f0) - (f3))) * (((0x1p-01f) + (f1))) - (__logf(f3)))) - (((((0x0p+00f) * (f1) - (f0))) * (fmaf(f2, 0x1p+01f, 0x1.99999ap-04f)) + (((f0) < (f0) ? (f2) : (f3))))))
#define E15 ((f0) * (roundf(f0)) + (((f3) - (f3))))
#define E16 i0
#define E17 f2i(asinf(((f1) * (f3) + (f1))))
#define E18 __fmaf_rd(f3, ((((f0) * (f1))) / (atan2f(f3, f1))), ((float)(d2i(d1))))
#define E19 ceilf(((f2) / (0x0p+00f)))
#define E20 ((fma(d1, 0x1.87e92154ef7acp-665, d0)) + (fma(d0, d1, d1)))
#define E21 f2
#define E22 ((((f1) + (f3))) >= (((f2) * (f1) + (f3))) ? (f3) : (fmaf(f3, 0x1.99999ap-04f, f0)))
#define E23 ((float)(((double)(long long)(f2i(f0)))))

static const float h_f0[32] = {-0x1.3e413p-07f, 0x1.2a05f2p+33f, 0x1.78f294p+08f, -0x1p-01f, -0.0f, -0x1p+00f, -0x1.9c2f72p-02f, 0x1.47cfdap-03f, 0x1.bf8724p-20f, 0x1.d11f28p+06f, 0x1.b119fp-16f, -0x1.15582ap+05f, 0x1.e0da9ep-16f, 0x1.8957ep+14f, 0x1.e4c062p+01f, 0x1.1f60e2p+07f, 0x1.0624dep-10f, 0x1.8ec04ep+18f, 0x1.c4d066p-15f, -0x1.8abb4cp-10f, -0x1.4p+01f, -0.0f, -0x1.4355ccp-23f, 0x1.21e9ap-18f, 0x1.0624dep-10f, 0x1.8p+01f, 0x1.c04f9p-03f, -0x1.9f9beep-04f, 0x1.1906cep+12f, -0x1.9dc1d6p-13f, -0x1p-01f, 0x1.fffffep+31f};
static const float h_f1[32] = {0x1.003fb4p+15f, 0x1.482d1ep-03f, 0x1.526f38p+06f, -0x1.03ebfp-17f, -0x1p+31f, 0x1.a093d4p-12f, -0x1.4b22fap+13f, 0x1p+24f, 0x1.45b5c8p+14f, 0x1.16c2p-133f, 0x1.8p+01f, 0x1.3ae166p+16f, -0x1.650f8cp+11f, -0x1.5c24f8p+12f, 0x1.2ba4p-06f, -0x1.6c84e8p-12f, 0x1p+00f, -0x1.d76a48p+01f, 0x1p-01f, 0x1.8e2884p-18f, 0x1.8p+00f, -0x1.4ff372p-17f, 0x1.98e7aap+08f, 0x1.fffffep+127f, -0x1.301034p+08f, 0x1.8p+01f, 0x1p-01f, -0x1.00ae9p-03f, -0x1.6e795cp+09f, -0x1.0bap-138f, 0x1.fa4728p+17f, 0x1p-126f};
static const float h_f2[32] = {0x1p+24f, 0x1.a09722p-14f, -0x1.974258p-02f, 0x1.f82384p+17f, 0x1p+24f, -0x1.27a398p+26f, 0x1.fffffep+31f, -0x1.4p+01f, 0x1.1da174p-14f, 0x1.b412b4p-03f, -0x1.5fef6ap+00f, 0x1p-126f, 0x1.4p+01f, 0x1.0624dep-10f, -0x1p+00f, -0x1.d7bbbcp-21f, -0x1.665428p-09f, 0x1.de0196p-03f, 0x1.2a5fcp+05f, 0x1.516accp-04f, -0x1.0bap-138f, 0x1.5f9584p-20f, -0.0f, 0x1.7373a2p-18f, -0x1.0bap-138f, 0x1.6007e8p-04f, -0x1.576facp+08f, 0x1.b0b5b2p-10f, 0x1.99999ap-04f, 0x1.7bb404p-11f, 0x1.d85ab4p-13f, 0x1.2a05f2p+33f};
static const float h_f3[32] = {-0x1.878176p+13f, -0x1.0df9b8p+10f, -0x1.9b5e12p+01f, -0x1p+00f, -0x1.3ddd5p-16f, 0x1.8p+00f, 0x1.fffffep+22f, 0x1.4p+01f, -0x1.dacf26p+09f, 0x1.a214c6p+08f, -0x1.198692p+00f, -0x1.fffffep+127f, 0x1p+24f, INFINITY, -0x1.27a398p+26f, 0x1p-01f, 0x1.ac946p-01f, -0x1.9f029ep+18f, -0x1.c87e14p-01f, 0x1.d95b76p-18f, 0x1.2a05f2p+33f, 0x1.868c6ap+16f, -0x1.986a5cp+02f, 0x1.3ab2e8p-24f, 0x1.febb84p+02f, 0x1.359fa2p-16f, -0x1p+00f, -0x1.c18b7ep+16f, -0x1.13bc66p-04f, 0x1p+00f, 0x1.8p+01f, 0x1p+24f};
static const double h_d0[32] = {0x1.d6f34548p+26, 0x1p-01, -0x1.e1fa38bee627p+32, 0x1.16e529ebbe39cp+24, 0x1p-01, 0x1p+00, 0x1.d6f34548p+26, 0x1.c4a997ff17cf8p+07, 0x1.3105511e484d4p-38, (double)INFINITY, 0x1p-1074, 0x1.e86a7a7b0436cp+13, 0x1.873b886dfd358p-23, 0x1p+00, 0x1.1ffd87ca22838p+01, 0x1.fffffffffffffp+1023, 0x1.3f29470ab1c3p+12, 0x1.d6f34548p+26, 0x1.07eddd5002a54p+18, 0x1.21c1387931b3ap-07, -0x1.98834e9eb6abp-18, -0x1.0973dae737208p-37, 0x1.999999999999ap-04, -0x1.605a13f976798p-09, -0x1.05502e616f18p+34, -0x1.cp+01, 0x1p-1074, -0.0, 0x1.a5a7492f8fc64p-06, (double)INFINITY, -0x1.f476f20455e6ap-21, 0x0p+00};
static const double h_d1[32] = {(double)INFINITY, -0x1.2b5424e53e5bcp-04, 0x1.506d5b544bbfep-02, -0x1.9d2792be71ea2p+37, -0x1.03f26224334d2p+20, 0x1.62dfedcb443f2p-25, -0x1.1d4b4de6d585cp+29, 0x1.066905cc57edp+11, 0x1.7e43c8800759cp+996, 0x0p+00, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.44ea095ac7c3p+10, -0x1.be27ea1c449p+16, 0x1.65748f784405cp-17, -0x1.85803f0d2ab44p+33, -0.0, 0x1.d6f34548p+26, -0x1.21ead2c3123ccp+18, -0x1.7de2d3deaaa66p+37, -0x1.2fa8f860275c8p+35, 0x1p-01, 0x1.d062b91ff277cp+25, -0x1.d6f8968bd06d8p-17, 0x1.7e43c8800759cp+996, -0x1.5c2bc1c1a7efcp+24, 0x1.1c37937e08p+53, -0x1.a50a1d8a1f9e8p-08, 0x1.36d6426759cbp+32, -0x1.478cfc72e47f8p-30, 0x1.0cbd94d5ef5e8p-26, -0x1p+00};
static const int h_i0[32] = {2147483646, 1, 131690, -47709607, -673, 47, 4009, 0, -5270, 1, 1, 2147483647, 1976201, -2, 2, (-2147483647 - 1), -2147483647, 0, 2147483646, 1, -2, -239301, -25292645, 8, -78182564, 708, 0, -2, 108, -2, 0, 1756727316};

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
