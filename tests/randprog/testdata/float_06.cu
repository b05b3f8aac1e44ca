// Random float expressions (tests/randprog/gen, kind float, seed 2006).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(d2i(((double)(f2)))))
#define E1 ((fmaf(((f3) + (f1)), hypotf(f3, f1), f1)) + (powf(0x1.5af1d8p+66f, ((float)(i0)))))
#define E2 (isnan(((float)(atan2(d1, d0)))) + 2 * isinf(((float)((isnan(f3) + 2 * isinf(0x1p+00f) + 4 * signbit(0x1p-01f))))) + 4 * signbit(fmodf(copysignf(f2, f2), copysignf(f1, f0))))
#define E3 f1
#define E4 hypotf(((float)(d0)), f2)
#define E5 f0
#define E6 erff(roundf(atan2f(f1, f1)))
#define E7 sinf(((((float)(i0))) < (((float)(i0))) ? (((f2) * (f0) + (-0x1p+00f))) : (((float)(d1)))))
#define E8 cos(((d1) + (d1)))
#define E9 ((((d0) / (0x0p+00))) + (d0))
#define E10 ((copysignf(-0x1p+00f, f3)) >= (((f2) + (-0x1p+00f))) ? (erff(f3)) : (((f3) * (f0) + (f0))))
#define E11 f2i(fmaf(((float)(i0)), ((0x1p+01f) - (f2)), ((float)(i0))))
#define E12 ((((double)(f2))) + (((d0) - (d0))))
#define E13 -0x1p+00f
#define E14 0x1.99999ap-04f
#define E15 ((floorf(asinf(f2))) - (((((f2) - (f2))) * (((f0) * (-0x1p+00f))))))
#define E16 ((fminf(f2, f0)) >= (((f3) - (0x1p+00f))) ? (atan2f(f0, f3)) : (((f2) - (f0))))
#define E17 __float2int_rz(fminf(fmaxf(__uint2float_ru(i0), -2.1e9f), 2.1e9f))
#define E18 rintf(((float)(i0)))
#define E19 d0
#define E20 ((log10f(f0)) / (__fmaf_rn(f1, f1, f2)))
#define E21 fabsf(((0x1p+01f) * (f1) + (f0)))
#define E22 atan2f(fmaf(f0, f2, f2), ((float)(d1)))
#define E23 f2

