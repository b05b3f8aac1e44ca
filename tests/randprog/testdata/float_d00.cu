// Random float expressions (tests/randprog/gen, kind float, seed 50000).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(((f0) <= (f1))))
#define E1 i0
#define E2 ((f1) / (((f2) / (((float)(i0))))))
#define E3 cos(((double)(long long)(-7)))
#define E4 ((log1pf(0x1.99999ap-04f)) >= (((float)(i0))) ? (((float)(i0))) : (sinhf(0x1.ap+01f)))
#define E5 hypotf(((float)(i0)), fabsf(((float)(0))))
#define E6 pow(atan(rint(d0)), d1)
#define E7 i0
#define E8 ((((atan2f(f1, f3)) * (((f3) + (f2))))) + (0x1.99999ap-04f))
#define E9 ((f2) / (f3))
#define E10 fmaf(((f3) * (f2)), erff(0x1p+01f), ((float)(2147483647)))
#define E11 log1pf(((fmaf(0x1.99999ap-04f, f3, f2)) + (f3)))
#define E12 ((float)((isnan(0x1.79ca1p-67f) + 2 * isinf(f2) + 4 * signbit(f1))))
#define E13 ((fdimf(fmaxf(f1, f1), ((float)(d0)))) - (((float)(i0))))
#define E14 fmaf(0x1p+01f, f3, copysignf(f3, f2))
#define E15 ((((0x1.79ca1p-67f) / (0x1p+00f))) + (((f2) / (f3))))
#define E16 d1
#define E17 ((f1) + (__frsqrt_rn(f0)))
#define E18 ((powf(((0x1.99999ap-04f) * (f1)), f1)) >= (f2) ? (f3) : (exp2f(((0x1p-01f) - (f2)))))
#define E19 d2i(((((-0x1.cp+01) + (0x1.87e92154ef7acp-665))) + (((d0) * (d0)))))
#define E20 i0
#define E21 i0
#define E22 (isnan(f1) + 2 * isinf(((fmaxf(0x1.ap+01f, f2)) * (fmaxf(f3, f1)))) + 4 * signbit(roundf(fmaf(f0, f1, f2))))
#define E23 i0

