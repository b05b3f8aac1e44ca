// Random float expressions (tests/randprog/gen, kind float, seed 2018).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(i0))) + (((f3) * (copysignf(f3, f0)))))
#define E1 ((((rint(d1)) / (((-0x1.cp+01) * (d0))))) + (((double)(long long)(d2i(0x1p+00)))))
#define E2 ((float)(i0))
#define E3 0x1.5af1d8p+66f
#define E4 ((((0x1p+00f) / (f0))) < (((float)(0x1.87e92154ef7acp-665))) ? (((f3) * (f2) - (f1))) : (((f0) * (f0) - (f2))))
#define E5 hypotf(((f3) / (f1)), ((float)(i0)))
#define E6 fmodf(((((f1) / (f3))) * (fminf(f1, f2))), ((((0x1p+01f) - (f2))) / (((float)(i0)))))
#define E7 powf(((((float)(d1))) + (((f0) - (f3)))), ((((f0) * (0x1.ap+01f) + (f1))) / (((f1) / (f1)))))
#define E8 ((f3) != (((f0) - (f0))))
#define E9 ((copysignf(f2, f1)) / (((f3) / (f1))))
#define E10 fma(log(d1), expm1(d1), d1)
#define E11 fma(copysign(d1, d1), ((double)(long long)(i0)), copysign(d0, d0))
#define E12 atan2f(((float)(((f3) == (f1)))), ((((f0) / (f1))) * (((0x1p+01f) + (0x0p+00f)))))
#define E13 ((cos(((d1) - (-0x1.cp+01)))) * (((double)(((f0) - (f2))))) + (((fma(d1, 0x0p+00, d0)) - (((d1) * (0x0p+00) + (d0))))))
#define E14 fmaf(f3, ((f3) + (f2)), ((f0) >= (0x1p+00f) ? (0x1.79ca1p-67f) : (f1)))
#define E15 __tanf(fmaf(((f3) >= (f0) ? (f1) : (f3)), __double2float_rz(d1), ((f0) * (0x1.5af1d8p+66f))))
#define E16 d2i(fma(d0, d1, 0x0p+00))
#define E17 truncf(tanf(((f1) < (f3) ? (f0) : (0x1p+01f))))
#define E18 fabsf(((__int2float_rd(i0)) / (rsqrtf(f3))))
#define E19 ((((double)(f1))) * (((double)(i0))))
#define E20 (isnan(log10f(__fmaf_rz(f0, 0x1p+00f, f2))) + 2 * isinf(f1) + 4 * signbit(((log2f(f2)) + (((f3) - (f3))))))
#define E21 fmodf(0x1p-01f, f2)
#define E22 fmaxf(((f0) >= (((f1) / (f2))) ? (__int2float_rn(i0)) : (((0x1p-01f) / (f0)))), fmaf(f2, ((f3) + (0x1.5af1d8p+66f)), fmaf(f2, f1, f3)))
#define E23 hypotf(((f3) * (0x1.79ca1p-67f) + (f2)), expm1f(f0))

