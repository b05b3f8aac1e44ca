// Random float expressions (tests/randprog/gen, kind float, seed 2022).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f3
#define E1 ((((-0x1p+00f) < (((f1) * (f1) - (f2))) ? (((float)(i0))) : (fminf(f1, f0)))) / (((float)(i0))))
#define E2 fmaxf(((f2) + (f1)), f0)
#define E3 i0
#define E4 ((float)(((remainderf(f3, f1)) > (f0))))
#define E5 remainderf(f1, atan2f(((f0) < (f1) ? (0x1.79ca1p-67f) : (f3)), ((f1) * (f0))))
#define E6 rintf(fmaf(fminf(f1, 0x1p+01f), ((float)(i0)), ((f0) * (f1))))
#define E7 ((double)(f2i(0x1.79ca1p-67f)))
#define E8 hypotf(((f3) / (f0)), 0x1p+00f)
#define E9 d2i(((d0) + (d0)))
#define E10 fmaf(((((f1) * (f2) + (f3))) - (0x0p+00f)), ((((float)(i0))) * (log2f(f1))), ((fminf(f1, f2)) / (copysignf(f3, f2))))
#define E11 ((expm1f(f2)) < (fmaf(((f0) * (0x1.99999ap-04f)), ((0x0p+00f) < (f0) ? (f1) : (f1)), copysignf(f3, f1))))
#define E12 ((atan(d1)) - (rint(d1)))
#define E13 fma(atan(((d0) * (d0) + (d0))), ((((d0) / (d1))) + (fma(d1, d1, d0))), ((double)(long long)(f2i(f2))))
#define E14 ((__fadd_rd(((float)(1 << 24)), ((f3) * (f2) + (f3)))) + (truncf(sinf(f1))))
#define E15 log1p(((d1) / (d1)))
#define E16 rsqrtf(remainderf(f0, f1))
#define E17 fmaf(0x1p+00f, f2, ((f3) / (f1)))
#define E18 fmaf(((f3) >= (f1) ? (f1) : (f2)), copysignf(f1, f3), remainderf(f2, f1))
#define E19 ((((((f3) - (0x1.79ca1p-67f))) * (((0x1.ap+01f) / (f3))) - (((f1) + (f0))))) * (((float)(f2i(f1)))) + (((atan2f(0x1.5af1d8p+66f, -0x1p+00f)) + (__double2float_rd(0x0p+00)))))
#define E20 fdimf(((f2) + (f0)), powf(f1, f0))
#define E21 ((double)(f2i(f2)))
#define E22 exp2f(((__double2float_rn(d0)) * (f1) - (f3)))
#define E23 fmaxf(((f1) * (f0)), ((float)(d1)))