static const float h_f0[32] = {-0x1.68bf66p-17f, 0x1.603514p+18f, 0x1.fffffep+30f, -0x1.e23acp-15f, -INFINITY, 0x1.3eefc2p-12f, 0x1.003b38p-05f, 0x1.63871ap-04f, -0x1.c83edcp-13f, 0x1.4e42c8p+03f, -0x1.977832p-09f, -0.0f, -0x1.7a50c2p+01f, 0x1.00e31cp+10f, 0x1.7418bep-02f, -0x1.fcddbep-07f, -0x1.aeb6aep+06f, -0x1.7a3b82p+03f, -0x1.ef0fcp-04f, -0x1.349332p+15f, 0x1p-126f, -0x1.3d80a2p-21f, 0x1p+00f, -0x1p-01f, 0x1.95eceap-07f, -0x1p+31f, 0x1.8p+00f, 0x1.251136p-03f, 0x1.fffffep+22f, -0x1.e64cdp+19f, -0x1.e842bep+14f, -0x1.05aca8p+02f};
static const float h_f1[32] = {0x1.fffffep+127f, -0x1.988afcp+12f, -0x1.ae154ep+04f, 0x1.c2b0e4p+13f, -0x1.c16df8p-05f, 0x1.dcff38p+04f, 0x1.c8de1cp-12f, -0x1.849c04p+16f, -0x1.26705cp-05f, -0x1p+00f, 0x1.dffceep-06f, -0x1.8d360ep+07f, 0x1.99999ap-04f, -0x1.573382p-02f, 0x1.928e74p+16f, 0x1.8489f2p-02f, 0x1.21755p-17f, 0x1.16c2p-133f, 0x1.50487cp-03f, 0x1.71a6d8p-12f, -0x1.3d32c8p+14f, 0x1.2a05f2p+33f, 0x1.2a05f2p+33f, -0.0f, 0x1.5e8b8p+07f, 0x1p-01f, -0x1.efdf6ap+14f, 0x1.ff1c82p+04f, 0x1.73b672p-16f, INFINITY, 0x1.3cf256p+08f, 0x1.0624dep-10f};
static const float h_f2[32] = {-0x1.00a538p+14f, 0x1.99999ap-04f, -0x1.72235p-18f, 0x1p-126f, -0x1.86ce88p-11f, 0x1.3e3432p-04f, 0x1.fffffep+22f, 0x1.de87aap-22f, -0x1.091c14p+09f, 0x1.4p+01f, -0.0f, -0x1.788d88p+01f, -0x1.db0faap-08f, -0x1.802256p-18f, -0x1.5ec882p-16f, 0x1.fffffep+30f, 0x1.0624dep-10f, 0x1.140b74p-14f, 0x1.fffffep+31f, 0x1.47494ap-04f, 0x1.9bcb94p+02f, -0.0f, INFINITY, -0x1.f9f3bep+05f, 0x1.598962p-21f, 0x1.fffffep+127f, -0x1.0bap-138f, 0x1.4p+01f, 0x1.fffffep+31f, 0x1p+24f, 0x1.245b3ep+09f, 0x1.eb4fdp+04f};
static const float h_f3[32] = {-0x1.8b5f4cp-03f, 0x1.bb396ep+05f, 0x1.5893d6p-19f, 0x1.cd1a88p+06f, 0x1p+24f, 0x1.8p+00f, 0x1.8p+01f, -0x1.0bap-138f, 0x1p-126f, -0x1.159b5ep+00f, -0x1.90d112p-13f, 0x1.4a445p-17f, 0x1.bf00c2p+08f, -0x1.27a398p+26f, -0x1.fffffep+127f, 0x1p-01f, 0x1p+00f, -0x1.14d34ep-19f, 0x1.2a05f2p+33f, -0x1.cb29cap+00f, 0x1.5fdfa6p-04f, -0x1.b76614p+03f, 0x1.8p+01f, 0x1.108882p+15f, 0x1.1ed61p-08f, -0x1.81507ap-06f, -0x1.944202p+18f, -0x1.3c992ap+16f, -0x1.688852p+17f, 0x1.4b2a92p-12f, -0x1.27a398p+26f, 0x1.109d14p-22f};
static const double h_d0[32] = {-0x1.56e1fc2f8f359p-997, -0x1.73c0e0af74bp-15, 0x1.7b128c9bf1d98p-23, -0x1.39d97020ac51p-20, -0x1.376479fc0cf7cp-08, 0x1.7d43a9e5d3e6p+22, 0x1.62e60b1857396p-15, -0x1.cp+01, 0x1.9e096e8dea692p-01, 0x1.810c32d11bp-30, -0x1.caddf8e68155p-10, 0x1.4p+01, 0x1.c1ac50250906p-38, -0x1.26418716da366p-16, 0x1.90acac6cb11e8p+18, 0x1.775603ca033ecp-07, 0x1.1c37937e08p+53, 0x1.947b5050ec258p+27, -0x1.6946e945ae12p+04, -0x1.6d283be2689a8p+35, -0x1.cp+01, -0x1.26711fdda9dfp+16, -0x1.7a73bce25c8a8p+10, -0x1.930df9376304ep+32, -0x1.7147ee76eddp-40, 0x1.1334eac1136cp-32, -0x1p+00, 0x1.4p+01, -0x1.48387322984ep-38, (double)INFINITY, 0x1.f97b61a228828p-06, -0x1.6f342ae31a3cap+20};
static const double h_d1[32] = {-0x1.9aa0e9d6424ep-09, 0x1.b2ce179ec3638p+03, 0x1p+00, 0x1.d83be8d1428c6p-18, 0x1.ea04358f70402p-22, -0x1p+00, -0x1.56e1fc2f8f359p-997, 0x0p+00, -0x1.78fb6e04d50a2p+03, -0x1.4e44da00d31b8p-36, -0x1.d9cd11bb0eebp+00, 0x1.83163440b3c28p-42, 0x1.a5e9da7a33342p+09, 0x1.d6f34548p+26, 0x1.9a05b699dbfb8p+02, -0x1p+00, -0x1.b8b644a5e883p+26, -0x1.6359590e80ap-36, 0x1.7e43c8800759cp+996, 0x1.0bafd9d6b80dep+34, 0x1.e3096c8feb29ep-22, -0x1.56e1fc2f8f359p-997, 0x1.5fe698205aa8cp-18, -0x1.613172bff9cd2p-14, 0x1.ad9d271841ep-36, 0x1.4p+01, 0x1.c48368cd41088p-22, -0x1.a17cf3fd01318p-15, 0x1.f2856f08b9f88p-04, -0x1.1c5f684a9bec8p+16, 0x1p+53, -0x1.de39a0602a31ep+18};
static const int h_i0[32] = {2147483647, -2, -4006019, -6758, 3905, -4793, 0, 1, (-2147483647 - 1), 0, -374257, (-2147483647 - 1), -8087, 74793, 2147483647, -2147483647, 2147483646, -519, -156270341, 79742981, 2147483647, -3724104, -3676, 0, 6, -2, -39408576, -1782580, 0, 2147483647, -2, -132546563};

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
