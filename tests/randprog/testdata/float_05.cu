// Random float expressions (tests/randprog/gen, kind float, seed 2005).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(((f2) > (f2))))
#define E1 255
#define E2 ((f3) * (((((float)(i0))) * (((float)(-7))) - (((float)(i0))))) + (((fmaf(f1, f1, f3)) - (((f0) * (f1) - (f2))))))
#define E3 i0
#define E4 f3
#define E5 ((((f0) - (f2))) * (fmaf(f3, f3, f3)) + (acoshf(f0)))
#define E6 rintf(((((f1) * (f0) + (0x1.79ca1p-67f))) + (((float)(i0)))))
#define E7 f3
#define E8 ((((((float)(i0))) < (((float)(i0))) ? (((float)(i0))) : (fmodf(f3, f2)))) / (((float)(f2i(f0)))))
#define E9 floorf(((f0) >= (0x1.79ca1p-67f) ? (f2) : (f2)))
#define E10 ((((float)(1))) + (((float)(i0))))
#define E11 ((floor(d0)) * (((double)(long long)((1 << 24) + 1))))
#define E12 ((float)(((double)(long long)((isnan(0x1p-01f) + 2 * isinf(0x1.99999ap-04f) + 4 * signbit(f2))))))
#define E13 ((float)((isnan(0x1p+01f) + 2 * isinf(((float)(i0))) + 4 * signbit(((f0) / (f2))))))
#define E14 fmaxf(fmaf(f2, 0x1p-01f, f3), f1)
#define E15 ((remainderf(f3, f0)) / (((f0) * (f2) + (f2))))
#define E16 fabsf(cbrtf(0x1p+00f))
#define E17 f2
#define E18 ((tanhf(f0)) * (((__double2float_ru(d0)) / (((f0) + (f0))))))
#define E19 d2i(((double)(i0)))
#define E20 fminf(((f1) * (((f0) / (f3))) - (((float)(2147483647)))), ((fminf(f3, f0)) + (((float)(i0)))))
#define E21 __float2int_ru(fminf(fmaxf(f0, -2.1e9f), 2.1e9f))
#define E22 ((double)(fminf(((f2) >= (0x0p+00f) ? (0x1p+00f) : (0x1.79ca1p-67f)), fmaxf(f2, -0x1p+00f))))
#define E23 d1