static const float h_f0[32] = {0x1.1a9c56p+03f, 0x1.69ae88p-11f, -0x1.f2544ep-05f, 0x1.cd8e8ep+17f, -0x1.ee0b14p-09f, 0x1.9d6e6ap-23f, 0x1.fffffep+127f, -0x1.2b6b7ap+16f, -0x1.93cc46p-14f, 0x1p+24f, 0x1.a8ef16p-19f, -0x1.00ae2ap-09f, 0x1p+24f, -0x1.27a398p+26f, -0x1.9ba1b6p+06f, -INFINITY, 0x1.d38844p-11f, -INFINITY, -0x1p-01f, 0x1.aaa2e4p-19f, 0x1.46ae72p+08f, -0x1.100aaep+06f, -0x1p-01f, -0x1.3987ap+15f, 0x1.651688p+16f, -0x1.9d95d6p-01f, -0x1.7ab9c2p+12f, 0x1.fffffep+127f, 0x1.fffffep+31f, -0x1.a5a552p-08f, INFINITY, 0x1.d19c4ap+13f};
static const float h_f1[32] = {0x1p+24f, -0x1.0bap-138f, 0x1.32388p+01f, -0x1.11912ap+13f, 0x1.8p+01f, -0x1.27a398p+26f, -0x1.d0206ep-02f, 0x1.8c7aa4p-15f, -0x1.5f463ep+16f, -0x1.aa81ep-03f, 0x1.fffffep+31f, -0x1.82871cp-08f, 0x1p-01f, -0x1.27a398p+26f, 0x1.fffffep+127f, 0x1.f608cp-14f, 0x1.ec475p-21f, -0x1.2b0f6ap+03f, -0x1.4p+01f, 0x1.6e0318p+07f, -0x1p+00f, 0x0p+00f, 0x1.40916p-03f, -0x1.27a398p+26f, 0x1.16c2p-133f, 0x1.8p+01f, 0x1.fa9ac4p+09f, -0x1.dd000ep-18f, INFINITY, -0x1.74ba58p-16f, 0x1.4p+01f, -0x1.caec0ap+05f};
static const float h_f2[32] = {0x1.2a05f2p+33f, 0x1.a18d88p-08f, 0x1.014f2ep-06f, 0x1p+24f, -0x1p+00f, -0.0f, 0x1.8p+00f, 0x1.1b2b1cp+12f, -0x1.8680c2p+19f, -0x1p+31f, 0x1.612c06p-05f, 0x1.2a05f2p+33f, 0x1.910576p+18f, -0.0f, 0x0p+00f, 0x1.8p+01f, 0x1.fffffep+31f, -0x1p-01f, -0x1.7c08e8p-01f, 0x1p-01f, 0x1.cba7b6p+06f, -0x1.cf6cfep-18f, 0x1.824bd2p-09f, 0x1.6acc8ep-06f, 0x1.8p+00f, 0x1p-01f, 0x1.2a05f2p+33f, -0x1.2c511cp-09f, 0x1.1e3f7ep+06f, -0x1p-01f, 0x1.f38fa6p-11f, 0x1.fffffep+31f};
static const float h_f3[32] = {-0x1p-01f, -0x1.95b364p-07f, 0x1.fffffep+127f, 0x1.fffffep+30f, 0x1p+24f, -0x1.485416p-12f, -0x1.ad25ap+04f, -INFINITY, 0x1p+24f, 0x1.8d1bccp-10f, 0x1.f91734p+01f, 0x1.2a05f2p+33f, 0x1.00fabap+03f, 0x1.dc6b9p-11f, 0x1p-01f, -0x1.b2dcccp-14f, -0x1.5b41e8p+10f, -0x1.ff268p-18f, -0x1.672eap-04f, -0x1.876adp-14f, 0x1.e1a9dep+07f, 0x0p+00f, 0x1.37533cp-05f, 0x1.499dd2p+17f, 0x1.d9415ep-14f, -0x1.9b8654p-05f, -0.0f, -0x1.5dedaap-05f, 0x1.09d42ep+07f, 0x1.0624dep-10f, -0x1.ca7646p-21f, 0x1.fffffep+127f};
static const double h_d0[32] = {0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, (double)INFINITY, 0x1p+00, (double)INFINITY, 0x1.3586f5f333feap+24, -0x1.ee115eeecefep+31, -0x1.1f5c86c433ed4p+00, 0x1.d6f34548p+26, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.97ceccf397e7ep+28, -0x1.cp+01, -0x1.d21a3303c01p-20, -0x1.fb81fa83cff3cp-09, -0x1.42b8c8edb79d8p-38, -0.0, -0x1.c4d43477d536cp-23, 0x1.35e403bd178bap-40, 0x1p-01, 0x1p-01, -0.0, -0x1.368cc617c83a6p-03, 0x1.f67fbeaa7ae84p+23, 0x1.bb859123ddffcp-18, 0x1p-1074, 0x1.7e542229589f8p-43, -0x1.a98f0a796c618p+16, (double)INFINITY, -0x1.8da21a7a182cp+13, -0x1.6f488f65affep-01, -0x1.4913c3a825578p-26};
static const double h_d1[32] = {-0x1.cp+01, 0x1.84107f00e3eaep-13, 0x1.e28b15a4c1d18p-21, -0x1.56e1fc2f8f359p-997, -0.0, 0x1.becabe1638b58p-28, 0x1.7e43c8800759cp+996, -0x1.cp+01, 0x1.17113ecfc808p-28, 0x1.7e43c8800759cp+996, 0x1p+00, -0x1.397b09981f284p-27, 0x1.4p+01, 0x1.5ca3d328df398p-20, 0x1p+53, 0x1.37507f72f524p-38, -0x1.2deaa10c42dacp+24, 0x1.7e43c8800759cp+996, 0x1.4p+01, -0x1.6cf7736c59dc6p+36, 0x0p+00, -0x1.79ae072765516p-23, -0x1.558d531f5321p-17, 0x1.e850dcc3f8b4ep+21, -0x1.5aa56de967e68p+23, -0x1.72ca4132f5d88p+16, -0x1.e473023efaecp-33, -0x1.b1d2eb1b1fd2p-03, 0x1.3c35aae6d62dcp-09, 0x1p+00, -0x1.11467b98359f4p+01, 0x1p+53};
static const int h_i0[32] = {-2147483647, -7, 45, 302631271, 14234660, 0, 2147483646, 2147483646, 4531, 82114, 1, 765537, 26599, -4, -1, 239, -130, 2147483647, 15257702, -23, 152777947, (-2147483647 - 1), -1, 3876351, -28, 2147483646, 2147483646, 2147483647, 2147483647, 1, 0, 2147483647};

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
