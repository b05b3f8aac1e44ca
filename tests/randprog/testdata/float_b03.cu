// Random float expressions (tests/randprog/gen, kind float, seed 923757).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((atan2f(((float)(d0)), ((f0) / (f3)))) * (((float)(((f1) > (f0))))) - (((float)((isnan(f1) + 2 * isinf(f1) + 4 * signbit(f3))))))
#define E1 d0
#define E2 ((f2) < (f0) ? (rintf(f2)) : (((f2) - (f3))))
#define E3 ((fmaf(0x1p+01f, f0, f1)) - (((float)(d0))))
#define E4 d2i(atan(((0x1.87e92154ef7acp-665) - (d1))))
#define E5 ((((float)(d0))) * (((f0) / (0x1.5af1d8p+66f))) - (atan2f(f0, f3)))
#define E6 ((float)(f2i(((float)(i0)))))
#define E7 ((((float)(i0))) + (f2))
#define E8 expf(((((f0) + (f1))) + (((float)((1 << 24) + 1)))))
#define E9 ((remainderf(f2, f3)) < (cbrtf(f2)) ? (floorf(-0x1p+00f)) : (copysignf(f2, f2)))
#define E10 ((float)(i0))
#define E11 f2
#define E12 ((((d0) * (fma(d0, d1, d0)) + (((d1) * (d0))))) * (sin(((d0) / (d1)))) + (((double)(long long)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(0x1.5af1d8p+66f))))))
#define E13 ((((d0) * (d1) + (d0))) + (((double)(f3))))
#define E14 ((((0x1.5af1d8p+66f) / (f0))) * (__cosf(f1)))
#define E15 ((((0x0p+00f) - (f1))) + (tanf(0x1p-01f)))
#define E16 f1
#define E17 f2
#define E18 f2i(powf(0x0p+00f, f0))
#define E19 __fdiv_rz(sinf(0x1.5af1d8p+66f), f3)
#define E20 ((f2) / (f0))
#define E21 ((((float)(((double)(0))))) / (log10f(remainderf(0x1p+01f, f2))))
#define E22 ((remainderf(__double2float_rz(d1), 0x1p+01f)) - (__double2float_ru(floor(d1))))
#define E23 ((((((f3) + (f2))) - (((f2) + (f1))))) / (((float)(((d0) * (d1) + (d1))))))

