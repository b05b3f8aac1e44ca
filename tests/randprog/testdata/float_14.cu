// Random float expressions (tests/randprog/gen, kind float, seed 2014).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d0
#define E1 ((f0) - (((float)(d1))))
#define E2 ((fma(((double)(long long)(i0)), ((d0) * (d0)), ((0x0p+00) + (0x0p+00)))) + (((0x0p+00) - (((0x1p+00) * (d1) + (d1))))))
#define E3 ((float)(fma(((double)(f2)), d1, ((double)(long long)(i0)))))
#define E4 f1
#define E5 ((logf(0x1.ap+01f)) + (((f2) * (f2))))
#define E6 f0
#define E7 ((((f0) - (f3))) * (cbrtf(f0)))
#define E8 (isnan(((fmaxf(f2, f1)) / (((0x1.5af1d8p+66f) * (f3))))) + 2 * isinf(cbrtf(((f3) / (0x1.99999ap-04f)))) + 4 * signbit(f0))
#define E9 ((float)(f2i(f1)))
#define E10 f2
#define E11 ((((f2) * (((f1) * (f2))) - (((f0) * (f0))))) - (0x1.79ca1p-67f))
#define E12 d1
#define E13 ((((float)(i0))) + (fdimf(f0, f1)))
#define E14 ((f3) + (((((f0) < (f1) ? (f2) : (0x1.99999ap-04f))) + (((f3) / (0x1.ap+01f))))))
#define E15 copysignf(fmaf(((0x1.ap+01f) * (f2) + (f1)), f2, remainderf(f2, f3)), ((((f0) * (f3) + (-0x1p+00f))) >= (((f2) * (f1))) ? (fabsf(f0)) : (floorf(f2))))
#define E16 (isnan(fmaf(f3, f2, f3)) + 2 * isinf(((f0) < (f2) ? (f1) : (f0))) + 4 * signbit(((float)(d1))))
#define E17 f0
#define E18 d2i(((0x1p+01) + (d1)))
#define E19 ((expf(cosf(0x1.99999ap-04f))) >= (((floorf(f2)) * (fmaf(f2, f3, f1)))) ? (f1) : (__expf(((f1) < (f0) ? (f2) : (f3)))))
#define E20 __uint2float_rn(d2i(d0))
#define E21 fma(fmax(d0, d0), ((d1) + (d1)), sqrt(d0))
#define E22 d1
#define E23 ((float)(d0))

