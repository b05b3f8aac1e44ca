// Random float expressions (tests/randprog/gen, kind float, seed 2026).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 0
#define E1 fdimf(f3, ((f3) >= (f3) ? (f0) : (f0)))
#define E2 d2i(d0)
#define E3 ((float)(((((f0) / (f0))) > (((f3) >= (f0) ? (f3) : (f1))))))
#define E4 ((f1) * (((fmodf(0x1.ap+01f, f0)) / (((float)(1))))))
#define E5 f0
#define E6 f2i(((0x1.5af1d8p+66f) / (f0)))
#define E7 copysignf(logf(f0), f2)
#define E8 ((float)(((f2) < (((0x0p+00f) * (f1))))))
#define E9 ((0x1p+00f) <= (((f2) - (((0x1.99999ap-04f) < (f3) ? (-0x1p+00f) : (f2))))))
#define E10 ((atanf(((f1) / (f2)))) - (fdimf(f2, ((f2) + (f0)))))
#define E11 ((((float)(f2i(f1)))) >= (f2) ? (f0) : (((((float)(d1))) + (fminf(f2, -0x1p+00f)))))
#define E12 ((truncf(f2)) / (((f3) - (f2))))
#define E13 f1
#define E14 f2
#define E15 ((((((d0) + (d0))) - (d1))) - (((double)(((0x1.5af1d8p+66f) >= (f2) ? (0x0p+00f) : (f0))))))
#define E16 copysignf(sinf(0x0p+00f), atan2f(0x1p-01f, -0x1p+00f))
#define E17 d0
#define E18 f3
#define E19 fabsf(f3)
#define E20 ((((f1) + (f3))) - (remainderf(f1, f3)))
#define E21 ((float)(i0))
#define E22 __float2int_rz(fminf(fmaxf(((f2) + (f3)), -2.1e9f), 2.1e9f))
#define E23 copysignf(((fmaf(f1, f0, f3)) < (__fadd_rz(0x1p+01f, f2)) ? (cosf(f0)) : (((float)(d0)))), fmodf(((f0) - (f3)), ((float)((1 << 24) + 1))))

