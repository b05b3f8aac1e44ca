// Random float expressions (tests/randprog/gen, kind float, seed 2036).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(1))
#define E1 fma(((d0) * (log1p(-0x1.cp+01)) + (hypot(d0, d0))), ((((d0) / (d0))) * (rint(d0)) + (((double)(i0)))), ((double)(long long)((isnan(f2) + 2 * isinf(f2) + 4 * signbit(f1)))))
#define E2 ((float)(i0))
#define E3 d0
#define E4 fma(((0x0p+00) + (d1)), copysign(d0, d0), ((double)(long long)(i0)))
#define E5 ((((((double)(i0))) * (((double)(i0))))) - (((d1) + (((d0) * (d1) + (d1))))))
#define E6 255
#define E7 ((float)(d2i(fma(0x1p+00, d1, d1))))
#define E8 (isnan(((((f1) / (f1))) - (((float)(i0))))) + 2 * isinf(((((f3) * (f2))) - (log2f(f2)))) + 4 * signbit(((float)(((d1) + (d0))))))
#define E9 log2f(erff(f2))
#define E10 ((((fmaf(0x1.79ca1p-67f, f0, f2)) / (((float)(d1))))) / (fmodf(hypotf(0x1p+01f, f3), ((f0) * (f3) + (f0)))))
#define E11 ((hypotf(logf(f2), ((float)(i0)))) > (((float)(1 << 24))))
#define E12 ((((((float)(2147483647))) * (((f0) * (f0))) - (log1pf(f2)))) * (((float)(i0))) - (floorf(((f1) * (f0) + (0x1.ap+01f)))))
#define E13 ((((double)(((float)(i0))))) * (((((double)(long long)(i0))) * (fma(d1, d0, d0)) + (fma(d1, d0, 0x0p+00)))) + (((((d1) - (d1))) - (fmod(d0, d1)))))
#define E14 ((float)(f2i(f3)))
#define E15 f0
#define E16 tanf(log1pf(0x1p-01f))
#define E17 __double2float_rn(((double)(long long)(1 << 24)))
#define E18 ((((((f3) * (f2))) - (__fadd_rn(0x1p-01f, -0x1p+00f)))) < (f1))
#define E19 ((double)(long long)(((f2) != (0x1p+01f))))
#define E20 f2
#define E21 fma(cos(d1), ((d0) - (d0)), fma(d1, d0, d0))
#define E22 i0
#define E23 d2i(((double)(long long)(2147483647)))

