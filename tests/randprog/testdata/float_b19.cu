// Random float expressions (tests/randprog/gen, kind float, seed 1050461).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f0
#define E1 ((tanh(fma(d0, 0x1p+01, d0))) * (exp(((0x1p+01) * (d1) + (d0)))) + (((double)(long long)(d2i(d0)))))
#define E2 f3
#define E3 f2
#define E4 ((float)((isnan(f3) + 2 * isinf(f1) + 4 * signbit(f1))))
#define E5 ((((float)(i0))) + (((float)(i0))))
#define E6 ((((double)(i0))) * (((((double)(long long)(-7))) - (((0x0p+00) * (d0) + (d1))))) + (hypot(((d1) / (d0)), ((d1) + (d0)))))
#define E7 ((((((float)(0))) * (((f3) * (f1))))) <= (fmaxf(((f1) / (f2)), 0x1p+01f)))
#define E8 ((((double)(long long)(i0))) / (((d1) + (0x0p+00))))
#define E9 ((fmaxf(acoshf(f2), fmaf(f3, f3, f1))) * (fmodf(((f2) * (f3)), ((f0) >= (-0x1p+00f) ? (f3) : (f1)))))
#define E10 copysign(fma(atan2(d0, 0x1.87e92154ef7acp-665), fma(d1, d0, d0), ((double)(i0))), ((((d1) * (d1))) * (d0) + (((d1) * (d1) + (d1)))))
#define E11 ((float)(((f2) > (f0))))
#define E12 ((expm1f(((f2) - (f0)))) / (((((f0) - (f0))) >= (fmaf(0x1.5af1d8p+66f, f0, f1)) ? (((f3) - (-0x1p+00f))) : (f2))))
#define E13 ((rintf(f3)) / (expf(f1)))
#define E14 d2i(((d1) * (d0) + (d1)))
#define E15 ((((float)(((0x1.87e92154ef7acp-665) * (d1) + (d0))))) / (f2))
#define E16 fmaf(f0, ((f1) * (((f1) * (f2))) - (hypotf(f2, f2))), fmaf(f0, fmaf(f2, f0, f3), ((f0) * (f0) + (f1))))
#define E17 -0x1p+00f
#define E18 ((((f1) - (fmaf(0x1p-01f, 0x1p+01f, f1)))) >= (((asinf(f2)) >= (fmaf(f1, f3, f1)) ? (f2) : (atan2f(f1, f0)))) ? (__int2float_ru(f2i(f1))) : (roundf(((-0x1p+00f) - (f0)))))
#define E19 ((((float)(((0x1p+01) * (d0) + (d1))))) - (((((f2) + (f2))) + (__double2float_rn(d0)))))
#define E20 ((__ll2float_rz(i0)) / (fmaxf(f2, f2)))
#define E21 i0
#define E22 ((((((d1) / (d0))) * (((d1) / (d0))) + (log1p(d1)))) * (((((double)(f3))) * (((double)(i0))))))
#define E23 __double2float_rz(((double)(long long)(((f1) > (0x1.79ca1p-67f)))))

