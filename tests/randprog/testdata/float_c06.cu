// Random float expressions (tests/randprog/gen, kind float, seed 8006).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d1
#define E1 truncf(ceilf(((f1) * (0x1p-01f))))
#define E2 ((float)(i0))
#define E3 ((float)(f2i(asinf(f1))))
#define E4 sqrt(exp(((double)(i0))))
#define E5 atan2f(fmaf(((f0) * (f1) + (f0)), ((float)(i0)), ((f3) + (f0))), ((float)((isnan(f1) + 2 * isinf(f2) + 4 * signbit(0x1.ap+01f)))))
#define E6 f2
#define E7 f3
#define E8 i0
#define E9 ((float)(i0))
#define E10 ((fmin(d1, ((d1) * (0x1.87e92154ef7acp-665)))) * (fma(((d1) + (d0)), ((double)(i0)), ((d1) * (d0) + (d1)))))
#define E11 ((((f2) - (f1))) - (fdimf(f1, f0)))
#define E12 ((((f1) >= (f3) ? (0x1.99999ap-04f) : (f2))) * (sinhf(f1)) + (((float)(-0x1.cp+01))))
#define E13 ((float)(i0))
#define E14 (isnan(((f3) * (0x0p+00f) - (f0))) + 2 * isinf(0x1.ap+01f) + 4 * signbit(__fadd_rn(f3, f1)))
#define E15 ((f2) + (((remainderf(f1, f3)) < (f3) ? (((f2) < (f2) ? (f2) : (f2))) : (((f2) - (f2))))))
#define E16 f0
#define E17 erff(__frsqrt_rn(((f0) / (f1))))
#define E18 __fmaf_rd(__fsub_rz(__uint2float_rn(i0), ((f1) - (f3))), __ll2float_rz((isnan(f2) + 2 * isinf(0x1.5af1d8p+66f) + 4 * signbit(-0x1p+00f))), fmaf(((float)(i0)), floorf(f0), tanhf(0x1p-01f)))
#define E19 ((double)(long long)((isnan(f0) + 2 * isinf(f3) + 4 * signbit(f3))))
#define E20 f0
#define E21 ((cos(d0)) / (pow(d0, d1)))
#define E22 ((copysign(((double)(long long)(i0)), ((double)(long long)(i0)))) * (fmax(hypot(d1, d1), ((d1) * (d0) + (d1)))) + (((double)(((0x1.99999ap-04f) * (f2) + (0x1p+00f))))))
#define E23 erff(fmaf(f0, f2, 0x0p+00f))

