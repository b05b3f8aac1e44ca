// Random float expressions (tests/randprog/gen, kind float, seed 1129651).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 i0
#define E1 fma(d1, log1p(d1), ((0x1.87e92154ef7acp-665) + (d1)))
#define E2 i0
#define E3 log10f(fmaf(-0x1p+00f, f0, f2))
#define E4 roundf(((f1) * (f1)))
#define E5 ((tanhf(f0)) / (((fmaf(-0x1p+00f, f3, f0)) >= (remainderf(f2, f0)) ? (((f0) / (f2))) : (((float)(-7))))))
#define E6 i0
#define E7 i0
#define E8 acoshf(f2)
#define E9 ((f2) != (((float)(i0))))
#define E10 remainderf(((f2) - (f2)), fmaf(f2, f3, f0))
#define E11 floorf(((float)(i0)))
#define E12 ((fdimf(0x0p+00f, f3)) - (((f0) - (f2))))
#define E13 ((float)(f2i(roundf(f0))))
#define E14 ((((double)(expm1f(f1)))) * (fma(fmin(d1, 0x0p+00), ((d1) + (d0)), ((d1) + (d0)))) + (((expm1(d1)) / (((d0) - (d1))))))
#define E15 truncf(powf(log2f(f3), f2))
#define E16 fma(((double)(f1)), ((0x1.999999999999ap-04) + (0x0p+00)), ((d0) * (d1) + (d0)))
#define E17 ((-0x1p+00f) * (((0x1p+00f) * (0x1p+00f))))
#define E18 __ull2float_rd(__float2int_ru(fminf(fmaxf(__double2float_rn(d0), -2.1e9f), 2.1e9f)))
#define E19 ((double)(i0))
#define E20 ((d0) * (fma(d0, d1, d1)) + (0x1p+01))
#define E21 remainderf(((f2) / (f1)), ((float)(d2i(d1))))
#define E22 ((d1) + (((d1) * (d0))))
#define E23 acoshf(((fmaf(f3, f2, f2)) * (__int2float_ru(1 << 24))))

