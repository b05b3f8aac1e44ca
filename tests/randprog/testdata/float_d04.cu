// Random float expressions (tests/randprog/gen, kind float, seed 50124).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 (isnan(remainderf(((float)(-7)), powf(f3, -0x1p+00f))) + 2 * isinf(((float)(((double)(long long)(-7))))) + 4 * signbit(((float)(((d0) * (0x0p+00))))))
#define E1 copysignf(((fmaf(0x1p+00f, f0, 0x1.79ca1p-67f)) * (f2) + (((f3) * (f0)))), fmodf(((f1) - (f0)), ((float)(0x0p+00))))
#define E2 fma(((d1) * (0x1.999999999999ap-04) + (0x0p+00)), floor(d1), fmax(d1, d1))
#define E3 ((float)(-7))
#define E4 ((float)(d2i(((double)(f1)))))
#define E5 ((((float)(i0))) * (((float)(-7))) + (fmaxf(f0, 0x1.79ca1p-67f)))
#define E6 ((0x1p+01f) - (((0x1p+00f) / (f3))))
#define E7 ((float)(i0))
#define E8 f0
#define E9 ((((float)(i0))) * (((f1) + (0x1.ap+01f))))
#define E10 roundf(((f1) - (0x1.79ca1p-67f)))
#define E11 d2i(((double)(i0)))
#define E12 ((float)(d2i(copysign(d0, d0))))
#define E13 d2i(((((double)(long long)(i0))) * (((double)(long long)(i0))) + (copysign(d1, d0))))
#define E14 f3
#define E15 d2i(((d1) / (((double)(long long)((1 << 24) + 1)))))
#define E16 ((((((f1) / (f1))) + (fmaf(f1, f2, f2)))) < (sinf(__double2float_rz(d0))) ? (copysignf(f3, hypotf(f3, f0))) : (((fdimf(f3, f2)) * (fabsf(0x1p+01f)) + (((-0x1p+00f) < (f1) ? (0x1p-01f) : (f0))))))
#define E17 ((((f2) * (0x1.ap+01f) - (f2))) * (((f1) * (f0))) + (((f2) * (f1))))
#define E18 ((((f0) + (f3))) - (((-0x1p+00f) * (f0) - (f2))))
#define E19 expf(tanf(f2))
#define E20 (isnan(((fmaf(f1, f0, f2)) / (remainderf(f3, 0x1.5af1d8p+66f)))) + 2 * isinf(f1) + 4 * signbit(tanf(sinf(f1))))
#define E21 __double2float_rz(d0)
#define E22 f2
#define E23 fmodf(fmaf(f2, f0, f1), f1)