static const float h_f0[32] = {-0.0f, 0x1.0d5f14p-29f, 0x0p+00f, -INFINITY, 0x1.be5c2ap+16f, 0x1.2a05f2p+33f, 0x1.2897bp+05f, 0x1.d4c8ep+10f, -0x1.4p+01f, -0x1p-01f, -0x1.2d6382p-19f, -0x1.43f6cep-04f, 0x1.ce1f5p-01f, 0x1p+00f, 0x1.f454e8p+12f, -0x1.0a6e1ep-06f, 0x1.0624dep-10f, 0x1.fffffep+30f, 0x1.b8eb64p-12f, 0x1.fffffep+22f, 0x1.eef842p-21f, 0x1p+24f, 0x1.b07adep-05f, -0x1.4p+01f, 0x1.1cc7dp+01f, 0x1.fffffep+127f, 0x1.fffffep+22f, 0x1.fe209cp-21f, -0x1p+00f, -0x1.34b604p+09f, -0x1.7c002ap-09f, 0x1.031c9cp-14f};
static const float h_f1[32] = {0x1.80d844p+13f, -0x1.b1c6b8p-07f, 0x1.a0b64cp+00f, 0x1.2a05f2p+33f, -0x1.1e462ap-09f, -0x1.731ca8p+07f, 0x1.14a3f8p+05f, 0x1.bb70bep-17f, -0x1.3eba9p+15f, 0x1.946924p+10f, -0x1.351ac4p-21f, -0x1.1c2f8p-20f, -0x1.abc952p+16f, 0x1.16c2p-133f, -0x1.2d9accp-23f, -0x1.5d4368p-12f, 0x1.2aaa88p-06f, -0x1.2f6218p+08f, -0x1.594348p+16f, INFINITY, -0x1.41a1eep-20f, 0x1p+00f, 0x1p-01f, -0x1.ebe91ap-08f, 0x1.fd5c4p-04f, -0x1.45341cp+03f, 0x1.00920ep-03f, 0x1.8p+00f, -0x1.0266bap+15f, 0x1.22d8e6p-04f, -0x1.fffffep+127f, 0x1.fffffep+22f};
static const float h_f2[32] = {0x1p-126f, INFINITY, 0x1p+00f, 0x1p-126f, -0x1.879902p+09f, -0x1.0bap-138f, 0x1.fffffep+127f, 0x1.99999ap-04f, -0x1.4d1f12p-06f, 0x1.fffffep+30f, -0x1.ba3b8ap+11f, -0x1.62a07p-04f, 0x1.4p+01f, 0x1.4p+01f, 0x1.99999ap-04f, -0x1.4049eep+06f, -0x1.4p+01f, -0x1p+31f, 0x1.fffffep+22f, -0x1.1918b8p-21f, 0x1.1105bep+18f, -0x1.eb8e52p+06f, 0x1.22a78cp+02f, 0x1.107f4p+13f, 0x1.de0368p+15f, -0x1.9f9d86p+14f, -0x1.0bap-138f, 0x1.6ab3p+15f, INFINITY, 0x1.11b778p+14f, -0x1.2dde6ep+14f, 0x1.fffffep+22f};
static const float h_f3[32] = {-0x1.7f76a6p-08f, 0x1.b87edcp-12f, -0x1.4p+01f, -0.0f, 0x1.fb93c2p-06f, -0x1.4d536p-19f, -0x1.e9ec3cp-14f, 0x1.a0b738p+08f, -0x1.4e13bap-05f, 0x1p+00f, 0x1p+00f, -0x1.21c7e6p-13f, 0x1.fffffep+22f, -0x1.21fb2cp-19f, 0x1.f7ff0ap+18f, -0x1.cd31c2p+14f, -0x1.120718p-13f, -0x1.273feep-09f, -0x1.06ae02p-17f, 0x1.5ae64ep+00f, 0x1.2295f8p-16f, -0x1.d00a4cp-14f, -0x1.e9845ep+13f, 0x1.e202dp+13f, -0x1.4a8de8p-22f, 0x1.314b3ap+02f, -0x1.cd150ap-08f, -0x1.9c67aep+07f, -0x1.ece7dep+09f, -0x1p-01f, -0x1.57e2a4p+14f, -0x1p+31f};
static const double h_d0[32] = {0x1.a90ea7ee19a9cp-41, -0x1.704ebe5e2489p-26, -0x1.56e1fc2f8f359p-997, 0x1p+00, 0x1p-01, 0x1.968b696c9e848p+25, 0x1.200fae2b23e86p-31, -0x1.95e0851675decp+10, -0x1.f2cfaacb365acp-06, 0x1.8f62b4bf1ae48p-30, -0x1.cfabb29434c78p+28, -0x1.90c86aab7cd58p+00, -0x1.6a3c4d3d78898p-39, 0x0p+00, -0x1.1c3aee02019ap-39, 0x1.84fafe80235dep-25, -0.0, -0x1.f3a31ec9da448p-12, -0x1.c54628b82fc6p-39, 0x1.fffffffffffffp+1023, 0x1.f17641f1bcf9cp-33, -0.0, 0x1.23c2b1e9e2d5p-17, 0x1.1e760ff9c1d38p+05, 0x1p+00, -0x1.fe80a7f590d78p+03, 0x1.19ea1c33fb654p+18, 0x1.1c37937e08p+53, -0x1.369dcfd4817d2p-33, -0x1.203e126798a16p+39, 0x1p+53, -0x1.4cf86eaa3b11p+08};
static const double h_d1[32] = {0x1p-1074, -0x1.98de66bfc601ap-35, 0x1.2b127d666c964p+26, -0x1.09c6c6419eddp+01, 0x1.a611e1e9fbba6p-03, -0x1.682e4748a895cp-05, 0x1p+53, 0x1.d6f34548p+26, -0x1.da2aacd3b192cp+27, 0x1.1acecd7a39f18p-11, 0x1p-1074, 0x1.999999999999ap-04, -0x1.e52ede47f9ec8p-36, -0x1.56e1fc2f8f359p-997, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, -0.0, 0x1p-01, 0x1.1492132c5c704p-34, -0x1.96a5bf48641f6p+27, 0x1.999999999999ap-04, 0x1.7ebda8797faa8p+32, 0x1p-1074, -0x1p+00, -0x1.aab2ca9f8b5d2p+06, 0x1.105a8d90843dap+25, -0x1.2e8c2625fcc9ap+33, 0x1.9c043daad1e0cp-19, -0x1.da200b1eb542cp+10, -0x1.824e26b150af2p+09, 0x1.fffffffffffffp+1023, 0x1.a1150b9d36064p-23};
static const int h_i0[32] = {1, -143, 97, 109527, 0, 2147483647, 2147483647, 94013097, -10972, -2147483647, -15, 1, 71, 1, 2, -1, -2, (-2147483647 - 1), 1, -2, 0, -680, 1, 7, -170, 1, -2, -1, 1, 1169374565, 9215, 264};

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
