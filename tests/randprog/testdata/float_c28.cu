// Random float expressions (tests/randprog/gen, kind float, seed 8028).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 hypotf(cbrtf(((float)(i0))), fminf(((f2) + (f0)), f3))
#define E1 fmaf(0x1p+00f, ((-0x1p+00f) / (0x0p+00f)), ((f2) - (f2)))
#define E2 ((float)(i0))
#define E3 f3
#define E4 f2i(0x1.ap+01f)
#define E5 ((((float)(i0))) >= (((float)(i0))) ? (((f1) - (f2))) : (((float)(i0))))
#define E6 ((atan2f(((f2) * (f2) - (f3)), fdimf(f3, f0))) - (((((float)(0x1.999999999999ap-04))) / (f3))))
#define E7 i0
#define E8 ((truncf(f2)) - (((float)((isnan(f0) + 2 * isinf(f0) + 4 * signbit(f0))))))
#define E9 f2
#define E10 ((float)(((f1) <= (f0))))
#define E11 -7
#define E12 ((double)(long long)((isnan(f3) + 2 * isinf(f0) + 4 * signbit(f2))))
#define E13 ((double)(i0))
#define E14 rintf(((f1) - (0x1.99999ap-04f)))
#define E15 roundf(((remainderf(f0, f3)) / (((f2) + (f1)))))
#define E16 ((fmaf(fdimf(f2, f3), ((f0) + (f2)), tanhf(0x1p-01f))) > (((((float)(-7))) / (expm1f(f1)))))
#define E17 erff(((f2) < (f1) ? (f0) : (f0)))
#define E18 f0
#define E19 fmaf(remainderf(f0, f1), ((f3) * (f3) + (f3)), sinhf(f0))
#define E20 0x0p+00f
#define E21 ((0x1.99999ap-04f) / (fmaf(f3, f3, f0)))
#define E22 (isnan(((((0x1p+01f) >= (f1) ? (f2) : (f3))) + (((f2) / (0x1p+00f))))) + 2 * isinf(0x1.5af1d8p+66f) + 4 * signbit(roundf(((f2) - (f1)))))
#define E23 ((__fmul_rn(((f3) * (f1)), f3)) * (((erff(0x0p+00f)) * (((f2) + (f3))))) - (((((float)(i0))) + (((f3) >= (f0) ? (f3) : (f2))))))