static const float h_f0[32] = {-0x1.9aec8p-04f, 0x1p+24f, -0x1.0bap-138f, 0x1.67b7aep-10f, 0x1.16c2p-133f, 0x1p-126f, -0x1.c703b8p-07f, -0x1.eb1bdcp+19f, INFINITY, 0x1.2a05f2p+33f, -0x1p+00f, 0x1.4p+01f, -0x1.8a7d3p+10f, -0x1.f41774p+19f, -0x1.e759fp+19f, 0x1p+24f, 0x1.97dfdp+12f, 0x1p+00f, -0x1.7c6a26p+17f, -0x1.55d3fcp+12f, 0x1.c6d082p-05f, 0x1.d755aep-18f, 0x1.99999ap-04f, 0x1.5e06acp-06f, -0x1.71cbecp+04f, 0x1.2281aep-12f, -0x1.54d782p-15f, -0x1.fa58f4p-04f, 0x1.09dd48p+07f, 0x1.eedfe2p+14f, 0x1.fffffep+22f, 0x1.0d9884p-05f};
static const float h_f1[32] = {0x1.91793p-18f, -0x1.1a9008p+01f, 0x1p-126f, -0x1.90d7cep+04f, 0x1.ae89fp+02f, INFINITY, -0x1p+31f, -0x1.fb068ep+00f, -0x1.fffffep+127f, 0x1.8p+01f, -0x1.686552p+00f, 0x1.cd51f6p+06f, 0x1.fffffep+31f, 0x1.17a454p+14f, -0x1.101fcap+00f, -0x1p+00f, 0x1.cca76ep+16f, 0x1.fffffep+22f, -0x1.82ce6cp-13f, 0x1.fffffep+30f, 0x1.12e7bp-22f, -0x1.ceb6d6p+02f, 0x1p+00f, 0x1.ecdd26p-14f, 0x1p-01f, 0x1.812e54p-23f, -0x1.2dd34cp+05f, 0x1.fffffep+127f, -INFINITY, -0x1.32b3fcp-03f, -0.0f, -0.0f};
static const float h_f2[32] = {0x1.fffffep+31f, -0x1.d179f2p+01f, -0x1.27a398p+26f, 0x1.16c2p-133f, -0x1.c59578p-23f, -0x1.4693e4p-07f, 0x1.fffffep+127f, 0x1p+24f, -0x1.c4c15ep+05f, -0x1.6cd1ccp-10f, 0x1.40cb16p-03f, 0x1.fffffep+22f, -0x1.27a398p+26f, -0x1.b299c8p+08f, -0x1.989adp-13f, 0x1p+24f, 0x1p+24f, 0x1.3aacbep-05f, -0x1.fcc1dap+03f, 0x0p+00f, -0x1.b4506ep+08f, -0x1.511182p-11f, 0x1.2a05f2p+33f, -0x1.83c4cap+10f, 0x1.8p+01f, -INFINITY, 0x1.8ba63p-15f, 0x1p+00f, -0x1.639574p+16f, 0x1.7593f2p-06f, 0x1.543d86p-19f, -0x1.d91efep-14f};
static const float h_f3[32] = {-0x1.087dfap-02f, -0x1.0bap-138f, 0x1.afd10cp-01f, 0x1.fffffep+22f, 0x1p+00f, 0x1.8p+01f, -0x1.e8c3b8p+01f, 0x1.424ab8p+14f, 0x1.1ace6p+08f, -0x1p+31f, -INFINITY, -0x1.ba12ep+06f, 0x1p+24f, -0.0f, -0x1p+31f, 0x1.f76112p-05f, -0x1.088e4cp+09f, -0x1.23ce8ap-16f, 0x1.99999ap-04f, 0x1.368798p-09f, -0x1p+31f, -0.0f, 0x1p-01f, -0x1.206488p-15f, 0x1.32f11ap-23f, -0x1.3ac7f6p-20f, 0x0p+00f, 0x1.8ebf54p+12f, -0x1.a6f7f2p+12f, 0x1.acee5ep-22f, -0x1.816cf6p-20f, 0x1p+24f};
static const double h_d0[32] = {-0x1.05fff22f8ca62p+03, 0x0p+00, -0x1.d2fff51087e6p+17, 0x1.caf874940d43p-22, 0x1.d6f34548p+26, -0x1.bc0dec97bb708p+29, 0x1.7e43c8800759cp+996, -0.0, -0x1.8944205b4c4d8p+01, 0x1.4p+01, -0x1p+00, 0x1.b08a97eefd27ep+09, 0x1.46036af7866bp+12, -0x1.56d62a0a46a7p+05, -0x1.56e1fc2f8f359p-997, 0x1.26b66995cd53cp+33, -0x1.3ed90955172e4p-40, 0x1.636125faf46dap-15, -0x1.a5edd10cc193ep+37, 0x1.7e43c8800759cp+996, -0x1.afbd1194ed89p+00, -0x1.8236362ed3c7cp-13, 0x1.4p+01, -0x1.cp+01, -0x1.f602bfdfc308cp-34, 0x1.eebc7dd1af7d6p+28, 0x1.1c37937e08p+53, -0x1.ffdb2b7eb2908p+13, -0x1p+00, -0x1.5d183bf545adp+36, 0x1.1c37937e08p+53, -0x1.cp+01};
static const double h_d1[32] = {-0x1.48fb1f0ec4172p-10, -0x1.ff706f045337cp+20, -0x1.840c390c356bp-23, 0x1.d77e7285e8872p-24, 0x0p+00, 0x1.d6f34548p+26, -0x1.ef1a8176c0352p-38, -0x1.42ae8ab38b472p+00, 0x1p+53, -0x1.cp+01, 0x1p+00, -0x1.4b956b20174p+17, 0x1.49dd56ef73f1p+24, 0x1.cf5756c8d8ap+23, 0x1.d66f9e3ba771p+28, -0.0, 0x1p-1074, 0x1p-01, -0x1.38d733e64cf74p-10, -0x1.c114a00ce12bp-36, -0x1.cp+01, 0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, -0x1.2b5cf3f3d93p+15, 0x1.d6f34548p+26, -0x1.9068095f45154p-09, 0x1.2c24d0783c482p-17, 0x0p+00, 0x1.e82e143d34f12p+19, -0x1.0fb459ffa082ap+02, -0x1.a64f133a4837p+33};
static const int h_i0[32] = {-179704974, 876, -1, 2, 2, -2147483647, -792570841, (-2147483647 - 1), 72, -2, -11877325, 2, 5207560, 26028858, 65, 0, -2, -2147483647, 4693773, 2147483647, 25564, 0, (-2147483647 - 1), 0, (-2147483647 - 1), -2, (-2147483647 - 1), -2147483647, 55953, 1653955462, 2147483646, 1899714};

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
