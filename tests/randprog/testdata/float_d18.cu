// Random float expressions (tests/randprog/gen, kind float, seed 50558).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d2i(((double)(long long)(f2i(f3))))
#define E1 fmaf(f0, log10f(f0), ((f0) >= (f2) ? (f3) : (f0)))
#define E2 ((acoshf(f2)) * (((((f0) * (f1))) * (((float)(i0))))))
#define E3 ((((((f1) / (f3))) - (((f1) + (f0))))) * (((float)((isnan(f3) + 2 * isinf(f2) + 4 * signbit(f3))))))
#define E4 d1
#define E5 ((((atanf(f2)) >= (((f2) + (f1))) ? (((f3) >= (f1) ? (f0) : (f1))) : (((f1) >= (f1) ? (f2) : (f0))))) - (fdimf(f3, f3)))
#define E6 d2i(((d1) - (d0)))
#define E7 ((float)(f2i(copysignf(f0, 0x1p+00f))))
#define E8 ((double)(long long)(d2i(((double)(f1)))))
#define E9 ((((((f0) + (f3))) * (((float)(i0))))) <= (expf(log1pf(f2))))
#define E10 0x0p+00f
#define E11 fdimf(((float)(0)), ((f2) - (0x1.5af1d8p+66f)))
#define E12 f0
#define E13 ((fmaf(f3, 0x1.79ca1p-67f, f3)) < (((float)(i0))) ? (((f0) * (f0) + (f1))) : (((f2) < (0x1.99999ap-04f) ? (f1) : (f2))))
#define E14 pow(((double)(long long)(i0)), d1)
#define E15 ((cos(pow(d1, d0))) / (fmod(((d0) * (-0x1.cp+01) + (d1)), ((d1) * (0x1p+01) + (0x1p+01)))))
#define E16 ((remainderf(f2, f0)) < (((0x1p+00f) + (f3))) ? (copysignf(0x1p-01f, f1)) : (__frcp_rn(f2)))
#define E17 tanf(fabsf(f3))
#define E18 ((0x1p-01f) - (((fmaf(0x0p+00f, f2, f0)) + (f2))))
#define E19 __fmaf_rz(fmaf(((f2) / (f3)), ((f1) * (-0x1p+00f)), ((float)(d1))), ((fdimf(0x1p+01f, f3)) + (copysignf(f3, f0))), 0x1.5af1d8p+66f)
#define E20 truncf(atanf(f2))
#define E21 ((f1) < (((f1) >= (0x1.99999ap-04f) ? (f3) : (f1))) ? (fdimf(0x1.5af1d8p+66f, f0)) : (__fmaf_rd(f0, f0, f1)))
#define E22 fma(d1, d1, ((0x1.999999999999ap-04) * (((d0) / (-0x1.cp+01))) + (((d0) * (0x0p+00) + (d1)))))
#define E23 f2i(((cosf(f0)) - (truncf(f3))))

