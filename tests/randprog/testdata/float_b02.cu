// Random float expressions (tests/randprog/gen, kind float, seed 915838).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(fmaxf(f2, f0)) + 2 * isinf(((f1) + (f1))) + 4 * signbit(cbrtf(0x1.79ca1p-67f)))
#define E1 (isnan(f3) + 2 * isinf(hypotf(f1, -0x1p+00f)) + 4 * signbit(f0))
#define E2 floorf(fmaf(fminf(f2, f3), ((f1) * (f0)), ((float)(i0))))
#define E3 f3
#define E4 -0x1p+00f
#define E5 log2f(((((float)(i0))) >= (((0x1.5af1d8p+66f) >= (f1) ? (f2) : (f2))) ? (((0x0p+00f) - (f3))) : (((f1) * (f2)))))
#define E6 i0
#define E7 i0
#define E8 log10f(((((float)(i0))) + (((0x0p+00f) + (f3)))))
#define E9 d0
#define E10 (isnan(0x0p+00f) + 2 * isinf(((float)(d2i(d0)))) + 4 * signbit(((float)(d2i(0x1.87e92154ef7acp-665)))))
#define E11 fmodf(tanhf(f1), ((float)(i0)))
#define E12 fmaf(f0, fmaf(0x1p+01f, 0x1.5af1d8p+66f, f3), ((f0) + (f3)))
#define E13 ((float)(f2i(f0)))
#define E14 ((d0) * (((double)(i0))))
#define E15 cosf(((f1) * (f0) + (0x1.79ca1p-67f)))
#define E16 powf(__double2float_ru(pow(d1, d0)), __double2float_ru(((d1) * (0x1.999999999999ap-04))))
#define E17 __float2int_rz(fminf(fmaxf(__ull2float_rd(0), -2.1e9f), 2.1e9f))
#define E18 ((double)(long long)(__float2int_rn(fminf(fmaxf(0x1.5af1d8p+66f, -2.1e9f), 2.1e9f))))
#define E19 fmod(((double)(f1)), ((-0x1.cp+01) / (d1)))
#define E20 ((f2) < (__fadd_ru(((float)(i0)), ((f2) / (0x0p+00f)))) ? (0x1.99999ap-04f) : (erff(((0x1p+01f) + (f1)))))
#define E21 __fadd_rd(((f0) - (expf(0x1p+01f))), fmaf(powf(f1, 0x1.ap+01f), ((f2) + (f0)), __ull2float_rd(i0)))
#define E22 ((((float)((1 << 24) + 1))) * (copysignf(f3, 0x1.99999ap-04f)))
#define E23 ((((0x0p+00) / (d1))) + (((d0) * (0x1.999999999999ap-04) + (d0))))

