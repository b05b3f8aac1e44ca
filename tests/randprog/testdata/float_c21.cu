// Random float expressions (tests/randprog/gen, kind float, seed 8021).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 0x1p-01f
#define E1 acoshf(((float)((isnan(f3) + 2 * isinf(f1) + 4 * signbit(f3)))))
#define E2 f2i(((((f2) + (0x1p+00f))) * (((float)(d1)))))
#define E3 ((((remainderf(f0, f2)) + (((f1) - (0x1p-01f))))) / (((float)(((f3) <= (f1))))))
#define E4 ((((f2) * (0x1p-01f) + (f0))) > (f2))
#define E5 atan2f(f1, copysignf(((f3) * (f1) + (f1)), f1))
#define E6 i0
#define E7 f3
#define E8 d2i(d0)
#define E9 f1
#define E10 copysignf(asinf(f1), ((float)(1 << 24)))
#define E11 ((((-0x1p+00f) - (-0x1p+00f))) < (((f2) - (f1))))
#define E12 f3
#define E13 ((double)(long long)(((f2) != (f1))))
#define E14 d2i(floor(((0x1.999999999999ap-04) - (0x0p+00))))
#define E15 ((f2) + (((f3) + (0x0p+00f))))
#define E16 fabsf(((f2) / (f0)))
#define E17 f0
#define E18 fmaf(__fmaf_rd(f2, sinhf(0x1p+01f), __fsqrt_rz(f3)), fmaf(((f1) * (f1) + (f2)), expf(f0), __double2float_rn(0x1p+01)), ((((float)(0))) - (__double2float_rz(0x0p+00))))
#define E19 d2i(fma(d0, d0, d0))
#define E20 copysignf(__fmaf_ru(powf(f3, 0x1.5af1d8p+66f), fminf(f2, f1), f3), ((((f0) * (f0))) >= (f0) ? (f2) : (((f0) + (f3)))))
#define E21 sin(((double)(f0)))
#define E22 ((0x1p+01f) * (__fmaf_ru(0x1.79ca1p-67f, f3, f0)) + (f1))
#define E23 ceilf(((f3) * (f3) - (0x1p-01f)))