static const float h_f0[32] = {0x1.2a05f2p+33f, 0x1p+00f, -0x1.9d1e0ap+16f, -0x1.f7fe28p-09f, -0x1.0bap-138f, -0x1.92ebccp-08f, -0x1.b79f3p-07f, -0x1.5a6e86p-15f, 0x1.4p+01f, 0x1.91b1a6p+07f, 0x1.0624dep-10f, -0x1.621b36p-04f, 0x1.2a05f2p+33f, -0x1.9f1b72p+03f, 0x1.23539p-18f, 0x1.fffffep+31f, 0x1.c113b4p-12f, -INFINITY, -0x1.2ef4c6p-17f, -0x1.05810ep-04f, 0x1p+00f, 0x1.2a05f2p+33f, -0.0f, -0x1.8d0918p+17f, 0x1.0624dep-10f, 0x1.fffffep+22f, -0x1.26ea4p+14f, -0x1.85d4d2p-21f, 0x1.ca704p-03f, 0x1p-01f, 0x1.b75d62p-16f, -0x1.fddd38p-17f};
static const float h_f1[32] = {-0x1.bf1304p+12f, -0x1.0bap-138f, -0x1.47968ap-14f, 0x1.8p+01f, 0x1.f2805ap+04f, 0x1.c8636p+10f, -0x1.039da6p+10f, 0x0p+00f, 0x1.fffffep+127f, -0x1.eb915ep-24f, 0x1.7a80dp-12f, 0x1.8p+00f, -0x1.41e678p-02f, 0x1.fffffep+31f, -0x1.9aa58p-01f, -0x1.3ba1bap-15f, -0x1.3914dp+01f, -0x1.2cedc2p-07f, 0x1.99999ap-04f, -0x1.c55b2p-10f, -0x1.71e988p-11f, INFINITY, -0x1.68297p-04f, -0.0f, -0x1p-01f, 0x1.fffffep+30f, 0x1.8p+00f, 0x1.21059ep+05f, 0x1.4p+01f, 0x1.73d8f4p-10f, -0x1.ff183ap+02f, 0x1.38ec16p-02f};
static const float h_f2[32] = {0x1.56f698p+13f, -0x1p+31f, 0x0p+00f, 0x1.fffffep+127f, -0x1.ce441ap+02f, 0x1.fffffep+22f, 0x1.c5618ep-17f, -0x1.27a398p+26f, 0x1.fffffep+127f, -0x1.e227bcp-07f, -0x1.ac5634p-18f, 0x1.924a2cp-08f, 0x1.7690aap-16f, -0x1.70e8acp-18f, -0x1.42d546p+10f, -INFINITY, -0x1p+00f, 0x1.4630f6p-09f, -0x1.3f5de8p+16f, 0x1p-126f, 0x1.c917bp+09f, 0x1.9cbcdap+14f, 0x1.1dd57p-19f, -0x1p+31f, 0x1.df1efcp-02f, 0x1.6f28bcp+08f, -0x1.e0748p+07f, -0x1p-01f, -0x1p+31f, 0x1.fffffep+127f, -0x1.722a1ap-07f, -0x1.32385ap+18f};
static const float h_f3[32] = {0x1.8p+01f, -0x1.e97e74p-13f, 0x1.8be54ap-10f, 0x1.d5d92ap+17f, -0x1p+31f, 0x1p+24f, 0x1.ad3694p-04f, -0x1.2736acp-18f, -0x1.b12d16p-19f, 0x1.5e2786p-24f, 0x1.a4f0dcp+04f, 0x1.7ea5ccp-10f, 0x1.7e0ef2p-08f, 0x1.0624dep-10f, 0x1.fe7e4cp-16f, -0x1.27a398p+26f, -0x1.56950cp-07f, -0x1.5bc6f2p-04f, -0x1.fffffep+127f, -0x1.b81abcp-20f, 0x1.3efb3ep-19f, 0x1p-01f, 0x1.8p+00f, -0x1.0bap-138f, 0x1p-126f, 0x1.6510fap-09f, 0x1p+24f, -0x1.fffffep+127f, 0x1.b6922cp+13f, 0x1.fffffep+22f, 0x1.ace48ap-13f, -0x1.f202p-16f};
static const double h_d0[32] = {-0x1.a1b260c3a024p+26, -0x1.5301536d419bap-03, -0x1.de1211d02f246p-30, 0x1.d57d4e2ec7e0ep+29, 0x1.72a2111cdb4bp+05, 0x1p-01, -0x1.9688665bff97cp-36, -0x1p+00, 0x1.b10c33f0e5d22p-26, -0x1.906870950c578p+06, (double)INFINITY, 0x1.e9c8c5010a23cp-02, 0x1.f87b3c74bafcp+31, -0x1.1cb84729c74eap+16, -0x1.28a83c1271bf2p+11, 0x1.0a702bc541b22p-02, 0x1.040dcec98923cp+03, 0x1.7e43c8800759cp+996, -0.0, 0x0p+00, 0x1p+53, 0x1p-01, 0x1.f9170d5bdf65p-35, 0x1.d6f34548p+26, 0x1.266bc84c9a474p-28, -0.0, -0x1.7ac695e1c5dcp-31, -0x1.7d97acea825f8p-21, -0x1.4a9617d5a5f2cp-29, 0x1p+00, 0x1p+53, -0x1.014184941a668p+05};
static const double h_d1[32] = {-0x1.56e1fc2f8f359p-997, (double)INFINITY, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, -0x1.6adfb4dcc341p-23, -0.0, -0.0, -0x1p+00, 0x1p+00, 0x1p+00, -0x1.f77345d840428p-10, 0x1.1153a8d11e95p-10, 0x1.44e1140fe6c5p+24, 0x1p-1074, 0x1.b9f9ab77dae4cp-22, 0x1.3b589964ca98p+10, 0x1.33dead25a634p-01, -0x1.e3e551e90688p-32, 0x1.68264ed049538p+08, 0x1p-01, 0x1p+00, -0x1.9e80b457ea628p+33, 0x1.295198924786cp-05, -0x1.b0ec31256227cp+39, -0x1.447ee9d4c6dcp-25, -0x1.0ce4636c4f98ep+01, 0x1.d6f34548p+26, -0x1.c201cdb941984p-20, 0x1.4p+01, 0x1.bf9b330ae569p-21, 0x1.fffffffffffffp+1023, 0x1.b56d918c976e8p+10};
static const int h_i0[32] = {0, 0, 1, (-2147483647 - 1), 13088811, 2147483647, 2, 2147483646, 347877, -19, 124, 0, -2147483647, 0, 1, -301, -1, -31, -728, 2147483647, -2, -66903214, -1, 0, 1, 2147483646, -1, -2, -2, -2, 0, -5};

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
