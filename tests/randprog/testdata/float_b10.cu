// Random float expressions (tests/randprog/gen, kind float, seed 979190).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((atanf(f2)) == (((f3) * (f2))))
#define E1 ((((float)(i0))) * (((f0) < (f2) ? (f3) : (f1))))
#define E2 pow(fma(0x0p+00, 0x1p+01, d0), fma(0x1p+00, d0, d1))
#define E3 ((fma(d1, d1, d0)) - (((d0) / (d0))))
#define E4 atan2f(((float)(((f0) < (f0)))), ((rintf(0x0p+00f)) + (((f1) - (0x1.79ca1p-67f)))))
#define E5 ((float)(exp(((0x1.999999999999ap-04) / (d1)))))
#define E6 0x1p+00f
#define E7 ((0x1p+01f) < (((f2) * (f2))) ? (fminf(f2, f1)) : (fmaf(0x1p+00f, f2, f2)))
#define E8 (isnan(f1) + 2 * isinf(fdimf(((float)(i0)), ((f2) - (f1)))) + 4 * signbit(acoshf(f1)))
#define E9 hypotf(((((f1) + (f2))) / (tanf(f0))), ((((float)(-7))) * (((float)(i0)))))
#define E10 ((hypotf(atan2f(f2, f1), ((f3) * (f1) - (f0)))) / (((f0) - (f0))))
#define E11 (isnan(fmaf(fmaf(f3, f2, f3), ((f2) - (f3)), ((f2) * (f0)))) + 2 * isinf(f0) + 4 * signbit(((((float)(i0))) * (((f0) * (0x0p+00f) + (f1))) + (fmaxf(0x1.99999ap-04f, f1)))))
#define E12 ((0x1.5af1d8p+66f) * (((float)(255))))
#define E13 ((float)(floor(((d0) * (d1) + (d1)))))
#define E14 fmaf(((f2) + (f2)), ((f3) < (f1) ? (-0x1p+00f) : (f3)), __fmul_rn(f0, f2))
#define E15 log1pf(((sinhf(f1)) / (fminf(-0x1p+00f, f3))))
#define E16 ((((0x1p-01f) * (0x1p+01f) + (0x1.99999ap-04f))) + (((f1) / (f2))))
#define E17 f0
#define E18 remainderf(fmaf(f3, f2, 0x0p+00f), __saturatef(f1))
#define E19 logf(__double2float_rn(d1))
#define E20 f2i(f1)
#define E21 __powf(__uint2float_ru(d2i(d0)), ((((float)(i0))) + (fmaxf(f0, f1))))
#define E22 fabsf(copysignf(((f2) * (0x1.ap+01f)), cbrtf(f0)))
#define E23 fma(((fma(d0, d0, d1)) + (((d0) - (d1)))), ((double)(long long)(d2i(d1))), d0)

