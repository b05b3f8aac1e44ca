// Random float expressions (tests/randprog/gen, kind float, seed 50186).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d2i(fma(fma(d1, d0, d1), ((double)(i0)), ((d1) + (d0))))
#define E1 f2
#define E2 ((float)(f2i(sqrtf(f3))))
#define E3 ((hypotf(f1, f0)) * (copysignf(f1, f3)))
#define E4 f2i(fminf(f1, f3))
#define E5 ((((f0) * (((f0) < (f2) ? (f0) : (0x1.79ca1p-67f))))) * (f2))
#define E6 ((fmaf(log10f(0x1.ap+01f), asinf(f0), f3)) * (f3))
#define E7 cosf(truncf(((0x1.5af1d8p+66f) / (f2))))
#define E8 ((fmaf(f1, f3, f2)) * (fmaf(f3, f2, f1)))
#define E9 ((((((float)(1))) * (0x1p-01f))) * (((fmaf(f0, f0, f1)) * (fminf(f2, f0)))) - (((float)((isnan(0x1.79ca1p-67f) + 2 * isinf(f3) + 4 * signbit(f2))))))
#define E10 f0
#define E11 log2f(((f2) * (f2)))
#define E12 i0
#define E13 fmaf(log2f(f2), acoshf(0x1.79ca1p-67f), atan2f(f0, f0))
#define E14 fma(d1, fma(d1, d0, d0), ((d1) + (0x1.999999999999ap-04)))
#define E15 expf(fmaf(f1, f3, f0))
#define E16 ((((f0) * (f2))) * (((float)(d0))))
#define E17 __float2int_rn(fminf(fmaxf(fmaf(f3, 0x1.99999ap-04f, f0), -2.1e9f), 2.1e9f))
#define E18 __double2float_rz(((double)(long long)(d2i(d0))))
#define E19 f0
#define E20 ((remainderf(0x1p+00f, 0x1.79ca1p-67f)) >= (((f3) >= (f3) ? (f2) : (f3))) ? (ceilf(-0x1p+00f)) : (((-0x1p+00f) * (f3) + (f2))))
#define E21 i0
#define E22 __float2int_rn(fminf(fmaxf(((float)(((double)(0x1p+01f)))), -2.1e9f), 2.1e9f))
#define E23 ((((d1) * (d0))) * (d1))

