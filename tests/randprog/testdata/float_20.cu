// Random float expressions (tests/randprog/gen, kind float, seed 2020).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 log1p(((d1) + (d1)))
#define E1 ((((0x1.ap+01f) - (f0))) * (sinhf(f1)))
#define E2 f3
#define E3 ((f3) * (ceilf(f3)) + (((float)(255))))
#define E4 ((((((f3) - (f2))) / (((-0x1p+00f) * (f3))))) + (f0))
#define E5 ((float)((isnan(0x1.ap+01f) + 2 * isinf(f2) + 4 * signbit(f1))))
#define E6 f1
#define E7 fma(((d1) / (d0)), ((d0) / (0x1p+01)), fmod(d1, d0))
#define E8 d0
#define E9 ((((f3) * (f3))) * (((float)(i0))) - (((f3) + (f0))))
#define E10 fmaf(((f2) / (f1)), ((f0) * (f1)), ((float)(i0)))
#define E11 (isnan(((f2) + (f0))) + 2 * isinf(((float)(1))) + 4 * signbit(((float)(d1))))
#define E12 f0
#define E13 ((((float)(i0))) <= (-0x1p+00f))
#define E14 fdimf(((f2) + (f0)), fmaf(f0, f0, f3))
#define E15 ((fmaf(fdimf(f0, f3), ((f1) / (0x1p+01f)), __fadd_rd(0x1.5af1d8p+66f, 0x0p+00f))) >= (f0) ? (((f0) / (((0x1.5af1d8p+66f) * (0x1.79ca1p-67f))))) : (log1pf(__fmaf_rz(f0, 0x1.99999ap-04f, f1))))
#define E16 d2i(((double)(((f3) > (f1)))))
#define E17 ((((f3) * (f2) - (f0))) * (__double2float_ru(d1)))
#define E18 i0
#define E19 f1
#define E20 ((fmaf(f2, f1, f1)) / (((f3) * (f3))))
#define E21 asinf(sqrtf(((f1) * (f2))))
#define E22 f3
#define E23 ((((f0) * (f3))) < (exp2f(f0)) ? (fmaf(0x1.5af1d8p+66f, f1, f0)) : (f0))

