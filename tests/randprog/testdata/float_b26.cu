// Random float expressions (tests/randprog/gen, kind float, seed 1105894).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((double)(i0))) - (fma(d0, d1, d1)))) + (fmin(d0, ((d1) + (d1)))))
#define E1 ((((f1) / (f1))) >= (((f1) * (f3) - (f2))) ? (((f3) * (f1))) : (f1))
#define E2 ((float)(d0))
#define E3 fmaf(sinhf(((-0x1p+00f) < (f2) ? (0x1p+01f) : (f2))), atanf(((f0) - (f2))), ((((float)(i0))) * (((float)(i0)))))
#define E4 2147483647
#define E5 fdimf(f1, f2)
#define E6 ((expm1(fmod(d0, d1))) * (((((double)(long long)(i0))) * (((double)(f3))) + (tanh(d1)))) + (((((double)(long long)(i0))) * (((d1) / (d0))))))
#define E7 ((((f1) - (f2))) * (fmaxf(f3, f1)))
#define E8 copysign(((fma(d1, d0, d0)) * (d0) + (fmod(d0, d0))), ((tanh(d1)) / (((double)(0)))))
#define E9 tanhf(remainderf(f2, f2))
#define E10 ((f0) >= (f0) ? (((((float)(0x1p+00))) - (((f0) * (f2) - (0x1.5af1d8p+66f))))) : (((fmaf(f3, f0, f1)) / (((0x1p+00f) / (f3))))))
#define E11 ((((f2) - (0x1p-01f))) < (((f3) + (f2))) ? (powf(f2, f2)) : (((float)(i0))))
#define E12 (isnan(((float)(i0))) + 2 * isinf(fdimf(0x1p-01f, 0x1p+00f)) + 4 * signbit(hypotf(f1, 0x0p+00f)))
#define E13 roundf(((((f0) * (f2))) >= (((float)(i0))) ? (((float)(i0))) : (((float)(i0)))))
#define E14 ((remainderf(f1, 0x1p+00f)) < (atan2f(f1, f1)) ? (fmaf(f1, 0x1p+01f, 0x1.ap+01f)) : (((f2) * (0x1.99999ap-04f))))
#define E15 i0
#define E16 ((0x1.ap+01f) < (fmodf(f2, f3)) ? (__double2float_ru(d0)) : (f1))
#define E17 d2i(((double)(long long)(i0)))
#define E18 ((((f2) >= (0x1p-01f) ? (f1) : (f2))) - (f2))
#define E19 f0
#define E20 ((double)(long long)(__float2int_rd(fminf(fmaxf(f3, -2.1e9f), 2.1e9f))))
#define E21 (isnan(f2) + 2 * isinf(((f2) * (f2) - (f3))) + 4 * signbit(((0x1.5af1d8p+66f) * (f0))))
#define E22 f3
#define E23 __ll2float_rz(d2i(d0))

