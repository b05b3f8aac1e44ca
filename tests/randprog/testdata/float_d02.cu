// Random float expressions (tests/randprog/gen, kind float, seed 50062).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((cos(d0)) * (fmod(d1, d0)) + (fma(d0, d1, d0)))
#define E1 ((expf(fmodf(0x1.99999ap-04f, f0))) * (fmodf(f1, expf(0x1.79ca1p-67f))))
#define E2 ((float)(d2i(((d0) * (0x1.999999999999ap-04) + (d1)))))
#define E3 ((((logf(f1)) * (fabsf(0x1p+01f)))) - (f0))
#define E4 fmod(fma(d1, d0, d0), ((d0) - (0x1p+00)))
#define E5 f2i(((((f0) * (f3) - (f0))) - (((float)(i0)))))
#define E6 (isnan(((cbrtf(f2)) / (((f1) < (f0) ? (0x1.ap+01f) : (f3))))) + 2 * isinf(0x1p+01f) + 4 * signbit(((logf(f0)) >= (hypotf(f0, f2)) ? (atan2f(f0, f1)) : (logf(f1)))))
#define E7 f2i(fmaf(asinf(f3), fmaf(f3, f0, 0x1.79ca1p-67f), ((-0x1p+00f) - (0x0p+00f))))
#define E8 fma(((fmax(d1, d0)) - (((double)(long long)(i0)))), d0, atan2(((double)(long long)(i0)), ((double)(f2))))
#define E9 log1pf(((f1) * (f2)))
#define E10 ((ceilf(f2)) / (((f1) - (f1))))
#define E11 fmaf(((0x0p+00f) * (0x1.5af1d8p+66f) - (f2)), ((f3) * (f1)), ((float)(i0)))
#define E12 f2i(((f2) / (f0)))
#define E13 1 << 24
#define E14 atan2f(((((f2) / (f1))) + (0x1p-01f)), -0x1p+00f)
#define E15 __saturatef(((float)(((0x1p+01) * (d1)))))
#define E16 __float2int_ru(fminf(fmaxf(((f1) + (f2)), -2.1e9f), 2.1e9f))
#define E17 f2i(f1)
#define E18 ((((d1) - (((double)(f0))))) * (((((double)(long long)(-7))) - (sin(d1)))) + (((((d0) * (d0) + (d1))) * (0x1.999999999999ap-04))))
#define E19 ((((((double)(long long)(i0))) * (((double)(f3))))) * (fma(tanh(d0), d1, ((double)(f2)))) + (((((d1) * (d0) + (d1))) - (d1))))
#define E20 ((((f1) - (f1))) - (((f1) / (f1))))
#define E21 f1
#define E22 ((fmaf(0x1.ap+01f, fmaxf(f2, 0x1.99999ap-04f), powf(f2, f3))) / (f2))
#define E23 fmaf(hypotf(0x1.99999ap-04f, f2), __fadd_rd(f1, f0), fdimf(0x1p+01f, f3))

