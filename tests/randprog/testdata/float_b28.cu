// Random float expressions (tests/randprog/gen, kind float, seed 1121732).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)((isnan(0x1.99999ap-04f) + 2 * isinf(f3) + 4 * signbit(((float)(i0))))))
#define E1 ((((((0x1.ap+01f) * (f0) + (f1))) / (fmodf(f1, f0)))) + (expf(((f3) * (f1)))))
#define E2 remainderf(roundf(f0), ((float)(1)))
#define E3 (isnan(cosf(((f2) >= (f3) ? (f1) : (f3)))) + 2 * isinf(((fmaf(f1, f2, f3)) + (((0x1p-01f) - (f2))))) + 4 * signbit(((float)(d2i(0x0p+00)))))
#define E4 asinf(((float)(255)))
#define E5 ((double)(long long)(i0))
#define E6 f2
#define E7 255
#define E8 truncf(f1)
#define E9 fmaf(cbrtf(f2), f2, hypotf(f2, 0x1.5af1d8p+66f))
#define E10 i0
#define E11 fmaf(f2, ((f0) + (f0)), ((float)(i0)))
#define E12 ((float)(f2i(-0x1p+00f)))
#define E13 copysign(((-0x1.cp+01) * (d0)), ((d0) * (d1) + (d0)))
#define E14 ((((float)(d1))) - (__double2float_rz(d1)))
#define E15 0x1.5af1d8p+66f
#define E16 ((fmaf(f0, f0, f3)) - (((0x1p+00f) / (f3))))
#define E17 i0
#define E18 f2
#define E19 __fadd_ru(f3, ((__powf(0x1p+00f, f3)) * (log1pf(0x1.99999ap-04f)) - (((f3) + (f1)))))
#define E20 ((((f2) - (f2))) * (((f2) * (f0))))
#define E21 __double2float_ru(((d1) + (((double)(long long)(i0)))))
#define E22 0x1p+01f
#define E23 ((fdimf(((f2) / (f1)), __int2float_rd(i0))) - (hypotf(((0x0p+00f) * (f3)), ((0x1p-01f) * (f2) + (f0)))))

