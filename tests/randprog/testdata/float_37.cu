// Random float expressions (tests/randprog/gen, kind float, seed 2037).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((f2) - (f3))) + (((float)(d1))))
#define E1 ((((f1) - (f1))) / (((0x1.99999ap-04f) * (0x1.ap+01f) + (0x1p+01f))))
#define E2 (isnan(atanf(fmaxf(f2, f3))) + 2 * isinf(fminf(0x1p+01f, ((0x1.79ca1p-67f) < (0x1p-01f) ? (f2) : (f1)))) + 4 * signbit(hypotf(fmaf(f1, 0x1.ap+01f, f1), tanhf(f2))))
#define E3 i0
#define E4 d2i(((((d0) * (d1) + (d1))) + (((d0) * (d1) + (d0)))))
#define E5 atan2f(fmaf(((f2) - (f2)), fdimf(f3, f3), f2), fminf(f0, f3))
#define E6 asinf(((float)(fma(d1, d1, 0x1p+00))))
#define E7 ((double)(long long)(i0))
#define E8 erff(atan2f(((f3) - (0x1.79ca1p-67f)), ((f3) >= (f3) ? (f0) : (f2))))
#define E9 d2i(((double)(long long)(f2i(f2))))
#define E10 ((fminf(-0x1p+00f, f0)) * (f2) - (((0x0p+00f) * (f1) + (f0))))
#define E11 f1
#define E12 rint(((double)(long long)(i0)))
#define E13 ((((f0) * (-0x1p+00f))) / (((f2) * (f1) + (f1))))
#define E14 sinhf(((float)(((d0) / (d1)))))
#define E15 __uint2float_rn((isnan(f2) + 2 * isinf(sinf(f0)) + 4 * signbit(((f0) * (f2)))))
#define E16 __int2float_ru((isnan(f2) + 2 * isinf(f0) + 4 * signbit(f1)))
#define E17 ((((f3) < (f3) ? (f1) : (f2))) + (((f1) - (f3))))
#define E18 ((acoshf(f1)) + (sinhf(f1)))
#define E19 ((fabsf(fmaf(f0, f2, f3))) < (((float)(f2i(f1)))) ? (floorf(atan2f(f1, 0x0p+00f))) : (0x1p+00f))
#define E20 __float2int_rn(fminf(fmaxf(((f0) * (f1)), -2.1e9f), 2.1e9f))
#define E21 ((((d0) * (0x1p+00) + (d1))) - (((d0) * (d1))))
#define E22 i0
#define E23 d2i(((d1) + (d1)))

