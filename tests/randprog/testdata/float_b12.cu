// Random float expressions (tests/randprog/gen, kind float, seed 995028).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 floorf(f3)
#define E1 ((((((f3) - (f3))) >= (sqrtf(f2)) ? (f1) : (hypotf(f3, f0)))) / (acoshf(truncf(f0))))
#define E2 ((((f1) * (f3))) * (((f1) * (f1) + (f3))) - (f3))
#define E3 ((float)(((d0) + (((d0) / (d1))))))
#define E4 rintf(((f3) + (f1)))
#define E5 remainderf(((f1) - (f2)), ((f3) * (f1) - (f0)))
#define E6 remainderf(rintf(f2), f3)
#define E7 ((exp(copysign(0x1p+01, d1))) - (cos(((d0) * (d0) + (d1)))))
#define E8 f1
#define E9 remainderf(((f2) - (tanhf(f1))), expm1f(((f3) * (f0))))
#define E10 atan2f(log10f(((float)(i0))), ((float)((isnan(f0) + 2 * isinf(f2) + 4 * signbit(f0)))))
#define E11 ((float)(f2i(((f2) * (f0) + (0x0p+00f)))))
#define E12 ((float)(((-0x1p+00f) <= (f1))))
#define E13 ((0x1.99999ap-04f) != (tanf(0x1p-01f)))
#define E14 f0
#define E15 ((float)(fma(d0, d0, d1)))
#define E16 0x1p+00f
#define E17 __double2float_rn(((double)(f2i(f2))))
#define E18 __float2int_rz(fminf(fmaxf(roundf(f2), -2.1e9f), 2.1e9f))
#define E19 d1
#define E20 ceilf(sinf(f2))
#define E21 ((f2) * (-0x1p+00f))
#define E22 ((((0x1.79ca1p-67f) - (0x1p+00f))) * (((f0) >= (f1) ? (f2) : (f3))))
#define E23 remainderf(fabsf(((f2) * (f1))), ((hypotf(0x1.79ca1p-67f, 0x1p+00f)) / (((f3) + (f0)))))