static const float h_f0[32] = {0x1.4p+01f, -0x1.ca7c84p-11f, -0x1.fcc2bp+08f, 0x1p-126f, 0x1.c7b61ep+06f, 0x1.8f5e7cp+19f, -0x1.62979ap+11f, 0x1.99999ap-04f, 0x1.f67b4ap+12f, -0x1.27a398p+26f, 0x1.45a3b6p-02f, -0x1.fffffep+127f, -0x1.f2f4aep-19f, 0x1.bd9c4ep+09f, 0x1.de7dcp-15f, 0x1.8321eep-01f, -0x1.b88b04p+10f, 0x1.2a05f2p+33f, -0x1.cd1b78p+02f, 0x1.fffffep+31f, 0x1.0624dep-10f, -0x1.b6053cp+13f, 0x1.c2ea68p-14f, -0x1p-01f, 0x1.2f5f92p+19f, -0x1.b2833ep+07f, -0x1p+00f, 0x1p+00f, 0x1.fffffep+31f, 0x1.48855ap+15f, 0x0p+00f, 0x1.8p+01f};
static const float h_f1[32] = {-0x1.292248p+15f, 0x1.90f0dp-01f, -0x1.705b6ep-13f, -0x1.11e30cp-03f, 0x1.1e7444p+14f, -0x1.96d432p+17f, 0x1.2299dep-12f, -0x1.c48ac4p+00f, 0x1.39439cp+09f, -0x1.27a398p+26f, 0x1.fffffep+31f, 0x1.d4f79p+14f, 0x1.99999ap-04f, 0x1p-126f, -0x1.779564p-18f, -0x1.7c14c2p-01f, 0x1.8p+01f, -0x1.0fd1c2p-03f, 0x1.4614d6p-04f, -0x1.4p+01f, 0x1p-01f, 0x1p+00f, -0x1p+31f, 0x1.990984p-11f, 0x1.dba76p+01f, 0x1.3d6a16p+02f, -0x1.30cd96p-09f, 0x1p+24f, -0x1.fffffep+127f, 0x0p+00f, 0x1.fffffep+30f, -0x1.729e72p-14f};
static const float h_f2[32] = {0x1.7b97f4p+11f, 0x1.536722p+13f, -0x1.96680ap+14f, 0x1.f6ff4p-07f, -0x1.0bap-138f, -0x1.4p+01f, -0.0f, -0x1.2060bap+17f, -0x1.a04516p+05f, 0x1.0aa624p-06f, 0x1.797744p-01f, 0x1.99999ap-04f, 0x1.41f1d4p-15f, 0x1.fd7f02p+08f, -0.0f, 0x1p-126f, 0x1.fb9008p-10f, 0x1.d815fcp+03f, 0x1.4p+01f, 0x1.611eep-21f, 0x1.f73712p-15f, -0x1.4p+01f, 0x1.ae5d42p-11f, -0x1.27a398p+26f, -0x1.fffffep+127f, 0x1.92e8ep+08f, -0x1.9ffde4p+02f, 0x1.702ca4p-08f, 0x1.fffffep+31f, 0x1.85507ep-21f, 0x1.d69164p+02f, 0x1.8p+01f};
static const float h_f3[32] = {-0x1.5b0838p-09f, -0x1p+00f, 0x1.427cd8p+08f, -0x1.c86868p+04f, 0x1.98fd7ap+15f, 0x1.164862p-09f, -0x1p+31f, 0x1.4p+01f, 0x1.8p+00f, -0x1.4p+01f, 0x1.0624dep-10f, -0x1p+00f, -0x1.889738p+05f, 0x1.b9cb02p+11f, 0x1p+00f, 0x1p-126f, -0x1.d9a65ep+03f, -0x1.fffffep+127f, 0x1.fffffep+31f, -INFINITY, 0x1.8p+01f, 0x1.8p+00f, 0x1.61204p+01f, -0x1.1dc51p-18f, -0x1.c8b198p+10f, -0x1.27a398p+26f, -0x1.2967fcp+17f, -0x1.0bap-138f, -0x1.b7acaep+03f, -0x1.a135aap-02f, -0x1p-01f, -0x1.fffffep+127f};
static const double h_d0[32] = {0x1.49ed66a952e52p+35, 0x1.26777127249d8p-03, -0x1.2e90e2feaf0ap+21, -0x1.9bd11ffb2b9bep+11, 0x1p+53, -0x1.ff9d72e1e7e8p+03, 0x0p+00, 0x0p+00, -0x1.f30cab6ca35fep+29, 0x1.1c37937e08p+53, 0x1.044d5f05422acp+31, 0x1.1c37937e08p+53, 0x1.9a245e85d091p-30, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, -0x1.76316c24b952cp+27, -0x1.9c258d123ac14p+13, -0x1p+00, -0x1p+00, -0x1.0e2fe6e4c964p+27, 0x1p-1074, 0x1p+53, 0x1.902ce99e458ap-04, 0x1.3a139e4a750ap-22, 0x1p+00, -0.0, 0x1.4p+01, 0x1.dd9a8da758d0ep+25, 0x1.1a27296782308p+24, -0x1p+00, 0x1.c1f46b28fdabp-44, -0x1.47c02e7a3f4c4p+05};
static const double h_d1[32] = {-0x1.cp+01, 0x1.235d8a65539p-43, 0x1.ed9f90ebef86p+27, 0x1.199c66bcbdff6p-30, (double)INFINITY, 0x1.1c37937e08p+53, -0x1.1bbd48d54b4bp+26, -0x1.56e1fc2f8f359p-997, -0x1.f3be902a7988ap+37, -0x1.d840cf56562bap-32, 0x1.0f334615b0a7p-20, -0x1p+00, 0x1.1c37937e08p+53, 0x1.17837cb51e93cp-18, 0x1.41b04532b29d4p-23, 0x1.d6f34548p+26, 0x1.a29034e196678p-28, 0x1.52bc1110584ap-28, -0x1.00dc93dd05aa8p-37, 0x1.3d98f1c0ffb24p+16, -0x1.7c48e86f7bffp+21, -0x1.cp+01, -0x1.cecbc2276dc98p-40, 0x1.1c37937e08p+53, -0x1.7345d1824cefep-16, 0x1p+00, -0x1.b29b89e816a9ep+25, -0x1.915f42259b56p-06, 0x1.b13253c28d68p+16, -0x1.43b237eb16c18p+06, 0x1.f0d22640b9518p-31, -0x1.fd8282494fd2cp-19};
static const int h_i0[32] = {(-2147483647 - 1), -502236, 1, 2147483646, 1221392166, 400, -253054666, -9290544, 2, 2147483647, -1476601467, -147392655, -6, 2147483647, -23491, (-2147483647 - 1), 2147483647, 2147483647, -284921, -2147483647, 2147483647, -848561320, -16423392, -1, -25, 2, -1, 2147483647, 1, -1, (-2147483647 - 1), 1242618148};

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