static const float h_f0[32] = {-0x1.fffffep+127f, 0x1.0624dep-10f, -0x1.cf6142p-10f, 0x1.fffffep+127f, 0x1.99999ap-04f, INFINITY, -0x1.8ffc52p-08f, -0x1.4p+01f, -0x1.874e7p-11f, -0x1.cfd24ap-01f, -0x1p+00f, 0x1.99999ap-04f, 0x1p-126f, 0x1p+00f, 0x1.78055cp+13f, 0x1.8p+00f, -INFINITY, -0x1.195144p-05f, 0x1.1de10ep-14f, -0x1p+00f, -0x1.26ee8ep-21f, 0x1p-126f, 0x1.863882p-19f, -0.0f, 0x1.7326d8p+13f, 0x1.4359b8p+01f, 0x1.fffffep+22f, 0x1.99999ap-04f, -0x1.225ecep-08f, -0x1.8ee14ap+08f, -0x1p+00f, 0x1.fffffep+127f};
static const float h_f1[32] = {-0x1.4p+01f, 0x1.fffffep+31f, -0x1.81bdbap+11f, -0x1.200e66p+02f, 0x1.2911f8p+08f, -0x1.1904fap-15f, -0x1.5f4292p-05f, 0x1.b13fcp+19f, -0x1.2227fp-04f, -0x1.eb66e8p+05f, -0x1.58bdf8p-22f, 0x1.1914f4p-18f, 0x1p+00f, 0x0p+00f, 0x0p+00f, -0x1.58f808p-06f, 0x1.a2352ep+00f, 0x1.08ee3ep-21f, INFINITY, -0x1.f06ba6p-20f, 0x1.2a05f2p+33f, INFINITY, -0x1.76ca2p+05f, 0x1.4p+01f, -0x1.02ccc6p+17f, 0x0p+00f, 0x1.405f5ap-11f, -0x1.f4bf44p+06f, -0x1.837f62p-19f, 0x1.32eaacp+07f, 0x1.16c2p-133f, -0x1.5c45f6p-11f};
static const float h_f2[32] = {0x1.7bf374p-17f, 0x1.8p+01f, 0x1p-126f, -0x1.625c5cp+16f, -0x1.5155ccp-15f, 0x1.8p+00f, 0x1p+00f, -INFINITY, -0x1.fffffep+127f, 0x1p-01f, 0x1.806e54p+11f, -0x1.ef575p-22f, -0x1.db30b8p-10f, 0x1.0624dep-10f, -0x1.4p+01f, -0x1.b1e5e4p-12f, -0x1.27a398p+26f, 0x1.f9349ep+18f, -0x1.81f22ap-04f, -0x1.654558p-18f, -0x1.61adb8p+06f, 0x1.8e9d38p+05f, 0x1.0624dep-10f, 0x0p+00f, 0x1.6eb948p-20f, -0x1.3662fap-06f, 0x1p+24f, 0x1.2f0fdp-15f, 0x1.62df84p-20f, -0x1.77a8ep-04f, -0x1.68058p+05f, 0x1.5b0e62p+06f};
static const float h_f3[32] = {0x1.2a05f2p+33f, -0x1.81f00cp+02f, 0x1.9de516p-20f, -0x1.c4d0c2p+09f, -0x1.87ff6cp-06f, -0x1p-01f, 0x1.8p+00f, 0x1.2e9f5ep+04f, -0x1.4p+01f, 0x1.d8b1dcp+04f, 0x1.9c0232p+10f, 0x1.10f71ap+12f, 0x1p+24f, -0x1.0bap-138f, 0x1.6ac0e2p-07f, -0x1.ebde16p-05f, -0x1.aba092p-19f, -0x1.239616p+18f, 0x1.d22fecp-11f, -0x1.fd9c06p-10f, -0x1.5e82cap-20f, -0x1.4317b4p-19f, 0x1.26025p-20f, 0x1.ea0baap-17f, -0x1.532becp-16f, 0x1.55d8eap+11f, -0x1.ce803cp-12f, 0x1.8p+01f, 0x1.3d3202p+16f, -0x1.d49804p-03f, 0x1.4e19b2p+15f, 0x1.99999ap-04f};
static const double h_d0[32] = {0x1.53b173044658ap+19, -0x1.2c19edd3c37f6p+36, 0x1.fffffffffffffp+1023, 0x1p-1074, -0.0, 0x0p+00, -0x1.4ac005fa8ebp+29, 0x1.4p+01, 0x1.999999999999ap-04, 0x1.999999999999ap-04, -0x1.cp+01, 0x1p+00, 0x1.ef7de7b5f295p+36, -0x1.cp+01, 0x1.999999999999ap-04, 0x0p+00, -0x1.2c86b1506e32p-35, 0x1.2ad4420cd5868p-01, -0x1.c7c8788533c38p-42, -0x1.0822b9cd7115p-07, 0x1.450a3f0a356f4p-40, -0x1.af2af8d5792c8p+23, -0x1.23ddf9ac88d0cp+22, 0x1.a8e1b5e2fc75p+15, -0x1.b9e577388366cp-28, 0x1.542299356a348p-34, -0x1.72d398f2eb652p-09, 0x1.ba89e20e5c3f4p+30, 0x1.9d0423ea7138cp-20, -0x1.aeb6638db16b6p-07, 0x1.5b41abd5f5e1ep-10, -0x1.e2bb11bd2cf0cp+35};
static const double h_d1[32] = {0x1.b10b9820e38bp+05, 0x1.73cb476377618p+20, 0x1p+53, -0.0, 0x1.5f95bf8b4bbb4p-42, 0x1p-01, 0x1p-01, -0x1.b8755172ebffp+04, 0x1.de772c609cbc4p-35, 0x1.6054a9466d81p+20, 0x1.1c37937e08p+53, -0x1.35cdc40940cfcp+29, 0x1.c62dd602efd78p-18, -0x1.f96cd76bf802cp-32, -0x1.ad390b21dd554p-14, 0x1p-1074, -0x1.cp+01, 0x1.1c37937e08p+53, -0x1p+00, -0x1.729fe0e4ab2aap-32, 0x1.b07327355ed8ep+35, 0x1p+00, 0x1.7717ba911f404p+19, 0x1.ab2e7b6124ed4p+06, 0x1.24e424948311p+27, 0x1.b27abc5a3fec8p-15, -0x1.774bf258b6576p+17, -0x1p+00, 0x1.fa95806e4972p-07, 0x1.d94b10f39f27ap+16, 0x1.ff6418523a4p+27, 0x1.999999999999ap-04};
static const int h_i0[32] = {-217890732, -242986, -1, -30, -1197559719, -106, -1, 0, -1, (-2147483647 - 1), 0, -2147483647, 8104526, 48890616, -847567213, -1, (-2147483647 - 1), 0, 2147483646, -233, -2925483, -26058, (-2147483647 - 1), -55, 199, 2, (-2147483647 - 1), 3070632, -2, 2147483646, -2147483647, -2085};

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
