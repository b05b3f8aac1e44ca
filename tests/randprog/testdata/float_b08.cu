// Random float expressions (tests/randprog/gen, kind float, seed 963352).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((f0) * (fminf(f0, f3)))) / (0x1.99999ap-04f))
#define E1 fmaf(((f2) - (0x1.ap+01f)), sinf(f3), erff(f3))
#define E2 ((remainderf(((f2) >= (0x1p-01f) ? (f2) : (f3)), ((float)(i0)))) * (((f0) * (f2))) + (((((f0) * (f1) + (f3))) - (fminf(f1, -0x1p+00f)))))
#define E3 ((((f2) / (((float)(i0))))) * (sinf(((float)(d0)))))
#define E4 fmaf(expm1f(f2), ((0x1p+01f) * (f0)), ((f2) + (f3)))
#define E5 d2i(((d1) / (d1)))
#define E6 i0
#define E7 ((((f1) + (f0))) / (((f1) * (f3))))
#define E8 fmodf(f0, ((float)(i0)))
#define E9 ((((f0) / (fmaf(f0, f1, f3)))) + (((0x0p+00f) - (((f3) - (0x1p+01f))))))
#define E10 ((f3) / (((float)(atan2(d1, d1)))))
#define E11 i0
#define E12 i0
#define E13 atanf(expf(((f1) - (f3))))
#define E14 hypot(fmin(fma(0x1p+01, d0, d1), floor(d1)), exp(d1))
#define E15 __int2float_rd(f2i(f1))
#define E16 f2
#define E17 __float2int_rn(fminf(fmaxf(((float)(i0)), -2.1e9f), 2.1e9f))
#define E18 rintf(((f2) / (f0)))
#define E19 __fadd_rn(fmaxf(f1, f3), ((f2) - (f0)))
#define E20 ((fmaf(0x1.5af1d8p+66f, f2, f1)) * (powf(f3, f2)))
#define E21 __double2float_rn(((double)(long long)(d2i(d1))))
#define E22 remainderf(((((f0) / (0x0p+00f))) / (tanf(f3))), fdimf(fabsf(f2), ((f3) / (f0))))
#define E23 ((d1) * (sqrt(-0x1.cp+01)))