static const float h_f0[32] = {0x1.0624dep-10f, -0x1.4p+01f, 0x1.16c2p-133f, 0x1.fffffep+30f, 0x1.210dfcp+12f, 0x1p-01f, -0x1p+00f, 0x1.824e8p+13f, 0x1.86f06cp+07f, -0x1.1c5fc6p-23f, -0x1.4p+01f, -0x1.49fc5ep+12f, -0x1.53d0d2p+16f, 0x1p-126f, 0x1.a0483ap+10f, -0x1p-01f, -0x1.4b2084p-02f, 0x1.99999ap-04f, 0x0p+00f, 0x1.56cf5cp-04f, -0x1p+00f, -0x1p+31f, -0x1.4fd88ap+10f, -0x1.7749ep-18f, -0x1.6a7662p+11f, 0x1.5ed662p+14f, -0x1.f5297ep-10f, 0x1.d7c4e4p-03f, -0x1.6cadfap+08f, 0x1.6668d8p+09f, -0x1.43a8p+16f, 0x1p-01f};
static const float h_f1[32] = {0x1.fffffep+30f, 0x1.a609dep-23f, 0x1.0869e8p-07f, INFINITY, -0x1.8460bcp-12f, 0x1p+24f, 0x1p-01f, 0x1.4p+01f, -0x1.f7f7d6p+06f, -0x1.e19b4cp-03f, 0x1.16c2p-133f, 0x1p-126f, -0x1.be362cp+03f, 0x1p+24f, -0x1.e64578p-04f, 0x1.2a05f2p+33f, 0x1.fffffep+30f, 0x1.0624dep-10f, 0x1.2a05f2p+33f, 0x1.885ef8p-01f, 0x1.0624dep-10f, -0x1.0bap-138f, 0x1.41fb36p-09f, 0x1.6a745ep-26f, -0x1.2497cep-21f, 0x1.2a05f2p+33f, -0x1.0bap-138f, -0x1.c905c6p+19f, 0x1p+00f, 0x1p-01f, -0x1.648a6ep+13f, 0x1.4p+01f};
static const float h_f2[32] = {0x1.eecd4p-15f, -0x1.27a398p+26f, 0x1p-126f, -0x1.5574ccp-10f, -0x1.5d7fbp+17f, 0x1p-01f, -0x1.9305a4p-16f, 0x1.fffffep+31f, -INFINITY, -0x1p-01f, -0x1.09691cp+01f, -0x1.bdb886p-09f, 0x1.2a05f2p+33f, 0x1.4p+01f, 0x1.85026ap-10f, -0x1.0b0b12p-02f, -0x1.27a398p+26f, 0x1.0624dep-10f, -0x1.66620ep+03f, -0x1.9c931ap+06f, 0x1p+24f, -0x1.e7a09ap+18f, 0x1.fffffep+22f, 0x1.8a0468p-14f, 0x1.faa03p+10f, -0x1.02e49ap-05f, 0x1.8p+01f, -0x1.0bba12p-02f, -0x1.27a398p+26f, -0x1.74806cp+08f, 0x1p+00f, -0x1.93dbaep-03f};
static const float h_f3[32] = {0x1.16c2p-133f, 0x1p+24f, 0x1.cf2c5p-12f, 0x1.fffffep+31f, 0x1.38593cp-22f, INFINITY, 0x1.8p+00f, 0x1.d18cp+18f, -0x1.27a398p+26f, -0x1p-01f, 0x1.65a0eep+08f, -0x1.e1d8aep-17f, -0x1.f2f6d2p+00f, 0x1.d0ef22p-18f, 0x1.fffffep+30f, 0x1.4b3bd2p-22f, -0x1.4aedacp+17f, INFINITY, -0x1.a924cp+13f, 0x1.cb1bf2p+19f, 0x1.d09dfep-05f, -0x1.5ab25ep+08f, 0x1.74fcc6p-08f, -0x1.0bap-138f, -0x1.24e72ap+00f, 0x1.16c2p-133f, 0x1p+24f, 0x1.0ae3f4p+18f, 0x1.8p+01f, -0x1p+00f, 0x1.227b16p-13f, -0x1.27a398p+26f};
static const double h_d0[32] = {0x1p-01, -0.0, 0x1.7243f52f1d716p-31, 0x1.d4e9eda19a35p-04, 0x1.1c37937e08p+53, 0x1.9aed025830cb4p-20, (double)INFINITY, 0x1.4b3cf9fc49e7ap-19, -0x1p+00, 0x1p-01, -0x1.cp+01, -0x1.41cbae845dccp-34, -0x1.7a0a4da6cf3a8p+29, -0x1.10bd6f941b8fp-29, 0x1.902f2222ae6b4p+29, -0x1.08acfd538c486p+39, -0x1.1acbf7a73ed56p-04, -0x1.26d46278782f6p-40, 0x1.5332538d8659p+06, (double)INFINITY, -0x1.d64ca87090d6ap+11, -0x1p+00, 0x1.4671b72881a64p-16, -0.0, -0x1.cd40058ae7548p+03, 0x1.a4a49de554738p-25, 0x1.98302757212fp-11, 0x1.999999999999ap-04, 0x1.d6f34548p+26, 0x0p+00, 0x1p-01, 0x1p-01};
static const double h_d1[32] = {0x1.4p+01, 0x1.999999999999ap-04, 0x1.d892a2ea0e4ecp-09, -0.0, -0x1.6a112492a3fb8p-30, -0x1p+00, 0x1.23312feb69f9p+11, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, -0x1.6d60f826d893cp-35, 0x1.e715a586696bp-30, -0x1.cp+01, 0x1.2ee7cdd1d05bcp+20, -0x1.949abdc1f4112p+28, 0x1.999999999999ap-04, 0x1p-01, -0.0, -0x1.97f0dde7483d8p-25, -0x1.cp+01, 0x1p-01, 0x1.0e285b58586a8p+28, 0x1.156d0413b74fp+15, -0x1.8399b94ee1bc6p-08, 0x1.caf4f129349fcp-02, -0x1.9d552e5489fp+22, (double)INFINITY, 0x1.af3fb814b5624p-07, 0x1.a511b8a69065p-29, 0x1.f0dd3518dd9b4p+12, 0x1.349bb7beda5dap-23, -0x1.b9d6200106f0cp-04};
static const int h_i0[32] = {-129107, 120295139, 12290800, 1, -1, 0, 0, -5, 6, 2147483646, -16614833, (-2147483647 - 1), 392572387, 2, (-2147483647 - 1), 2, 2147483646, 374205066, 2147483647, -2147483647, -2147483647, -2147483647, 33246837, 90956087, 41454338, 2147483647, -2, -2, -14, 123, (-2147483647 - 1), (-2147483647 - 1)};

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
