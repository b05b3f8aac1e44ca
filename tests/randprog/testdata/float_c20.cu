// Random float expressions (tests/randprog/gen, kind float, seed 8020).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(i0))) + (((f2) + (f3))))
#define E1 ((((double)(f0))) * (atan2(0x1.999999999999ap-04, d0)))
#define E2 ((float)(d2i(d0)))
#define E3 f2i(((float)(((d1) * (d0) + (d0)))))
#define E4 f1
#define E5 ((((fmaf(f3, f0, 0x1.5af1d8p+66f)) < (((f3) - (f1))) ? (((f0) + (f0))) : (((f3) * (-0x1p+00f))))) >= (((atanf(f0)) + (((f1) + (f3))))) ? (((((float)(i0))) * (fmaf(f3, f2, f3)) + (powf(f2, f1)))) : (hypotf(f1, ((f2) / (f1)))))
#define E6 ((fdimf(f3, f1)) * (((f1) - (f0))))
#define E7 ((hypotf(f0, f0)) + (((0x1p+00f) * (f3) - (f2))))
#define E8 (isnan(((0x1p+00f) < (f3) ? (0x1p+00f) : (-0x1p+00f))) + 2 * isinf(f3) + 4 * signbit(f1))
#define E9 f3
#define E10 fmaf(((float)(i0)), ((((f3) + (f0))) * (((f3) / (f2)))), ((((f3) + (f1))) < (((f2) * (f3))) ? (((f2) < (f0) ? (0x1.ap+01f) : (f3))) : (((f2) < (0x1.99999ap-04f) ? (0x1p+00f) : (0x1.99999ap-04f)))))
#define E11 fma(((double)(long long)(((f1) > (f2)))), ((((0x1p+01) * (d1) + (d0))) * (((double)(long long)(i0))) + (((double)(f0)))), ((((0x1p+00) + (d0))) / (((d1) + (0x1p+00)))))
#define E12 ((((float)((isnan(f3) + 2 * isinf(f0) + 4 * signbit(f0))))) * (((tanf(f0)) + (((f2) * (0x1p+01f) - (f0))))) - (ceilf(((f3) >= (-0x1p+00f) ? (f0) : (f0)))))
#define E13 (isnan(copysignf(f1, 0x1.ap+01f)) + 2 * isinf(((f3) / (f2))) + 4 * signbit(atanf(f1)))
#define E14 fdimf(((f2) >= (f2) ? (0x1.79ca1p-67f) : (f2)), f1)
#define E15 i0
#define E16 floorf(sinf(f1))
#define E17 ((float)(((d1) * (d0))))
#define E18 ((__int2float_rd((isnan(f3) + 2 * isinf(f2) + 4 * signbit(f1)))) / (copysignf(f2, __fmaf_rn(f2, f3, f3))))
#define E19 f3
#define E20 ((fdimf(0x0p+00f, f3)) + (fmaf(f2, f1, f2)))
#define E21 floor(((d0) + (0x1p+00)))
#define E22 (isnan(((0x1.99999ap-04f) * (f2) - (0x1.ap+01f))) + 2 * isinf(((f1) + (f2))) + 4 * signbit(logf(0x1.79ca1p-67f)))
#define E23 0x1.5af1d8p+66f

