// Random float expressions (tests/randprog/gen, kind float, seed 939595).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 copysignf(fmodf(f2, f2), fmaf(f3, f0, f0))
#define E1 ((double)(long long)(d2i(d0)))
#define E2 atanf(powf(-0x1p+00f, 0x1p+00f))
#define E3 ((fmodf(f2, f2)) + (((f1) * (f0))))
#define E4 ceilf(((((f3) / (0x1p-01f))) * (((float)(i0)))))
#define E5 (isnan(tanhf(0x1.79ca1p-67f)) + 2 * isinf(((f2) / (0x1.5af1d8p+66f))) + 4 * signbit(fmaxf(f0, f1)))
#define E6 fmaf(fmaf(((0x0p+00f) < (f1) ? (f3) : (f1)), ((float)(i0)), ((f0) < (f0) ? (0x0p+00f) : (f2))), ((((f2) * (0x1p+00f) + (f3))) + (f2)), fmaf(fmaxf(f0, f3), asinf(f2), expm1f(f3)))
#define E7 pow(((double)(long long)(d2i(d1))), ((((0x1.999999999999ap-04) / (d1))) - (((0x1p+01) * (0x0p+00) + (0x1.999999999999ap-04)))))
#define E8 ((float)((isnan(fmaxf(f1, 0x1.99999ap-04f)) + 2 * isinf(f2) + 4 * signbit(((0x1.99999ap-04f) / (0x1p-01f))))))
#define E9 i0
#define E10 ((copysignf(0x1.79ca1p-67f, f1)) / (((0x1.79ca1p-67f) - (f2))))
#define E11 ((((double)(((f0) * (f1) + (f3))))) * (rint(fma(0x1p+01, d1, 0x1.87e92154ef7acp-665))))
#define E12 (isnan(tanf(f1)) + 2 * isinf(((0x1p+01f) / (f1))) + 4 * signbit(((f2) * (f2))))
#define E13 ((((double)(f2))) * (((double)(f3))) + (((double)(long long)(i0))))
#define E14 f2i(hypotf(((f3) >= (0x1.ap+01f) ? (f1) : (f0)), ((float)(i0))))
#define E15 ((roundf(f2)) - (__double2float_ru(d1)))
#define E16 ((f2) >= (((remainderf(f3, f2)) >= (f1) ? (((0x1p+00f) + (f0))) : (((f1) / (f0))))) ? (f1) : (exp2f(((f2) + (-0x1p+00f)))))
#define E17 fma(sin(d1), ((double)(f2)), ((-0x1.cp+01) - (-0x1.cp+01)))
#define E18 __int2float_rz(i0)
#define E19 ((fdimf(f1, f3)) + (((0x1p+00f) < (f0) ? (f1) : (f0))))
#define E20 __double2float_rz(((0x0p+00) * (d0) + (d0)))
#define E21 ((((double)(i0))) / (((double)(-0x1p+00f))))
#define E22 ((((0x1p+00f) < (f0) ? (0x1.ap+01f) : (f3))) * (((0x1.5af1d8p+66f) * (f1) + (f3))))
#define E23 __float2int_rd(fminf(fmaxf(f3, -2.1e9f), 2.1e9f))