static const float h_f0[32] = {-0x1.c7434ap-10f, 0x1.e53ca8p-08f, 0x1.ee9906p-06f, -0x1.849148p+06f, 0x1.fffffep+31f, 0x1.16c2p-133f, 0x1.fffffep+31f, 0x1.99999ap-04f, 0x1.13e5f6p-14f, 0x1p+00f, 0x1.99999ap-04f, -0x1p+00f, 0x1p+00f, 0x1.ba3234p+13f, 0x1.16c2p-133f, -0x1p+31f, 0x1.ece87ap-05f, 0x1.249948p+16f, 0x1.261cdap-04f, 0x1.941d44p-01f, 0x1.7f3d1ep-03f, 0x1.08498cp-14f, 0x1p+24f, 0x1.5cb45ap-03f, 0x1.d4f086p-09f, 0x1.3ef776p-13f, 0x1p-126f, -0x1.677d9p-08f, 0x1.0624dep-10f, 0x1.5dc43ep+10f, -0x1.ad379cp-02f, -0x1.688176p+08f};
static const float h_f1[32] = {-0x1.8b5a6cp-07f, 0x1.0e78eap-08f, -INFINITY, 0x1.733ad6p+09f, 0x1.78e60ep+13f, 0x1.fffffep+31f, 0x1.bcda4cp-19f, -0x1.3ff14ep-03f, -0x1.4p+01f, 0x1.58d7d6p-22f, INFINITY, 0x1.19fe46p-10f, 0x1.8fd5bep-08f, 0x1.1a3e84p+14f, 0x1.9f96ap+15f, 0x1p-01f, 0x1p+00f, 0x1.2b8a6p-04f, -0x1.4p+01f, -0x1.57ab1ap-11f, 0x1.4p+01f, 0x1.d5d854p-19f, -0x1.8316acp+16f, 0x1.e811dap-18f, 0x1p+24f, 0x1.8p+01f, 0x1.95b8cap+02f, 0x1.fffffep+22f, -0x1.c30c24p-20f, 0x1.4p+01f, 0x1.d28058p-20f, 0x1.01d574p-09f};
static const float h_f2[32] = {0x1.16c2p-133f, 0x1.eee25p+05f, 0x1.16c2p-133f, 0x1.1d8a1ep-14f, 0x1.fffffep+30f, 0x1.16c2p-133f, -0x1.99257p+05f, 0x1.8p+00f, 0x1p-01f, -0x1.27a398p+26f, 0x1.df991ep-21f, -0x1p-01f, 0x1.0b7e78p-11f, 0x1.dcf32cp+15f, 0x1.e102f2p-09f, -0x1.035914p-06f, -0x1.5d311cp+17f, -0x1.d07d44p-15f, 0x1.8p+00f, -0x1.6d11cp+01f, -0x1.5bf678p+11f, -0x1.64d06ap-20f, -0x1.3d327cp+00f, 0x1.16c2p-133f, -0.0f, 0x1p+24f, 0x0p+00f, -0x1p+31f, -0x1p+00f, -0x1.df598cp-07f, 0x1p+24f, 0x1p-01f};
static const float h_f3[32] = {0x1.fffffep+22f, 0x1.5997dp+16f, 0x1.e4dbd2p-13f, -0x1.2b14ep+18f, -0x1.41eb84p+19f, 0x1.0624dep-10f, 0x1.4p+01f, 0x1.8324bp-10f, 0x1.6ce268p+10f, -0x1.27a398p+26f, 0x1.a2c324p-02f, -0x1.84ebdap-14f, INFINITY, 0x1.37154p-12f, 0x1.8p+00f, -0x1.d01d36p-19f, 0x1p+24f, -0x1.82cee2p+08f, -0x1.2a34e8p+09f, -0x1.fdd0cp+06f, 0x1.5a6f42p+04f, 0x1.2a05f2p+33f, -0x1.daa4p-07f, -0x1.29d7cep-15f, 0x1.b4633ep-07f, 0x1.9e4faep-06f, 0x1.d7534cp-17f, -0x1.4p+01f, 0x1.630a3ep+04f, 0x1.4d165ap+17f, 0x1.c14d6ep-05f, 0x1.fffffep+31f};
static const double h_d0[32] = {-0x1.56e1fc2f8f359p-997, -0x1.21201878fa04p+07, 0x1.9d692166b84a8p-20, 0x1.1c37937e08p+53, 0x1.9d7dd15326048p-07, (double)INFINITY, 0x1.999999999999ap-04, 0x1.d6f34548p+26, 0x1.4p+01, -0x1.cc32a41b868c6p+31, -0x1.0def45936f20ep-18, -0x1.e883f3701e61cp-12, -0x1p+00, 0x1.4p+01, 0x1.999999999999ap-04, 0x1.afe12acc56cf6p+18, -0x1.005928a05b018p+23, 0x1.1c37937e08p+53, -0x1.cp+01, 0x1.4p+01, 0x1.999999999999ap-04, 0x1.4p+01, 0x1.4p+01, -0x1.1018aec91c65p+10, (double)INFINITY, -0x1.42e905c565facp-22, 0x1.1c37937e08p+53, 0x1.16f326877507cp+05, 0x1.f6b2beeab9938p+03, -0x1.243c5cf634634p-36, -0x1.97232384518fp-15, 0x1p-1074};
static const double h_d1[32] = {-0x1.56e1fc2f8f359p-997, 0x0p+00, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, 0x1.fffffffffffffp+1023, 0x1.8c48b47d2c85cp+22, -0x1.d130beee3956ap+11, 0x1.de45717b4d11p-02, 0x1.5c95246c5a12cp+17, -0x1.ed69ccfead5c8p-18, 0x1p-1074, -0x1.56e1fc2f8f359p-997, 0x1p+00, -0x1.c186bb8f74368p-30, -0x1.56e1fc2f8f359p-997, -0x1.be97bf3e03c2p-16, 0x1.7e43c8800759cp+996, -0x1.13f410da7f364p+34, -0x1.b882b232ed204p-15, 0x1p-01, (double)INFINITY, -0x1.cp+01, 0x1.70bc4fba7238p-18, -0x1.cp+01, 0x1p+00, 0x1.6d4d5d0a5a428p-08, -0x1p+00, -0x1.e90db15db76ap-04, 0x1.8a6b9f640a34p-27, -0x1.68cba26e5bc68p+25, 0x1.10a1a7f9578dcp+20, -0x1.8429a92d3b7cp+21};
static const int h_i0[32] = {-1, 14, -2147483647, 0, -250167, -823945, 6957229, 24690513, 2147483647, -1, -2, 393, -2, 321420, -246, -1, 0, -14961951, 152910, 12853, 2147483647, -91, -1, -2, 2147483646, -4, 1, 2147483647, 127839, 68941, 540, -3682624};

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
