// Random float expressions (tests/randprog/gen, kind float, seed 50465).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 0
#define E1 ((((f3) * (f0))) / (fmaxf(f1, f0)))
#define E2 f2i(((f2) / (0x1.5af1d8p+66f)))
#define E3 ((f1) >= (fmaf(f3, 0x0p+00f, f0)) ? (log10f(f2)) : (erff(f2)))
#define E4 ((((((f3) + (f1))) + (fmaf(f0, f1, -0x1p+00f)))) * (fmodf(((float)(i0)), ((f2) / (f2)))) - (fminf(log2f(f0), cosf(f2))))
#define E5 ((double)(long long)(((0x1.5af1d8p+66f) == (f2))))
#define E6 fminf(((atanf(f1)) + (((f2) - (-0x1p+00f)))), ((remainderf(f0, f3)) * (atanf(f1)) - (((f3) - (f0)))))
#define E7 (isnan(((0x1p+01f) + (((float)(i0))))) + 2 * isinf(((((f2) + (0x1p+00f))) >= (fmodf(f3, f1)) ? (((0x1.5af1d8p+66f) + (f2))) : (hypotf(f1, 0x1.99999ap-04f)))) + 4 * signbit(((copysignf(f3, f2)) - (remainderf(f0, 0x1p+01f)))))
#define E8 ((((f3) * (truncf(f0)) - (((f3) * (f1))))) - (sinf(cbrtf(f1))))
#define E9 ((((f0) + (f1))) >= (((float)(i0))) ? (((float)(i0))) : (((f1) / (f0))))
#define E10 fmaf(((float)(i0)), f1, ((float)(i0)))
#define E11 ((float)((isnan(f1) + 2 * isinf(f1) + 4 * signbit(0x1.99999ap-04f))))
#define E12 ((float)(((f2) != (0x1p+01f))))
#define E13 ((((float)(i0))) + (((float)(i0))))
#define E14 atan2(((double)(i0)), ((d1) + (0x1p+00)))
#define E15 log1p(d0)
#define E16 ((float)(((f3) == (0x1.5af1d8p+66f))))
#define E17 ((((fmaxf(f3, f1)) * (0x1.79ca1p-67f))) * (((atanf(f3)) + (((f1) + (f1))))))
#define E18 __float2int_ru(fminf(fmaxf(((f2) / (f2)), -2.1e9f), 2.1e9f))
#define E19 cbrt(0x1.999999999999ap-04)
#define E20 ((((((f3) * (f3) + (f2))) * (fdimf(f2, 0x0p+00f)))) - (fmaf(((0x0p+00f) + (f0)), f0, ((0x1.5af1d8p+66f) + (f3)))))
#define E21 __float2int_rd(fminf(fmaxf(((f1) - (f0)), -2.1e9f), 2.1e9f))
#define E22 ((__double2float_rd(fmod(d0, d1))) * (((float)((isnan(f1) + 2 * isinf(f3) + 4 * signbit(0x0p+00f))))) + (__int2float_ru((isnan(0x1.79ca1p-67f) + 2 * isinf(f2) + 4 * signbit(f3)))))
#define E23 atan2f(((f1) < (f1) ? (0x1.5af1d8p+66f) : (f3)), ((f1) - (f3)))

