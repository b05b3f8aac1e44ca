// Random float expressions (tests/randprog/gen, kind float, seed 2019).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaxf(((f3) >= (f3) ? (f0) : (f1)), ((float)(-0x1.cp+01)))
#define E1 i0
#define E2 ceilf(f1)
#define E3 powf(0x1p-01f, atan2f(f2, 0x1.ap+01f))
#define E4 remainderf(fdimf(f3, f0), ((0x1p+01f) / (f3)))
#define E5 ((log10f(fmaxf(f2, f2))) * (((((0x1p-01f) * (f0) + (f0))) < (((f3) / (f2))) ? (((float)(i0))) : (log2f(f1)))) + (logf(((f2) >= (f0) ? (0x1.79ca1p-67f) : (f0)))))
#define E6 f2
#define E7 ((((float)(i0))) * (((float)(i0))) - (((f2) + (0x0p+00f))))
#define E8 f2i(((float)(i0)))
#define E9 ((fmodf(f2, f1)) / (f2))
#define E10 fmaxf(fmaf(0x1.ap+01f, f1, f2), f0)
#define E11 floorf(((float)(((double)(f0)))))
#define E12 ((((float)(d0))) - (truncf(f2)))
#define E13 atan2f(0x1p-01f, ((f0) * (0x1.5af1d8p+66f)))
#define E14 ((((truncf(f3)) - (fmaf(f0, 0x0p+00f, f2)))) - (((float)(((double)(long long)(i0))))))
#define E15 ((((double)(-7))) + (d0))
#define E16 __float2int_rd(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))
#define E17 fmaf(f2, tanhf(floorf(0x1.5af1d8p+66f)), ((float)(((d1) * (0x1.999999999999ap-04) + (d0)))))
#define E18 ((__fdiv_rn(f0, f0)) * (acoshf(f0)) + (sqrtf(f0)))
#define E19 cos(((double)(long long)(i0)))
#define E20 ((fma(((0x1.999999999999ap-04) + (d0)), ((double)(long long)(1 << 24)), ((double)(long long)(i0)))) * (fma(((0x1p+01) * (d1)), ((d1) * (d1) + (d0)), floor(d0))) + (pow(((d0) * (d0)), d0)))
#define E21 f2i(__fmul_ru(-0x1p+00f, ((-0x1p+00f) * (0x1.5af1d8p+66f) - (f2))))
#define E22 (isnan(((__int2float_rz(i0)) - (hypotf(f1, f0)))) + 2 * isinf(__int2float_rz(__float2int_rd(fminf(fmaxf(f0, -2.1e9f), 2.1e9f)))) + 4 * signbit(fmaf(((0x1.ap+01f) + (f3)), fdimf(f1, 0x1.79ca1p-67f), erff(0x1p-01f))))
#define E23 ((log10f(f1)) >= (__fsub_rz(f2, f1)) ? (fmodf(f3, f1)) : (((f0) < (f2) ? (f1) : (f1))))

