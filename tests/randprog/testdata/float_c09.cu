// Random float expressions (tests/randprog/gen, kind float, seed 8009).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaxf(((((0x1.79ca1p-67f) / (0x0p+00f))) / (remainderf(-0x1p+00f, f1))), ((tanhf(f2)) - (((0x1.79ca1p-67f) < (f3) ? (f1) : (f1)))))
#define E1 0
#define E2 fma(((((double)(long long)(i0))) - (((double)(long long)(i0)))), ((double)(fmodf(f3, f2))), ((double)(long long)((isnan(0x1p+00f) + 2 * isinf(f0) + 4 * signbit(f2)))))
#define E3 ((float)(i0))
#define E4 ((float)(i0))
#define E5 ((float)(f2i(0x1.5af1d8p+66f)))
#define E6 i0
#define E7 ((fmaf(((float)(0x1.999999999999ap-04)), hypotf(f1, f2), ((f1) - (f2)))) / (fmaf(((float)(255)), ((float)(d0)), ((f0) / (f3)))))
#define E8 ((remainderf(f2, f0)) * (cbrtf(f2)))
#define E9 ((((0x0p+00f) - (((float)(d1))))) < (f0) ? (f0) : (((f3) + (((f3) * (f3))))))
#define E10 ((hypotf(((float)(i0)), exp2f(f1))) < (fdimf(f0, 0x1.ap+01f)) ? (((float)((isnan(f2) + 2 * isinf(f2) + 4 * signbit(0x1p+00f))))) : (f3))
#define E11 ((fmaf(f3, f2, f3)) >= (f0) ? (((f1) * (f1))) : (cbrtf(f3)))
#define E12 fdimf(((float)(d2i(d1))), fmaf(f1, ((f3) * (f2)), fmaf(0x0p+00f, f1, f2)))
#define E13 ((f1) / (fmaxf(f3, f0)))
#define E14 __double2float_rz(fma(atan2(d1, d0), ((double)(f0)), tanh(d0)))
#define E15 f2i(((float)(i0)))
#define E16 ((((f2) * (f2))) <= (f1))
#define E17 ((((float)(d0))) * (((f2) * (f0) + (f2))))
#define E18 rintf(__log2f(((f1) + (f1))))
#define E19 ((((0x1p+00) * (d0) + (d1))) + (0x1.999999999999ap-04))
#define E20 fmodf(__fmul_rz(((f0) * (f2)), ((f0) - (f2))), __frcp_rd(((float)(i0))))
#define E21 sqrt(cos(d0))
#define E22 atan(fma(fma(d0, d0, d0), d1, ((d1) * (d0) + (d1))))
#define E23 __float2int_ru(fminf(fmaxf(fminf(f0, f1), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {0x1.2a05f2p+33f, -0x1.3fc49ep+04f, -0x1.4p+01f, 0x1.504634p-03f, -0x1.05ef0cp+09f, -0x1.90723ep-19f, 0x1.3cdd62p-19f, -0x1.533f86p+02f, 0x1.fffffep+127f, 0x1.4p+01f, 0x1.c8e0ap-08f, -0x1.78c0a8p-02f, -0x1.ed1896p+14f, 0x1.b9139cp-20f, -0x1.b54738p-01f, 0x1.6cfd4p-02f, -0x1p-01f, 0x1.dfe7bep+07f, 0x0p+00f, 0x1.c78ad6p-02f, -0x1.16f22cp-16f, 0x1.8p+01f, 0x1.8p+00f, -0x1p+00f, -0x1p+31f, -0x1p+31f, 0x1.5c7106p+12f, 0x1.16c2p-133f, 0x1.ff62aep+09f, -0x1.5d428cp-10f, 0x1.8p+00f, -0x1.3b448p-12f};
static const float h_f1[32] = {-INFINITY, -0x1.7a1e96p+03f, -0x1.35736ap-05f, 0x1.49a4b6p-08f, 0x1.8p+01f, -0x1.b7afbp-01f, -0x1.554596p-21f, -0x1.5e7c22p-07f, 0x1.f235c2p-19f, -0x1.ea798ep-07f, -0x1.f367cp-05f, -0x1.0bap-138f, 0x1.fffffep+127f, -0x1p-01f, 0x1.e5f3ap+06f, 0x0p+00f, -0x1.3096c6p-15f, 0x1.2a05f2p+33f, 0x1p-01f, -0x1.0bap-138f, 0x1.fffffep+127f, -0x1.420a8ap+17f, -0x1.bce192p+07f, 0x1p+24f, 0x1.fffffep+127f, -0x1.2459c4p-03f, 0x1.6662ap-05f, 0x1.28e3cap+00f, 0x1.2a05f2p+33f, -0x1.548f04p-21f, 0x1.4p+01f, -0x1.c624a6p-22f};
static const float h_f2[32] = {-0x1.9bcf96p-11f, 0x1p+24f, -0x1.b549a4p-20f, INFINITY, -0x1.4629d2p-21f, 0x1.3d15bcp-04f, 0x1.4p+01f, -0x1.13de4p-23f, 0x1.521e7ep-17f, 0x1.99999ap-04f, 0x1.fffffep+31f, 0x1p+24f, 0x1.db2d66p+18f, 0x1.8fef7ep-13f, 0x1.71695ap+03f, -0x1.fffffep+127f, -0x1.0af594p+19f, 0x1.a6844cp+04f, 0x1.2a05f2p+33f, -0x1p+31f, 0x1.382a72p+12f, 0x1.8p+01f, 0x1.20fe16p-08f, 0x1.4d6afp+10f, -0x1.8e2b0ap+05f, 0x0p+00f, -0x1.0c7b24p-13f, 0x1p+00f, 0x1.0624dep-10f, -0x1.79fc8p-17f, -0x1.fffffep+127f, -0x1p+31f};
static const float h_f3[32] = {-0x1.27a398p+26f, 0x1.aed21p-16f, -0x1.27a398p+26f, -0x1.ed1c52p-01f, 0x1.0624dep-10f, -0x1.fffffep+127f, 0x1.fffffep+22f, -0x1.2fc5d4p+00f, 0x1p-01f, -0x1.0c929p-06f, -0x1.0bap-138f, 0x1.fffffep+127f, 0x1.4dd5e2p-11f, 0x1.57a722p-09f, -0x1.022b26p-06f, 0x1.06f21ep-10f, 0x1p+00f, -0x1.27a398p+26f, -0x1.079bc8p+00f, -0x1.3a5ba2p+10f, 0x1.99999ap-04f, 0x1.50c9dp-11f, -INFINITY, 0x1.8da87ep-19f, 0x1.99999ap-04f, 0x1.d7e56ep-06f, 0x1.a3c358p+06f, -0x1.0bap-138f, -0x1.2b691p+12f, 0x1.fffffep+30f, -0x1.44ce3ap+12f, 0x1.717244p+16f};
static const double h_d0[32] = {0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, -0x1.19212f5731114p-03, 0x1p+00, 0x1.b9017197451ap-27, 0x1.03d5563bc782cp+37, -0x1.d52a26872cf5p-27, 0x1p+00, 0x1.a3527fa4d52c8p-18, -0.0, 0x1.d6325dd797a28p+32, 0x1.ed1ad3510c32p-44, -0x1p+00, 0x1.a012e9135b6c8p-19, -0x1p+00, 0x1.34245fda66d5ap-16, -0x1.955b0268bb7cp+33, -0x1.06ed0d558c1ap-43, -0x1.be192ff2f4108p-22, 0x1.1c37937e08p+53, 0x1.4p+01, -0x1.c7fc11bd03018p-36, 0x0p+00, 0x1p-01, 0x1.f3779c5d97f6ep+07, 0x1.a8b1226f3a0f6p-38, 0x1.d6f34548p+26, -0x1.25395c2845p-45, 0x1p+53, 0x1p+53, 0x1.d1d0be763c68p+24, -0x1.ac55bf1e1a16p+03};
static const double h_d1[32] = {-0x1.6aef4a7494fdcp+27, -0x1.c039aece05d2p+10, -0x1.3251360e05008p-02, 0x1p+53, -0x1.7f13ac50159c4p+25, 0x1.d974c6fc4fdd4p+14, -0x1.56e1fc2f8f359p-997, 0x1.ec7c3829c5acp+31, 0x1.349c2a07e0efcp-34, -0x1.9e5bb13d9264ep-20, 0x1.5a4c5dd540a5cp-34, -0x1.0cedde41c3d8p-13, 0x0p+00, -0x1.f2d7170b506dp-27, 0x0p+00, -0x1.3eb8c281ca104p-05, -0.0, -0x1.df837e09698fp-16, (double)INFINITY, 0x1.fffffffffffffp+1023, -0x1.172d9e45f3df2p-28, -0x1.40a1b2ff1a7a4p-05, 0x1.8be9861ee6b92p+12, (double)INFINITY, -0x1.a56c97be2dff2p+08, 0x0p+00, -0.0, 0x1.1c37937e08p+53, -0x1.cp+01, 0x1.983a08236cd6ap+26, 0x1.90cacc75d1bb8p+13, -0x1.0ffd8c639d154p-10};
static const int h_i0[32] = {99, -2147483647, 201309, 489, 2147483646, 2, -2147483647, -2, -276247, 22694, -1, -2147483647, -2147483647, -2147483647, -326, -2, 15999862, 2147483646, 1, 2, 2147483647, -2147483647, -161, 1, 182, 2, 6115, -108244489, -1, 2147483646, 0, 0};

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