static const float h_f0[32] = {-0x1.e4b08cp+04f, 0x1.8p+00f, 0x1.d1c02ap+13f, 0x1.8p+00f, -0x1.64a3ep+01f, 0x1.fffffep+127f, -0x1.404176p-15f, 0x1.056bp-12f, 0x1.f99518p-03f, -0x1.be026cp-04f, 0x1.39ea48p+00f, -0x1.50613p+11f, 0x1p-126f, 0x1.23de44p-13f, INFINITY, 0x1.fffffep+31f, -0x1.803d56p-09f, -0x1.8031a2p-18f, -0x1.8cacbp+17f, -0x1.d60b4p-09f, -0x1.04aa38p+13f, -0x1p-01f, 0x1p+24f, 0x1p+24f, -0x1.b9332cp+08f, -0x1p+00f, -0x1.f62a2ap-06f, -0x1.62ed24p+01f, 0x1.f20cdp+04f, -0x1.17c3a4p+15f, -0x1.031616p-10f, 0x1.16bf96p+18f};
static const float h_f1[32] = {0x1.7bca98p-02f, 0x1.9f49bap-02f, 0x1.d82aeep+14f, 0x1.97077cp+03f, -0x1.c9327cp+07f, 0x1.fffffep+127f, 0x1p+00f, -0x1.4p+01f, -0x1.a31692p-06f, -0x1.95a912p-12f, 0x1p-126f, 0x1.9a60dp-14f, -0x1.607b16p+18f, -0x1.771b62p+12f, 0x1.3db21p+07f, 0x1.5c0afp+16f, 0x0p+00f, -0x1p+31f, 0x1.892b92p-15f, -0x1.71bca6p-18f, 0x1p+24f, 0x1.905426p-18f, 0x1.48920ap+10f, -0x1.226cd2p+12f, 0x1.8p+01f, 0x1.028cdap-15f, 0x1.62648cp+17f, -0x1.63e69ep+04f, 0x1.99999ap-04f, -0x1.b262ep-20f, 0x1.8p+01f, -0x1.62660cp-09f};
static const float h_f2[32] = {0x1p+24f, 0x1.9dcc22p-07f, 0x1.c4560cp+04f, -0x1.5c1f72p-08f, 0x1.ac7214p+07f, 0x1.fffffep+127f, 0x1.ebd96p+00f, -0x1.fffffep+127f, 0x1p-01f, -0x1.574cc6p+14f, -0x1.e32d04p+10f, -0x1.7fba2cp+02f, 0x1p+24f, 0x1.16c2p-133f, 0x1.16c2p-133f, -0x1.1cd02p-20f, -0x1.e286c4p-01f, 0x1.ddb572p+09f, 0x1.4p+01f, 0x1.16c2p-133f, -0.0f, 0x1.8939dp-16f, 0x1.2c274p+17f, -0x1.67f38ep-21f, -0x1.fffffep+127f, -0x1.dc2f62p+07f, 0x1.495b8cp-21f, 0x1.2a05f2p+33f, 0x1.8p+01f, 0x1.7c42bcp-08f, -0x1.f96544p+09f, 0x1.2a05f2p+33f};
static const float h_f3[32] = {-0x1.fffffep+127f, -0x1.38ed14p-15f, 0x1.fffffep+31f, -0x1.90fce8p-01f, 0x1.acc34ep+01f, 0x1.fffffep+127f, 0x1.67d4f8p+06f, INFINITY, -0x1.3dd18p-01f, -0x1.8a2daep-14f, -0x1.4p+01f, -0x1.27a398p+26f, -0x1.e4586cp-12f, -0x1.4p+01f, 0x1.3cf05p+15f, 0x1.fcd0eap+11f, 0x1.176d5p-21f, -0x1.95832cp+15f, 0x1.fffffep+127f, -0x1.ed9648p+07f, -0x1.6faaf2p+14f, -0x1.816deep-21f, 0x1.fffffep+22f, 0x1p+00f, -0x1.c5c698p+04f, 0x1.1c1654p+15f, 0x1.ff3256p+02f, 0x1.e9cf04p-12f, INFINITY, -0x1.4e4772p+15f, -0x1.25dfb4p-16f, 0x0p+00f};
static const double h_d0[32] = {(double)INFINITY, -0x1.d29f485342fdcp-27, 0x1.25337604b9576p-12, 0x1.d04cbca13454p+20, 0x1.17e2a750acb3ap-03, 0x1.d40f158a14afp-30, -0x1.375aab016c9ep-09, 0x0p+00, 0x1.fffffffffffffp+1023, -0x1p+00, -0x1.1f3c41b96a69ep+22, -0x1.8168e56384e52p+27, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, -0x1.dbb10ed92507ap-02, -0.0, 0x1.d6f34548p+26, -0x1.f2b1308796c12p+36, 0x1.88f1b0ed7c524p-07, 0x0p+00, -0x1.5719a10a47d22p+25, 0x1p-1074, -0x1.df91d312c327p+23, -0x1.d4c73b3dce32p+22, -0x1.49dc15451ad2ap+36, 0x1.9366391e67ac6p+16, -0x1.277bea46ab76cp+25, 0x1.999999999999ap-04, 0x1.38f6a8a63afbcp+30, 0x1.af68656a30914p-25, -0x1.4edd289abeb5p-19, (double)INFINITY};
static const double h_d1[32] = {0x1.d6f34548p+26, -0x1.66270cde4a94cp-08, 0x1.9b9f8b4fd21dcp-39, 0x1.d0ab4c2a2625ep+05, 0x1.4cb707dcfcfcep-21, 0x1p+00, -0x1.501ea3bf40c3p+08, -0x1p+00, 0x1.4p+01, 0x1.06aeb66723b24p+18, 0x1p+53, -0x1.5a67fd4e88128p-28, 0x1p+00, -0x1.6765c6ea23a7p+30, 0x1.7e43c8800759cp+996, -0x1.e1cf2c3953a84p-25, -0x1.042b34740524p+29, -0x1.d4d9e9a4e542p+29, 0x1.27f4d8232566p+27, -0x1.cp+01, 0x1.999999999999ap-04, -0x1.1431197941ff4p+31, -0x1.a5e66af663f58p+11, 0x1.9d786d17c2b1ep+37, 0x1.4dc338f31944ap-04, 0x1.701ba98484f44p+02, -0x1.86b160176f8fap-23, -0x1.56e1fc2f8f359p-997, 0x1.222d25bf08a78p-38, 0x1.fffffffffffffp+1023, 0x1.fd9c943f36838p-37, -0x1.a1b6087e81678p-12};
static const int h_i0[32] = {-2, 1, 152005, -216689, -1, -1348, -2, 1, -116040280, 2795335, -54474, 132734196, -2147483647, 1, 444, -2861, (-2147483647 - 1), -2, -1, -2769, -2147483647, 2147483646, -2147483647, 2147483646, -1, 0, 1654640579, -1, 2147483646, 1, 0, -2039697225};

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