static const float h_f0[32] = {-0x1.fba02cp+07f, 0x1.0624dep-10f, -0x1.354074p+00f, -0x1.ee91p+19f, -0x1.27a398p+26f, -0x1.2f080cp+16f, 0x1.d40c92p-21f, 0x1.fffffep+127f, -0x1p-01f, 0x1.07a72ep-16f, -0x1.5d6162p-01f, 0x1.6463b2p-06f, -0x1.fffffep+127f, -0x1.1dff54p+05f, -0x1.5ecce8p-11f, 0x1.ce1f14p+04f, 0x1.6e582ep-11f, -0x1.75c6e8p-16f, 0x1.88e7c2p+06f, -0x1p+31f, 0x1.722c1ap-22f, 0x1.97c228p+16f, -0x1.0bap-138f, -0x1.f6f95ep+18f, -0x1.0f5b7p-11f, 0x1.0624dep-10f, 0x1.e88e46p+03f, -0x1.5fb234p-05f, -0x1.b4c8fp-22f, -0x1.c576f4p-16f, 0x1.fffffep+22f, 0x1.fffffep+31f};
static const float h_f1[32] = {0x1.fffffep+30f, -0x1.cb428ap-03f, -0x1.0bap-138f, 0x1.d06908p+12f, -0x1.492464p-10f, 0x1p-01f, -0x1.c4bc46p-12f, 0x1.318eb6p+03f, 0x1.fffffep+22f, -0x1.fffffep+127f, 0x1.c29af4p+02f, 0x1.8cee62p-19f, 0x1.e539cep+12f, 0x1.c21adp-05f, 0x1.b848e6p-17f, 0x1.0d4498p-07f, 0x1p-01f, -0x1.64ce54p+10f, -0x1.99e3f4p-03f, -0x1.c52c1p-03f, 0x1p+24f, -0x1p+31f, 0x1.c77b06p+18f, 0x1.fffffep+31f, 0x1.e7c73ep-18f, -0x1p+00f, -0x1.568806p-02f, 0x1p+24f, 0x1.2a05f2p+33f, 0x1.f9ef6cp+05f, 0x1.4p+01f, -0x1.0e5d24p+11f};
static const float h_f2[32] = {0x1.70f848p-06f, -0x1p+00f, 0x0p+00f, -0.0f, 0x1.9067ccp-21f, 0x1.16c2p-133f, 0x1.fffffep+22f, -0x1.e1e0b8p-05f, 0x1p-01f, -0x1p-01f, 0x1p-01f, -0x1.6c8ee2p+06f, 0x1.216158p+07f, -0x1.0bap-138f, -INFINITY, -0x1.ce7312p+00f, 0x1.a4f208p-06f, 0x1.99999ap-04f, 0x1.0624dep-10f, -0x1.29b372p-03f, 0x1.c2ff66p+02f, -0x1.80f624p-18f, -0x1.3f3d06p-17f, -0x1.571466p-27f, -0x1.678c7ap+15f, 0x1.16c2p-133f, 0x1p-126f, 0x1.3883a4p-21f, 0x1.f8c55ep-01f, -0x1.0bap-138f, 0x1.6a59acp-16f, -0x1.a3a526p-02f};
static const float h_f3[32] = {0x1.fffffep+22f, 0x1.74776cp+19f, -0x1.3337ccp+13f, -0x1.b72bb6p-03f, -INFINITY, -0x1.bfd24cp+07f, -0x1.6477a6p+06f, 0x1.fffffep+30f, 0x1.fffffep+31f, 0x1.0a150cp-17f, -0.0f, 0x1p+00f, 0x1.58244ep+15f, 0x1.8ffafcp-17f, 0x1p+24f, -0x1.27ae5ep+00f, 0x1.3cfd26p+17f, -0x1.4p+01f, 0x1.ea68b2p-25f, -0x1.21b4b2p-18f, -0.0f, 0x1p+24f, 0x1.fffffep+127f, -0x1.9655c2p-19f, 0x1.79d81p+03f, 0x1.fffffep+31f, 0x1.309866p-01f, 0x1.8e40bap-21f, 0x1.8p+01f, -0x1.73296ap-19f, INFINITY, -0x1.0bap-138f};
static const double h_d0[32] = {-0.0, 0x1p-01, 0x1.999999999999ap-04, -0x1.3dc30baf2b8c8p-07, -0x1.c21d088c683fp+30, 0x1.4p+01, 0x1p-01, -0x1.c342c9457528p-42, 0x1.d8ba901ef82c8p-18, 0x1.7e43c8800759cp+996, -0x1.c1fc650ae2f76p-04, -0x1.4b2b9a7bbce34p-36, 0x1.393c8d97d43f4p-34, 0x1.1c37937e08p+53, -0x1.35e09ec34a73p+07, 0x1.f751124224b74p+28, 0x1.3002358236738p+17, 0x1.015cf96d3147p-21, 0x1p-01, 0x1.a0a0d40c10cb2p-01, 0x1.7e43c8800759cp+996, -0x1.5c5062cf4d49ep-23, 0x1.8c85d8d4d7f94p+18, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, -0x1.e7d8dac7e68ep-26, 0x1.47cf5d1e981bcp+12, 0x1.eac262c39e96cp+09, -0x1.b3055a3b65e58p+18, -0x1.50ef05a626eap+12, -0x1.0e2d13ed56e24p-27, -0x1.88d906a64e20cp-41};
static const double h_d1[32] = {0x1.f9cb4458024bp-12, -0x1.75f1d4935b3e4p-19, -0x1.4114e1d959ec4p-04, -0x1.ec6021e8974p-18, -0.0, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.f1ef21d8735ap+24, -0x1.e615bfeab1c14p-10, -0x1.6d4d0bdbc503p+32, -0x1.e113bce7af4e8p-22, -0.0, 0x1.222837372f20cp-11, 0x1p+53, -0x1.3dd7a7ffcab7ap+29, 0x1.3527c082647d8p+28, 0x1p+00, 0x1.999999999999ap-04, 0x1.661763d3329p+15, -0x1.b05e9493217f8p-39, -0x1.cp+01, -0x1.95a63e503d7a2p+09, 0x1.d2400110be748p+09, 0x1.cd7871ae07374p-08, -0x1.a33b0eb781332p-09, -0x1.4b054411aa7cp-23, 0x1.5bc8be87dcd46p-13, 0x1p+53, -0x1.b1a637404e96p-23, 0x1p-1074, 0x1.15e74bf3c675p-36, 0x1p-1074};
static const int h_i0[32] = {2147483647, 3920, 1, -625430903, -329346, 85897, 1, 1, -9695131, 1, 3379623, 2147483646, -1633652588, (-2147483647 - 1), -2147483647, -7536013, -2147483647, -460663558, -2147483647, -43, 2147483647, 2147483647, 143, -1, 23788, 2147483647, -14895, 60800, 129, -51056, 2147483646, 1694884718};

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