static const float h_f0[32] = {0x1.9a6e02p+01f, 0x1.fffffep+127f, 0x1.eeb23cp+08f, -0x1.dd70d2p-01f, 0x1.af2bfep+19f, 0x1p+24f, -0x1.08c5b8p+08f, 0x1.4809a2p+02f, -0x1.ac4a36p-22f, 0x1.5376c2p+05f, -0x1.5fd5cap-10f, 0x1.a84c72p+08f, -0x1.9a9988p+12f, -0x1.d56766p+03f, 0x1.780efcp+04f, -0x1.b09d7cp+18f, 0x1.0624dep-10f, 0x1.bfe91ap+10f, -0x1.22761ep+02f, -0x1.737e1cp-15f, 0x1.fffffep+30f, -0x1.955026p+16f, -INFINITY, 0x1.4fc1aep-05f, -0x1.5835c8p+08f, 0x1.98a73cp-05f, -0x1.5c3b82p-23f, -0x1.d97416p-19f, 0x1.498954p-16f, 0x1.81f374p+08f, -0x1.4bacbp+14f, 0x1.6bd8b8p-21f};
static const float h_f1[32] = {-0x1.6adcb8p-02f, -0x1.ec8beap-01f, -0x1.89b388p-07f, 0x1.16ed16p+10f, 0x1.16c2p-133f, -0x1.0bap-138f, 0x1.2a05f2p+33f, 0x1p-01f, 0x1.8cf562p+05f, -0x1.6a52e2p+15f, 0x1.1f4028p+04f, -0x1.770b24p+09f, -0x1.380e46p+16f, -0x1.9de73ep+09f, -0x1.53d744p+02f, 0x1.8p+00f, 0x1p-01f, -0x1.bd4888p+15f, -0x1.08fec8p-12f, -0x1.694d92p-14f, -0x1.d1975cp-04f, 0x1.deed1cp+10f, -0x1.e03328p+02f, 0x1.c1746cp-24f, 0x1.800fa2p-15f, 0x1.53ef1ep+13f, 0x1.16c2p-133f, 0x1.2e73bp+15f, 0x1.505dd6p+08f, -0x1.1d3024p-14f, -0x1p+31f, 0x1.068156p-17f};
static const float h_f2[32] = {0x1.4ea4f4p-22f, 0x1.1f283ap-14f, 0x1.31bc28p+09f, 0x1.0624dep-10f, 0x1.dda08p+03f, 0x1.0624dep-10f, -0x1.7af69ep-03f, 0x1.ab1dfap-11f, 0x0p+00f, 0x1.58b31cp-05f, 0x1.fe3f16p-22f, 0x1.5a513p-17f, 0x1.0624dep-10f, INFINITY, 0x1.0624dep-10f, 0x1.99999ap-04f, -0x1.56ed34p+09f, 0x1p-126f, 0x1.338b74p-01f, 0x1.2a05f2p+33f, 0x1.2a05f2p+33f, -0x1.c802dap+04f, -0x1p+00f, 0x1.8p+01f, 0x1.7e5266p+06f, 0x1.fffffep+30f, 0x1.8505b6p+02f, -0x1p+00f, 0x1.8a035cp-01f, 0x1.d68a52p-20f, 0x1.6e08ap-09f, -0x1.ca31ccp+09f};
static const float h_f3[32] = {0x1.90453cp+15f, -0x1.5c02acp+03f, -0x1.43e1cap-09f, -0x1p+00f, 0x1.cba97p-12f, 0x1p+00f, -0x1.a3d06ep+00f, INFINITY, -0.0f, 0x1.fffffep+30f, 0x1.fffffep+127f, 0x1.b9355p-16f, -0x1.fffffep+127f, 0x1.8p+01f, 0x1.2d4bfp+04f, 0x1.5bb16p+08f, -0x1.02fe56p-19f, -0x1.94041ap-04f, 0x1.fd209cp+13f, 0x1.3a9c5ep-16f, INFINITY, 0x1.c51c3ep+09f, -INFINITY, -0x1.4p+01f, 0x1.b945eap+16f, 0x1.ba45dcp+15f, -0x1.c7e146p-02f, -INFINITY, 0x1.8p+01f, 0x1.6d44e8p-10f, -0x1.d7bb64p-08f, -0x1.4p+01f};
static const double h_d0[32] = {0x1.999999999999ap-04, -0.0, -0x1.356a83d7471ep-27, -0x1.56e1fc2f8f359p-997, -0x1.a7ae05c47a1cp+13, 0x1.4dbf5d5b6c19ep+03, -0x1.a64d15241c66ap+19, -0x1.48bc77058e4dp-19, 0x1.c59441e9ecaacp+29, -0x1p+00, 0x1.f186549501dp-11, 0x1.d6f34548p+26, 0x1.6871898cfecfp-03, -0x1.c8d5ec9190cdp-17, 0x1p-1074, -0x1.56e1fc2f8f359p-997, -0x1.704bd3fcf0bb8p-21, -0x1.a42b569c7580ep+02, 0x1.fffffffffffffp+1023, 0x1.ceba18613919cp-24, 0x0p+00, 0x1.7e43c8800759cp+996, 0x1.a9282cf45862ep+22, 0x1.b524ec74e1bb4p+31, -0x1.956341075b3fp-27, 0x1.7e43c8800759cp+996, 0x1.56b353f7586bp-43, 0x1.8af17f79d47bp-14, 0x1.b95bad919f29p+27, 0x0p+00, -0x1.cp+01, -0x1.cp+01};
static const double h_d1[32] = {(double)INFINITY, -0x1.56e1fc2f8f359p-997, -0x1.064adb989ae24p-16, 0x1.bf07a21ab013p-06, -0x1.6a6039be72a3ap-06, (double)INFINITY, 0x1.fffffffffffffp+1023, 0x1.64c0b0bf3b992p+13, -0x1p+00, 0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, -0x1.92c0852849b54p+10, 0x1p+53, 0x1.4p+01, 0x1.fffffffffffffp+1023, -0x1.8dbc717e51838p-19, 0x1.fc31e81fd9bbcp-32, 0x1.bf3c5adf6634ep+05, -0x1.47745f9ecd9cap-14, 0x1.f62b1fc550c58p+07, -0x1.80ae060d5a8bp+00, 0x1.d833209f387e4p+12, 0x1.9dffe7ac296dap+26, 0x1.fffffffffffffp+1023, 0x1.3b8044bb25904p+33, 0x1.fffffffffffffp+1023, -0x1.4a3de6dfa5584p+37, 0x1.7b76b96072a9p-21, 0x1p-1074, -0x1.a237fe46ca7fp+21, -0x1.51c3f839bb0d4p+19, 0x1.7e43c8800759cp+996};
static const int h_i0[32] = {5, -2277, 2147483646, -263727810, -96, -2147483647, 1, 2147483646, 1982811, 3, -3088707, 2147483647, -1, 529101303, (-2147483647 - 1), 838946871, -1174662, -1, 167, 233, (-2147483647 - 1), -163344, 2147483646, 37, 2, -7286, -1646585390, 2, 2147483647, 301756, -2, 2147483647};

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
