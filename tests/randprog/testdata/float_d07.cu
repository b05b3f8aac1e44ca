// Random float expressions (tests/randprog/gen, kind float, seed 50217).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaxf(((f2) * (f1) + (f1)), ((float)(i0)))
#define E1 cbrtf(fdimf(f2, f0))
#define E2 ((((f0) * (f2))) * (((float)(d1))) - (((float)(i0))))
#define E3 d0
#define E4 ((f3) >= (remainderf(f2, f3)) ? (((f3) * (f1) + (0x1.79ca1p-67f))) : (floorf(f1)))
#define E5 fmax(((d0) / (d0)), ((double)(long long)(i0)))
#define E6 ((float)((isnan(((f0) + (f3))) + 2 * isinf(((f3) - (f2))) + 4 * signbit(f3))))
#define E7 d0
#define E8 i0
#define E9 log1pf(((fminf(f3, 0x0p+00f)) - (((f2) * (f2) - (f0)))))
#define E10 i0
#define E11 f2i(((((float)(2147483647))) < (((f2) < (f2) ? (f2) : (0x1.5af1d8p+66f))) ? (((f2) * (0x0p+00f))) : (((float)(i0)))))
#define E12 d2i(d0)
#define E13 (isnan(((f3) + (-0x1p+00f))) + 2 * isinf(powf(f2, f2)) + 4 * signbit(f3))
#define E14 ((__fmaf_ru(((float)(d0)), __fsub_rz(f3, f2), __ull2float_rd(i0))) + (((fmaf(f3, f3, 0x1p+01f)) * (((f0) * (f3) - (f2))) + (fmaf(f3, f3, f2)))))
#define E15 __float2int_rd(fminf(fmaxf(0x0p+00f, -2.1e9f), 2.1e9f))
#define E16 fmin(hypot(fma(d0, 0x0p+00, d0), d1), ((double)(f3)))
#define E17 cbrtf(f1)
#define E18 ((float)(d2i(fmax(d0, d1))))
#define E19 __float2int_rn(fminf(fmaxf(((0x1.79ca1p-67f) < (f3) ? (f3) : (f2)), -2.1e9f), 2.1e9f))
#define E20 2147483647
#define E21 __fmul_ru(((f3) / (f0)), __fmaf_rd(f3, 0x1p-01f, -0x1p+00f))
#define E22 fmaxf(atan2f(__int2float_rn(i0), ((f1) / (f2))), ((fdimf(f3, f2)) * (((f0) < (f2) ? (f0) : (-0x1p+00f))) - (((0x1.99999ap-04f) - (-0x1p+00f)))))
#define E23 fmodf(((((f0) * (f2) + (f1))) >= (fmaf(f3, f3, 0x1p+01f)) ? (rintf(f0)) : (__fadd_rz(f3, f0))), ((expf(f1)) - (__fsqrt_rn(0x1p+01f))))