static const float h_f0[32] = {-0x1.eff214p-21f, -0x1.94deacp-06f, 0x1.2ec1fcp-09f, -0x1.a7ee24p-03f, -0x1.943378p+09f, -0x1.825e8p-16f, -0x1.b4f89ap+06f, -0x1.0bap-138f, -0x1p+31f, -0x1.add55cp-01f, -0x1.5898ccp-13f, -0x1p-01f, 0x1.c34e56p-16f, INFINITY, -0x1.6a81bcp+04f, -0x1.825c34p-04f, -0x1.2386a8p-20f, 0x1.55d246p-05f, 0x1.4p+01f, -0x1.44c5c6p+12f, -INFINITY, 0x1.8p+00f, -0x1.fffffep+127f, -INFINITY, -0x1p+00f, -0x1.abec9cp+10f, 0x1.830d8ep+16f, 0x1.07f26ap+05f, -0x1.2677acp+12f, -0x1.aedae8p+15f, 0x1.51ced2p-18f, 0x1.3b3216p+17f};
static const float h_f1[32] = {-0x1.27a398p+26f, -0x1.0bap-138f, -0x1.c2e26cp+14f, 0x1.184926p-17f, 0x1.31f0e6p+01f, -0x1.1a985ap-07f, 0x1.ae2bbep+13f, 0x1.fffffep+31f, -0x1.0bap-138f, 0x1p-126f, 0x1.8846cap+08f, -0x1p+00f, 0x1.4p+01f, -0x1.ee3d9ep-08f, 0x1.99999ap-04f, 0x1.11088cp-13f, -0x1.83662cp+00f, -0x1.570edap-10f, 0x1.7cb152p+09f, -0x1p+00f, -0x1.0bap-138f, -0x1.2156b6p+05f, INFINITY, 0x1.8p+01f, 0x1.365096p-01f, 0x1.23dd28p+08f, 0x0p+00f, -0x1.de4f24p+06f, 0x1.02a384p-02f, -0x1.0bap-138f, -0x1p+31f, 0x1.39f292p+02f};
static const float h_f2[32] = {-0x1.a5d96cp+00f, -0x1.e06966p-08f, 0x1.8p+00f, 0x1p+24f, -0x1p+31f, 0x1.c03a5ep+13f, 0x1.0624dep-10f, -0x1.bdc8dap+05f, 0x1.df970cp+15f, -0x1.4p+01f, 0x1.2870dep+17f, -0x1.a7843p+00f, 0x1.2f7e16p-17f, 0x1.30b0e2p-20f, 0x1.8p+00f, -0x1p+31f, 0x1.785274p-20f, 0x1p+00f, -0.0f, -0x1.0a9d06p+08f, -0x1.13bd34p-10f, -0x1.dfee88p+08f, -0x1.6da632p+05f, 0x1.ecfc4ep-02f, -0x1.c8bc74p+05f, 0x1.92c6cp+02f, 0x1.0624dep-10f, -0x1.b5f9bep-15f, 0x1.6d05ap-06f, -0x1.4p+01f, 0x1p+00f, -0x1.1a6d52p-11f};
static const float h_f3[32] = {0x1.e4d83p+09f, -0x1.504efp+09f, -0x1p+00f, -0x1p-01f, -0x1.703074p-11f, 0x1.8p+01f, -0x1.2a89a8p+11f, 0x1.5d2a58p-15f, 0x1.fffffep+31f, 0x1.76b6dp+11f, 0x1.81a9d8p+00f, 0x1.fd10bcp-19f, -0x1.be30b2p-15f, -0x1.d3f9bp-09f, -0x1.618f94p-08f, 0x1.0e89a8p+13f, 0x1.b1d434p-22f, -0x1.fffffep+127f, 0x1p+24f, -0x1.d2541ep+09f, 0x1.8p+01f, 0x1.4df5bep+12f, 0x1.d2cc3ep+14f, 0x1p+24f, -0x1.b26fb4p+05f, 0x1.f04dbep+05f, -0x1.f662d8p-03f, 0x1.ac4aecp+06f, 0x1.01ed48p-07f, 0x1.b96784p-09f, 0x1.fffffep+22f, 0x1.e2c2cap+05f};
static const double h_d0[32] = {0x1p-1074, -0x1.f3494e58b1cc2p+12, -0x1.142e0f87578a8p-29, 0x1.52cab11a4e168p-10, -0x1.330607a10cb9cp-25, -0x1.87356f7750638p-27, 0x1p+53, -0x1.415956542d7a8p+20, (double)INFINITY, -0x1.d62e3768cf0f8p+30, -0x1.e4565156a1de2p-13, -0x1.0b88238dbab2cp+20, -0x1.43fa4a4c5592ep+31, 0x1.c09f3e822f3c6p+01, 0x1.1c37937e08p+53, 0x1.7e43c8800759cp+996, 0x1.1fbda415331p+14, 0x1.7e6251c04c21ap+27, -0x1.54a44c5b1bf08p+03, 0x1.89bb8239c5e08p-23, 0x1.cf68f76096ebp+14, 0x1.14d936008658p+20, -0x1.51abf40f89b7p+33, -0x1.4fb293dc21b3cp+10, 0x1.94235501b1c4p-45, -0x1.ef568d8089d5cp-31, 0x1.08910b8ea2dd2p-28, 0x1p+00, -0x1.cf285832592bp-10, 0x1p-01, -0x1p+00, 0x1.bad40980cb88p+24};
static const double h_d1[32] = {0x1.fffffffffffffp+1023, -0x1.6f03b03e56cd4p-24, 0x1.7e43c8800759cp+996, 0x1.45e3f3c42638cp+05, 0x1p+53, 0x1.fffffffffffffp+1023, -0x1.fe969dcbf4b32p+36, 0x1p-01, 0x1.94e1e4ea9a8p+12, 0x1.820cd2f66a64p+31, 0x1p+53, 0x1.b024af0cf5ce4p-41, 0x0p+00, -0x1.f59ebb04db58p-14, 0x1.062dff7b90cd8p-35, 0x1.d5183f7f323dap-31, -0x1.86b9a2e4fdc0ep-17, -0x1.71272f89af61cp+24, (double)INFINITY, -0x1.fa2a654f0503p+26, 0x1p+00, -0x1.560eaa3e56398p-23, 0x1.1370af4be7fbp+04, 0x1.999999999999ap-04, -0x1.ff93ebf78f238p-25, 0x1.999999999999ap-04, 0x0p+00, 0x1.0aa4e34312c48p+00, 0x1p+00, -0x1.bee98fea946ap+16, 0x1.999999999999ap-04, -0.0};
static const int h_i0[32] = {5418667, -16870, 2147483646, -2, -2147483647, 47282380, -1, -651625, -2147483647, 930405, 0, 2147483647, -24201, -2, 2147483646, 64539612, -1591, 2, 4, 0, 0, 0, 4679716, 3362, 2147483646, -361351, 111938, 437726, 7, 119, 0, -2147483647};

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