static const float h_f0[32] = {0x1.8d4facp-03f, -0x1.8a9312p-01f, -0x1.ca9986p+05f, 0x1.5bd468p+03f, 0x1.0624dep-10f, 0x1.886236p-01f, 0x1.756842p+10f, 0x0p+00f, -0x1.314edp-10f, -0x1.0be448p+11f, 0x1.2ee5e2p-08f, 0x1.fffffep+31f, 0x1.61bce6p-11f, 0x1.cd8ebcp+10f, 0x1.adc09p+14f, -0x1.de620ep-18f, 0x1p-126f, -0x1.c0ab8ep-04f, -0x1.8bcf5ap+16f, 0x1.7983acp-08f, -0x1p+31f, -0x1.e9d0bcp-15f, 0x1.dd5de6p+17f, 0x1.ce6202p+05f, 0x1.fffffep+22f, -0x1.e84c56p-18f, -0x1p+00f, 0x1.bbc72ep+08f, -0x1.8b7f76p+00f, INFINITY, 0x1.203408p+18f, 0x1.de5caep-08f};
static const float h_f1[32] = {-0x1.53a108p-07f, 0x1.6616fap+06f, 0x1p-126f, 0x1.e63146p-01f, 0x1.fffffep+127f, 0x1.9f7914p-14f, 0x1.4p+01f, 0x1.8f4acep-11f, -0x1.89625cp-02f, -0x1.86b55p+02f, 0x1.9e88b4p+01f, 0x1.2a05f2p+33f, -0x1.e0fd7ep+04f, 0x1.3bd34ep-04f, 0x1.fffffep+30f, -0x1.d89122p+07f, -0x1.86dd2p+15f, -0x1.929e84p+09f, -0x1.c5473p+02f, -0x1.2b954p+15f, 0x1.3031e2p-09f, 0x1p-126f, 0x1.d91fe4p+07f, -INFINITY, 0x1.616c9cp-06f, 0x1p+00f, -0x1p-01f, 0x1p+24f, INFINITY, -0x1.1de10ep-17f, -0x1.243056p+06f, -0x1.7a22d4p-22f};
static const float h_f2[32] = {-0x1p-01f, 0x1.83a3c6p+16f, 0x1.8p+01f, 0x1.fffffep+22f, 0x1.030c0ep+06f, 0x1.8p+01f, 0x1p-126f, -0x1.dcf2a8p+18f, -0x1.cfc396p-19f, 0x1.8p+01f, 0x1.f61b8ap+17f, 0x1.0624dep-10f, 0x1.16c2p-133f, 0x1p-01f, 0x1.4d2bbp-04f, -0x1.e3e344p+03f, -0.0f, 0x1.44e9eep-10f, 0x1.299d78p-15f, -0x1.c6f3c8p+02f, 0x1p+24f, 0x1.fffffep+31f, 0x1.0624dep-10f, -0x1.f785ccp-15f, 0x1.2a05f2p+33f, 0x1.fffffep+30f, -0x1p+31f, -0x1.1129cap-01f, 0x1.ac3adcp-11f, -0x1.05de62p-20f, 0x1p+24f, -0x1.8547e8p-15f};
static const float h_f3[32] = {0x1.fffffep+31f, -0x1.e24be8p-15f, 0x1.2a05f2p+33f, 0x1.8p+01f, -0x1.27a398p+26f, 0x1.a0d168p+13f, 0x1.5a44fep-10f, -0x1.0d029ap-05f, -0x1.fffffep+127f, -0x1.328516p-16f, 0x1.fffffep+22f, -0x1.b7e44ep+09f, 0x1.fffffep+127f, 0x1.fffffep+30f, -0x1.27a398p+26f, 0x1.e18db8p+13f, 0x1.fffffep+127f, -0x1.0bap-138f, 0x1.6dac04p-03f, 0x1.fffffep+127f, 0x1.8p+01f, 0x1.693606p+05f, -0x1.6b8e9cp-19f, -0x1.3d1e5p-17f, -0x1.ba4274p-07f, INFINITY, 0x1.8p+00f, -0x1.cd5884p-22f, 0x1.09bb22p+15f, -0x1.97d54p+10f, 0x1.66341cp+13f, 0x1.b26b62p+05f};
static const double h_d0[32] = {0x0p+00, 0x1.865625aa5164cp-29, 0x1.ef46df5be11f4p+00, 0x1p+00, 0x1.1c37937e08p+53, -0x1.e5ec2cc810fdap-05, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, -0x1.b984e482331a2p-40, 0x1.d6f34548p+26, 0x1.7e43c8800759cp+996, 0x1.4p+01, 0x1.152d1f046873ap+10, -0x1.12ced8099429cp+20, -0x1.56e1fc2f8f359p-997, -0x1.6b3a250d6b688p+00, -0x1.11295069fe25cp+04, 0x1.2003690ad0ddp+23, -0x1.608a9f49bc68cp-21, -0x1.79ab6eadc2a2p-16, (double)INFINITY, 0x1p+53, -0x1.ff0bca747c248p-01, -0x1.feebb6e16ffe4p+32, 0x0p+00, -0x1.fb9a2e6ee8bc4p+05, 0x1.999999999999ap-04, 0x1.ba63c7a19945p-08, 0x1p+53, -0x1.57d54d7f5d0fep+35, -0x1.8c1090208a25cp+24, 0x1.78abc5192ba7p+13};
static const double h_d1[32] = {-0x1.8ceca0cc2222p+17, 0x1.83350fe769378p-41, 0x1.c868fc720b698p+34, 0x1.83cde4b9efeb8p-22, 0x1p-01, 0x1.4p+01, 0x1.f2c787684ef58p+36, -0x1.41068b254362ep+35, 0x0p+00, -0x1.5d8cb43be3ab2p+22, 0x1p+53, -0.0, 0x1.d6f34548p+26, 0x1.999999999999ap-04, -0x1.36217096aee1p-02, 0x1p-01, -0x1.0e44d7511da18p-33, 0x1.fa6dfa7a25a3p-33, 0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, 0x1.1f01d166051ccp+01, 0x1p-01, 0x1.999999999999ap-04, (double)INFINITY, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, 0x1.d6f34548p+26, -0x1.d0a9ca4147e0ep-14, 0x1.1c37937e08p+53, -0x1.082ece57ff482p-28, 0x1p-1074, -0x1.b8115289f0944p-08};
static const int h_i0[32] = {(-2147483647 - 1), -1178199646, 2, -2, 7, 2, 1, -20015806, 13279, 2147483647, -1998, 2, 52772, -5335268, 1, -1009769953, -33777, -2367331, 113111, -316, -2, 1, 482222920, -899708695, 0, -305246981, 4524103, -1630907, 86, 2507, -2, -14};

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