static const float h_f0[32] = {-0x1.fde8d4p-16f, 0x1.f37f72p-12f, 0x1.2d5db6p+08f, 0x1.fffffep+30f, -0x1p+31f, 0x1.16c2p-133f, 0x1p-01f, -0x1.f03974p-04f, -0x1p-01f, -0x1.8f6e3ap+09f, 0x1.59257ep+14f, 0x1.c278e4p+00f, 0x1.68c438p-07f, 0x1p-01f, 0x1.fffffep+22f, 0x1.f54b78p+01f, 0x1.fffffep+22f, 0x1.0624dep-10f, 0x1p+24f, 0x1.472b98p+06f, -0x1.61bc3ap-10f, 0x1.5555eep-06f, -0x1.547be2p-16f, -0x1.4p+01f, -0x1.3c20fep+13f, 0x1.0624dep-10f, -0x1.7c2b4ep+06f, -0x1.316278p+08f, -0x1.27a398p+26f, -0x1.c5248ep+02f, 0x1p-01f, 0x1.2c5b3ep-09f};
static const float h_f1[32] = {0x1.fffffep+127f, -0x1.0bap-138f, 0x1.ab7fbcp-20f, 0x1.17eeaep+05f, -0x1.1fb28ap-12f, -0x1.3f5c4p+01f, 0x1.8p+00f, 0x1.daf16ap-16f, 0x1.6762cp+08f, 0x1.0624dep-10f, -0x1.f3e1e2p+02f, 0x1p-01f, 0x1.b7d702p+08f, 0x0p+00f, 0x1.fffffep+31f, -0x1.e5e502p-21f, -INFINITY, 0x1.fffffep+30f, 0x0p+00f, 0x1.47c0f2p+12f, 0x1.010426p-19f, -0x1.9d9ceap+13f, 0x1.490cep-20f, 0x1.ac94fcp+17f, 0x1p-01f, 0x1.8p+01f, -0x1.6e7b0ap+09f, -0x1.e81bd2p+18f, -0x1.75384ep+11f, 0x1.fffffep+127f, -0x1.1236fap-18f, -0x1p+00f};
static const float h_f2[32] = {0x1.554018p+16f, 0x1.09d86ap+03f, -0x1.22b89ep-03f, 0x1.2a05f2p+33f, -0x1.6deeeap+01f, -0x1p+00f, -0x1.c38f96p+00f, -0x1.c23246p-15f, 0x1p-126f, 0x1.71a50cp+15f, 0x1.29cfbp-09f, -0x1.fffffep+127f, -0x1.f15276p-18f, -0x1.0d19bap+15f, 0x1p+00f, -0x1.ddf6c2p+03f, -0.0f, 0x1p-01f, 0x1.f05216p+03f, 0x0p+00f, -0x1.b405dp-19f, 0x1.7883fp-18f, -0x1.3188d8p+06f, 0x1.8p+01f, -0x1.927b18p+07f, -0x1.c3c5ecp-04f, -0x1p+00f, -0x1.4p+01f, 0x1.8p+00f, -0x1p-01f, -0x1.9aef1cp-08f, 0x1.dced36p-05f};
static const float h_f3[32] = {0x1.3e10d4p+15f, -0x1.a0259cp+11f, -0x1.65823ep-09f, -0x1.4162bap-13f, 0x1.04c2dap+16f, 0x1p+00f, 0x1.fffffep+22f, 0x1.4p+01f, 0x1.686b7ap+09f, 0x1.1e5eb2p+18f, -0x1.977f14p-02f, 0x1.2a05f2p+33f, -0x1.deb866p-02f, -0x1.f7d8fep+05f, -INFINITY, 0x1.fffffep+22f, 0x1.4p+01f, 0x1.fffffep+31f, -0x1.184318p-07f, 0x1.d50b66p+01f, -0x1.0bap-138f, 0x1.f395e6p+16f, -0x1.fffffep+127f, 0x1.21e368p-15f, 0x1p+00f, -0.0f, 0x1p+24f, -0x1.99c984p+19f, -0x1.fc10dap+14f, -0x1.89f30ap-02f, 0x1.4p+01f, -0x1.27a398p+26f};
static const double h_d0[32] = {0x1.d6f34548p+26, -0x1.44ac8d8bf24fcp-17, (double)INFINITY, 0x1.01acf412a274ep-34, 0x1p-1074, 0x1.4p+01, -0x1.1cd6f712eb2ap-07, 0x1.4p+01, 0x1p+00, 0x1.fb12eddc9a6d6p+04, -0x1.2d7fe9a4ae6d8p-23, -0x1p+00, -0x1.c43d470641f8p-10, -0x1.56e1fc2f8f359p-997, 0x1.999999999999ap-04, -0x1.06f05b9c089fp+29, 0x1.15b8c590e2ba8p-20, (double)INFINITY, -0x1.a84e0f6351328p+19, 0x1p-01, 0x1.cef9107a554bp+14, 0x1.9d1d26872d42p+02, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, -0x1.fd70ce394d878p-12, 0x1.0d692ff315efap-06, 0x1.5bb5b49fad318p-02, -0x1.fc57d4b37f734p-18, 0x1.7e43c8800759cp+996, -0x1.0a43a75109f86p-05, -0x1.4ef9b4578aa58p-04, -0x1.cp+01};
static const double h_d1[32] = {0x1.1982923412d32p+16, 0x1.8f2936f7d1b8cp-20, -0x1.e4984ecd4b418p-40, 0x1.bb69215ccb93p-34, 0x1.a6d383dd3817p-33, 0x1.1c37937e08p+53, -0x1.dfc01b5a972bp+05, 0x1.0042cf56c7254p-01, 0x1.269ab2ffa434p+26, -0x1.668419aa173dp+13, 0x1.fffffffffffffp+1023, (double)INFINITY, 0x1.0516d2fabe9bp+08, 0x1.da7aa361c59ap+04, 0x1.fc24ef945be88p-16, 0x1.b6041616cf6ecp-20, 0x1p+53, 0x1.9938c980faefap+31, 0x1p-1074, 0x1p-1074, 0x1.69133bbcd2828p-24, -0x1.55d4b9bde506cp+07, -0x1.62795a4f9c258p+11, -0x1.4980f174cd298p-01, 0x1.0abf0419e754p+31, -0x1.bad427990b766p+00, -0x1.5a8a8421b33c6p-37, 0x1.223020bece504p+29, (double)INFINITY, 0x1.4db3ca84273fap+34, 0x1.e7dbfeaf0ed8p+03, 0x1.fffffffffffffp+1023};
static const int h_i0[32] = {2147483647, 2147483646, 2, -2, -2, -477356, 2147483646, 215743, 2147483647, 2147483646, (-2147483647 - 1), -37782548, 2, -2, 137, -93, 270737, -6, -2721, -2, 0, 0, 14397140, -18655499, 0, 31, 2, 1134, 45, -6084, -1, -1};

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
