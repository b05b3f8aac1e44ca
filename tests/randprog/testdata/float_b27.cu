// Random float expressions (tests/randprog/gen, kind float, seed 1113813).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((f1) * (f3) - (0x1.ap+01f))) / (sinf(f2)))) + (((float)((isnan(f1) + 2 * isinf(f3) + 4 * signbit(0x1p+00f))))))
#define E1 ((fmaf(((f2) * (f0) - (f3)), fmaf(f1, f2, f2), ((float)(-0x1.cp+01)))) >= (fmodf(((f3) / (f0)), ((-0x1p+00f) >= (f2) ? (f2) : (f2)))) ? (((f0) < (((float)(i0))) ? (((float)(i0))) : (((float)(1))))) : (((((f2) / (0x0p+00f))) >= (((float)(i0))) ? (((float)(-7))) : (f2))))
#define E2 ((((float)(i0))) * (((f0) >= (f2) ? (0x1.99999ap-04f) : (f2))))
#define E3 ((fmodf(copysignf(f0, f0), ((float)(i0)))) >= (((float)(d2i(0x1.87e92154ef7acp-665)))) ? (fmaxf(((f0) - (f0)), f2)) : (fmaf(((float)(i0)), ((0x1.99999ap-04f) >= (f2) ? (f0) : (f0)), ((f2) * (f1) + (f2)))))
#define E4 f3
#define E5 ((fma(((d1) - (0x1.999999999999ap-04)), ((double)(i0)), ((d1) * (d1) + (d0)))) * (((double)(f1))) + (fma(rint(0x1.999999999999ap-04), fmod(d0, d0), ((d1) * (0x0p+00) + (d1)))))
#define E6 1 << 24
#define E7 fmaf(f3, ((float)(i0)), ((f2) + (f1)))
#define E8 ceilf(((f1) * (f0) - (0x1.79ca1p-67f)))
#define E9 ((fmodf(f1, f2)) * (((f0) + (f0))))
#define E10 ((fma(0x1.999999999999ap-04, d1, 0x1.87e92154ef7acp-665)) - (atan(0x0p+00)))
#define E11 asinf(cbrtf(((f3) * (f2) + (f0))))
#define E12 ((erff(f1)) + (f1))
#define E13 ((fmaf(f2, f2, f0)) + (copysignf(f1, f1)))
#define E14 d0
#define E15 __fmul_rd(f0, ((f2) + (f2)))
#define E16 ((__fmaf_rn(f1, 0x1.ap+01f, f1)) * (f2) + (((0x1.5af1d8p+66f) * (0x1p+01f) - (f0))))
#define E17 d1
#define E18 d0
#define E19 d0
#define E20 ((atanf(((f3) >= (f2) ? (0x1.ap+01f) : (f1)))) * (((__int2float_rn(i0)) / (((0x1.79ca1p-67f) * (f2) - (0x1p+00f))))) + (((float)(1))))
#define E21 fma(fmod(d0, d0), ((double)(f0)), fma(d0, d0, d1))
#define E22 f2i(roundf(f2))
#define E23 __float2int_rz(fminf(fmaxf(logf(f2), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {-0x1.0a6c2p+03f, -0x1.14b6b8p-03f, 0x1.fffffep+31f, 0x1.9d106ap+19f, -0x1.017a4cp-21f, 0x1.348e66p+06f, -0x1.4p+01f, 0x1.feba08p-21f, 0x1.334e94p+05f, 0x1.2a05f2p+33f, 0x1.8p+01f, -0x1.e64dfep-02f, 0x1p+00f, INFINITY, 0x1.12abd4p-10f, 0x1.16c2p-133f, 0x1.8p+00f, -INFINITY, -0x1.4p+01f, 0x1.fffffep+30f, 0x1.8aa33ep-01f, -0x1.616af4p+10f, 0x1.4p+01f, 0x1.2f074p+03f, 0x1.5688d6p-05f, 0x1.fffffep+30f, 0x1.c09ec2p+06f, INFINITY, 0x1.00410ep+02f, 0x1.ffb4d2p-03f, -0x1.0bap-138f, 0x1p-01f};
static const float h_f1[32] = {0x1.f7f962p-02f, 0x1.0624dep-10f, 0x1.fffffep+31f, -0x1.7b0b58p+17f, 0x1p-01f, 0x1.9f409ap-08f, 0x1.8p+01f, 0x1.e09426p-14f, 0x1.52722ep-23f, -0x1.949276p-10f, 0x1.c5e4c6p+05f, 0x1.80bdd2p+07f, -0x1.fddeap+05f, -0x1.70e4dep-06f, -0x1.06b5f8p-15f, 0x1.005ee6p+05f, 0x1p-01f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1p+24f, -0x1p-01f, 0x1.2a05f2p+33f, 0x1p+24f, -0x1.4416eap-07f, -0x1.30c16ap-16f, 0x1.2b0086p-02f, 0x1.93091p+18f, 0x1.b04b0cp+12f, 0x1.21f32ep+03f, 0x1.c3c50ep-05f, 0x1.2a05f2p+33f, -0x1p+31f};
static const float h_f2[32] = {0x1.4a5402p-14f, 0x1p-01f, 0x1.8p+01f, 0x1.99999ap-04f, -0x1.54a0acp-03f, INFINITY, -0x1.e5db9ep+03f, 0x1.c2f8a2p-18f, 0x1.a0d778p+11f, -0x1.120b7ep+01f, 0x1.d89a7ap-03f, 0x1.0624dep-10f, -0x1.19e57cp-03f, -0x1.e6bc6p-20f, -0x1.0bap-138f, -0x1.f916e6p-17f, 0x1.da177cp-22f, 0x1.fffffep+127f, 0x0p+00f, 0x1.a2c77ep-10f, -0x1p+31f, -0x1.72b442p+00f, 0x1.4bfdap+10f, -0x1.81b52p+13f, 0x1p+00f, 0x1p+24f, -0x1.8446c8p-16f, -0x1.d41444p+15f, 0x1.4581d8p-06f, 0x1.8p+01f, 0x1.3cc4c6p-05f, 0x1p+00f};
static const float h_f3[32] = {0x1.fffffep+22f, 0x1.1837dp-13f, -0x1.e889d6p+10f, -0x1.b41b54p+04f, 0x1p+00f, 0x1.91a92ep+09f, 0x1.4p+01f, 0x1.ba0c52p-16f, -0x1p-01f, 0x1.10d552p+11f, -0x1.4p+01f, -0x1.f8c234p+03f, 0x1.33eed8p+14f, -0.0f, -0x1.27a398p+26f, 0x0p+00f, 0x1.267d48p+01f, 0x1.0624dep-10f, 0x1.a59d16p+07f, 0x1.a67e74p+08f, 0x1.16c2p-133f, -0x1.df126ep-01f, 0x1.790122p+15f, 0x1.99999ap-04f, -0x1.72f52cp+07f, 0x1.8c40fp+12f, 0x1.7ba602p+09f, -0x1.43149p+12f, -0x1p-01f, 0x1.00d6fp-21f, INFINITY, 0x1p+24f};
static const double h_d0[32] = {0x0p+00, 0x1.7e43c8800759cp+996, -0x1.81f6e8048575p-21, 0x1.9ed91aab521acp-29, (double)INFINITY, 0x1.fffffffffffffp+1023, (double)INFINITY, 0x1.fffffffffffffp+1023, -0x1.dab3e00793fa2p+13, 0x1.cf4363c289082p+17, 0x1p-01, (double)INFINITY, -0x1.217958fff28ep-28, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, -0x1.ec067c6defbdp-25, 0x1.c2b1d78a719ecp-42, 0x1.ea2d8307414b6p+31, -0x1.e433783b181e2p-30, 0x1.fcdc5550d74b8p-38, -0x1.af637ed04a5c8p+06, -0x1.8a597574f58e6p+33, -0x1.cp+01, 0x1.1c37937e08p+53, 0x1.999999999999ap-04, -0x1.e3d3cd36e616cp-17, -0x1.0352b6186c11cp-19, -0x1.277da2da39624p-27, 0x1.999999999999ap-04, 0x1.a6b651fed55f4p+27, 0x1.a30f82f54667ep-28, 0x1p-01};
static const double h_d1[32] = {-0x1.cp+01, -0x1.5032d8dd8623p-29, 0x1.783320910cbfcp+03, (double)INFINITY, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.4c9e23f2c7aecp-23, 0x1.a0a532d75974p-26, -0x1p+00, 0x1.f3faac52b368p+07, 0x1.50cf18e576046p+03, 0x1p-1074, 0x1.e970e29203ecp-10, 0x1.1c37937e08p+53, -0x1.f764f4aa9f98p-21, 0x1p-1074, -0x1.db60732ef3c36p-15, 0x1.d6a03351d8bdp-38, 0x1.86d2279de04cp+29, -0x1.cp+01, -0x1.ab7c1cdb3e3bcp-07, -0x1.a0b1fe3a86b2p+19, -0x1.2fb0e310bcbf4p+30, 0x1.d6f34548p+26, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, 0x1.467c5710db6fp+29, 0x1.1c37937e08p+53, -0x1.6a74c12a303e6p-20, 0x1p-01, -0x1p+00};
static const int h_i0[32] = {-2147483647, 2147483646, -211521284, 0, -1, -1, 9457, 5, 59365, -1, 2147483646, -170592, 2147483647, (-2147483647 - 1), -2147483647, -1097182, -2, -6044607, 1, 0, 79235943, -1, 2147483647, 202014, 1, -2, -13, -2147483647, 2147483646, -27634, 2, -64488};

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