static const float h_f0[32] = {-0x1.d57d24p+09f, -0x1.11606ap+12f, 0x1.6820dcp+07f, 0x1.f4be3ep-20f, INFINITY, -0x1.ca2272p-23f, -0x1p-01f, -0x1.26366cp-06f, 0x1p+24f, -0x1.1b1adp+08f, -0x1.ab818p-02f, 0x1.ae3d0ep+10f, -0x1.66b292p-12f, -0.0f, 0x1.0aaa0cp-16f, 0x1.d74a0ap+12f, -0x1.eed614p+13f, 0x1.99999ap-04f, -0.0f, 0x1.5dd4a2p+06f, 0x1.e48c02p-10f, 0x1.2a05f2p+33f, 0x1.21e5dp+14f, -0x1.0bap-138f, 0x1.617312p-11f, -0.0f, -0x1p+31f, -0x1p+00f, -0x1.fffffep+127f, -0x1.68e05cp+17f, 0x1.16c2p-133f, 0x1.4p+01f};
static const float h_f1[32] = {0x1.fffffep+127f, -0.0f, -INFINITY, INFINITY, -0x1.4p+01f, 0x1.4p+01f, -0x1.51de9ap+10f, 0x1p+00f, -0x1.4p+01f, -0x1.f803fap+13f, 0x1.af70fap+03f, 0x1p+24f, -0x1.f390f6p-14f, -0x1p+31f, -0x1.db925ap-21f, 0x1.b1ca36p+04f, 0x1.8p+01f, 0x1.751b88p-11f, -0.0f, -0x1.d65ddcp+03f, 0x1p+24f, 0x1.01d2ep-21f, -0x1.df7022p+16f, -0x1.2176e2p+17f, 0x1.fffffep+31f, -0x1.e137d8p+09f, 0x1.1f4742p-19f, 0x1.95459ep-10f, -0x1.d735b2p+01f, -0x1.9d01cep+00f, 0x1.08b626p-04f, 0x1.16c2p-133f};
static const float h_f2[32] = {0x0p+00f, -INFINITY, 0x1.2feea8p-02f, -INFINITY, 0x1.c2926cp+04f, 0x1p+00f, -0x1.5cfc44p-21f, 0x1.2b507ap+12f, -0x1.9db1e6p-03f, -0x1.35dacap+03f, -0x1.15ae3cp-19f, 0x1.8p+01f, -0x1.a1bab6p-11f, -0x1.1f3f1p-17f, 0x1.fffffep+127f, 0x1.8aadeap+13f, -0x1.6f4336p-02f, -0x1.f5d8e8p+10f, -0x1.52b782p+12f, 0x1.9a8578p+15f, 0x1.8p+00f, 0x0p+00f, 0x1.301984p+11f, 0x1.0d48a6p+18f, 0x1.fffffep+22f, -0x1.64f008p+04f, 0x1.78daaap+12f, -0x1.91ec38p-08f, -0x1.f96f7cp+18f, 0x1.15692p+15f, -0x1.a897d8p-08f, -0x1.cebef6p-02f};
static const float h_f3[32] = {0x1.f3bafep-11f, -0x1p+00f, 0x1.4p+01f, -INFINITY, 0x1.8p+01f, -0x1.135164p+04f, -0x1.a0cd52p-03f, -0x1.22bc34p-04f, 0x1.a01c68p-13f, -0x1.111922p-08f, 0x1.39c44ep+03f, 0x1.165db4p+07f, 0x1.cc0fa8p+01f, 0x1p-126f, -0x1.0bap-138f, 0x1.906622p+16f, 0x1.c3f33cp+13f, 0x1.fffffep+22f, 0x1.83adb4p-19f, -0x1.c0cf24p-06f, -0x1.2d2c94p-11f, 0x1.d1d23p+16f, 0x1.01f804p+18f, 0x1.fffffep+22f, 0x1p+24f, 0x1p-01f, 0x1.1e9482p-20f, -0x1.83d3dap-08f, -0x1.512cfcp-20f, 0x1.4f8d0cp-14f, 0x1.012402p-01f, 0x1.e18e8ap+10f};
static const double h_d0[32] = {0x0p+00, 0x1p+53, 0x1.24290d5c5b35cp-37, 0x1.532e6d0a8c368p-20, -0x1.d19e6cc1447b8p-12, -0x1.eb2eb2a99e8a6p+32, 0x1.1d5ab22b1f8b2p-32, 0x1.b560a697a5518p+35, -0x1.cp+01, 0x1.b8af9a4457b5p-01, 0x1p+00, -0x1.45e9e44e04be2p+05, 0x1.ae20bfe6edc7ep-41, 0x1.248e95d1d5b5ap+02, -0x1.7b668cd66b3fp+30, -0x1.cd67e09d7ffe6p+05, 0x1.999999999999ap-04, 0x1.bf9deef69bbcp+07, 0x1.7e43c8800759cp+996, 0x1.4p+01, 0x1.661550e6f73c4p+19, -0x1.70135b81f2328p+26, -0x1.59378899423ep-06, -0.0, 0x1p-1074, -0x1.2290b3e4c34ep+13, 0x1.f711241bd3e76p-05, 0x1.1c4bcb17292cp-18, -0x1.7e3b00195b9dp+33, -0x1.cp+01, 0x1.c5b5bcce566e8p+26, 0x1.4p+01};
static const double h_d1[32] = {0x1.4p+01, 0x1p-1074, -0x1.56e1fc2f8f359p-997, 0x1p+00, (double)INFINITY, -0x1.0c29af5c93562p+03, 0x1.aa99112b80e4ap+19, 0x1.df7b3e999fa6cp+24, -0x1.033939f25ffaep+09, 0x1.f04a70e75e0cp+31, 0x1.55f4db7457538p+08, 0x1p+00, (double)INFINITY, (double)INFINITY, 0x1.5f06a6b74353cp+29, 0x1.6e3a739617c5p-24, (double)INFINITY, 0x1p+53, -0x1.1010729fb955ep-34, -0x1.9e2b219543db4p+30, 0x1.3e480ffee211p-19, 0x1.bea734319c994p+02, -0x1.2297a9b808ecp-24, 0x1.bb8b3e6042ef2p-32, -0x1.a49d58e95f2p-26, 0x1.7e994b121d908p-24, -0x1.56e1fc2f8f359p-997, -0x1p+00, 0x1.7737b347d029cp-12, -0x1.ecd82f0b6a322p+19, -0x1.e30dde24f3e8p+02, -0x1.8e314d67d07bep-03};
static const int h_i0[32] = {-167, -1, -18, -12827429, -2147483647, 423832237, 823216942, -69754, 43473054, 2, -1572, -2147483647, 2147483647, -1, 5374643, -2, -2147483647, 0, 2, -171, 2147483647, 2147483647, 2147483647, -1, -2711, -20853, 2147483647, -76002964, 0, -2, 0, 87};

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