static const float h_f0[32] = {0x1.240c1cp-12f, -0x1.d2ddc2p+16f, -0x1.a6483ep-13f, 0x1.bcaaa8p-03f, 0x1.b62db4p-07f, -0x1.b46092p+15f, 0x1p-126f, 0x1.8p+01f, -0x1.4p+01f, -0x1.fe9288p+14f, 0x1.47d5e8p+14f, 0x1.d79572p-21f, 0x1.b983eep-10f, -0x1p-01f, 0x1.0a4d02p-21f, 0x1.7ba8d6p-06f, -0x1.c1bee4p+16f, 0x1.ad8d72p+02f, 0x1.d64804p+05f, -0x1.fffffep+127f, 0x1.cea8ep+01f, 0x1.fffffep+22f, -0x1.9f238p-13f, -0x1.ae23c2p+02f, -0x1p-01f, 0x1.f0a77ap-01f, 0x1.c2847ep+14f, -0x1.c7da6p-11f, 0x1.4p+01f, 0x1p-01f, 0x1.294eecp-09f, 0x1.16c2p-133f};
static const float h_f1[32] = {0x1.8p+01f, 0x1.8p+00f, 0x1.19feeep-19f, 0x1.dc97a8p-11f, -0x1p-01f, 0x1.fc4348p-17f, 0x1.8p+01f, -0x1.c958dcp-22f, -0x1.c4159p+05f, 0x1p+24f, 0x1.16c2p-133f, -0x1.f510bp+19f, 0x1p+00f, 0x1.99999ap-04f, -INFINITY, -0x1.0bap-138f, -0x1.eddd4ap-02f, 0x1.d6a3c8p+08f, 0x1.8p+01f, -0x1.9bd00ap+08f, 0x1.fffffep+127f, 0x1.fffffep+22f, 0x1p-126f, -0x1.9cddecp+15f, -0x1.8bd948p+01f, -0x1p-01f, 0x1.fffffep+127f, 0x1.8p+01f, 0x1.84bbf6p-14f, 0x1.4p+01f, -0x1.078498p-01f, 0x1.8p+00f};
static const float h_f2[32] = {-0x1.23195ep-08f, 0x1.0624dep-10f, 0x1.1bf382p+03f, INFINITY, 0x1.00d624p-14f, -0x1p+00f, 0x1.fffffep+127f, -0x1.0857bp+06f, 0x1.1c74p+17f, -0x1p+00f, INFINITY, 0x1.99999ap-04f, INFINITY, -0x1.5b9512p+05f, -0x1.7b264ap+16f, 0x1.798072p-09f, -0x1p+31f, -0x1.3d5fd6p-21f, 0x1.0193eep-10f, -0x1.e34ecp-04f, -0x1.d6b384p-07f, 0x1.74f03ep-21f, 0x1.fffffep+31f, 0x1.b9dab2p-06f, 0x1.8ce18p-12f, -0x1p-01f, 0x1.2a05f2p+33f, -0x1.c723bep-15f, 0x1.f20d0ep+12f, -0x1.342962p-26f, -0x1.38e97p+15f, 0x1.2a05f2p+33f};
static const float h_f3[32] = {-0x1.ecaab4p-13f, 0x1.c44daap-18f, -INFINITY, -0x1.57b94ep-10f, -0x1.584042p-01f, INFINITY, -0x1.8539p-04f, -0x1.03f6d6p-12f, 0x1.16c2p-133f, -0x1.bd59cep-16f, 0x1.0624dep-10f, 0x1.9e229p-01f, 0x1.eefedp+18f, -0x1.e943cap-20f, 0x1.f37204p+16f, 0x1.89d32ap+05f, -0x1.020cb8p-21f, 0x1.cf85aep-11f, -0x1.e0479p+15f, 0x1.e3053cp-17f, 0x1.99999ap-04f, 0x1.bf38bep-11f, 0x1.628fb4p-06f, -0x1.4cdcap-14f, 0x1.fffffep+127f, -0x1.c3cf48p+10f, 0x1p+24f, 0x1.6ab4d6p+09f, 0x1.eac48p-14f, -0x1.fffffep+127f, 0x1.0624dep-10f, 0x1.5b8a7ep-15f};
static const double h_d0[32] = {-0x1.8c237ff488436p+38, 0x1.1c37937e08p+53, 0x1.3405e256ab758p-23, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, -0x1.056bcbf6967f6p+25, 0x1p-1074, 0x1.4p+01, -0x1.84cf26165efp+26, 0x1.4p+01, 0x0p+00, -0x1.cp+01, -0x1.ff7b140bd93cp-08, -0x1.cp+01, 0x1.999999999999ap-04, -0x1.f423d9cb1cb2ep-10, -0x1.743356ac2f8d8p-32, (double)INFINITY, 0x1.ad0d8a375125cp+24, 0x1.eb337f2ef43dp-40, 0x1.8a80ae496b488p+27, -0x1.f33657cef2d3p+20, 0x1.1c37937e08p+53, -0x1.3a43594e9f666p+05, 0x1p+53, -0x1.aebfbdeb99a48p-21, 0x1.5953ea2add064p+17, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, -0x1.d24a1ef279f04p+05, 0x1.2391c5d72d87p-16, 0x1.a76876ba891f4p-31};
static const double h_d1[32] = {-0x1.52be47595d6f2p+16, 0x1.9a64db622e4b6p-41, 0x1p-1074, -0x1.d52d0a9777128p+18, -0x1.fb140927c13cp-23, -0x1.6bac72fd63448p-02, -0.0, -0x1.9b6633761cd2ep+07, -0x1.939a67721393p-07, 0x1p+00, 0x1p+53, -0x1.3f694534d1bcp-22, 0x1p-1074, 0x1.77173db37c1fp+02, 0x1.bc1a127a9b474p+31, -0x1.735cdbf7a13b4p-07, (double)INFINITY, -0x1.7283eb6911b08p+34, -0x1.e90a030a07f78p-33, 0x1.8351d4b4aa86p+30, 0x1.999999999999ap-04, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.8b3244543a378p-11, 0x1.bf3e116e6071p+37, -0x1.7dffde2cb83fp-27, 0x1.7e43c8800759cp+996, -0x1.cp+01, 0x1p+00, -0x1.e8e6b21d7904p-23, -0x1.1f16ce2e576bap+35, 0x1p-01};
static const int h_i0[32] = {-3359, 1, 2147483646, 1849293210, 12745831, 1, -113114, 0, (-2147483647 - 1), 2147483646, (-2147483647 - 1), 2, 0, -2147483647, (-2147483647 - 1), -226768900, 10230076, 190069, 2323, -18, 1, -2, 0, 2147483646, (-2147483647 - 1), -49, -2, -176, -877, 1, 1011387, -1};

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
