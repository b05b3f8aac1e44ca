// Random float expressions (tests/randprog/gen, kind float, seed 2015).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((f2) - (((((f0) * (f3) + (f1))) - (powf(f1, f0)))))
#define E1 ((double)(((f1) + (f0))))
#define E2 ((double)(long long)(d2i(fmax(d1, -0x1.cp+01))))
#define E3 d2i(((d1) * (d1) + (d0)))
#define E4 f2i(atan2f(0x1.79ca1p-67f, f0))
#define E5 ((rintf(((f3) + (f3)))) - (((float)(f2i(f2)))))
#define E6 (1 << 24) + 1
#define E7 remainderf(((f2) < (f0) ? (f1) : (f2)), ((float)(d0)))
#define E8 d2i(fmod(fmod(d1, d0), copysign(d0, d0)))
#define E9 ((((fmaf(f3, f1, f1)) - (0x1.5af1d8p+66f))) / (fmaf(((float)(d0)), ((f2) - (f3)), ((f2) - (0x1.99999ap-04f)))))
#define E10 ((float)(d2i(log(d0))))
#define E11 hypot(d1, ((double)(i0)))
#define E12 ((((d0) + (d0))) - (((double)(long long)(i0))))
#define E13 i0
#define E14 ((((((f3) - (f3))) >= (((f3) / (f1))) ? (((f0) * (f2))) : (__ll2float_rz(i0)))) / (fmodf(fmaf(f0, f0, f0), f3)))
#define E15 remainderf(f0, ((((0x1.ap+01f) < (0x1.5af1d8p+66f) ? (0x1p+01f) : (f1))) * (((f3) + (f3))) - (((f1) / (0x1p+01f)))))
#define E16 ((double)(long long)(d2i(0x1.999999999999ap-04)))
#define E17 __float2int_rn(fminf(fmaxf(((((f1) >= (0x1p+01f) ? (f3) : (f3))) * (((f2) - (0x1.99999ap-04f))) - (((float)(d1)))), -2.1e9f), 2.1e9f))
#define E18 d0
#define E19 0x1.5af1d8p+66f
#define E20 ((__log2f(f3)) + (((0x1p+01f) / (0x1.5af1d8p+66f))))
#define E21 __fadd_rd(exp2f(fmaf(f1, f1, f0)), __double2float_rn(d1))
#define E22 ((((hypot(0x1p+00, d1)) * (((0x1.999999999999ap-04) + (d0))) + (((d0) + (d0))))) / (((log(0x0p+00)) + (d0))))
#define E23 fmaf(((f3) - (0x1.99999ap-04f)), sinhf(f3), truncf(f2))