static const float h_f0[32] = {-0x1.e53bc6p-07f, -0x1.002c3ep-04f, 0x1.5aca08p-05f, 0x1.fffffep+127f, -0.0f, 0x1.8p+00f, 0x1p+24f, 0x1.99999ap-04f, -0x1.31e0dap+07f, 0x1.8f995ep+03f, 0x1.0624dep-10f, -0x1.cd7274p+07f, 0x1.77f2fcp+05f, 0x1.c2c4eap+01f, -0x1.4p+01f, 0x1p+24f, -0x1.27a398p+26f, 0x1.b23d7ap+06f, -0x1.7e763p+01f, 0x1.16c2p-133f, 0x1.fffffep+127f, -0x1.660fd4p-12f, -0x1.777738p-06f, -0x1p+00f, -0x1p-01f, 0x1p+24f, 0x1.dd2772p+13f, 0x1.6b8bbcp-14f, -0x1.843f18p-04f, -0x1.de66ecp+03f, -0x1.fa29bp-15f, 0x1.d874d2p-05f};
static const float h_f1[32] = {0x1.8p+00f, 0x1.6d661cp-17f, -0x1.2ab996p+06f, 0x1.34d2dap-15f, 0x1.99999ap-04f, -0x1.ac934p-03f, 0x1.faec2p+06f, -0x1.faf03ap-11f, 0x1.f11764p+13f, -0x1.aa1a8ap-18f, 0x1.78e1b8p+09f, -0x1.323edep+04f, -0x1.0fb64ep+00f, -0x1.55b74cp+05f, 0x1.b5ccf6p+02f, 0x1.2a05f2p+33f, 0x1.368c1p+02f, -0x1.9b2acp-02f, -0x1.f18418p+02f, 0x1.8p+01f, -0.0f, -0x1.3994fp-06f, 0x1.e4d2cap+08f, 0x1.0624dep-10f, INFINITY, 0x1.0624dep-10f, 0x1p-126f, 0x1.d08fdp+06f, 0x1.e5c7ep-13f, 0x1.2a05f2p+33f, -0x1.df5fb6p-11f, -0x1p+00f};
static const float h_f2[32] = {-0x1.b6663cp-12f, 0x1.fffffep+31f, 0x1.551728p-02f, -0x1.164d0ep+07f, -0x1.e8f75ep-22f, -0x1.07b284p-20f, -0x1.ee2d98p-10f, 0x1p-01f, 0x1.fffffep+31f, -0.0f, 0x1.aa5716p-10f, 0x1.0624dep-10f, -0x1.ac74aep-07f, -0x1.f721dep+08f, -0x1.fffffep+127f, 0x1.9dba92p+05f, 0x1.fffffep+31f, -0x1.0bap-138f, 0x1.7ab7b4p-04f, INFINITY, 0x1.f561f8p-13f, 0x1.9ffd1cp+05f, 0x1.99999ap-04f, 0x1.1a767ap-18f, -0x1.85edaep+06f, INFINITY, INFINITY, -0x1.1edce2p+03f, -0x1.15cc4cp+18f, 0x1.e63fa2p-18f, 0x1.8p+00f, 0x1.fffffep+22f};
static const float h_f3[32] = {0x1.9dc45cp-03f, 0x1.012648p-19f, -0x1.fffffep+127f, -0x1.d91f0ep-05f, -0.0f, -0x1.9d41c4p-03f, 0x1.40fa18p-01f, -0x1.b131ccp-07f, -0x1.e22714p-09f, 0x1.212a54p-01f, -0x1.1867c6p+12f, 0x1.849e8ap+11f, 0x1.d9a4d2p+11f, 0x1p+24f, 0x1.e59c0ap-04f, -0x1.7e62aep+08f, -0x1.4p+01f, -0x1.5ff2dep+15f, 0x1.9323bcp-06f, 0x1.8p+01f, -0x1.7be864p+10f, 0x1p+24f, 0x1.616e48p+04f, 0x1.e5379ap-11f, -0x1.f91d8p-05f, 0x1.30cd62p+03f, -0x1.fffffep+127f, 0x1.b9cf3p-11f, -0x1.26c3f2p-08f, -0.0f, 0x1.6b1458p+09f, 0x1.79b1cap-22f};
static const double h_d0[32] = {0x1.d6f34548p+26, -0x1.4a8260836d15p-40, -0x1.26f27791a3832p-01, 0x1.4p+01, 0x1.af7ff17f82ea8p-03, 0x1p+00, 0x1p+00, 0x1.9ce6faa07a358p+14, 0x1.1c37937e08p+53, -0x1.5da5737c05c6cp-42, 0x1.1bec44f33deb4p-25, -0x1.b236a088ab646p+01, 0x1.af6c7a46567fp-25, 0x1.c296d6055bdccp-17, 0x1.b8bf2f0e3a854p-35, -0x1.adbef0462ffap+11, -0x1.5313a82f9f45p-11, 0x1.d22161c309p+02, -0x1.d97654e4c8af8p+15, 0x1.1c37937e08p+53, -0x1.11c20e15fbb8ap+26, 0x1.18535252046dp+34, -0x1.f99dca9035624p-23, -0x1.ebd74ec73fafp+00, 0x1.999999999999ap-04, 0x1.3b4ee448aa94p+15, 0x1.4f1b7d88d13b6p+09, 0x1.e3d463ca851acp+20, -0x1.ac120ef69d9b6p+32, 0x1.108719cb7872cp-30, 0x1.1d66329f97b44p+14, 0x1.af7bdc9b2004cp-08};
static const double h_d1[32] = {0x1.d613c631119ep+03, -0x1.78416f4140382p-11, -0x1.dd60b6e35b9cp+34, -0x1.a84d7abc8a45cp+30, -0.0, 0x1.fffffffffffffp+1023, -0.0, -0x1.a546f3fbb81d8p+31, 0x0p+00, 0x1.fffffffffffffp+1023, -0x1.60a355edb9548p-26, -0x1.406262f31161p+11, -0x1.7e9e49238cc28p-27, -0x1.738e1045ad6f8p-30, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, -0x1.45f7dc334fdbp-29, 0x1.f7cd9ebc8153p+21, 0x1p-01, -0x1.ce7104e09b024p+08, -0x1.5a6571b88d748p-14, -0x1.f0a909c55313p-27, -0x1.53a990702d59cp+28, 0x1p+53, -0.0, 0x1p+00, 0x1.941988563ee4p-27, -0x1.faeb3e19ee3dcp-30, 0x1.0ae09498029dp+36, -0x1.64948f38e462ap-27, 0x1p-01};
static const int h_i0[32] = {-1, 1449, -1, 179662, 2, (-2147483647 - 1), 0, 27737, 13, 3429672, -75, -692741196, -2642077, 64738005, 4761017, 468, -2147483647, 92175, -1, 997944, (-2147483647 - 1), 2147483646, 2027, -2, 6190409, 13, 3275094, -2147483647, 47748, 0, 2147483647, 47};

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