static const float h_f0[32] = {0x1.ffd116p-14f, -0x1.a94aeep-20f, -0x1.4p+01f, 0x1.fffffep+30f, 0x1.ad8cc2p+03f, -0x1p-01f, -0x1.27a398p+26f, 0x1.3040fp+12f, 0x1.39618cp+02f, -0x1.0bap-138f, -0x1.df4d6p-17f, 0x1.4a4968p-15f, -0x1.27a398p+26f, -0x1p-01f, 0x0p+00f, 0x1.808d94p-18f, -0x1.ca06f8p+04f, 0x1.8bb0bap-01f, 0x1p+24f, 0x1.0624dep-10f, -0x1.1003aap+03f, -0x1.57c80ep+00f, -0x1.0bap-138f, -0x1.712fe4p+12f, 0x1.5cf726p-08f, -0x1.fffffep+127f, -0x1.d949cap-03f, -0x1.3e8cb6p+13f, 0x1.fffffep+30f, -0x1.ab532cp-21f, -0x1.0bap-138f, 0x1.fffffep+30f};
static const float h_f1[32] = {-0x1.1e4ff4p-19f, 0x1.23b662p-05f, -0x1.0fb6bap-19f, 0x1.16c2p-133f, 0x1.16c2p-133f, -0x1.9348ap-11f, -0x1.4p+01f, -0x1.4p+01f, 0x1.6d80e8p-12f, 0x1.b1d712p-01f, -0x1.4aa1ep+16f, 0x1.618c66p-06f, -0x1.fe8dd2p-04f, -0x1.01acc4p+13f, -0x1.59ed4ep-04f, 0x1p-01f, -0x1.b16bdp+07f, 0x1.8p+00f, -0x1.8177cap-11f, -0x1p-01f, -0x1.d9a84cp+15f, 0x1.b28644p+16f, -0x1.941544p-04f, 0x1.fffffep+30f, 0x1.48427ep-10f, -0x1p-01f, -0x1.bdd966p-09f, 0x1p+00f, 0x1.99999ap-04f, 0x1.0624dep-10f, 0x1.16c2p-133f, -0x1.d6ca26p+16f};
static const float h_f2[32] = {-0x1.6d96e2p-16f, -0x1.cda3d4p-23f, -0x1.3c9f2cp-10f, 0x1.f7d828p-22f, 0x1.8p+01f, 0x1.0624dep-10f, 0x1p-01f, 0x1.b74ee2p+10f, 0x1.7a7ddp+13f, 0x1.2a05f2p+33f, 0x1.0d074ap-05f, -0x1.387846p+11f, -0x1.b0a438p-05f, 0x1.b80b26p-11f, -0x1.27a398p+26f, 0x1.650bfcp+18f, -0x1p+00f, 0x1.fffffep+30f, 0x1.30f94cp-08f, -0x1.8aaddcp-14f, -0x1.3a0738p-21f, 0x1p+00f, -0x1.1407cep-13f, 0x1.1d04d8p+02f, -0x1p+00f, 0x1p-126f, 0x1.f48292p+17f, -0x1.6ad4a4p-20f, 0x1.fa26ecp+02f, -0x1.4b8a68p-01f, -0x1.76776cp-01f, -0x1.cac3cep+17f};
static const float h_f3[32] = {0x1.8p+00f, 0x1.29d74p+12f, -0x1.96c2aap-09f, 0x1.497cp-05f, -0x1.0bap-138f, 0x1.6deb6cp+14f, 0x1.16c2p-133f, 0x1.99999ap-04f, -0x1.18aa74p+06f, 0x1.e48976p+02f, 0x1.a54d32p-04f, -0x1p+31f, -0.0f, 0x1p+24f, -0x1p-01f, -0x1.4p+01f, 0x1.d9358ap-14f, -0x1p+31f, 0x1.9a824p+04f, 0x1.fffffep+22f, 0x1.6f8ca4p-06f, 0x0p+00f, -0x1p+00f, -0x1p+00f, -0.0f, -0x1.edb924p-18f, 0x1.1b3572p-06f, 0x1.99999ap-04f, 0x1.cf7108p+12f, -0x1.477ce8p+08f, 0x1.75503ep-02f, -0x1.27a398p+26f};
static const double h_d0[32] = {0x1.999999999999ap-04, -0x1.4a6a425631fa8p+17, 0x1.579b8d2733028p+29, -0x1.53570088a5f92p+28, 0x1.7e43c8800759cp+996, -0x1.53e3041507db4p+18, 0x1.fadb6dbe878dep+20, 0x1.e641edbbbef3cp-35, 0x1.e46a690a25fep+21, 0x1.4p+01, -0x1.f91e97219c484p+02, 0x1p-1074, 0x0p+00, -0x1.a8a44546a4604p-02, 0x1.7e43c8800759cp+996, 0x1p+53, 0x1.1c37937e08p+53, -0x1.132f02a3cf368p-43, 0x1p+53, 0x1.502b993981332p-22, 0x1.2976e200d72c8p+29, -0x1.100108972f204p-30, 0x1.d230e1b69f9fcp-04, -0x1.9fde4a72dc88ep+07, -0x1.e68977abdcca4p+08, -0.0, 0x1.d6f34548p+26, 0x1.68d36821696p-06, 0x1.bf3b2bf68d384p+34, -0x1.926d5feaa23ccp+11, 0x1.70207581ea234p+21, 0x1.4p+01};
static const double h_d1[32] = {-0x1.72d8a9ee8dc0cp-19, 0x1p-1074, 0x1.dab6ddadcd538p+09, -0x1.65ba42684e058p+32, 0x1.a1cf694dde7p+26, -0x1.8e50e53cbb16p+29, -0x1.15359410ea9b6p+15, 0x1.4p+01, -0x1.56e1fc2f8f359p-997, -0x1.a66ba85186718p+02, -0x1.8ab001168e704p-36, -0x1.72adb02860a98p-06, 0x1.7e43c8800759cp+996, 0x1.fd2ceced4501p+16, 0x1.6f80177c4e52p-25, 0x1.5fbd1a2870292p-13, 0x0p+00, 0x1p-01, 0x1p+53, 0x1.a31b9145d7518p-12, 0x1p-1074, 0x1p+00, -0x1.655396b00decep-02, 0x1.b9fb510d9f69p+08, 0x1.1c37937e08p+53, -0x1.a60062055f874p-09, -0x1.56e1fc2f8f359p-997, -0x1.5610c3102c6c8p-03, 0x1.38bfb92265a5ep-22, 0x1p-1074, -0x1.39a408c17549p-13, -0x1.cf198426d0096p+03};
static const int h_i0[32] = {-3, 16338, 165870, 221164584, 2, 2, -2, -154, 0, -15402, -67256, 0, (-2147483647 - 1), -58282, 2147483647, 2147483647, 2147483647, -2, 19299119, 54630832, 2147483647, 0, 2147483647, -250, 3279, 28, -989, 573, -950, -64723, 1, -1197272924};

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