static const float h_f0[32] = {0x1.c9e342p-05f, 0x1.a934ep+14f, 0x1.fffffep+30f, 0x1.8p+01f, -0x1.7347c8p+16f, 0x1.ff354ep-22f, -0x1.5a5f8p-07f, 0x1.81df6cp-04f, -0x1.15198ap+14f, -0x1p+00f, -0x1.392834p-11f, 0x1.a9db2p-13f, 0x1.9bf6bcp-03f, 0x1.fffffep+22f, 0x1.f7f84ap-14f, 0x1.0624dep-10f, -0x1.5d53d8p+03f, -0x1.bed83cp-10f, 0x1.74cd2cp-19f, 0x1.eca7e2p+18f, 0x1p+24f, -0x1.7e59b4p+03f, 0x1.4p+01f, -0x1.052bbep-04f, 0x1.af2322p-21f, -0x1.dd88a4p-20f, 0x1.fffffep+127f, 0x1.42aba4p-05f, 0x1.13cb64p-23f, -0x1.0bap-138f, 0x1.fffffep+127f, -0x1.3b44acp-01f};
static const float h_f1[32] = {-0x1p+31f, -0x1.4p+01f, 0x1p+00f, -0x1.1aadb4p+12f, 0x1.a02d46p-11f, -0x1.0bap-138f, 0x0p+00f, 0x1.7fc566p+09f, 0x1.c1aeeap-17f, -0x1.5e28e2p-07f, 0x1.fffffep+30f, 0x1.c5000ap-17f, -0x1.002ab6p-17f, 0x1.d2004ep+03f, 0x1.29e4ecp-09f, -0x1.5794e4p+05f, 0x1.8p+01f, 0x1p+24f, -0x1.570b78p+14f, 0x0p+00f, -0x1.11b162p+06f, 0x1p-126f, -0x1.c3813cp+03f, 0x1.7e77eep-01f, -0x1.7b193ap+13f, 0x1.d9e266p-14f, 0x1.0624dep-10f, 0x1.bac038p-05f, -0x1.174bccp-22f, 0x1.8p+00f, -0x1.f7dfd8p-20f, 0x1.6dc276p-20f};
static const float h_f2[32] = {-0x1.3f6fdcp-04f, -0x1.0bc29ap+00f, -0x1.b4b272p+04f, -0x1.caf2dcp+18f, -0x1.1a106ap-14f, 0x1.8p+00f, 0x1.4p+01f, 0x1.8p+01f, -0x1.200a1p-16f, 0x1p-01f, 0x1.cfc444p+01f, -0x1.966c1ap+09f, 0x1p+00f, -0x1.027294p+12f, 0x1.053a52p+10f, -0x1.065408p-21f, 0x1.4p+01f, -0x1.3f9fcap+04f, -0x1.27a398p+26f, 0x1.3c9234p+11f, -0x1.6a7bbcp+13f, 0x1.8p+01f, 0x1.23904ap-05f, -0x1.7eaf1ep-20f, 0x1.fffffep+22f, INFINITY, 0x1.fffffep+127f, 0x1p-126f, 0x1.2adc52p+07f, -0x1.a4c722p-20f, -0x1.e5102cp-06f, 0x1.65fa9ep+17f};
static const float h_f3[32] = {-INFINITY, 0x1.6271c6p-12f, 0x1.fffffep+30f, 0x1.4cbdcep+06f, 0x1.99999ap-04f, -0x1.585a2cp+11f, 0x1.99999ap-04f, -0x1.5c7192p+05f, -0x1.9d1bdep+08f, -0x1.4p+01f, 0x1.0624dep-10f, 0x1.d34e3p-10f, -INFINITY, -0x1.0bcb4cp+11f, -0x1.05dfb8p-19f, 0x1p+00f, 0x1.0624dep-10f, INFINITY, 0x1.2a84fp-13f, -0x1p+31f, -0x1.0bap-138f, -0x1p-01f, 0x1.4697p+03f, 0x1.9da95cp-16f, 0x1.16c2p-133f, 0x1.16c2p-133f, 0x1.ebb5dp-04f, -0x1.4p+01f, 0x1.c6b364p+02f, -0x1.0a649cp+08f, -0x1.91467cp+04f, 0x1.16c2p-133f};
static const double h_d0[32] = {(double)INFINITY, -0x1.110d5b416ba02p-26, 0x1.e71c09904bb56p-32, 0x1.1025996f66bep+24, 0x1.3072c6ca766fcp-21, -0x1.447d3e45eec7cp+08, 0x1.fffffffffffffp+1023, -0x1.9d210db17da4cp-30, 0x1p+00, 0x1.4f4f8da66486p+13, 0x1.77c8d21ab16eap-08, 0x1.b5367bb245f2cp-02, (double)INFINITY, 0x1.1c37937e08p+53, -0x1.f1df3bbabfb28p+13, 0x1.c674570fbda94p+30, 0x1.fffffffffffffp+1023, 0x0p+00, 0x1.b5f4ce78acaap+32, -0x1.cde39de23f0cp-18, 0x1.5278fda06ffbcp-12, 0x0p+00, 0x1.7e43c8800759cp+996, -0x1.603138d2f87ap-01, 0x1.233cdc6c26ddcp+32, 0x1.c26f2ee50b9c6p-37, 0x1.d90a7dd5773p-11, -0x1.5545d5685d6dep+03, 0x0p+00, 0x1.b17c9aac4759p+26, 0x1.999999999999ap-04, 0x1p+53};
static const double h_d1[32] = {0x1p-01, 0x1.0fba087fe2028p+34, 0x1.ffd322b065508p-15, 0x1.999999999999ap-04, 0x1.987cc7fe0764cp-39, 0x1p+00, 0x1.aafa03cb429bp+20, 0x1.d6c5dbe646324p+04, -0x1p+00, 0x1.fffffffffffffp+1023, -0x1.55c932a3653p-33, 0x1.999999999999ap-04, 0x1.1dca38f5bfec8p-19, 0x0p+00, -0x1.cp+01, 0x1.ff339a3e0a83p-44, 0x1.8939733b470ap+27, -0x1.f42173b5f6048p-28, 0x0p+00, -0x1.11ff1c4eb0d2cp+09, 0x1.1c37937e08p+53, -0x1p+00, 0x1.f2ace8ea08014p-27, 0x1p-1074, -0x1.56e1fc2f8f359p-997, 0x1p-01, -0x1.e133e454fb11ap+33, -0x1.56e1fc2f8f359p-997, 0x1.10268dc1181cap-07, 0x1.526f96907fd7cp-39, -0x1.f150adbcb73a4p-31, 0x1.d6f34548p+26};
static const int h_i0[32] = {0, 0, (-2147483647 - 1), -256836, 4, 2147483646, -2147483647, 1, 2, 16967, 2, -2, -2147483647, -660, 0, -2, -2, (-2147483647 - 1), -2147483647, -2, 2, -3806, 625325, 0, 750433401, 71332400, -1, -11, 1, -2147483647, -64217, -2147483647};

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
