// Random float expressions (tests/randprog/gen, kind float, seed 971271).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(d2i(fma(d1, d0, d0))))
#define E1 powf(((-0x1p+00f) + (f2)), ((float)(i0)))
#define E2 ((((double)(long long)(i0))) / (((atan2(d1, 0x1p+00)) / (fmax(d1, d0)))))
#define E3 d0
#define E4 ((((f3) * (f3) - (f0))) - (f3))
#define E5 ((((fma(d1, d0, d0)) * (((double)(i0))) + (d0))) - (0x1p+00))
#define E6 fmaf(((float)(i0)), ((f3) + (f3)), ((0x1p-01f) * (f0) + (f1)))
#define E7 fmodf(((f1) * (0x1.5af1d8p+66f) + (f0)), ((f1) - (f0)))
#define E8 f1
#define E9 ((((((0x1p+00f) * (f1) + (f1))) < (f2) ? (((f0) >= (f0) ? (f1) : (f0))) : (((f2) / (f1))))) * (((((float)(1 << 24))) / (((f1) / (f1))))) - (fdimf(erff(f1), hypotf(f0, f1))))
#define E10 ((((0x1p-01f) * (((f1) * (0x1.ap+01f))))) < (((float)(fma(d0, d0, 0x1.87e92154ef7acp-665)))) ? (((f2) / (((float)(d0))))) : (((((0x1.79ca1p-67f) / (f2))) * (fmaf(f0, f0, 0x1p+00f)))))
#define E11 ((((((float)(i0))) < (((float)(i0))) ? (f2) : (((f0) * (f2))))) < (log2f(0x1.99999ap-04f)) ? (((float)(i0))) : (f1))
#define E12 ((fmin(0x1.87e92154ef7acp-665, d1)) * (d0))
#define E13 ((-0x1p+00f) * (0x1p-01f))
#define E14 ((f3) * (ceilf(f3)))
#define E15 cos(((d0) * (0x1.87e92154ef7acp-665) + (d1)))
#define E16 (isnan(f2) + 2 * isinf(((powf(0x0p+00f, f1)) + (((f2) + (f1))))) + 4 * signbit(__fdividef(((f1) / (0x1p+00f)), ((f0) + (f3)))))
#define E17 ((double)(__int2float_rz(__float2int_rn(fminf(fmaxf(f1, -2.1e9f), 2.1e9f)))))
#define E18 fmodf(((((float)(i0))) * (f1)), __ull2float_rd(__float2int_rn(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))))
#define E19 ((float)(((((double)(long long)(i0))) - (((double)(i0))))))
#define E20 __fmul_rd(f3, 0x1p-01f)
#define E21 ((sqrtf(f2)) / (((f0) + (f2))))
#define E22 fmaf(fmaf(f1, f2, 0x1.ap+01f), ((f3) * (f1) - (f2)), ((f2) * (f1) - (f0)))
#define E23 fmaxf(f0, ((copysignf(f0, f1)) / (((float)(d1)))))

