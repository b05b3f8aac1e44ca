// Random float expressions (tests/randprog/gen, kind float, seed 50248).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(((((float)(i0))) * (((f1) - (0x1.ap+01f)))), ((float)(f2i(f1))), ((((f0) * (f3) + (f0))) - (((float)(i0)))))
#define E1 fmaf(((float)(i0)), atanf(f2), ((f3) * (f2) - (f3)))
#define E2 d1
#define E3 ((((f3) + (f3))) + (((float)(i0))))
#define E4 ((logf(f3)) + (expm1f(f0)))
#define E5 d2i(((d0) * (d1) + (d1)))
#define E6 ((((((0x1.ap+01f) / (f1))) * (((float)(i0))) - (-0x1p+00f))) >= (fmaf(((0x1p-01f) - (f2)), f3, ((f3) / (f3)))) ? (((((f3) + (0x0p+00f))) + (((f2) * (f1) + (f3))))) : (asinf(((float)(1)))))
#define E7 ((double)(f2))
#define E8 remainderf(fmaxf(tanhf(f3), ((f2) * (f0))), ((float)(d2i(d1))))
#define E9 fabsf(0x1p+01f)
#define E10 ((fmodf(f2, 0x1.ap+01f)) >= (f0) ? (fabsf(f3)) : (((f0) + (f1))))
#define E11 f2i(fmodf(f2, f3))
#define E12 fmaf(0x1.79ca1p-67f, ((0x1.5af1d8p+66f) * (f0) - (f0)), fmaf(f3, f0, f1))
#define E13 ((float)(d0))
#define E14 d2i(d1)
#define E15 ((__fmul_rn(f1, 0x0p+00f)) < (hypotf(0x1.ap+01f, f1)) ? (fminf(f2, 0x1p+01f)) : (((0x0p+00f) + (0x1p+00f))))
#define E16 __fmaf_ru(acoshf(((f1) - (f2))), ((fminf(f3, f2)) * (0x1.ap+01f)), fmodf(((f2) / (f2)), __fmaf_rd(f2, f2, 0x1.5af1d8p+66f)))
#define E17 i0
#define E18 ((remainderf(floorf(0x1p+01f), __fdiv_rn(f0, 0x1p+00f))) * (f1))
#define E19 ((f2) >= (cosf(f2)) ? (truncf(0x1.79ca1p-67f)) : (expf(f3)))
#define E20 ((asinf(__double2float_ru(d1))) / (__fmaf_ru(hypotf(f1, f2), ((0x1p-01f) - (f3)), __int2float_rn(i0))))
#define E21 ((__fmaf_ru(fmaf(f0, f1, 0x1.79ca1p-67f), tanf(f3), remainderf(f0, 0x1.5af1d8p+66f))) / (__frcp_rd(((float)(d0)))))
#define E22 atan2f(((remainderf(f3, f0)) - (erff(0x1.99999ap-04f))), ((fmaf(f1, f2, 0x0p+00f)) * (fmaf(f0, -0x1p+00f, f0))))
#define E23 ((((f3) >= (f1) ? (f2) : (f0))) / (acoshf(f1)))

