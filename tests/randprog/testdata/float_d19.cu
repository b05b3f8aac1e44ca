// Random float expressions (tests/randprog/gen, kind float, seed 50589).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 0x0p+00
#define E1 f2i(((float)(d2i(d0))))
#define E2 ((((double)(((0x1p+00f) * (0x1.ap+01f) + (f2))))) * (d0))
#define E3 ((tanhf(f2)) / (((float)(d1))))
#define E4 exp2f(f0)
#define E5 fma(((d0) * (d0) + (d1)), d0, ((d0) - (d0)))
#define E6 0x1p+01f
#define E7 cosf(((f2) / (f2)))
#define E8 f2
#define E9 (isnan(cbrtf(f0)) + 2 * isinf(((f0) - (0x1.79ca1p-67f))) + 4 * signbit(((float)(1))))
#define E10 f2i(((f3) >= (f3) ? (f0) : (0x1p+00f)))
#define E11 d2i(((double)(i0)))
#define E12 powf(((cbrtf(0x1.5af1d8p+66f)) + (((f1) - (f2)))), fminf(((f0) + (0x1.99999ap-04f)), ((float)(255))))
#define E13 fmaf(fminf(f3, f2), ((f3) * (f2)), expm1f(f3))
#define E14 ((fmaxf(0x1p+01f, f2)) / (((f2) / (f3))))
#define E15 hypotf(__powf(((float)(2147483647)), __fsqrt_rn(f3)), ((f2) * (-0x1p+00f) - (0x1.ap+01f)))
#define E16 fmaf(log2f(0x1.5af1d8p+66f), ((f1) / (-0x1p+00f)), ((f0) * (f0) - (0x1.5af1d8p+66f)))
#define E17 remainderf(fminf(log10f(0x1p-01f), ((f0) * (0x1p+01f))), fmaf(fmaf(f1, f0, f3), ((f0) * (f3) + (0x1p+00f)), f1))
#define E18 remainderf(((f1) * (f2) - (f0)), ((f2) * (f0) - (f2)))
#define E19 ((((f1) * (f2))) * (f2) + (f3))
#define E20 ((((d0) - (d0))) / (((double)(f0))))
#define E21 d2i(d1)
#define E22 ((float)(((double)(long long)(i0))))
#define E23 d2i(d1)

