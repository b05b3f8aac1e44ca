// Random float expressions (tests/randprog/gen, kind float, seed 8016).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 cosf(((0x1.ap+01f) - (0x1.5af1d8p+66f)))
#define E1 fmaxf(fminf(f3, f1), f1)
#define E2 f2i(((float)(f2i(f1))))
#define E3 0x1p+00f
#define E4 ((double)(long long)(d2i(((0x1.999999999999ap-04) * (d1) + (d1)))))
#define E5 ((f2) * (((float)(255))) - (f1))
#define E6 fma(cos(sin(0x1p+00)), ((double)(((float)(i0)))), d1)
#define E7 fmaxf(powf(0x1.ap+01f, 0x1p+00f), ((f2) * (f1)))
#define E8 ((((double)(hypotf(f0, f0)))) - (((double)(long long)((isnan(f2) + 2 * isinf(f1) + 4 * signbit(f0))))))
#define E9 ((((((0x1.5af1d8p+66f) / (f2))) * (f3))) / (((fdimf(-0x1p+00f, f2)) * (((float)(i0))) - (((f3) - (f2))))))
#define E10 i0
#define E11 ((((f2) / (-0x1p+00f))) <= (((f0) * (f0))))
#define E12 ((float)(i0))
#define E13 f3
#define E14 fmodf(((f3) / (((f3) * (f3) - (f2)))), __expf(__double2float_ru(d1)))
#define E15 fmaf(((f2) / (f0)), __fadd_rz(f3, 0x1.5af1d8p+66f), __fadd_rz(f3, f2))
#define E16 ((hypotf(f3, f1)) * (((float)(d0))) + (((f3) - (f3))))
#define E17 __cosf(f1)
#define E18 sinhf(hypotf(f1, f1))
#define E19 ((fmaf(0x1.99999ap-04f, ((0x1.79ca1p-67f) / (f0)), __tanf(f3))) + (((((f3) / (0x1.79ca1p-67f))) * (__sinf(f1)))))
#define E20 ((((float)(i0))) >= (acoshf(f2)) ? (fminf(0x1.99999ap-04f, f0)) : (f3))
#define E21 f0
#define E22 ((((atan2f(-0x1p+00f, f0)) * (f1))) < (f0) ? (fmaf(fminf(f0, f2), copysignf(f2, f0), fmodf(f1, f0))) : (((hypotf(f1, f0)) + (((0x1p+00f) + (0x1p-01f))))))
#define E23 d2i(((0x0p+00) - (d1)))