static const float h_f0[32] = {-0x1.0bdee2p-11f, -0x1.7d1314p-09f, 0x1.fffffep+30f, -0x1.33208ep+09f, -0x1.4p+01f, 0x0p+00f, -0x1.f109dcp+00f, 0x1.652702p+13f, -0x1.4p+01f, 0x1.2a05f2p+33f, -0x1.709acp-20f, -0.0f, INFINITY, 0x1.16c2p-133f, 0x1.2407fcp+07f, -0x1.8de6f8p+07f, 0x1.fffffep+127f, -0x1.4p+01f, -0x1.d25008p-02f, -0x1.319b5cp+18f, -0x1.ce3398p+19f, -0x1.17e8d6p+13f, -0x1.4p+01f, 0x1.8p+00f, 0x1.d6907ep-01f, 0x1p-126f, 0x1.05738cp+02f, -0x1.ba3f36p+09f, 0x1.a75422p+04f, 0x1.00661ep+15f, INFINITY, -0x1.943e54p-25f};
static const float h_f1[32] = {0x1.ba0cf8p-09f, -0x1p-01f, -0x1.ec162p+16f, 0x1.b988aep-21f, -0x1.51c7c8p+18f, 0x1.a870dep+04f, -0x1.69edcep-06f, 0x1.dfcfb6p+04f, 0x1.8p+01f, -0x1.37b602p-19f, 0x1.82e516p+09f, -0x1.e63768p+13f, 0x1.2a05f2p+33f, -0x1.0bap-138f, -0x1.ecec64p+07f, 0x1.1b57d2p-19f, -0x1.785e46p-19f, -0x1.fffffep+127f, -0x1.0bap-138f, 0x1.16c2p-133f, 0x1.499fbep-22f, 0x1.103aap+06f, -INFINITY, 0x1.d2b718p-01f, 0x1.bee6d2p-05f, -0x1.399222p-12f, -0.0f, 0x1.16c2p-133f, -0x1p+00f, INFINITY, -0x1p+31f, -0x1.af6bf4p-11f};
static const float h_f2[32] = {0x1.16c2p-133f, 0x1.7acff4p+10f, -0x1.9fe934p+11f, -0x1.ce347ap+05f, 0x1.644e9cp-07f, 0x1.8p+01f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, 0x1.a66ddap-21f, 0x1.3df9c8p+01f, 0x1.f36978p-07f, 0x1.fffffep+22f, 0x1.f890eap+14f, -0x1.08c53p-06f, 0x1.e23d36p+14f, 0x1p+24f, 0x1.fffffep+22f, 0x1.ab5c8cp-07f, 0x1.2be322p+08f, -0.0f, 0x1.2d3152p-06f, -0x1.b45b08p+03f, 0x1.16c2p-133f, 0x1.5aacc4p+14f, -0x1.6c8ca6p-09f, -0x1.bcf7dp-02f, INFINITY, 0x1.60b5dep+01f, -INFINITY, -0x1.5fd48cp+06f, 0x1p+24f, 0x1p-126f};
static const float h_f3[32] = {0x1.ac707ap-09f, -0x1.27a398p+26f, -0x1.9cb0c6p+13f, -0.0f, 0x1.55a524p-18f, 0x1.a1e724p-02f, 0x1p-126f, 0x1.8p+01f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, 0x1.2a05f2p+33f, 0x1.8p+01f, 0x1p+00f, -0x1.82c53cp+17f, 0x1.174c8cp+09f, -0x1.2b396ep-02f, -0x1.5ef93ep+05f, -0x1.27a398p+26f, -0x1.41829cp-11f, -0x1.6f7dep-15f, 0x1.a3273cp+09f, -0x1.672c3ap-03f, -0x1.55dbf6p-16f, -0x1.d16fep-03f, -0x1.56cf6cp-14f, 0x1p-01f, 0x1.fffffep+127f, 0x1.c37948p-21f, 0x1p+00f, 0x1.16c2p-133f, -0x1.cd9dd2p-05f, 0x1p+24f};
static const double h_d0[32] = {0x1.4383207c921dp+09, -0x1.c5d099a28e87cp+01, 0x1p+53, 0x1p-1074, -0x1.1519d9a2ad87p-36, 0x1.ce27679a6afe4p+09, 0x1p+53, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.a2261d801ff5ap+18, 0x1.aa00af3fb485cp-05, 0x1.b18bee0b9b712p+35, -0x1.28fe5db4f45dp+29, -0x1.1b8d069ee9e64p+02, -0x1.63eeba8acaf5cp+25, 0x1.4p+01, -0x1.b889824879c54p-09, 0x1.fffffffffffffp+1023, -0.0, 0x1.943669049a0dap-31, -0x1.56e1fc2f8f359p-997, 0x1.cbfa2e4c3f054p+17, 0x0p+00, -0.0, -0x1.f2dbb88b65fa8p-08, 0x1p-01, 0x1.e7f59e7258ep+30, 0x1.1e204e43bb062p-20, 0x1.fb079485d18f2p-04, 0x1p-01, 0x1.4p+01, -0x1.20db9290cae04p+04};
static const double h_d1[32] = {-0x1.b4cb913cf35e6p-18, 0x1.1c37937e08p+53, -0x1.f2dde926f752ep-33, 0x1.9e94fd29bd8dcp+35, 0x0p+00, -0x1.54781b5209d7ap+17, 0x1.a1d82c5d1110cp-03, 0x1.1c37937e08p+53, -0x1.26f5cdf4e781p-06, -0x1.36661444ba56ep-15, 0x1p-1074, 0x1p-01, 0x1.61f9b7afba68p-26, -0x1.97f7b27428c08p-13, 0x1.62cc2b0e6f65cp+06, -0x1.b21d0cd9e7a84p+30, -0x1.c83ed2b23c3ecp-07, 0x1.d6f34548p+26, -0x1p+00, 0x1.97fe2c08349fp-04, -0x1.8b946e3a8ce1p+26, 0x1.47a4632d228ap+33, -0x1.d758c3cac7014p-29, 0x1.999999999999ap-04, 0x1.a2809313447ap-40, 0x1.235cf6bbe0e6cp-07, 0x1p-01, 0x1.4p+01, -0x1.de06190edd184p+38, 0x1.2540c6e05981p-14, -0x1.7fb04837ceb6cp-22, 0x1.f6d39eff69734p+21};
static const int h_i0[32] = {53, 1202135067, 199, 2, -2, 147513, -2, 259519301, (-2147483647 - 1), 1, -6, 5, 643586, 55858900, -1, 2147483646, 839, -23651526, (-2147483647 - 1), 1, 112559, -1, -14945, -120451, -1971774882, 1545497, -21276961, 0, 0, -60, 2, 2147483646};

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