static const float h_f0[32] = {0x1.fffffep+127f, -0x1.2995b6p-11f, 0x1.0624dep-10f, -0x1.fffffep+127f, 0x1.8p+00f, 0x1.9cd86ap+09f, -0x1.549b2ap+12f, 0x1.16c2p-133f, 0x1.3c3f58p-07f, 0x1.be1468p-21f, 0x1.f39ceep-18f, -0x1.eec4bp-15f, 0x1.fffffep+31f, -0x1.0181dp-01f, -0x1p-01f, 0x1p+00f, 0x1.61c626p-12f, -0x1.468f74p+03f, 0x1p+24f, 0x1.8p+01f, 0x1.99999ap-04f, 0x1.a51a94p-03f, -0x1.016fa2p+03f, -0x1.f5f456p-11f, 0x1p-01f, 0x1p+24f, -0x1.0bap-138f, -0x1.27a398p+26f, 0x1.09daaap-04f, 0x1.8p+00f, -0x1.91d2bep-06f, 0x1.d9999p+03f};
static const float h_f1[32] = {-0x1.1330fcp-18f, -0x1.0bap-138f, -0x1.7c4a64p-11f, 0x1.06b4f8p-14f, 0x1.fffffep+31f, 0x1.96fdf8p+11f, 0x1.2a05f2p+33f, -0x1.1259d6p-12f, -0x1.6399e8p-12f, -0x1.437f54p-11f, -0x1.4p+01f, -0x1.4p+01f, -0x1.e8ce96p+04f, -0x1.4p+01f, -0x1.0bap-138f, 0x1.4p+01f, -0x1.4c4d0cp-10f, -INFINITY, -0x1.4e0b1cp-07f, 0x1.16c2p-133f, 0x1.db2596p+10f, -0x1p+31f, 0x1.fffffep+30f, -0x1.7a912ep-04f, 0x1p+24f, -0x1.93adf2p+16f, 0x1p+24f, -0x1.ce48fap-21f, 0x1.ab4948p+07f, -0x1.375d76p+10f, 0x1p+24f, -0x1.7db12cp-10f};
static const float h_f2[32] = {-0x1.2ba1e8p+15f, -0x1.1922ecp-06f, 0x1p+00f, 0x1p+00f, 0x1.8p+01f, -0x1.fb964cp-05f, 0x1.17ba56p-05f, -0x1.2187eep+05f, 0x1.8p+01f, 0x1.c70f7ep+11f, -0x1p+31f, 0x1.fffffep+31f, -0x1.bb2812p+06f, -0x1p+00f, 0x1.8p+00f, -0x1.8c558ep+04f, 0x1p+00f, 0x1p+24f, -0x1.6eae8cp+16f, 0x1p+24f, -0x1p-01f, 0x1.d848aap+03f, -0x1.901ea8p+12f, 0x1.bddb2cp-09f, 0x1.fffffep+30f, -0x1.ccf3a2p+06f, -0x1.fffffep+127f, 0x1p+24f, -0x1p+00f, -0x1.3d676cp+06f, 0x1.8447a4p+01f, -0x1.05e806p+07f};
static const float h_f3[32] = {0x1.90e496p-14f, 0x1.ae43e4p+02f, -0x1.8281b6p+05f, 0x1.0624dep-10f, 0x1.fffffep+127f, -0x1.0bap-138f, 0x1.6c30fap+17f, 0x1.2a7aa8p-17f, 0x1.2a05f2p+33f, 0x1.ee26eap-05f, 0x1.a7f352p-13f, 0x1p+24f, -0x1.09d324p-19f, 0x1.b50e54p-06f, -0x1.97b142p+10f, -0x1p-01f, 0x1.0624dep-10f, 0x1.642bep+02f, 0x0p+00f, 0x1.84216ep-22f, -0x1.b9f3e8p-19f, -0x1.0bap-138f, 0x1p+00f, 0x1.03339p+06f, -0.0f, -0x1.c1fc5ep-02f, 0x1.2c7ebp+04f, 0x1.962b54p+04f, -0x1.c886fp+01f, -0x1.cbad9ap-14f, 0x1.fffffep+30f, 0x1p-126f};
static const double h_d0[32] = {0x1.0251e962fbe22p-38, -0x1.cp+01, 0x1.d894ce595242ep-09, -0x1.b3f246f1e2648p+15, -0x1.6f82bb418f084p+12, -0x1.e9bc1a300cf2p-42, -0x1.eee455356af08p-27, -0x1.31fa5e2444c98p+07, -0x1.a23abbcb8691p+29, -0x1.5c33228f43288p-36, 0x1.d6f34548p+26, -0x1.16c548d54f684p-26, 0x1.60aaeab1e5864p+03, 0x1.6f861a6c7411ep-24, 0x1.999999999999ap-04, 0x1p-01, -0x1.757dda3c75daep+24, 0x1.ba8ebe3d52574p-22, -0x1p+00, 0x1.265e86b45c384p+12, -0x1.a261e9d16e1d4p-40, -0x1.284b1a18d7364p+23, 0x1.999999999999ap-04, 0x1.4p+01, 0x1.864de14e7de48p+15, 0x1.dff9401504b3cp-29, 0x1p+00, 0x1.05462a3e97ap-12, 0x1.abb6caae17da8p+30, 0x1.9f6e591a7656p-27, 0x1.999999999999ap-04, -0x1.2819335e120c8p-39};
static const double h_d1[32] = {-0x1.3debefddb438cp+23, 0x0p+00, 0x1.1c37937e08p+53, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, 0x1.599b74135062cp-07, 0x1.81a023c42648cp-23, 0x1p+53, 0x1.999999999999ap-04, 0x1.76b0c26f9ece4p+28, 0x1.aeff4b6688492p-16, 0x0p+00, -0x1.5e42f66c9104p+17, 0x1.a171958f16ecp-46, 0x1p+53, 0x1.16ccb67a9d4bap-10, 0x0p+00, -0x1.ba3d7ad076738p+25, 0x1p+53, -0x1.0928e45ca1008p-07, 0x1.37cab143c224cp-19, -0.0, 0x1.a793b573f1b4p+06, -0x1.e95e9e0bc0adcp+20, -0x1.3288256b7368p+04, -0.0, 0x1p-01, -0x1.4bbe7d2bb183p+22, 0x1.ba9637510407ep-18, 0x1.d6f34548p+26, 0x1p+53};
static const int h_i0[32] = {1433277619, -2147483647, -2504396, (-2147483647 - 1), 0, (-2147483647 - 1), 1, 27, -493, 2, 81, 7834, 701, 0, -43947306, 2147483647, -2147483647, 13485769, -1995714015, -1, -460343, 2147483647, 74, -2147483647, 465995162, 4708323, 3, 2, 15, 0, 969806, -1};

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