static const float h_f0[32] = {0x1.f3b3bap+12f, 0x1.39d57p+02f, -0x1.fffffep+127f, -0x1.c826p+17f, 0x1.8a1cb6p+04f, 0x1.0f7046p-15f, -0x1.6f547ep-05f, -0x1.7eba2ep+12f, -0x1.7ba91p-01f, 0x1.b8a74p+09f, -0x1.c0301ap+16f, -0x1p+31f, -0x1p+31f, 0x1p+24f, -0x1.4p+01f, -0x1.5c3bd2p-06f, 0x1.99999ap-04f, -0x1.4f674p+04f, -0x1.a7034p+01f, -0x1.50fbap+08f, -0x1.4p+01f, 0x1.b1b82ep-04f, -0x1.247e9ap-20f, 0x0p+00f, 0x1.a8db38p+02f, -0x1.27a398p+26f, -0x1.1b2e54p+06f, -0x1.c4a0fcp+18f, -0x1.eba89ep-15f, 0x0p+00f, -0x1.9017f2p-13f, 0x1.1cf61cp-02f};
static const float h_f1[32] = {-0x1.fffffep+127f, -0x1.d83b7p+16f, 0x1p+00f, -0x1.80535ep-23f, -0x1.4p+01f, -0x1.09a838p+08f, 0x1p+24f, 0x0p+00f, 0x1.62b976p-11f, -0x1.2a802ap-16f, -0x1.f15d7ep-20f, 0x1.e48394p+14f, 0x1.99999ap-04f, 0x1.fffffep+30f, -0x1p+00f, -0x1.d6670cp-09f, -0x1.e43bep-01f, 0x1.e8c4f6p+10f, 0x1.7370e4p-10f, 0x1.0624dep-10f, -0x1.4b7d8p-17f, -0x1.405482p-11f, -0x1.ee297ap-06f, 0x1.fffffep+127f, -0x1.27a398p+26f, -0x1p+00f, -0x1.6044a4p-13f, -0x1.27a398p+26f, 0x1.fc9b9ap-18f, 0x1.afeb72p-12f, -0x1.94630cp+05f, 0x1.16c2p-133f};
static const float h_f2[32] = {0x1.ec99f4p-07f, 0x1.fffffep+127f, 0x1.1c7e64p-18f, 0x1p+00f, 0x1.340392p-19f, 0x0p+00f, 0x1p+24f, 0x1.e3b756p-20f, 0x1p-126f, -0x1.65784ep+12f, -0x1.2702c6p+09f, 0x1.fffffep+127f, -0x1.de56c8p-04f, 0x1.8b61fcp+00f, 0x1.e6b1dcp-17f, 0x1.8p+00f, 0x1.77f2aap-15f, 0x1.caf18p-12f, 0x1.1d28fcp-15f, 0x1.9aae22p-06f, 0x1.98e5c4p+08f, 0x1.259becp-09f, -0x1.fffffep+127f, -0x1p+31f, 0x1.e6a132p-10f, -0x1.9a436cp+02f, -0x1.dd8916p+04f, 0x1.5d4e12p-03f, -0x1.ce8504p-12f, 0x0p+00f, 0x1.da1002p+03f, 0x1.fffffep+22f};
static const float h_f3[32] = {-0x1.c04b04p-14f, 0x1.a335e4p-17f, -0x1.dd8306p-17f, 0x1p-126f, -0x1.0bap-138f, 0x1.0f6d12p+12f, 0x1.6fcfeep+08f, 0x1.eb8ea2p-13f, -0x1.7ce74ap-02f, -0x1.f7c0ccp+11f, 0x1p-01f, 0x1.fffffep+22f, -0x1.fffffep+127f, 0x1.108518p+00f, -0x1.f639aep+19f, 0x1p-126f, 0x1.2a05f2p+33f, 0x1.2fd9fap+16f, -0x1p-01f, -0x1p-01f, -0x1.ed3fbep+01f, 0x1.16c2p-133f, -0x1.b0978cp+10f, -0x1.276c9cp-05f, 0x1.fffffep+127f, -0x1.4p+01f, 0x1.b1dd2p-17f, -0x1.545bc4p-21f, -0x1.7934ccp-06f, 0x1.860da8p+17f, -0x1.8c02ccp+10f, 0x1.fc7e92p-10f};
static const double h_d0[32] = {-0x1.5ae375b308478p+14, 0x1.c13dac2fd36c4p+29, -0x1.9a7104c8bbf6p+21, 0x1.999999999999ap-04, (double)INFINITY, 0x1p-1074, -0x1.836f6cf3bfe28p+25, -0x1p+00, 0x1.172e95b439818p+14, -0x1.6d0397e5a7426p-36, 0x0p+00, -0x1.bfd1fbb3f19dap+04, 0x1p-1074, 0x1.32e6844a1670ep+06, 0x1.4d774f40929bp-12, -0x1.56e1fc2f8f359p-997, 0x1.d6f34548p+26, -0x1.967d4eba940c4p-21, -0x1.bcc624728afb4p+27, 0x1.5753de6d36a4p+05, -0x1.78095dfa797p+22, -0x1.7168a094e9208p-22, 0x1.54429c883716p-21, -0x1p+00, 0x1.075b0d471c0d8p+30, -0x1.cf589aa814d88p-09, -0x1.b7f2fb6a84dbp+04, 0x1p+53, 0x1.17a0f38082844p-10, 0x1.960eeb8e90228p+00, 0x1.b4723a73631p+04, 0x1p-01};
static const double h_d1[32] = {0x1.7e43c8800759cp+996, (double)INFINITY, -0x1.2cbcb032d788p-10, 0x1p+53, -0x1.cp+01, 0x1.508100610a9bcp-08, -0x1.cp+01, 0x1.7e43c8800759cp+996, -0x1p+00, -0x1p+00, 0x0p+00, -0x1p+00, 0x1.4p+01, 0x1.6395157156534p-15, 0x1.1c37937e08p+53, 0x1.4p+01, 0x1.7e43c8800759cp+996, 0x1.dc24713e298p+31, -0x1.56e1fc2f8f359p-997, -0.0, 0x1.fffffffffffffp+1023, 0x1.ce8aaf1f24c9p+15, -0x1.56e02d4e58f34p-20, -0x1.a0b1297e5e168p+01, -0x1.fc887fbeb03f2p-17, 0x0p+00, -0x1.ed858a8868c88p-07, 0x1.fffffffffffffp+1023, -0x1.43bd902de5b8p-15, 0x1.7b5452a9d6106p+02, -0x1.44b22ec5a7964p+31, -0x1.84fdef3e2ef48p-24};
static const int h_i0[32] = {907, 52, (-2147483647 - 1), 2147483646, -51557, 1, 125576, 536560717, -1, 2147483647, 3767166, -2147483647, -1, -1, 1, -1212927460, 1, -2, 5116163, -556914723, 756767056, 2, 2147483646, -548872, -1510658, -1, 0, -28852, 2147483647, 2, -314065391, 105352534};

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