static const float h_f0[32] = {0x1.fffffep+30f, -0x1.23b3dp+16f, -0x1.df2c1p-14f, -0x1.6bcdc2p-21f, 0x1.8p+00f, 0x1p+24f, 0x1.4fbd9p-03f, 0x1.fffffep+31f, -0x1.12f492p-05f, -0x1.dc9b7ap+02f, 0x1.f33c4p-10f, -0x1.52d832p+05f, 0x1.58d206p+04f, -0x1.5e6072p+04f, 0x1p+24f, 0x1p+24f, 0x1.339dfcp+18f, 0x1.241584p-07f, -INFINITY, 0x1.fffffep+22f, -0x1.27ab1p+01f, -0x1.27a398p+26f, 0x1.b5b838p+09f, 0x1.8p+00f, 0x1.0624dep-10f, 0x1.fffffep+30f, -0x1.604818p+17f, -0x1.dce3a6p+05f, 0x1.701606p-18f, 0x1.30907ap-02f, 0x1.fffffep+31f, 0x1.91b8b4p+05f};
static const float h_f1[32] = {0x1.483466p-22f, 0x1.7d3f36p+13f, 0x1.0624dep-10f, 0x0p+00f, 0x1.bcbdd6p-08f, -0x1.d84afap-09f, 0x1p-126f, -0x1.48d734p-18f, 0x1.fffffep+30f, 0x1.be986ap-11f, 0x1.64cc7p+02f, -0x1.df46a4p-23f, -0x1p-01f, 0x1.fffffep+31f, -0x1.1b24f6p-21f, -0x1.56a746p-12f, 0x1p+00f, 0x1.819a8ap-05f, -0x1.5020dep+07f, -0x1.d18f68p-07f, 0x1.2a58p+01f, 0x1p-01f, 0x1.02466cp+18f, -0x1.0b6972p-11f, -0x1.dea992p+04f, 0x1.ebe0ccp+14f, 0x1.2a05f2p+33f, -0x1.744ddep+19f, 0x1.6d5482p+11f, 0x1.0081bcp+13f, 0x1.1e7152p+13f, 0x1.a1bc8ep+01f};
static const float h_f2[32] = {0x1p-126f, 0x1.a6fb3ep-09f, 0x1.49b86p-06f, -0x1.151782p-09f, 0x1.fffffep+30f, -0x1.2e5d3cp-16f, -0x1.9fea42p-10f, -0x1.0e3f44p-07f, -0x1.cfce9ap-10f, -0x1.844c2ep-20f, -0x1.a90dd6p+00f, 0x1.2a05f2p+33f, -0x1p+00f, 0x1p-126f, -0x1.c95586p+07f, 0x1.1a544p-10f, 0x1.6edb02p-07f, -0x1.fffffep+127f, -0x1.434c9p-11f, 0x1.a80d6ep-19f, -0x1.b8683cp+00f, -0x1.31ef0ap+04f, 0x1.fffffep+22f, 0x1.981ecep-01f, 0x1.0624dep-10f, -INFINITY, -0x1.fffffep+127f, 0x1p+00f, -0x1p+00f, -0x1.c7033p-17f, -0x1p-01f, 0x1.7d92b4p-03f};
static const float h_f3[32] = {0x1.b46b72p-08f, 0x1.1bd98ep+07f, 0x1.fffffep+30f, -0x1.cb578ep+10f, 0x1.fffffep+30f, 0x1.fffffep+31f, 0x1.0eda2ep-06f, 0x1.c59cf4p+15f, -0x1.4p+01f, 0x1p-126f, -0x1.6c1f88p+13f, -0x1.055248p-12f, 0x1.79ad5cp-17f, 0x1.5b5406p-05f, 0x1.16c2p-133f, 0x1.99999ap-04f, 0x1.b33472p-03f, 0x1.8p+00f, 0x1p-126f, 0x1.d56bf6p-16f, -0x1.88c9p+14f, 0x1.21e004p+02f, 0x1.36b948p-05f, -0x1p+00f, 0x1.cee3a8p-10f, -0x1.5ef1p-03f, 0x1.8p+00f, 0x1.b41a9ep-20f, -0x1.4p+01f, 0x1.ef4ab8p+02f, -0x1.d5ca76p-01f, 0x1.e36394p+09f};
static const double h_d0[32] = {-0x1.cp+01, 0x1.999999999999ap-04, 0x1.7715a99c167dp+04, -0x1.f93710738148cp-05, -0x1.56e1fc2f8f359p-997, -0x1.48c02c43f70cp+13, -0x1.b87e403245dep+13, 0x1.556256e3805p-11, 0x1.49d11ffb77548p+25, 0x1.2def1c0bbc834p+14, 0x1.1c37937e08p+53, 0x1.1c37937e08p+53, 0x1p+53, 0x1p+53, 0x1.f46787a9ce5ap+00, -0x1.6e352808d7114p-04, 0x1.a75ba269abf76p+36, 0x1.d2fa5c9228de4p-27, 0x1.876c1e55b232cp-18, 0x1.7e43c8800759cp+996, -0x1.f30c98b41f6a6p+17, 0x0p+00, 0x1p+00, -0x1.dbc978b38cf1p+35, (double)INFINITY, 0x1.f1e59f2bea152p-17, -0x1.a09bda326bb6ap-15, -0x1.bde89e60ebcbp-41, 0x1.135c4a2c6721ep-17, -0x1.3bad4e82943e8p-19, -0x1.ae54e5478492p+21, 0x1.d2a0bd0390488p-39};
static const double h_d1[32] = {0x1.fffffffffffffp+1023, -0x1.90420a6ec412p+16, -0x1.d19f2d236d9f4p+24, -0x1.6b723928c3a02p+31, -0x1.cff7c2d69aabcp-24, -0x1.38ec8d0aa5818p-24, -0x1.59d7f12ae45ecp+30, 0x1.fffffffffffffp+1023, 0x1p+00, 0x1.08eeee75a79fp-43, 0x1.6b753b58abfaap-32, -0x1.858803d2042dap+07, 0x1.108d1a5186088p+35, 0x1.7e43c8800759cp+996, 0x1.9655f53ee5936p-10, 0x1.0551a02a92ep-32, -0x1.9cfb51e79e3ep+14, -0x1.f72fc6138cb76p-18, -0x1.21238707ac164p-39, 0x1.999999999999ap-04, -0x1.83b1f07d96dep+15, 0x1.12f024f4c8c02p+06, 0x1.8ffb164e18454p-19, 0x1p+53, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, 0x1.64d7b44c15b48p-26, 0x1.83ca0b17d55ep+22, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, -0x1.6b058b019e75ap+35, 0x1.c66f0c37649ep-38};
static const int h_i0[32] = {64363, (-2147483647 - 1), 2, 7109157, -2, 486807528, -2147483647, -2, -3310, -19, -158814515, 1295876913, -1, 2147483646, 20719, -1, 2147483646, -788, -185323, 10700603, -347528, -1917, -1, 2147483646, -2147483647, 118847, 2147483647, -507092964, 939929, -811279540, 83080079, 1};

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
