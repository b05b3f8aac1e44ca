// Random float expressions (tests/randprog/gen, kind float, seed 955433).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 atan2f(f1, powf(0x1p+01f, f2))
#define E1 f1
#define E2 ((((double)(i0))) + (((double)(long long)(i0))))
#define E3 ((double)(long long)(f2i(f2)))
#define E4 i0
#define E5 fmaf(((float)(0x1p+00)), ((f0) * (f0) + (f2)), f3)
#define E6 d1
#define E7 powf(((float)((isnan(0x1.5af1d8p+66f) + 2 * isinf(f2) + 4 * signbit(f3)))), cosf(remainderf(f3, f0)))
#define E8 d2i(((d1) * (d0) + (d0)))
#define E9 remainderf(f3, ((float)(1)))
#define E10 ((double)(f0))
#define E11 ((((float)(1))) * (((((f2) >= (f2) ? (f3) : (f2))) < (((float)(i0))) ? (f3) : (asinf(0x1.5af1d8p+66f)))) - (-0x1p+00f))
#define E12 ((((double)(long long)(i0))) + (((0x1.999999999999ap-04) + (d1))))
#define E13 i0
#define E14 copysignf(__fmul_rz(atan2f(f2, f3), ((f0) * (f3) + (f3))), fdimf(((f2) - (0x1p+00f)), f2))
#define E15 ((float)(__float2int_rz(fminf(fmaxf(0x0p+00f, -2.1e9f), 2.1e9f))))
#define E16 ((fmaf(f1, f3, f1)) / (__double2float_rd(d1)))
#define E17 cbrtf(fmaf(((float)(i0)), ((f0) - (f3)), ((0x1.99999ap-04f) + (f1))))
#define E18 f2i(fmaf(fmaf(0x1p+01f, f1, f2), fmaf(f2, f3, f0), ((f0) / (f2))))
#define E19 log2f(fmaxf(((0x1p-01f) * (f3) - (f1)), ((float)(i0))))
#define E20 ((float)(fmod(d0, -0x1.cp+01)))
#define E21 log1pf(__fmaf_ru(f0, f0, f2))
#define E22 ((rsqrtf(((0x1.ap+01f) + (0x0p+00f)))) + (__fsub_rz(fmaxf(f0, f0), ((f1) + (f0)))))
#define E23 roundf(f3)

