// Random float expressions (tests/randprog/gen, kind float, seed 8026).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(i0))
#define E1 d1
#define E2 ((((float)(i0))) - (((f1) - (f2))))
#define E3 i0
#define E4 fmaf(((f2) * (f2)), cbrtf(f2), ((f3) - (f3)))
#define E5 255
#define E6 ((float)(i0))
#define E7 fma(((((double)(0x1p+01f))) * (((d1) * (0x0p+00))) + (((d1) * (0x1p+01) + (d0)))), ((double)(long long)(1 << 24)), d1)
#define E8 ((double)(0x1.99999ap-04f))
#define E9 d2i(((d0) / (d0)))
#define E10 ((fmaf(f0, 0x1.99999ap-04f, f0)) * (fmaf(f3, f2, f1)))
#define E11 1 << 24
#define E12 ((((double)(long long)(d2i(d1)))) * (((((-0x1.cp+01) * (0x1p+00) + (d1))) - (hypot(0x1p+01, d0)))) + (d0))
#define E13 fmax(fma(((d1) * (0x1p+01) + (d1)), ((double)(long long)(i0)), fma(d0, d1, d1)), ((((d0) + (d1))) * (((double)(long long)(i0))) + (((double)(i0)))))
#define E14 ((float)(fmin(cbrt(d0), sqrt(d1))))
#define E15 fminf(tanhf(__fmaf_rd(f1, f0, f3)), ((sinhf(f2)) * (__log2f(f2)) - (0x1.5af1d8p+66f)))
#define E16 fminf(atan2f(f3, 0x1.79ca1p-67f), ((f1) * (f1)))
#define E17 ((((erff(f3)) + (((f0) * (f0) + (0x1p+01f))))) * (remainderf(((0x0p+00f) * (0x1.ap+01f)), f2)))
#define E18 __fmaf_ru(f0, ((((f0) / (f0))) * (__saturatef(0x1.5af1d8p+66f))), __tanf(((f3) * (f2))))
#define E19 d2i(log1p(((d1) / (d0))))
#define E20 __fadd_rd(((((f1) * (f2) - (f1))) / (((f1) * (f3) + (f3)))), 0x1.79ca1p-67f)
#define E21 ((acoshf(__fmaf_ru(f3, 0x1.99999ap-04f, 0x0p+00f))) * (logf(expm1f(f1))) + (__fmaf_rz(((f0) + (0x0p+00f)), f1, ((0x1.99999ap-04f) * (f3) - (f0)))))
#define E22 remainderf(powf(floorf(f3), ((f1) - (f0))), ((f1) * (((f3) / (f1)))))
#define E23 fmaf(((f0) * (f1)), ((f3) < (f2) ? (0x1p+00f) : (f0)), ((float)(i0)))