static const float h_f0[32] = {-0x1.57a10cp+08f, 0x1p+24f, -0x1p+00f, -0x1.32e806p-01f, -0x1.0c7b9ap+06f, -0x1.d53e34p+12f, 0x1.fffffep+22f, 0x1.c9195ap+19f, 0x1.c7c218p+16f, -0x1.501cf6p-16f, 0x1.673f98p-07f, 0x1.fbc24cp-14f, -0x1.89061ep-06f, 0x1.46592ap+15f, -0x1.4edddp-05f, -0x1.0538e6p-15f, 0x1p+24f, 0x1.fffffep+31f, -0x1.f6833p+01f, -0x1.fffffep+127f, -0x1.4bfdd6p-10f, 0x1.852722p+07f, 0x1p-01f, -0x1.8df546p+15f, 0x1.fffffep+127f, -0x1.f94568p-09f, 0x1p+24f, -0x1.f24b46p-13f, 0x1.2a05f2p+33f, 0x1.5ad434p+17f, 0x1.3a6442p-21f, 0x1.8p+00f};
static const float h_f1[32] = {-0x1.cf3f32p-17f, -INFINITY, -0x1.969d62p+14f, -0x1.1f0afap-16f, 0x1.233e38p-18f, 0x1.fffffep+22f, 0x1.031d52p-02f, -0x1.390182p-14f, -0x1.e3ab3ep+00f, -0x1.8aef34p-02f, -0x1p-01f, 0x1.7e858p+18f, 0x1.fffffep+31f, 0x1.cdcdd8p+13f, -0x1.27a398p+26f, 0x1.ad40cep-08f, -INFINITY, 0x1.67fc66p-12f, 0x1p-126f, -0x1.d73402p+11f, -0x1.22af02p+12f, 0x1.8p+01f, -0x1.4p+01f, -0x1.fffffep+127f, 0x1p+00f, -0x1.fffffep+127f, 0x1p+24f, 0x1.6a5624p+01f, 0x1.4c4efp-18f, 0x1p+24f, 0x1p-01f, -0x1.635aaep+05f};
static const float h_f2[32] = {-0x1.696bfep+07f, -0x1.7a7fcap+02f, -0x1.a41e68p-12f, 0x1.5bd98ep-01f, 0x1p+00f, 0x1.b8b13p-07f, 0x1.4752dep-13f, 0x1.fffffep+31f, 0x1.333dfap-03f, 0x1.8p+01f, 0x1.fd914ap-16f, -0x1.bba0dcp-01f, 0x1.da104p+03f, 0x1.fffffep+31f, 0x1.0624dep-10f, 0x1.505ad8p+06f, -0x1.998b26p-18f, 0x1.7a616cp-20f, 0x1.7dbeb8p-05f, -0x1.5a9846p+19f, 0x1.58f862p+02f, -0x1.b6b6f8p-09f, 0x1.f72a2ep-12f, -0x1.38cfa4p-01f, 0x1.acd9eap+01f, -0x1.f741eep+16f, 0x1.a6cd3p+00f, -0x1.4p+01f, -INFINITY, 0x1.76c0d6p+02f, -0x1.035c3p-08f, -0x1.c9e4e4p+18f};
static const float h_f3[32] = {-0x1.c6c7b8p-06f, 0x1p-126f, 0x1.5ef512p+03f, -0x1.74fc62p-02f, 0x1.d15bep-17f, 0x1.fffffep+22f, 0x1p-01f, -0x1.823e22p+03f, 0x1.6e506ap+19f, 0x1.b003ecp+05f, -0x1.71179p+03f, -0x1.7180a4p+06f, 0x1p+24f, 0x0p+00f, 0x1.8p+01f, -0x1.91c372p-14f, -0x1.0feeccp+10f, -0x1.4p+01f, 0x1.ff4b8p+12f, -0x1.3a745p-20f, 0x1.1f2764p-03f, -0x1.4p+01f, 0x1.00cdbp+06f, -0x1.021b1p+13f, -INFINITY, -0x1.9df4e2p+09f, 0x1.3d6fb2p-01f, 0x1.c36b84p-19f, 0x1.16c2p-133f, 0x1.ce278ep-18f, 0x1.0624dep-10f, -0x1.e918p-07f};
static const double h_d0[32] = {-0x1.56e1fc2f8f359p-997, 0x1.c1d4138af199ep+34, 0x1.a5f37b054729ep+06, -0x1.ec59eede4f332p+18, 0x1.3130f51f20b58p-10, -0x1.52087a31b7c8p+31, -0x1.115df338d3144p+36, -0x1.49f3789e3dbp-09, -0x1p+00, 0x1.7e43c8800759cp+996, 0x1.9be32c00bb4dp+38, -0x1.2ebb455038f28p-03, -0x1.56e1fc2f8f359p-997, 0x1.27f64a04bcccp+13, 0x1.7e43c8800759cp+996, 0x1.fffffffffffffp+1023, -0.0, -0x1.7541cb002fcb8p-22, 0x1.b09a7852651acp+16, 0x1.c938c8fb5b794p+00, 0x1.3c9bc7fbbfb6cp+20, 0x1p+00, 0x1p-01, 0x1p-01, 0x1.999999999999ap-04, 0x1.999999999999ap-04, 0x1.cdc03c6f24aep-36, 0x1.259873d136be2p+25, 0x1.2a6d4be133ba2p-27, (double)INFINITY, 0x1.3c6176c5db644p-20, -0.0};
static const double h_d1[32] = {0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.f165bf1a9d3p+19, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, 0x1.c4b0fcc81f378p-13, 0x1.999999999999ap-04, 0x1.030489df1db12p+19, 0x1.0461c4adfaca6p-39, -0x1.33fb58ef589b4p+13, 0x1.a0ae4344f4446p+08, 0x1.2bf64fa8dc178p-29, 0x1.29cd9bf5ae188p+08, -0x1.e4700a1789b1cp-03, -0x1.dd63a72341bcp-35, 0x1.999999999999ap-04, -0x1p+00, -0x1.128187484047p+28, -0x1.cp+01, -0x1.0bbf950097424p-36, -0x1.fbcc51d1122p-28, -0x1.057c1418b94fap-28, 0x1.4p+01, 0x1.2d2e491c7f74p+22, 0x1.d6f34548p+26, 0x1.52263070a99eap+20, 0x1.fffffffffffffp+1023, -0x1.9dccbd3bdfb74p-39, -0x1.9bb2962918844p-31, -0x1.eab5938fe571cp-16, -0x1.93f81722a599ep+14, 0x1p-1074};
static const int h_i0[32] = {2, 2147483647, 0, 15054, 1, -1, 1433247041, 1, -48297, 42, -451342977, -2, -2, -1923, -463863281, -2, 2147483646, 0, -95279, -1, -2, -47810, 2147483646, 2, -2, 587, 579136422, -3366804, -362720453, 30795, -2, -2};

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