static const float h_f0[32] = {0x1.fffffep+30f, 0x1.fffffep+22f, 0x1.bb1c18p+01f, 0x1.6cd454p+11f, 0x1.fc13c6p-05f, -0x1p+00f, -0x1.af552p-20f, 0x1p+00f, 0x1.057e0cp+12f, -0x1.241c7p-14f, -0x1.44c5f8p-16f, 0x1p+24f, -0x1.2da084p+12f, 0x1.041ccap+08f, -0x1.13561cp+13f, 0x1.bf8642p-15f, -0x1.1f81a8p-20f, 0x1.10f98ep-03f, -0x1.162adcp+07f, 0x1.fffffep+30f, 0x1p-126f, 0x1.0177c8p+13f, 0x1.68d72p-10f, -0x1.d09daep+00f, -0x1.92e89ep+14f, 0x1.8p+01f, 0x1.fffffep+31f, -0x1.9e0f8cp+18f, 0x1.541808p-07f, 0x1.4fe2a6p-05f, -0x1.3ed9dp-17f, 0x1.16c2p-133f};
static const float h_f1[32] = {-0x1.866a0cp-14f, -0x1.54e71cp-13f, 0x1p-126f, -0x1.4p+01f, -0x1.4p+01f, 0x1.99999ap-04f, -0x1.11e88ep+08f, -0x1.e4395ep-08f, -0x1.503624p-06f, -0x1.3ff448p-17f, 0x1.fceecep-03f, -0x1.01df34p-08f, -0x1.2aea24p+13f, -0x1.b73b9ep-14f, 0x1p-126f, 0x1.16c2p-133f, -0x1p+00f, 0x1p+24f, 0x1.be5c78p+04f, 0x1.16c2p-133f, 0x1.3ca50ep-06f, -0x1.b63b84p-06f, -0x1p-01f, 0x1p+24f, 0x1.4f7a9cp-25f, -0x1p+00f, -0x1p+31f, 0x1.123946p-14f, 0x1.8dfb0ep-13f, -0x1.e336aep-12f, -INFINITY, 0x1.0087c2p-17f};
static const float h_f2[32] = {-0x1.3dacfcp+14f, 0x1.65f03ep+02f, 0x1.2697c2p+00f, 0x1.30e65ap+06f, -0x1.bddd4ep-06f, 0x1.fffffep+30f, 0x1.fffffep+22f, -0x1.172b52p-17f, -0x1.77a984p+11f, 0x1p+24f, -0x1p+00f, -0x1.a2f71cp+08f, 0x1.fffffep+30f, 0x1.fffffep+31f, -0x1.0d204ep-08f, -0x1.28f02ap+08f, 0x0p+00f, -0x1p+31f, -0x1.10c01p-19f, 0x1.a4102ep-13f, 0x1.0624dep-10f, 0x1.2a05f2p+33f, -0x1.9831dap-17f, 0x1.fffffep+30f, -0x1.27a67p+04f, -0x1.dd6b68p+07f, 0x1.7000b8p+07f, -0x1.555b72p+03f, -0x1.ca14a6p+18f, 0x1.fffffep+30f, -0x1p+31f, 0x1.27c68ap+07f};
static const float h_f3[32] = {-0x1.5df5ccp-01f, 0x1.2da9b8p-04f, -0x1.d908bcp+07f, 0x1.931f7p-21f, 0x1.fa10d6p-01f, -0x1.1d82eap+00f, 0x1.16c2p-133f, 0x1.bea3ep+11f, 0x1p+00f, INFINITY, -0x1.fffffep+127f, 0x1.e8be74p+04f, -0x1.9911dcp-06f, 0x1.32291cp+06f, -0x1.93ae32p-09f, 0x1.fffffep+127f, -0x1.26b5ecp-12f, 0x1.99999ap-04f, 0x1.fffffep+31f, 0x1p-01f, -0x1.ce04c4p-16f, -0x1.cacbdcp-08f, 0x1.7a06f8p-01f, 0x1p-01f, -INFINITY, -0x1p+31f, 0x1.66bac8p-14f, -0x1.0bap-138f, 0x1.b2f524p+04f, -0x1.7f0d88p-17f, -0x1p+31f, -0x1.9df9eap-15f};
static const double h_d0[32] = {0x1.999999999999ap-04, 0x1.d6f34548p+26, -0x1.b8ae1e49d788cp-11, -0x1.84db8835afa6p-12, 0x1.fa5e70f882854p+37, -0x1.0f612efde7bdp-08, -0x1.3d17319d45d98p+30, 0x1.142350a5d7f9p-10, -0.0, 0x1.18f0e14269e9p+21, -0x1.353ef6d3f623ep-15, 0x1.5aaabedfd79a4p+29, 0x1.d4bfc3b05588ap+20, 0x1.d2f352d174a68p+03, 0x1.999999999999ap-04, -0x1.cp+01, 0x1.3f79a79ee277p-38, -0x1.2eda42928e938p-02, 0x1.00814eb790142p-11, 0x1.4p+01, -0.0, 0x1.11193452ae7a4p+20, 0x1.0fd6a7bcd858p-39, 0x1.fffffffffffffp+1023, 0x1.7e43c8800759cp+996, 0x1.e5acb9159c93ep-26, 0x1p+00, 0x1.45dc74438f308p-21, 0x1p-1074, 0x1.49ac0be3f75p+14, -0x1.3cf32090c6f7ap-16, 0x1.2298c8623e02ap+14};
static const double h_d1[32] = {-0x1.cp+01, 0x1.837adcc393a9cp-31, -0x1.8cf9c701b4c14p-11, -0x1p+00, -0x1.cp+01, -0x1.56e1fc2f8f359p-997, 0x1.8250dccc0941cp-12, 0x1.d11c29e01aad8p+36, -0.0, -0x1.2a049ea5b22fp+23, -0x1.6fb4adaef55f4p-36, -0x1.10d6c0caaff3p-02, 0x0p+00, -0x1.f18dc5e16826p+08, -0x1p+00, 0x1p+00, 0x1p-01, -0x1.988dbf8c570f6p-24, -0x1.f9262db39cb48p-42, 0x1.999999999999ap-04, -0x1.ac2aa5bb8a0ep-32, -0x1.e4795cfd4bc48p-10, 0x1.cefa6e5b83008p-03, 0x1.e081ed91e7c76p-34, 0x1.5ec6aa0ea772cp+32, -0x1.6a15dfbad5d08p-10, -0x1.cp+01, 0x1.6786bcf61541p+23, 0x1.213533abd2ed2p+00, -0x1.ccced063cdbd6p+19, 0x1p+53, 0x1.1a690c9503a3cp-20};
static const int h_i0[32] = {-2147483647, 2147483646, 0, 1, 1976, 1, -2147483647, (-2147483647 - 1), -1, 0, 146256154, -2, 141997, 0, 37214814, 2147483647, -2, 1, -2147483647, 2, 22224701, 31183469, 64, 1069059432, -2, 1, (-2147483647 - 1), 1, (-2147483647 - 1), 53491021, -3183746, -2};

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