static const float h_f0[32] = {0x1.cad4a6p-03f, -0x1.62e3eap+13f, -0x1.0bap-138f, 0x1.bf9ad4p-08f, 0x1.f00012p+03f, 0x1.2093fep-19f, -0x1p+00f, 0x1.fffffep+127f, 0x1p-01f, -0x1.1798eep+08f, -0x1.ce25ccp+10f, INFINITY, -0x1.3c5cb6p+11f, 0x1.59ae84p-04f, 0x1p+24f, -0x1.efd8b2p-19f, 0x1p-126f, 0x1p-126f, -0x1.94143ep-04f, 0x1.fffffep+30f, -0x1.1c4426p+16f, 0x1.ff1de2p-13f, 0x1.50183p-17f, -0x1.fffffep+127f, -0x1.003e2ep+06f, -0x1.4p+01f, 0x1.9c12dp+11f, 0x1.144798p-10f, -0x1.c54998p-14f, -0x1.484578p+02f, -0x1.3f73fcp-17f, 0x0p+00f};
static const float h_f1[32] = {-0x1.0bap-138f, 0x1p+24f, 0x1p+00f, 0x1.16c2p-133f, 0x1.99d51p-21f, -0x1.814f12p-07f, -0x1p+00f, -0x1.61ecc2p+12f, -0x1.a63376p-07f, 0x1.5a91f6p-10f, -0x1.9a0c2ap+15f, -0x1.2cda22p-04f, 0x1.99999ap-04f, -0x1.de5876p-10f, -0x1.1c90ap-07f, 0x1.dbf5dap+12f, 0x1.5b8ffap-23f, -0x1.fffffep+127f, 0x1.1e4c76p-20f, 0x1.ee8aecp+08f, 0x1.e45026p-01f, 0x1.24c2c6p-10f, 0x1.abab66p-20f, 0x1.e7321cp+16f, -0x1.a29a86p+15f, 0x1.757948p+09f, -0x1.0bap-138f, 0x1.4be02ep-15f, INFINITY, -0x1.fffffep+127f, -0.0f, 0x1.64c13ap+19f};
static const float h_f2[32] = {0x1p-126f, -0x1.ba9a28p-08f, -0x1.2bd82ap+09f, -0x1.52db9ap+16f, 0x1.0624dep-10f, 0x1.f78db2p+04f, 0x1.fffffep+22f, -0x1.f500b6p-20f, 0x1.c4aecep+00f, 0x1.98b25ep+03f, 0x1p+24f, -0x1.5b76eep-16f, 0x0p+00f, -0x1.d68aa6p-18f, -0x1.3fbe08p+12f, 0x1.da46d2p+03f, 0x1.4p+01f, -0x1.ed713ep-13f, 0x1.fffffep+30f, 0x1.fffffep+31f, -INFINITY, 0x1.661042p-21f, -0.0f, 0x1.2e61ccp+07f, -0x1.27a398p+26f, -0.0f, 0x1.2a05f2p+33f, 0x1.49f5ap-05f, -0.0f, -0x1.f715dep-02f, 0x1p+24f, 0x1.0cb1a8p-22f};
static const float h_f3[32] = {-0x1p-01f, 0x1p+24f, -0x1.faf814p-06f, 0x1.0624dep-10f, -0x1.f9fbb8p+00f, -0x1.768828p+19f, 0x1.8p+00f, 0x1.9e6f8ap+18f, 0x1.9d107cp+07f, -0x1.43cb8ep-14f, 0x1.bd3a2cp+10f, 0x1.255fd2p-18f, 0x1.cd562cp+18f, -0x1.0ae4b2p-16f, -0x1.d0e2b2p-17f, 0x1p+24f, -0x1.fc9eccp+03f, -0x1.1a9e24p+13f, -0x1.63bee4p+12f, -0x1.be410ap+12f, 0x1.80a316p+05f, 0x1.226992p+04f, 0x1.fffffep+30f, 0x1.0624dep-10f, 0x1.8p+00f, 0x1.99999ap-04f, -0x1p+31f, -0x1.2edab8p-14f, -0x1.0ca036p-15f, 0x1.8p+01f, -0x1.c6dbb8p-02f, 0x1.194448p+04f};
static const double h_d0[32] = {-0.0, 0x1p-1074, -0x1.a1ddd0488b9ccp-11, 0x1.ae36a977bc16p-38, 0x1.1a99a887aa05cp-34, 0x1.fffffffffffffp+1023, -0x1.7c864636b7fd8p+21, -0x1.f8015f5daa4p+29, -0x1.7e6df3fdc333p-24, 0x1.91eb68c4cda64p-36, 0x1.999999999999ap-04, -0x1.08e176ef0368ap+22, -0.0, 0x1.1c37937e08p+53, (double)INFINITY, -0x1.1096f38b9eb8cp+03, -0x1.4908982213c9ep+01, 0x1.cf563c7fd4e6cp+19, 0x0p+00, -0x1.df8a94590b8cp-07, -0x1.c307a9ce1c5aep-14, 0x1p-1074, 0x1.386916971ecdp-22, 0x1.6fef389c3401p+01, 0x1.fd5afb4ce8934p+21, 0x1.70132d6a138d4p+04, 0x1.1c37937e08p+53, 0x1p-1074, 0x1.e9d5833963da8p-12, 0x1.7e43c8800759cp+996, 0x0p+00, -0x1.543a996920828p-10};
static const double h_d1[32] = {-0x1.68b3125ac7974p+17, -0x1.1be4c46bb8a4cp+12, -0x1.bea29ee065bd6p-25, -0x1.1ec278674cddap+39, -0x1.a8b7b0dfb2ed8p+32, -0x1.d1183c7d05e1cp-20, 0x1.66ed8fd264af8p+16, 0x1.68aa31050ed2p+31, 0x1.d99b39e547cc8p-39, 0x1.0f46d51a2dde8p-35, 0x1.cb84d948ef28p-05, 0x1.7e43c8800759cp+996, -0x1.6dd6c7ae64552p-20, -0x1.ea1d3518f649ap+26, 0x1.ea8733f03335ap+11, 0x1.fffffffffffffp+1023, -0x1.dbaaaf6adb258p-03, 0x1.4p+01, -0x1.a8782a72804eap-12, 0x1.1c37937e08p+53, -0x1.e2ad66c3739bap-25, 0x1.c9998e9f28f8cp+13, (double)INFINITY, 0x1p+00, 0x1.c3b09559876d8p-03, -0x1.e8a118c34326p+30, -0x1.2aa2ce60233p-23, 0x1.43db27dc2e048p-27, 0x1.fffffffffffffp+1023, 0x0p+00, 0x1.0638194b43f1p+00, 0x1.44141d315d96p+18};
static const int h_i0[32] = {(-2147483647 - 1), 8992, -97082205, 2147483647, -2147483647, (-2147483647 - 1), -226, 0, -3858660, 1968539, -1, -1, 39861, -2, -1, 2, 840578823, 2147483646, -2147483647, 750, 1, 97161, (-2147483647 - 1), 0, -42, -4, -1, -1926400493, 1, 1, -14231, 76258};

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