static const float h_f0[32] = {0x0p+00f, -0x1.4p+01f, -INFINITY, 0x1p-01f, 0x1.0624dep-10f, 0x1.a27eb4p+16f, -0x1.4f0adp+11f, -0x1.f496eep-04f, 0x1.2cdf04p-02f, 0x1.2a05f2p+33f, 0x1.fffffep+127f, -0x1.2e60ap+07f, 0x1.0bf676p+07f, -0x1.3f8e16p-04f, -0x1.f213e4p+13f, 0x1.fffffep+22f, 0x1.549794p-12f, -0x1.4ddc44p-19f, 0x1.2a05f2p+33f, 0x1.abd99cp-08f, -0x1.07239ap-07f, -0x1p+31f, 0x1.5f4466p-06f, -0x1.fffffep+127f, -0x1.7ad018p-11f, -0x1.6e1744p+10f, -0x1.cb2a4p+14f, -0x1.2e7d1ap-21f, -0x1.27a398p+26f, -0x1.4p+01f, -INFINITY, 0x1.1441dp-17f};
static const float h_f1[32] = {0x1p+24f, 0x1.cd0544p+12f, 0x1.82d424p+12f, -0x1.063816p+14f, 0x1.2a05f2p+33f, -0x1.32ff4p+03f, 0x1.96d6c2p-04f, -0x1.24731p-19f, -0x1.634568p-18f, -0x1.bb39ap+10f, -0x1.73dc24p-21f, 0x1.efb5ecp+08f, 0x1.6b5c98p+17f, 0x1.2a05f2p+33f, 0x1.af4bbep-04f, 0x1.cb9a46p-06f, 0x1.b7d3ep-20f, -0x1.5bbe9ap-20f, 0x1.3a363ap+08f, 0x1p+24f, 0x1.16c2p-133f, 0x1.7c7d0cp+12f, 0x1.b28844p+11f, -0x1.f0efb4p-08f, 0x1.611d2ep-16f, -0x1.cd189ap+11f, 0x1.a5173ep-18f, -0x1.0a87b4p-10f, 0x1p+00f, 0x1.4p+01f, INFINITY, 0x1.7d09ecp+02f};
static const float h_f2[32] = {0x1p+00f, 0x1.4e7062p-07f, 0x1.3d48eep-17f, 0x1.52dap-17f, 0x1.081908p+07f, 0x1.00f6fp+10f, 0x1.b16202p+13f, 0x1.2ccc86p+05f, 0x1.fffffep+127f, INFINITY, 0x1p+00f, 0x0p+00f, 0x1.2a05f2p+33f, -0x1p+31f, -0x1.99ae22p-09f, -0x1.fffffep+127f, 0x1p-126f, -0x1.1ef12ep+16f, -0x1.a855b4p-12f, 0x1.8p+00f, INFINITY, -0x1.875accp+08f, 0x1.9bdcc6p-17f, -0x1.859212p+13f, -0x1.628aecp+06f, -0x1.fffffep+127f, 0x0p+00f, 0x1.4p+01f, -0x1.8a54bcp+06f, 0x1.34a3fep+19f, -0x1.3e47fap+08f, -0x1.0bap-138f};
static const float h_f3[32] = {0x1.877786p-17f, 0x1p-01f, -0x1.0bap-138f, 0x1.8p+01f, 0x1p+00f, -0x1.4p+01f, 0x1.8cfab2p+14f, -0x1p-01f, -INFINITY, -0x1.7a34a2p+07f, -0x1.31688cp-06f, -0x1p+31f, 0x1.295658p+15f, 0x1.32fbe8p-10f, -0x1.c7723cp+05f, -0x1.27a398p+26f, 0x1.a8af3cp+11f, 0x1.d23862p-16f, 0x1.4p+01f, 0x1.0624dep-10f, 0x1.aa5c62p-06f, -0x1.3f586ap-13f, -0x1.3f783ap+04f, -0x1.492a56p+07f, -0.0f, -0x1.1565ep-17f, -0x1.8ff2c8p-15f, 0x1.9c4bcp-04f, -0x1p+00f, -0x1.14bacep-22f, 0x0p+00f, -0x1p+31f};
static const double h_d0[32] = {-0x1.4187ef0e3fd74p-11, 0x1.4b04dea815ec2p-11, 0x0p+00, 0x1.fffffffffffffp+1023, -0x1.48ddd859f414cp+23, -0.0, -0x1.58ebd6a61b23ap+32, -0x1.cbab8ab8bc9bcp-11, 0x1.fffffffffffffp+1023, -0x1.518b0c28f4bd6p+34, 0x1.7e43c8800759cp+996, (double)INFINITY, -0x1.6419a288dda5p+08, -0x1.7435f2619f6p-27, -0x1.2c8f2d6e71204p+00, -0.0, -0x1.cp+01, 0x1p-1074, 0x1.3cd869ffb443p+22, -0x1.039abd175f64cp-37, -0x1.028c79e9d23c4p+22, 0x1.0b35a89ea026p-01, -0x1.2a9946d0f7148p+35, 0x1.f09e385d02ae4p+23, -0x1.f132c7d4cae46p-34, 0x1.d6f34548p+26, 0x1p+53, -0x1.10902221b4a24p+02, 0x1.1c37937e08p+53, 0x1.7de002ef2f7e4p+30, 0x1.bf224d5d2d9d2p+06, -0.0};
static const double h_d1[32] = {0x1p+53, 0x1.fffffffffffffp+1023, -0x1.08822d6a61228p-25, 0x1.d6f34548p+26, 0x1.27820a595c37cp-07, 0x1.b880dfa9776f8p+19, -0x1.cp+01, -0x1.8952f41fc1352p+36, -0x1.cp+01, -0x1.87f70e12f596p-26, 0x1p+00, -0x1.cp+01, 0x0p+00, 0x1p+53, 0x1.61762ca3a9384p-38, 0x1.fb489f3987558p+10, 0x1.fffffffffffffp+1023, 0x1p-1074, -0x1.e5cd48611764p+31, -0x1.3a3bfddea1ae2p+37, 0x1.e1ef88cf5a3d4p+10, -0x1.f1c3cd8d5b0eep+22, -0x1.bc652f44125ep+13, 0x1.fffffffffffffp+1023, 0x0p+00, 0x1.fffffffffffffp+1023, 0x1.1c37937e08p+53, 0x1.25c897f7763cp-03, -0x1.16bd4a543ab3cp-37, 0x1.cbe844266dee8p-10, 0x1.999999999999ap-04, -0x1.40d2dc7508eep+27};
static const int h_i0[32] = {-2147483647, (-2147483647 - 1), -2, -2, -406933412, 0, 1, 285, -1, -2, 0, -4847839, -20, 5884956, 2147483647, -1, 2, -3221943, 1, -2147483647, 2, 1, 1334292, -1, -1, (-2147483647 - 1), 1271823988, 1, 2147483647, -178, (-2147483647 - 1), 1866155717};

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