static const float h_f0[32] = {0x1.304b88p+12f, 0x1.94c512p+01f, -0x1.38f5b4p-19f, -0x1.0bap-138f, 0x1.8140c2p-09f, -0.0f, 0x1.81b408p-01f, 0x1.963054p-16f, 0x1.8dad16p-03f, -0x1.8db51p-14f, -0x1.eb595ap+16f, 0x1p-01f, -0x1.c1d294p-13f, 0x1.585478p+10f, 0x1p-126f, 0x1.fffffep+22f, -0x1.9be586p-11f, 0x1p+24f, -0x1.bacefap-10f, -0x1.4p+01f, 0x1.c1a568p+09f, 0x1.4p+01f, -0x1.27a398p+26f, 0x1.26fc3p-03f, -0x1.0bap-138f, -0x1.cdce7ep-02f, 0x1.8p+01f, 0x1.3895a8p+18f, -0x1.b75406p+12f, 0x1.8p+01f, -0x1p+00f, -0x1p+00f};
static const float h_f1[32] = {0x1p-01f, 0x1.2a05f2p+33f, 0x1.16c2p-133f, -0x1p-01f, -0x1.c8ad8ap-07f, -0x1.05311p-21f, 0x1.bf5e9cp-21f, -0x1.0df2ap-12f, 0x1.d1acep-13f, -0.0f, -0x1.4p+01f, -0x1.66ab06p-09f, -0x1p-01f, -0x1.27a398p+26f, 0x1.253698p-01f, 0x1.8p+01f, 0x1.1e0956p+00f, -0x1p+00f, -0x1.93ccc8p+11f, 0x1.eda544p-12f, 0x1.31ab66p-07f, 0x1.733834p-18f, -0x1.c8fc32p-06f, -0x1.27a398p+26f, -0x1.384cc6p-15f, -0x1.7bc9ccp-05f, 0x1.96ff48p-11f, 0x1p+24f, 0x1p+00f, -0x1.33c62cp-09f, 0x1.80c0e2p+12f, -0x1.0bap-138f};
static const float h_f2[32] = {0x1.8p+00f, -0.0f, -0x1.62ba9ap-18f, -0x1.27a398p+26f, 0x1p-01f, -0x1.4769bcp+16f, -INFINITY, -0x1.b5e8ecp-17f, -0x1.1073b4p+16f, 0x1.66e3ecp-06f, -0x1p-01f, -0x1.fa4bp-06f, 0x1.ab351ap+16f, 0x1.cd441ep+00f, 0x1.8p+00f, -0x1.0bap-138f, 0x1.2a05f2p+33f, 0x1.55d298p-14f, -0x1.4da208p-19f, 0x1.4aeddp-16f, 0x1.8p+00f, 0x1.ca9ad4p+01f, -0x1.06db06p+00f, -0x1.041a94p+12f, 0x1.4p+01f, -0x1.32cff6p+19f, 0x1.3c978cp+12f, 0x1.8p+01f, -0x1.218e2ap+06f, -0x1.dd3ab8p-02f, -0x1.e583c4p+16f, 0x1.2b4f0ap+01f};
static const float h_f3[32] = {-0x1.880e14p-04f, -0x1p+31f, -0x1p-01f, 0x1.9234f6p-17f, 0x1.8bd388p+19f, -0x1.fa51e6p-05f, 0x1.8p+00f, -0x1.46f2aap-15f, -0x1.d9e2d6p+17f, INFINITY, 0x1.0624dep-10f, -0x1.0bap-138f, 0x1.03f754p+04f, -0x1.ba640cp+00f, 0x1.8p+00f, 0x1.fffffep+22f, 0x1.4p+01f, -0x1p+00f, 0x1.c85ab4p+07f, 0x1p+24f, 0x1.99999ap-04f, -0x1.fffffep+127f, 0x1.e2c8d2p+15f, -0x1.e81b14p-08f, 0x1.5895cap-23f, 0x1.4p+01f, 0x1p+24f, 0x1.def6e2p-19f, 0x1.585adp-08f, 0x1.c09804p-16f, -0x1.09398ep-06f, 0x1.ba84ep+07f};
static const double h_d0[32] = {0x1.7577d8af96c18p-32, 0x1.cec90b0212d44p+21, 0x1p+53, 0x1.df38e42cbdfap+17, 0x1p+00, 0x1.999999999999ap-04, -0x1.8f8fd6959ec5p-06, -0x1.64750939ae08cp+25, 0x1.fccf88dfc4028p+27, -0x1.79bf2ba9b8f3p-08, -0.0, -0x1p+00, 0x1.dda94bd04090ap+35, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.ebe3aed7e4c8p-35, 0x1p+53, 0x1p+53, -0x1.cp+01, 0x1.46c3e5892a71cp-23, -0.0, 0x1.1c37937e08p+53, 0x1.773464ac2ce52p+14, 0x1p+00, -0x1.fd753aeffa848p-06, 0x1.fc0fc8f772eap-13, -0x1.6414b0d062e7cp-26, 0x1.dbf9dc4115244p-18, 0x1p+00, 0x1.782c05d0d0718p-31, -0x1.0f24faf3a2b76p-35, 0x1p+00};
static const double h_d1[32] = {-0x1.6451928c0597ep+35, 0x0p+00, -0x1.6527cac1a3e3p-13, -0x1.cp+01, -0x1.3fb6c26c4e1ecp+25, 0x1.c65fa68000a9ap-13, -0x1.0ee182944cc2cp-05, 0x1.cec86a3c1f278p+25, 0x1.777c0ceef6c18p-38, 0x1.5764c925aaf4ep+15, -0x1.d9f6b41ae51a6p+05, -0x1.cp+01, -0.0, -0x1.254c04e4b7f8p-03, -0x1.2ed291f86519ep-03, 0x1.d6f34548p+26, -0x1.397867adee3bp+18, -0x1.1adb675b917bp-28, -0x1.56e1fc2f8f359p-997, -0x1.d817aded03148p+22, -0x1.ed359f6a696dp+03, 0x1.7bb3b02d853dep+16, 0x1p+53, -0x1.8b99e086843p+30, 0x1p+53, 0x1.4p+01, 0x1.999999999999ap-04, 0x1.999999999999ap-04, -0x1.26bb28bc1de4p+24, 0x1.d5beb857ffd22p-07, -0x1.cp+01, 0x1.aedce70e6b73cp+17};
static const int h_i0[32] = {588424, 2147483647, 2147483646, 1004, -2147483647, 1983, -42680098, 8314256, -2147483647, 2, 9141866, -14, -225549119, -128652, 115032030, 1, 1, -302479, 3944, -56779396, -211, 0, -1, -228, 2147483647, 28, 1, 5, 177321021, 2147483647, -1, 0};

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