static const float h_f0[32] = {0x1.0f5e16p-13f, -0x1.6691acp+09f, -0x1.92583p+08f, 0x1.16c2p-133f, -0.0f, -0x1.619d14p+04f, 0x1.4f73d4p+11f, -0x1.738894p+17f, 0x1.9ab384p-07f, INFINITY, -0x1.181896p+04f, 0x1.97136cp-21f, 0x1.90a5a4p-08f, 0x1.627df8p-10f, 0x1.c5916ep+09f, 0x1.16c2p-133f, -0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.8p+00f, -0x1.26ab2ap+05f, 0x1.d7b2fp+04f, -0x1.ed3916p+00f, 0x1.3fbf28p+17f, -0x1.6b7202p+14f, 0x1p-126f, 0x1.0624dep-10f, 0x1.16c2p-133f, -0x1.4p+01f, -INFINITY, -0x1.66c71ap-20f, -0x1.644ee8p-18f, 0x1.8p+01f};
static const float h_f1[32] = {-0x1.e1a9d6p+00f, 0x1p-126f, -0x1.942fdap-12f, -0x1.c2e542p+15f, -0x1.e9898p+11f, 0x1.248ab2p-03f, -0x1p+00f, -0.0f, -0x1.77e386p-18f, -0x1.3e815cp+11f, -0x1.a0d7cp+16f, 0x1.e7b6aap-14f, 0x1.a448fp-22f, 0x1.3ec7b8p+13f, 0x1.66a5fep+09f, 0x1.7b151ep-19f, 0x1.7e3c7p+06f, 0x1.fffffep+127f, -0x1.7f6efcp+05f, -0x1.d3b7acp+12f, 0x1.6a770ep-10f, 0x1.4b9b92p+19f, -0x1.ee33dep-17f, 0x1.8963c2p-09f, 0x0p+00f, 0x1.c9b536p-18f, -0x1.0bap-138f, -0x1.fffffep+127f, 0x1.91fe48p+15f, 0x1p+24f, 0x1p+24f, -0x1.6715b8p-18f};
static const float h_f2[32] = {-0x1.dc1d5ep-07f, 0x1.41eb66p-11f, 0x0p+00f, -0x1.5764d4p-08f, 0x1.861944p+04f, 0x1.0624dep-10f, 0x0p+00f, 0x1p-01f, -0x1.ad6154p+07f, 0x1.acc4d6p-09f, -0x1.14fe86p+12f, 0x1.3824ecp-05f, 0x1.2a05f2p+33f, -0x1.bb2cfap-04f, -0x1.01618ap-18f, -0x1p-01f, 0x1p+24f, 0x1.9e5aaep-15f, -0x1.e96c3ap-05f, 0x1.2a05f2p+33f, -0x1.1cb7a6p-12f, INFINITY, -0x1.e5ce2p-19f, -0x1.864eecp-09f, -0x1p-01f, -0x1p-01f, 0x1.14527ep-22f, -0x1.2fcc1ep+15f, 0x1.d78416p+04f, -0x1p+00f, -0x1.6f4d1ep+08f, 0x1.b08a54p-02f};
static const float h_f3[32] = {-0x1.82dcb8p-10f, 0x1.99999ap-04f, -0x1.870f8ep-20f, 0x1.30124cp+08f, -0x1.63dfe6p-14f, 0x1.54c242p+08f, 0x1.c43d72p+08f, -0x1.74b5a8p-15f, -0x1.c7a3bap-11f, -0x1.4310fep+01f, 0x1.732e6p-12f, 0x1.4p+01f, 0x1.76d608p+03f, -0x1.cfb06cp+00f, -0x1.5f8894p-06f, -0x1.fffffep+127f, -0x1p-01f, 0x1.16c2p-133f, 0x1.99999ap-04f, -0x1.8415b2p+02f, -0x1.4p+01f, 0x1.2a05f2p+33f, -0x1.391f16p-12f, 0x1p-01f, 0x1.989a66p+05f, 0x1.fffffep+30f, 0x1.bd2b8p-11f, -0x1.638faap+00f, 0x1p+24f, 0x1p-126f, -0x1.647dc2p-18f, -0x1.183f1ap+10f};
static const double h_d0[32] = {-0x1.1ec856561c24p+34, 0x1.7e43c8800759cp+996, 0x1.299c04c0c2ffp+12, -0x1.4d1f1efcf267p-11, -0x1.eb1abc901f38p+25, -0x1.7c6e808a89286p-35, -0x1.af073a46ba7aap+28, -0x1.6455510a94616p-17, -0x1.0b341964cf13cp-01, 0x1.841b22b96588p-15, 0x1.1091e559c67ep+07, -0x1p+00, 0x1.b33ad51c0a78p-15, -0x1.97e102b099a28p+15, -0x1.b7db5ec1367dcp+22, 0x1.2db4a2c79e3e4p+15, -0x1.27a159c082742p-37, -0.0, (double)INFINITY, 0x1.9868a83e60d58p-28, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.119ff645808p+28, 0x1.999999999999ap-04, 0x1.4p+01, -0x1.b153ff3779ef8p-06, -0x1.64cd8e99460fcp+30, -0x1.09935d8e93d68p-03, 0x1p+53, -0x1.d31a2a6b287dap+03, -0x1.2958eab88c5p-28, 0x1.109de47822268p+02};
static const double h_d1[32] = {-0x1.bd8832c76c36cp-26, -0x1.809a0e2a29e0ap-39, 0x1.d6f34548p+26, 0x1p-1074, -0x1.c743834e92dbp-28, -0x1.0a97979a6b164p+08, -0x1.b5b375825dc42p-19, -0x1.8fc69217c2f58p+24, 0x1.ef58f4f2ac89p-20, 0x1.01778df1d82a8p+21, 0x1p+53, -0x1.fbbdfb5ad54a2p+21, -0x1.cd5a5389cdf3ap-14, -0x1.a4e537e0dd8f4p-39, -0x1.81d5bdc0e20cep-40, 0x1.a150aa0b71228p-04, 0x1.4p+01, 0x1p+53, -0.0, -0x1.ea293b6e0906p+02, -0x1.1ff75372bd078p-05, -0x1.a736134c24888p-28, 0x1.a684fbb18462cp+03, -0x1.fe72a4911ee22p+07, -0x1.56e1fc2f8f359p-997, -0x1.2e6004aa5429p-12, 0x1p-01, 0x0p+00, -0x1.ce47f62ba274cp-12, 0x1.87d337261004cp+11, 0x0p+00, 0x1.803884f77b16p+27};
static const int h_i0[32] = {5, 2, 2147483647, 6092648, 477, 1, 2, -25332637, 21052106, -100695, 2147483647, 19142361, 0, (-2147483647 - 1), -1, 363045595, 0, -854720277, -1823005428, 2, 279, 258637, 1, (-2147483647 - 1), -2147483647, 65072, -2147483647, -6984543, 0, 0, 2190, 8993};

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