static const float h_f0[32] = {-0x1.fe1b6ap-15f, -0x1.588712p-14f, -0x1p-01f, -0x1.6266a6p-03f, 0x1.9ff85cp+12f, -0x1.0bap-138f, -0x1.9c57e4p+15f, -0x1.ee360ap+04f, 0x1.fffffep+22f, 0x1p+24f, 0x1.fffffep+127f, 0x1.75cfbcp+04f, -0x1.b7c416p+08f, 0x1.ac9b66p+10f, 0x1p+24f, 0x1.ada414p-14f, -0x1.a18334p+05f, 0x1.fffffep+31f, -0x1.916ae2p-13f, -0x1.9fd5e8p-08f, 0x1p+24f, -0x1.d6bd86p-09f, 0x1.63418p-20f, 0x1.b8000cp+00f, 0x1.90cc8p+12f, 0x1.568e22p-20f, 0x1.c186f2p+05f, 0x1.d36b9ap+07f, -0x1.eb37p-01f, -0x1.23470ap-01f, -0x1.082e1ep-04f, 0x1.089a1p-05f};
static const float h_f1[32] = {0x1.8p+01f, 0x1.67bd5ap-04f, -0x1.fffffep+127f, -0.0f, -0x1.17ad28p-07f, -0x1.9eb50cp+15f, -0x1.a6c6a4p-13f, 0x1.2dad94p-04f, -0x1.5fd52p+03f, -0.0f, -0x1p+31f, -0.0f, -0x1.3031a6p+11f, 0x1p+24f, -0x1.78e7eep-13f, -0x1.6330b6p-26f, 0x1.4deb44p+13f, -0x1.688a64p+06f, -0x1.03df1cp+01f, 0x1.0624dep-10f, -0x1.e5e566p+02f, 0x1.8p+01f, -0x1.0bap-138f, 0x1.fffffep+22f, -0.0f, 0x1.e4c02cp+00f, -0x1.27a398p+26f, 0x1.16c2p-133f, -0x1.7ecb82p+05f, 0x1.0624dep-10f, 0x1.629746p+15f, 0x1.16c2p-133f};
static const float h_f2[32] = {-0x1.7a0082p+08f, 0x1.fffffep+127f, -0x1.fffffep+127f, 0x1.acc784p+10f, -0x1.4p+01f, -0x1.4p+01f, 0x1p+24f, 0x1.fffffep+30f, -0x1.c2f41ap-07f, 0x1.46a55p-08f, 0x1p-01f, 0x1.d0cb66p+10f, -0x1.dd49acp+02f, 0x1.fffffep+127f, 0x1.fffffep+127f, 0x1.a93cfcp-11f, 0x1.614cacp-06f, 0x1.2a05f2p+33f, 0x1.f666dcp+01f, 0x1.d92f48p+17f, -0x1.88dc3p+04f, 0x0p+00f, -0x1.0bap-138f, -INFINITY, -0x1.163fdap+08f, INFINITY, 0x1.16c2p-133f, -0x1.bdd136p+10f, 0x0p+00f, 0x1.4p+01f, 0x1p+24f, 0x0p+00f};
static const float h_f3[32] = {0x1.60f202p-19f, -0x1.070ea2p+08f, 0x1.8p+00f, 0x1p-01f, 0x1.8c636p-13f, 0x1.749ffp+18f, 0x1p+00f, 0x1.85fac8p-09f, -0x1.4p+01f, 0x1.bdc1c8p-21f, 0x1.7e9108p+17f, 0x1.4420c4p+13f, 0x1.7b5a5ap-18f, -0x1p+31f, 0x1.fffffep+22f, -0x1.90a0fep-09f, 0x1.3a01dap+19f, 0x1.f201c2p-21f, 0x1.e75e0cp+00f, 0x1.b202cp+16f, -0x1.c4cfbep+05f, 0x1.4f3f9ep-22f, -0x1.2792ccp+03f, 0x1.ce0456p+18f, -0x1p+31f, 0x1.0624dep-10f, 0x1.e3cfbcp-11f, 0x1.fffffep+22f, 0x1.9d396ep-08f, 0x1.78045p-13f, 0x1.8ee42ap+07f, -0x1.8216a8p+08f};
static const double h_d0[32] = {-0.0, 0x1.86874abb60d7cp+13, -0x1.9aa573f125aacp+13, -0x1.f115d880ecfd4p-30, -0x1.267b9419665fep+10, -0x1.56e1fc2f8f359p-997, -0x1.cd8b97050b6bap-32, 0x1.6a4b4da674fa8p-33, -0x1.75d8a0cc9d7dcp+04, 0x1.e25463407195ap-25, 0x1.333a95b86ca54p-01, 0x1.41294b2ec4dbcp+17, 0x1.7e43c8800759cp+996, 0x1.f353f409594bp+28, 0x1.0596ad0f65e2cp+05, 0x1.2e31a95a25f8p-18, -0x1.49ab30ee36632p+28, -0x1.72bb9f7697p-20, -0x1.5eeacb5e0751p+08, -0x1.53cdfcf859b7p+04, 0x1.285709bcf7556p-35, 0x1.5366bc13575e2p+01, -0x1.a2cdd4d95862p+00, -0x1.56e1fc2f8f359p-997, -0x1.41291c083aba6p-26, 0x1.88f85d1e639fcp-10, 0x1.0bb5f25b0e188p+00, -0x1.190576e7f89fcp-18, 0x1p-01, (double)INFINITY, -0x1.50d9bcbb88f9ap+27, 0x1.473ef02b6e2dp-38};
static const double h_d1[32] = {0x1.4p+01, 0x1.602e6be18ea12p+17, -0x1.f7d0152d09e74p-12, -0.0, -0x1.0662779d16a2p-14, 0x1.7e43c8800759cp+996, -0.0, -0x1.20a6ce2b5501ep+29, -0x1.56ecf52882e1p+27, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.a9d876b556364p-15, -0x1.9375fd6366f18p-08, 0x1.d6f34548p+26, -0x1.c3627d74f72b4p-20, -0x1.05ba29c026e9p-05, -0x1.cp+01, 0x1.064e61f790594p-40, 0x0p+00, -0x1.dea1b03ad147ep-11, 0x1.7d98ff43e29bp+07, -0x1.395a91d66b0f4p+14, 0x1.1c37937e08p+53, -0x1.e92270a0db63cp+14, -0x1.7278db6ddd95p-24, 0x1p-01, 0x1.c78a6acd1d3f8p+16, 0x1.e5a8c91bbec04p-22, 0x1p+00, -0x1.a552ec11205dp+29, 0x0p+00, 0x1p+00};
static const int h_i0[32] = {(-2147483647 - 1), 1309099, 1275922181, 2, -2024786912, 2, -18838268, 2429, 2147483647, 5536265, -127216857, -1315, 1338750, -3247, -905276, 7418, 1, 7, -2, 92830538, -1, 0, -2147483647, 16, 1, 31, -25, 15832, 2147483646, (-2147483647 - 1), 404489, 1};

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