static const float h_f0[32] = {0x1p+24f, 0x1.fffffep+127f, -0x1.0bap-138f, 0x1.fffffep+127f, 0x1.07868cp-14f, -0x1.78db1p-19f, -0x1.4p+01f, -0x1.74f15cp+03f, -0x1.d5c856p-01f, 0x1.16c2p-133f, -0x1.b6ec38p-05f, -0x1.6a21c6p+13f, -0x1.d4294p+15f, 0x1.80fe7ap-06f, 0x1p+24f, INFINITY, 0x1.5191b2p+13f, -0x1.09069cp+01f, 0x1.b56c92p-08f, -0x1.4p+01f, 0x1.fffffep+127f, 0x1p+24f, 0x1.e6ef94p+10f, -0x1.7e9f1ap+05f, -INFINITY, -0x1.4p+01f, 0x1.fffffep+30f, 0x1p+00f, 0x1.a84fdap-19f, -0x1.1eddc4p-12f, -0x1.3ba60ep-09f, -0x1.313676p-08f};
static const float h_f1[32] = {-0x1.ec42a2p+05f, 0x1.8136c2p+14f, -0x1p+00f, 0x1.fc11b4p+04f, 0x1.0624dep-10f, 0x1.962bbcp+13f, 0x1.16c2p-133f, 0x1.fffffep+127f, 0x1p+24f, 0x1.60c112p-14f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, 0x1.0624dep-10f, 0x1.fffffep+31f, 0x1p+24f, -0x1.4bd6e2p-21f, -0x1.26f24ap-20f, 0x1.a1f558p+00f, -0x1.a8abfp-12f, 0x1.2a05f2p+33f, -0x1.0f9714p-21f, 0x1.b85b32p+17f, -0x1.27538p+15f, -INFINITY, 0x1.fa6c98p+04f, -0x1.2c9ae8p-17f, -0x1p-01f, 0x1.cdb1c8p+18f, 0x1.083fc4p+01f, 0x1p+00f, 0x1.5fd37ap+07f, 0x1.8p+00f};
static const float h_f2[32] = {0x1.04f98p-20f, -0x1p-01f, -0x1.012d8ep-13f, 0x1.f663a2p-13f, 0x1.7eadbep+06f, -0x1p+31f, -0x1.dfdbd6p-18f, -0.0f, 0x1p-126f, 0x1.a8cbcap-14f, 0x1.bd5cfap+02f, -0x1.294412p-16f, 0x1.4p+01f, 0x1.24b4e6p+01f, -0x1.40b35ep+18f, -0x1.3e5f8p+02f, -0x1.769948p+16f, 0x1.fffffep+30f, 0x1.2a05f2p+33f, 0x1.52a2d2p+05f, -0x1.c3bb08p-12f, 0x1p+00f, 0x1.c0104p+02f, 0x1.f93256p-09f, 0x1.942762p+16f, -0x1.e269a4p-09f, 0x1.1a7f08p-03f, -0x1.29baap+10f, -0x1.1207c6p-16f, -0x1.1a0106p-07f, 0x1.682ad4p-13f, 0x1.cf495cp-05f};
static const float h_f3[32] = {0x1.83c49p-14f, 0x1.f2534cp-22f, -0.0f, 0x1.fffffep+22f, 0x1.e8ea74p-18f, 0x0p+00f, -0x1.b9f808p-21f, 0x1.fe063ap-10f, 0x1p+24f, 0x1.fffffep+31f, 0x0p+00f, -0x1.89a3dp-16f, 0x1.24d88ap+05f, -0x1.3e87ap-15f, 0x1.4a83cap-18f, 0x1.29bddep-10f, -0x1.4p+01f, 0x1.4p+01f, 0x1.e3aebp-10f, 0x1.40f652p-13f, 0x1.33dfa4p+07f, 0x0p+00f, -0x1.1c968p-01f, 0x1.efbf18p-03f, 0x1.fffffep+30f, -0x1.4p+01f, -0x1.b30a86p-10f, 0x1.fffffep+30f, -0x1.1b625cp+02f, 0x1p+24f, -0x1.c4edf4p+08f, -0x1.021f4ep+09f};
static const double h_d0[32] = {-0x1.9822d5460fb58p-20, 0x1.8effc21ec40a8p+06, 0x1.91a024cdf3b8p-22, 0x1.d6f34548p+26, 0x1.8026f7f9cb7b2p+30, -0x1.fce03520aca62p+37, 0x1.7e43c8800759cp+996, 0x1.aafb1cc77aeep+14, -0x1.068e2120f2fp-41, -0x1.6e726c6d14c2cp+16, 0x1.57256bab1611p-27, 0x1.196e572736c6p-16, -0x1.56e1fc2f8f359p-997, -0.0, -0x1.21617861aeccp-23, -0x1.39cba47531dfp-10, -0x1.cp+01, -0x1.6c58ff6281108p-23, -0.0, 0x1.47ca035cb3734p-01, -0x1.04b3fd6a0f2d4p+21, 0x1.feed8adb5fbd8p+24, 0x1p+00, 0x1.50ada3b170eb8p+26, -0x1.83cc6dcc4a8ap-05, 0x1p+53, 0x1p+53, 0x1.cd53b5457806cp-22, 0x1.9e768210cf414p+14, -0x1.2fb4baebf8fb2p+09, 0x1p-1074, -0x1.57bc3559999ep+19};
static const double h_d1[32] = {0x1.d6f34548p+26, 0x1.ac6cfc0d3fb28p-11, -0x1.cf8d5d58b83b6p+18, 0x1.7e43c8800759cp+996, -0x1.cp+01, -0x1.56e1fc2f8f359p-997, 0x1.165561e82816ap-22, 0x1.108a097435a1cp+30, -0x1.ea1ac6c1cf3dp-40, 0x1.510175bbc931p-30, 0x0p+00, 0x1.1c37937e08p+53, 0x1p+00, 0x1.d2c7a141884ep+32, 0x1p-01, 0x1.14d700d69c72p+08, -0x1.cp+01, 0x1p-1074, 0x1.576f39684926cp+12, -0x1.f6909faab84cep+13, 0x1.ad1f85c8ca6ap+15, -0x1.41f2be17f56f4p+19, 0x1.3e6e97bcbdcb6p-33, 0x1.320f61cbb2c24p+01, 0x1.1c37937e08p+53, 0x1.7e43c8800759cp+996, -0x1.56e1fc2f8f359p-997, 0x1.57a27d5c7474cp-41, -0x1.07e1ee4fc3298p-36, (double)INFINITY, 0x1.295499cc58bc2p-21, 0x1p+53};
static const int h_i0[32] = {2147483646, -2147483647, -174843, -65086264, 2147483646, 18663729, 0, -41, -2147483647, (-2147483647 - 1), 8875236, -2929, 79218863, 2147483646, -6678619, -659355, 2147483646, 2147483647, -2147483647, -258597, 25, 63573998, 2147483646, -1, 0, -2, 715943, 63, 463, 37656785, 0, -1900};

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