static const float h_f0[32] = {-0x1.d4741ap+07f, -0x1.3021fep-15f, -0x1.481e0ap-14f, -0.0f, 0x1.4p+01f, 0x1.5fec14p-19f, 0x1.af51f8p-06f, -0x1.58367p+00f, -INFINITY, 0x1.3f4c9cp-16f, 0x1.f4ce38p+10f, 0x1.48d598p+14f, 0x1.442f34p+07f, 0x1.1e042ap+10f, -0x1.100194p-18f, -0.0f, 0x1.fffffep+31f, -0x1.b936f2p-03f, 0x1.2a05f2p+33f, -0x1.fb2f26p+09f, 0x0p+00f, 0x1.9f92f6p-05f, 0x1.b51bdap-14f, -0x1.ffc5bp+01f, -0x1.85a8bcp+18f, 0x1.27463ep+14f, -0x1.22e088p-20f, 0x1p-126f, -0x1.38f6aep+03f, 0x1.2a1388p+10f, -0x1.c4c3cap+10f, -0x1p-01f};
static const float h_f1[32] = {0x1p+24f, 0x1.57152ep+04f, 0x1.16c2p-133f, 0x1.a3ab34p+02f, -0x1.f650bap+17f, -0x1p+00f, -0x1.c537a8p+08f, 0x1.fffffep+22f, 0x1.fffffep+127f, -0x1.bff912p+06f, 0x1.9a7224p+05f, 0x1.ed85f6p-21f, 0x1.2d51eep+16f, 0x1.fffffep+31f, 0x1p+00f, -0x1.27a398p+26f, 0x1.8afc3ap+19f, 0x1.b45ca6p+13f, -0x1.9f24a4p+12f, INFINITY, 0x1.fffffep+22f, 0x1.16c2p-133f, -0x1.178712p-03f, 0x1.55d2aap+00f, 0x1.fffffep+127f, 0x1.be12a6p+11f, 0x1.00fc66p-19f, 0x1.b6ebbep+03f, 0x1.cc2772p-13f, -0x1.0bap-138f, 0x1.fde33ap-10f, -0x1.4p+01f};
static const float h_f2[32] = {0x1.99999ap-04f, -INFINITY, 0x1p-01f, 0x1.9e3772p-20f, 0x1p-126f, 0x1.255ebcp+00f, -0x1p+31f, -0x1.5cc3a8p+07f, -0x1p-01f, 0x1.8p+01f, 0x1p-126f, 0x1.7a965ap-02f, -0x1.df8174p-24f, 0x1.661742p-11f, 0x1.6073e2p+11f, -0x1.0c6a24p+14f, 0x1p+24f, INFINITY, 0x1.99999ap-04f, -0x1.13189cp+16f, 0x1.e597a4p-13f, 0x1.02a406p+01f, -0x1.27a398p+26f, -0x1p+31f, 0x1.8p+00f, 0x1p+00f, 0x1.c74638p-04f, -0x1.dbd9f8p+16f, -0x1.14cc4ep+17f, -0x1.27a398p+26f, 0x1.16c2p-133f, -0x1p-01f};
static const float h_f3[32] = {-0x1.e3d93ep+03f, 0x1.fffffep+127f, 0x1.dccfbap-04f, 0x1.2112a6p+16f, 0x1p-01f, -INFINITY, 0x1.8p+01f, INFINITY, -0x1.3d89eap-01f, -0x1.6efb2ap-12f, 0x1.927b54p-23f, 0x1p-126f, -0x1.a7040ep-12f, 0x1.2a05f2p+33f, INFINITY, -0x1p+31f, -0x1.11ec6ep+05f, 0x1.fffffep+31f, -INFINITY, -0x1.7c129p-21f, -0x1.892bdep+11f, -0x1.fb38d8p+00f, 0x1.9df9c8p-03f, -0x1.6d5dfcp-09f, -0x1.fcec5p-15f, -INFINITY, -0x1.a4788cp+19f, -0x1.4d07ep+14f, -0x1.fffffep+127f, 0x1.99999ap-04f, -0x1.3b075ep+10f, 0x1.99999ap-04f};
static const double h_d0[32] = {-0x1.64f7930c41818p+37, (double)INFINITY, -0x1.cp+01, -0x1.56e1fc2f8f359p-997, 0x1.8a292f4545d4ap+02, -0x1.41e19e745509p-37, -0x1.5878356a47d8p-04, -0x1.6dba1808ea6ep+24, 0x1.540ab2d486fc8p+16, 0x1.26341a850b12p+03, 0x1.dba1ea03a18a2p+04, 0x1.928b0ef6972b8p-16, 0x1.d33a885f76658p-12, 0x1.72429c59704e8p-24, 0x1.124bf3dc09a42p-41, 0x1.a63f1a120f5f2p-18, -0x1.45428ffbb256p+05, 0x1.55c53f9e4d9aep+09, -0.0, (double)INFINITY, 0x0p+00, -0x1.5ac237f4806eep+30, 0x1p-01, 0x1p+00, 0x1.4p+01, 0x1.6bbb54ef77bfcp-21, 0x0p+00, -0x1.251d2b1b1f536p+06, -0x1.0161520e8f1b4p+04, -0x1.30dfe87da3fb4p+28, -0x1.1d01458c14e32p-19, 0x1.fffffffffffffp+1023};
static const double h_d1[32] = {-0x1.a6f3edd28b9ep-41, -0x1.dacfffb4b3812p+03, 0x1p+00, -0x1.1c5fdcc714474p+26, -0x1.7006c527b22d4p-32, -0x1.edd2e91e99d5p+02, 0x1.999999999999ap-04, 0x1.4p+01, 0x1p+53, 0x1.6f3d2b6d6785cp-16, -0x1.cp+01, -0x1.43bf8331d0edap+24, -0.0, -0x1p+00, -0.0, 0x1.f03f1addbda2cp+37, -0x1.0b9f082d76cd8p-05, -0x1.ace0ec221361p-14, 0x1p-1074, 0x1.999b7bece5d9p+09, 0x1.8e6d54e7faed6p-03, -0x1.ba93706f68052p-34, -0x1.e198030319eb4p-19, 0x1.db19ea20f4614p+31, 0x1.44dc9a764232p-18, (double)INFINITY, 0x1p-1074, 0x1.7e43c8800759cp+996, 0x1p+53, -0x1.7a341f863886p-30, 0x1.1c37937e08p+53, 0x1.3816c3d5cf31ep-38};
static const int h_i0[32] = {1, -1, -498156, -5712479, 124, -236989597, -13715140, -13, -2, (-2147483647 - 1), -15, 0, 0, 24607, 274, 2147483647, 2147483646, 1, -154, -5, 2147483647, 1297956844, 0, -230292, -2, -2, 2, -22012, -12499, 20, -248983, 1692};

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