static const float h_f0[32] = {0x1.fffffep+127f, 0x1p+24f, 0x1p+00f, -0x1.0bf458p+19f, 0x1.c02086p-17f, 0x1.4b458ap-16f, 0x1.fffffep+30f, 0x1.8p+01f, 0x1.8p+00f, 0x1.0624dep-10f, -0x1.25a19p-15f, 0x1.6b83a8p-14f, 0x1.fffffep+127f, 0x1p-01f, 0x1.8p+01f, 0x1.4p+01f, -0x1.4p+01f, -0x1p+00f, -0x1.e356p+12f, 0x1p-126f, -0x1.a4a06p-07f, 0x1.8p+00f, 0x1p+24f, 0x1.fffffep+127f, 0x1.a1ea56p-07f, 0x1.860baep-04f, -0x1.e7c14ap-20f, 0x1.0624dep-10f, 0x1.8p+01f, 0x1.9d1f5ap-07f, -0x1.eab302p+08f, 0x1.d5b04cp-17f};
static const float h_f1[32] = {-0x1.27a398p+26f, -0x1.fe3b9cp+05f, -0x1.1291aap-05f, -0x1.7b02a6p+00f, 0x1.0624dep-10f, 0x1.baef3p+16f, -0x1.1210b6p-06f, 0x1.4p+01f, -0x1.43c62ep-13f, -0x1.24cb56p-19f, 0x1.e7520ep-11f, 0x1.75f4d4p+03f, 0x1p+00f, -0x1.452884p+06f, -0x1.173608p+16f, -0x1.4c2816p+01f, 0x1.0d72fap-01f, 0x1.8p+00f, 0x1.eb8fd4p-21f, 0x1.2a05f2p+33f, -0x1.45c6f8p-18f, -0x1.3d8e18p+17f, -0x1.c550bp+03f, 0x1.e50cccp+10f, -0x1.4p+01f, 0x1.fffffep+22f, 0x1.37e90ap-22f, 0x1.bf04p+00f, -0x1.fffffep+127f, -INFINITY, -0x1.16c2e2p-15f, -0x1.2e24fp-05f};
static const float h_f2[32] = {0x1p+24f, -0x1.7daac6p+06f, -0x1.0bap-138f, 0x1.356986p-04f, 0x1.472034p-03f, 0x0p+00f, -0x1.05eeep-20f, -0x1.1f161ep-04f, -0x1.0bap-138f, 0x1.4p+01f, -0x1.fffffep+127f, 0x1.9a8802p+17f, 0x1.a8d54cp+04f, 0x1.cb23e2p+07f, -0x1p+31f, 0x1.99999ap-04f, -0x1.ec1484p+15f, 0x1p+24f, -0x1.fe5868p-19f, -0x1.53901ap+03f, -0x1p+31f, 0x1.ae337ep+00f, 0x1.16c2p-133f, 0x1.2a05f2p+33f, -0x1.0bap-138f, 0x1.0e9d54p-04f, 0x1p+24f, 0x1.4a776p-04f, 0x1.7c770ap+05f, 0x1.7529a2p+14f, -0x1.722c36p-19f, -0x1.c73aap-20f};
static const float h_f3[32] = {-0x1.9313b8p-14f, -INFINITY, -0x1.c0e8aep+07f, 0x1.8p+00f, -0x1.fffffep+127f, 0x1.fffffep+22f, 0x1.8p+00f, -0x1.4p+01f, -0x1.239bbp-08f, -0x1.83145p+02f, -0x1.87101ep+08f, -0x1.06d1dcp+13f, -0.0f, 0x1.4p+01f, -0x1.a0fa06p-20f, 0x1.4f2aacp+08f, -0x1.13e958p+18f, -0x1.638594p-14f, -0x1.4b3ccap+15f, -0x1.4aa474p-04f, -0x1.fdfab2p-01f, -0x1.53b5ccp-08f, 0x1.64580cp-17f, -0x1.38097ep+08f, -0x1.ae8c68p+11f, 0x1.1f4d1ap-07f, -0x1.abdb8ap+02f, -0x1.bcb71ap-07f, -0x1.f490eep+13f, -0x1p+31f, -0x1.0a16c4p-17f, -0x1.0d7bfp+06f};
static const double h_d0[32] = {0x1p+00, 0x0p+00, 0x1.999999999999ap-04, -0x1.e220b24ab4b4cp+21, -0x1.58a3c2f2e37c6p-01, -0x1.40dd25b2cbc34p+32, -0x1.ffaeacc65c2fcp+32, 0x1.4p+01, -0x1.370bbbc5370ep-12, 0x1p+00, 0x1.999999999999ap-04, -0x1.69bdc45e0c4c8p+35, -0x1.29b7e61621628p+29, -0x1.6f970c8490f2p+31, -0x1.4dae62c982dbcp-19, 0x1.b7a6d8feae0c8p-28, -0x1p+00, 0x1.89e17acaaa074p+07, 0x1.62aab1533529cp-36, 0x1.999999999999ap-04, -0x1.c269c2e0810bp+01, -0x1.8efbf550e29f2p+29, -0x1p+00, 0x1.ef07e2156c2d4p+12, 0x1.54c81bdf4342p+18, -0x1.996e6278c0206p-24, 0x1.6f75a4ca45fp+08, 0x1.626d24acd0d36p+29, 0x1p+53, -0x1.a8e7259768528p-35, 0x1.999999999999ap-04, -0x1.f13912f96f5bp-24};
static const double h_d1[32] = {-0x1.e7ff93b3bd14p+35, -0x1.cp+01, -0x1.09864b38ce66p-34, 0x1.c8ed09da5a986p-15, -0x1.cp+01, 0x1.044d4365b4ea6p+06, 0x1.f2ea14b862eep-33, -0x1.2231ed11527ep-25, -0x1.483bcde39b97p-22, 0x1.ff373e245ad78p+06, 0x1.a8115e620115p-27, 0x1.fffffffffffffp+1023, 0x1.1c37937e08p+53, 0x1.999999999999ap-04, -0x1.cp+01, 0x1.fffffffffffffp+1023, -0x1.1815d77f52fap+13, 0x1p+00, 0x1.77d7ea4de5136p-38, -0x1.cp+01, -0x1.0877fd48886dp+04, 0x1p-1074, -0x1.595336d6ba764p-40, -0x1.e3a3f1674214p+07, -0x1.e72e439f37edcp-20, 0x1.093c13c04b82cp-01, 0x1p+00, -0x1.4f4345107a78ap-04, -0x1.56e1fc2f8f359p-997, 0x1p+53, -0x1.bc1abc25d91c8p+32, 0x1p-01};
static const int h_i0[32] = {-96811, 129670667, -3968, 2, 484524954, 6148910, 2147483646, -1, -114, -2, 1, 2, -1243, 2, -1, -2, -2147483647, -2, 914, 2, 2147483646, 295600, -2283, -6286706, 0, 2147483646, -1, (-2147483647 - 1), 34, -2, -3, 15862848};

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