static const float h_f0[32] = {-0x1.991d5ap+03f, 0x1.17f2f4p+17f, 0x1.9dd20cp+13f, 0x1.f36728p+15f, -0x1.804be4p-11f, 0x1.2a05f2p+33f, 0x1.773cecp-19f, 0x1.0624dep-10f, -0x1.2d80d4p-09f, 0x1.171fd6p+05f, -0x1.298f6cp-05f, -0x1.193fb4p+11f, -0x1p-01f, 0x1.a6875cp-19f, 0x1p+24f, -0x1.2aa3c2p+17f, 0x1.0854bcp+17f, -0x1.120a32p-21f, -0x1.4eef1ep+16f, 0x1.5f1d08p-20f, -0x1.0c8a56p+17f, 0x1.fffffep+127f, 0x1.53ccf2p+00f, 0x1p+00f, 0x1.2a37bp-05f, 0x1p+24f, 0x1.4c760ap+13f, 0x1.0624dep-10f, -0x1.34753p+12f, INFINITY, -0x1.ae8cbp+04f, -0x1p+00f};
static const float h_f1[32] = {0x1.fffffep+30f, 0x1.2a05f2p+33f, 0x1.8p+01f, 0x1p+00f, -0x1.54122ap+09f, 0x1.1960d8p+02f, 0x1.5dab32p+16f, 0x1.78f9fp-10f, -0x1.0bap-138f, 0x1p+24f, 0x1p+00f, 0x1.8a3592p+10f, -0x1p+31f, -0x1.4a8b42p-03f, -0x1p+31f, 0x1.a75f8p+12f, 0x1.35374ep-20f, 0x1.36e472p-23f, -0x1.27a398p+26f, 0x1p+24f, 0x1.fffffep+30f, 0x1.cb0602p-13f, -0x1.1ab57p+05f, 0x1.8p+00f, -0x1.27a398p+26f, -0x1p+00f, 0x0p+00f, 0x1.fffffep+30f, 0x1.5f489p-08f, 0x1.5f716ap+07f, -0x1.58718ap-12f, -0x1.d6924ap-03f};
static const float h_f2[32] = {-0x1.a6fd04p+14f, 0x1.a4ea8cp-12f, 0x1.1245ccp+00f, 0x1.dd01bp-14f, -INFINITY, 0x1.ef613ep-14f, 0x1p-01f, -0x1.784446p-19f, 0x1.8p+01f, -0x1.5d181ep+00f, 0x1p-01f, 0x0p+00f, -0x1p+00f, -0x1.4def16p-06f, 0x1.116e14p-04f, 0x1.0dde92p+17f, -0x1.38a2d2p+07f, 0x1.3d3e82p+10f, 0x1.70d6e8p-01f, 0x1.0624dep-10f, 0x1.fffffep+30f, 0x1.61e08cp+07f, 0x1.dca3dap-11f, 0x1.8p+00f, -0x1.b614bap-06f, 0x1.fffffep+30f, 0x1.a5c0ap-06f, 0x1.fffffep+31f, -0x1.5cae1ep-15f, -0x1.5beb5cp+01f, 0x1.72e3a2p-12f, -0x1.f8f34ap-16f};
static const float h_f3[32] = {-0x1.0bap-138f, -0x1.b66056p+19f, 0x1p-126f, 0x1.61a966p+12f, -0x1.c6f7a2p+17f, -0x1p+00f, 0x1.2b857cp+13f, 0x1.44d60ap+15f, 0x1.2a05f2p+33f, 0x1.b0e9eap-03f, 0x1.4p+01f, 0x1.8p+01f, -0x1.c178f2p+07f, -0x1.10f11ep-09f, 0x1.4p+01f, 0x1.fffffep+31f, 0x1.21036cp+07f, 0x1.16c2p-133f, 0x1.7d0b5p-10f, 0x1.4a3e84p+00f, -0.0f, 0x1.07564p+12f, 0x1.fffffep+127f, -0x1.785e7p+13f, -0x1.216a0ep-13f, -0x1.32745ap+03f, 0x1.2530b2p-01f, 0x1.e139bap-17f, -0x1.74009ep+13f, 0x1.fffffep+31f, -0x1.0058aap-16f, -0x1.e9b816p-10f};
static const double h_d0[32] = {0x1.7f8ab39fabf2p+14, -0x1p+00, -0x1.06594a3fd87acp+03, 0x1.69675b4b3e9f8p-14, 0x1.162c5e42bb96p+12, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, 0x1.8f1488ed6606p-20, 0x1.16cc4e6366b92p+16, 0x1.4p+01, 0x1.b4362b9908ec8p-09, -0x1.c30939a87008ep+12, 0x1p+00, -0x1.b6a4000e16576p-24, 0x1.7e43c8800759cp+996, 0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1.38a3280240986p-39, 0x1p-01, -0x1p+00, 0x1.9498165839ffp+17, (double)INFINITY, -0x1.64233973eafap-33, 0x1.999999999999ap-04, -0x1.531b8df61af38p-13, 0x1.fffffffffffffp+1023, 0x1.99e7c30cd562cp-26, 0x1.b6d693327ec82p-33, -0x1.7013f4080cfb4p-25, -0x1.56190e3b782a8p-09, 0x1.14c4a4d67033ep-17, 0x1p-01};
static const double h_d1[32] = {0x1.2cc6ac6446ffp-34, -0x1.ab9df030aab38p+19, (double)INFINITY, -0x1.2faec32688ca2p+16, 0x1.b7a98942e18b4p-01, 0x1.fffffffffffffp+1023, 0x1.aba47371917fp-34, -0x1.fd3bb607ee0d8p-16, 0x1.fffffffffffffp+1023, -0x1.103d3757939cp-32, 0x1.df8577031f9a8p-18, 0x1.cfb02f75488p-30, 0x1.1f97b28deb72p-14, 0x1p-1074, -0x1.684809d907eep-14, 0x1.999999999999ap-04, 0x1.c078c9bb5cc8p+16, 0x1p+53, 0x1.25c3f618193fp+14, -0x1.02c470d99b96cp+22, 0x1.7e43c8800759cp+996, 0x1.7e43c8800759cp+996, 0x1.761c7d8a4ddep+03, 0x1.4p+01, 0x1.092cd1431db9cp-26, -0x1.56e1fc2f8f359p-997, 0x1.119c4dd9cc1f6p+05, 0x1.fffffffffffffp+1023, 0x0p+00, -0x1.e37679ff1d8cp+11, 0x1.89bbecfb1dedep-29, -0x1.9cbaee7691d8cp-05};
static const int h_i0[32] = {-5372, 120282834, -2147483647, -2, 18550271, 2, -2060, 896566, 4630634, -7530831, -754525, 1, 11510532, 2147483646, -2, 104772681, 2147483647, -1510904799, 2147483647, 1, 298316053, 4, 7203, -2529, -92626336, -1, 0, 0, 1, 527090502, 1, (-2147483647 - 1)};

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