static const float h_f0[32] = {0x1.2a05f2p+33f, -0x1.de5848p+16f, 0x1.fffffep+30f, -0x1.029e0ap-07f, 0x1.07d08ep-18f, -0x1.c3ba82p-19f, -0x1.4p+01f, 0x1.22b29ap-02f, 0x1.a9cce2p-05f, -0x1.27fa42p+13f, 0x1p+00f, 0x1p-01f, -0x1.db81c2p-20f, -0x1.99ba12p-14f, 0x1.c0a8d6p+00f, -0x1.fffffep+127f, 0x1p+24f, -0x1p-01f, -0x1.47ffdcp+09f, -0x1.22f354p-17f, 0x1p-01f, -0x1.4p+01f, 0x1.2a05f2p+33f, -0x1.882df8p+16f, 0x1.489232p-15f, 0x1.fffffep+22f, -0x1.c2514cp+12f, 0x1.952e04p-18f, 0x1.e9ef6ap+10f, -0x1p+00f, 0x1.fffffep+31f, 0x1.99999ap-04f};
static const float h_f1[32] = {0x1.77f6fep+02f, 0x1.88e656p-12f, -0x1.afd2b6p-04f, 0x1.6b5b68p+17f, -0x1.8cfe96p+18f, 0x1.a6779cp-17f, 0x1.fffffep+30f, -0x1.0bap-138f, 0x1.076426p+15f, -0x1.44388cp+06f, 0x1.8c5a42p+07f, -0x1.c39a06p+04f, -0x1.41311cp-09f, 0x1.8p+01f, -0x1.b6cc3ep+11f, 0x1.624372p-20f, 0x1.db902ap-02f, 0x1.6501ecp-07f, 0x1.a2b652p+03f, -0x1.618012p-11f, 0x1.fffffep+30f, -0x1.cb84dcp+00f, INFINITY, 0x1.2ccf7ep+04f, 0x1p+24f, -0x1.42708cp+07f, 0x1.2898a8p+17f, -0x1.743a32p-15f, -0x1.c3b2ecp-14f, -0x1p+31f, -0x1.4p+01f, -0x1.27a398p+26f};
static const float h_f2[32] = {0x1.6600f4p-14f, 0x1.ac4e68p-13f, INFINITY, -0x1.a75edap-13f, -0x1.d3b298p-02f, -0x1.89a7b6p-14f, -0x1.89b9e6p-13f, -0x1.37f3b8p+00f, INFINITY, -INFINITY, -0x1.2e0044p-17f, 0x1p+24f, 0x1.1c7632p+09f, -0x1p-01f, 0x1.16c2p-133f, 0x1.4p+01f, -0x1.6def92p+18f, 0x1.4p+01f, 0x1.0624dep-10f, -0x1.4ad3eap-10f, -0x1.27a398p+26f, 0x1.d5f14cp+04f, 0x1.41cda6p-18f, 0x1p+00f, 0x1.b95a0cp+15f, -0x1.94304ap-11f, 0x1.262ebep-18f, 0x1.aecc14p+05f, 0x1.fffffep+127f, 0x1.c98d4p-06f, -0x1.c309fcp-18f, 0x1p-01f};
static const float h_f3[32] = {0x1.8p+01f, 0x1.fffffep+30f, 0x1p+24f, -0x1.0bap-138f, -0x1.27a398p+26f, -0x1p+00f, 0x1.3a7fap-04f, -0x1.47087p+09f, -0x1.12b7bp+10f, 0x1.f9d758p-02f, 0x0p+00f, -0x1.b7d14ap-06f, 0x1.e20e8ep-01f, -0x1.6bc91ep+06f, 0x1.165a0ap-09f, 0x1.048af4p+04f, 0x1.66af2p-06f, -0x1.6a4804p-13f, -INFINITY, 0x1.8p+00f, 0x1.fffffep+31f, 0x1p+00f, -0x1.7705d2p+00f, -0x1.113d22p-04f, -0x1.9daccap-11f, -0x1.efd3f8p-09f, 0x1.56602cp-21f, 0x1.ddb3a4p+11f, 0x1.76a252p-09f, -0x1.a61da6p+07f, 0x1.86d1dap-21f, -0x1.3512ep+06f};
static const double h_d0[32] = {0x1.2e149b468f9e2p-28, 0x1p+00, -0x1.45132a7dedf92p+33, 0x1.1c37937e08p+53, 0x1.9ea31d5867864p+37, -0x1.14c03d8394a8ep+27, 0x1.a5780392cf624p-27, 0x1.88d905b49b01p+06, 0x1.999999999999ap-04, 0x1.db8044039d08ap+30, -0x1.67bad0839a964p+30, 0x1.db5e60c04f8cap+26, 0x1.2810ef290fc44p+23, 0x1.9b557d3a264aap+16, 0x1.1f771b22efap-42, -0x1.fc909b337445cp-02, 0x1.4p+01, -0x1.56e1fc2f8f359p-997, 0x1p-01, 0x1p+00, 0x1p-01, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, -0x1.568b5b0208d4cp+13, -0x1.56e1fc2f8f359p-997, 0x1.e6feed7f2abfcp+02, 0x1p-1074, (double)INFINITY, 0x1p+53, -0x1.f270d50674a8p+27, 0x1.dcd85671d1918p-20, -0x1p+00};
static const double h_d1[32] = {(double)INFINITY, -0x1.1d728c9405c9p+29, 0x1.c153edf4b71cp-24, 0x1.3c6002ef097e4p-01, -0x1.229766f54fe96p-16, 0x1.d6f34548p+26, (double)INFINITY, -0x1.3768dc42018dcp+00, 0x1.640cf3e046a4ap-32, -0x1.c0491c0e642p+25, 0x1.ee578d254718cp+05, 0x1.f154983b7669p-08, 0x0p+00, 0x1.fffffffffffffp+1023, -0x1.16406ddcf987ep-18, 0x1p+00, 0x0p+00, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, -0.0, 0x1.e390ac03d104ap-19, -0x1.cb8bce34ac734p-18, 0x1p-01, 0x1.d6f34548p+26, 0x1.c8eb9c8a3ba4p-31, 0x1.d24c0a357ab4p+11, 0x1.b11f934b3374p-17, 0x1.01b7e952831bcp+30, -0x1.3f39db2f24ba8p-12, -0x1.8346f880e1d7cp-31, 0x1.9e76276acbc4cp+25, 0x1.b9b9958a6aeecp+04};
static const int h_i0[32] = {-2147483647, -2, (-2147483647 - 1), -1, -2147483647, -1, 2, -1, -151527, 183501, -48166632, -63, 1, -4553, -2, -2, 6442303, 0, -6, -106408, (-2147483647 - 1), -137775882, 0, 910267064, -5055, -2, 1, -262011, -2, 2147483647, -24, -1725};

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