static const float h_f0[32] = {0x1.695692p+12f, 0x1.c672aep-19f, -0x1.f708f8p+09f, 0x1.670bfcp+11f, 0x1p+24f, 0x1p-01f, -0x1.1acecp-11f, 0x1.fffffep+22f, -0x1.4p+01f, 0x1.899f9p-05f, -0x1.850746p-11f, 0x1.fffffep+30f, -0x1.bf6c4ep-02f, -INFINITY, -0x1.27a398p+26f, -0x1.b4243ep+05f, 0x1.fffffep+22f, -0.0f, -0x1.2c7018p-02f, -0x1.536852p-08f, 0x1.0624dep-10f, 0x1.480896p-15f, -0x1.0e223ap+19f, 0x1.8p+00f, 0x1.8p+00f, -0x1.842056p-09f, -0x1.05025p-22f, -0x1.c6e0bp+03f, -0x1.d72a98p+01f, 0x1.d30ec2p+17f, -0x1.307128p-01f, 0x1.26aeb6p+18f};
static const float h_f1[32] = {-0x1.3c5382p-17f, 0x1.0624dep-10f, -0x1.57c22cp-19f, -0x1.36135cp+17f, 0x1.fffffep+127f, INFINITY, -0x1.0719dep+14f, 0x1.fbd36p+14f, -0x1.d519cap-08f, 0x1.8p+01f, -0x1.9b62fp-06f, 0x1.0624dep-10f, 0x1.415b8p+06f, -0x1.7ac28p-14f, 0x1.4p+01f, 0x1.76425cp+03f, -0x1.5dca34p+06f, 0x1.8p+00f, 0x1.ef1346p+12f, -0x1.93c32p-19f, -0x1.f640bcp-20f, -0x1.600892p+08f, -0x1.b067a2p-01f, -0x1.efb796p+03f, 0x1.d08d5ap-03f, 0x1.7dacb6p+05f, 0x1.fffffep+31f, 0x1.3c4deap-20f, -0x1.fffffep+127f, -0x1.7c4808p+09f, 0x1.fffffep+30f, -0x1.a47fc4p-18f};
static const float h_f2[32] = {0x1.bc9f72p+04f, 0x1.2b9f9cp+00f, 0x1.fffffep+127f, 0x1.522b4ap-20f, -0x1.3108eep-10f, 0x1.2a05f2p+33f, 0x1p-01f, 0x1p+00f, -0x1.232b9ep+12f, 0x1.98bf8p+14f, -0x1.59e508p-20f, -0x1p+00f, -0x1.9098b8p+15f, -0x1.d02b22p-04f, -0x1.3ff478p+15f, -0x1.2bec0cp+08f, -0x1.e35c2p+02f, 0x1.fffffep+22f, 0x1.eeebbcp-01f, 0x1.fbdbap+08f, 0x1.cce952p+15f, -0x1.7d32dap-06f, 0x1.8p+01f, 0x1p+00f, -0.0f, 0x1.1a465ap+19f, 0x1.80402cp+10f, -0x1.432b4ap-16f, INFINITY, 0x1.dfff44p+12f, 0x1.8p+00f, 0x1.1cfa82p+15f};
static const float h_f3[32] = {-0x1.54e124p+08f, 0x1.2370aep+14f, -0x1.b3d4cp-15f, 0x1.99999ap-04f, -0x1.3c731p-08f, -0x1.f5d14cp+17f, 0x1.fffffep+127f, 0x1.0624dep-10f, 0x1.0624dep-10f, 0x1.99999ap-04f, 0x1.4p+01f, -0x1.2dfaf8p-19f, 0x1.62b0e8p+17f, 0x1.3a5a5ap-15f, -0x1.0bap-138f, 0x1.443628p-22f, 0x1.ad2a5ep-22f, -0x1.27a398p+26f, -0x1.271a26p+11f, 0x1.dffb36p-11f, -0x1.5e1ac6p+12f, 0x1.73c78ap-08f, 0x1.7d17acp-14f, 0x1.18d49p+17f, 0x1.4p+01f, 0x1.3cdcb4p-10f, -0x1.92b4d8p-10f, -0x1.2a9d8ap+17f, -0x1.b4c97p-17f, -0x1.27a398p+26f, -0x1.42b26ep-04f, 0x1.b3c8fep+16f};
static const double h_d0[32] = {-0x1.b00f040423a34p+05, 0x1p-1074, -0x1.1c2976ac0832p+14, 0x1.1c37937e08p+53, 0x0p+00, 0x0p+00, 0x1.a883d7372f724p+13, -0x1.5e35644de7788p-30, 0x1p+53, -0x1.4367fc2e386f4p+29, 0x1.e182ff2a58346p-11, 0x1.6f1ae47ebd432p-01, -0x1.1b9f5b78be6e2p-38, 0x1.e0fe55c853d94p-03, 0x1.3312d930b6ecp-20, -0x1.8f988b02c3c98p-43, 0x1.7e43c8800759cp+996, -0x1.20e68e362faa8p-03, 0x1.2581226f715d8p+05, 0x1.075e7de731f18p+08, -0x1.392d9343eb02cp+35, 0x1.7e43c8800759cp+996, -0.0, 0x1.96fd98ca6e62p-25, 0x1.7e43c8800759cp+996, 0x1.4p+01, 0x1.d6f34548p+26, 0x1.1b65464407a8cp-04, -0x1.e57715d8650bcp+01, 0x1.048c968f2f4d4p+21, 0x1.d6f34548p+26, 0x1.7e43c8800759cp+996};
static const double h_d1[32] = {-0x1.07110c20e64p-19, 0x1.00522b0a3653cp+17, -0x1.3ff83817b6fd6p-22, 0x1.8dcd9fe36ec7p+05, 0x1.9615b98471092p-16, 0x1.d4cd2290da8p-15, -0x1.0d282c5466e3cp-09, 0x1p-01, -0x1.d27f0b6e87578p+31, 0x1.7c8fa0cea8ae4p+11, 0x1.a8b52ff0bca3cp+01, 0x1.bfff66a6128e2p-18, -0x1.197c2b4192838p-10, 0x1p-01, -0x1.a927201b97dfep-05, 0x1.fffffffffffffp+1023, -0x1.8f56e65eed15cp+25, 0x1.fffffffffffffp+1023, 0x1.4p+01, -0x1.7b8207b946088p+08, -0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1p-01, 0x1p+00, -0x1.634b68d97c7f2p+30, 0x1.17f4fc90dd454p-20, (double)INFINITY, -0x1.1c92ce7d4d69p+16, -0x1.bd9ecea0ab188p-41, 0x1.18e4d8533ebcp-34, 0x1.6400fd0bcf18cp+36, 0x1.31a403fe896ap+08};
static const int h_i0[32] = {-2, -2147483647, 877, 706, -1727832, 2147483646, 306092, -2, 2147483647, -2147483647, -2, (-2147483647 - 1), 2147483646, -329140838, -1004524, 1770, -673688557, 2, 57, -7236, -9449, -74693, 2147483647, -16, 294, -3146, (-2147483647 - 1), -1, -2147483647, (-2147483647 - 1), -485500, -73};

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