static const float h_f0[32] = {-0x1.4p+01f, -0x1p+00f, 0x1p-126f, 0x1p-01f, 0x1.fffffep+22f, 0x1.88361p-15f, 0x1.8cce3cp+11f, 0x1.99041p+14f, -0x1.5e7d76p+11f, -0x1.f2f326p-20f, 0x1.7039b4p-09f, 0x1p+24f, -0x1.e0736ap-20f, -0x1.0bap-138f, 0x1.74bd8cp-11f, 0x1.497ae2p-03f, 0x1.56f4f2p-06f, 0x1.fffffep+30f, 0x1.fffffep+22f, 0x1.a684e4p-01f, -0x1.4d62d2p+01f, -0x1.27a398p+26f, 0x1.fffffep+31f, 0x1.8p+01f, -0x1.c279e2p-04f, 0x1p+00f, -0x1.4dec5ep+09f, -0x1.36c3bp-23f, -0.0f, -0.0f, -0x1.106ac4p-15f, -0x1.852cb8p-22f};
static const float h_f1[32] = {-0x1.234f04p+03f, 0x1.85ddccp-21f, -0x1.211e7ep+00f, 0x1.4p+01f, 0x1.2a05f2p+33f, -0x1.6bc88p-19f, 0x1.1a52dp-04f, 0x1.46ec78p-14f, 0x0p+00f, -0x1.c7fbd2p+19f, 0x1.4b7eb4p-13f, 0x1.94fc32p-13f, 0x1p+24f, 0x1.fffffep+30f, -0x1.79743cp-06f, -0x1.39a89p+13f, -0x1.ece762p-08f, -0x1.dcfaecp-05f, 0x1.ae849ep-19f, 0x1.2d8c4ap+07f, 0x1.624506p+15f, -0.0f, 0x1.dd51ccp-21f, 0x1.2e6f8p+00f, 0x1.e39bbp-13f, 0x1.04db4cp+11f, 0x1p+24f, -0x1.7ec9eap-15f, INFINITY, -0.0f, 0x1.d124acp-02f, 0x1p+24f};
static const float h_f2[32] = {-0x1.c5104ep-13f, 0x1.6d972ep+13f, -0x1.fe9f7ep-04f, 0x1.98a332p+19f, 0x1.fffffep+30f, 0x1.31b664p+12f, 0x1.0624dep-10f, -0x1.d0aad6p-14f, 0x1.b24f14p-03f, 0x0p+00f, 0x1.fffffep+127f, 0x1.d63ccep+05f, 0x1p-01f, 0x1p-01f, -0x1.9cd256p-17f, 0x1.9ebe1ep+02f, 0x1p+24f, 0x1.48670cp+07f, 0x1.dde9f6p-02f, -0x1.a24e16p+14f, 0x0p+00f, -0x1.53eebcp-14f, -0x1.5bd3b6p+16f, 0x1.edf046p+00f, -0x1p+00f, 0x1.0af35cp-18f, 0x1.7f45cap+09f, -0x1.25d59cp+11f, 0x1.8p+01f, -0x1.4b04d2p-18f, -0x1.abe48p-13f, -0x1p+31f};
static const float h_f3[32] = {0x1p-01f, -0x1.8e02d2p+11f, 0x1.8p+00f, 0x1.7b2b72p+03f, -0x1.6fcf2cp-09f, -0x1.abd21p-11f, 0x1.16c2p-133f, 0x1.2d7896p-05f, 0x1.9f3fe4p-21f, -0x1.1f376p-20f, 0x1.16c2p-133f, 0x1.466d1cp+01f, -0x1.cd42b6p+02f, 0x1.4263bep-07f, -0x1.4p+01f, -0x1.27a398p+26f, -0x1p-01f, -0x1.55992ap-07f, 0x1.99999ap-04f, -0x1.c01b06p+02f, 0x1.fbf23cp-19f, -0x1.6df58ep-05f, 0x1p+24f, -0x1.0bap-138f, 0x1.d0dde2p+14f, -0.0f, -0x1.a464c2p-07f, -0x1.05482ep-08f, -0x1.2ee066p-24f, 0x1.7548f2p-18f, 0x1.fffffep+30f, 0x1p+24f};
static const double h_d0[32] = {-0x1.c3b3547b18d12p+14, 0x1.4p+01, 0x1.a41adaa03432p-20, -0x1.0560fa5215e4p+17, 0x1.031df542b3668p-28, 0x1.4091d9c834878p+21, -0x1p+00, 0x1.7e43c8800759cp+996, -0x1.b4947452eec04p+29, -0x1.05745930b3278p-31, -0x1.01356a30b1068p-07, 0x1.e492068d6b1eep+18, -0x1.2d77866077302p+18, 0x1.883783ff1938p+00, 0x1.b365366dedf24p-23, 0x1.1c37937e08p+53, (double)INFINITY, 0x1p-01, -0x1.d51bef29f3aep+34, -0x1.254487515728p-42, 0x1.eab9c2c556eb8p-13, 0x1.d6f34548p+26, 0x1p-01, 0x1.c28ed9b275deap+07, 0x1.7b20564c30358p+21, 0x1.272ba3f30e3p+33, 0x1.c852d327c3554p-09, -0x1p+00, 0x1.9a0807d7c1d08p+13, 0x1.bb7d0de19064ep-05, -0x1.de8882fba70a8p+24, 0x1.33738c8e2e614p+38};
static const double h_d1[32] = {-0x1.a2156256c220cp+27, 0x1p+53, -0x1.d08cac77c49ecp-31, -0x1.6a25491f7331p-08, 0x1.845bcf1c2c5ep+08, 0x1.999999999999ap-04, -0x1.e6ca27aef0b54p+06, 0x1p-1074, 0x1.3c429f2d2e6a6p+34, -0x1.3aeb94c7f97fp-10, -0.0, 0x1.176f12a0c8728p+21, -0.0, 0x1.4p+01, 0x1.6ef5b6fa35cp-24, -0x1.492694be2f8bep+17, -0x1.afc745f6bbfa6p+25, 0x1.4p+01, 0x1.fffffffffffffp+1023, 0x1.518f58e0d8f2p+31, -0x1.e76c4ebd0d9b2p+20, -0x1.cp+01, 0x1.999999999999ap-04, -0x1.f6a8ce4b8e4a2p+36, -0x1.cp+01, -0x1p+00, -0x1.96143f45f9318p+28, 0x1.9ef4380cff458p+36, -0x1.4a8865eaf850cp+28, -0x1.f9b866a80648cp+31, 0x1.aa89e5f8e218p-34, -0x1.950982752046p-03};
static const int h_i0[32] = {2, 397, -49, 29058115, -1715036672, -453919205, -61355, (-2147483647 - 1), -2147483647, -20, -2147483647, (-2147483647 - 1), (-2147483647 - 1), 1183690, 2, 2147483647, -1, 2, 3339, 3, 8646, -2147483647, -1, 1, 0, (-2147483647 - 1), -726415719, -2147483647, -49561, 1, -3615465, 0};

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
