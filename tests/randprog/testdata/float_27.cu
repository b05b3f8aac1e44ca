// Random float expressions (tests/randprog/gen, kind float, seed 2027).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 1
#define E1 i0
#define E2 ((((((f1) * (f3))) * (((f1) / (f1))))) == (fmaf(f1, f1, ((float)(i0)))))
#define E3 i0
#define E4 i0
#define E5 ((((0x1.5af1d8p+66f) - (f0))) * (((float)(i0))) - (((float)(d0))))
#define E6 d0
#define E7 ((double)(f3))
#define E8 ((fmaf(((f3) * (f0) - (f0)), ((float)(0x1p+01)), ((0x1p-01f) * (f2) - (f1)))) - (((((f1) * (f1) + (f1))) / (sqrtf(f0)))))
#define E9 sqrtf(((float)(((f0) == (f1)))))
#define E10 fmodf(((f2) / (0x1.ap+01f)), ((float)(i0)))
#define E11 ((float)(1 << 24))
#define E12 ((float)(i0))
#define E13 fmaf(fmaf(f2, f3, f0), cbrtf(f1), truncf(f2))
#define E14 fabsf(((f1) >= (0x1.5af1d8p+66f) ? (f3) : (f2)))
#define E15 ((double)(long long)(((f2) > (f3))))
#define E16 ((float)(((double)(long long)(__float2int_ru(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))))))
#define E17 d0
#define E18 ((atan2f(f2, __fdiv_rz(0x1p+00f, f3))) / (__double2float_rn(hypot(-0x1.cp+01, d0))))
#define E19 d0
#define E20 f2i(fmaf(__cosf(f0), ((float)(0x1p+01)), ((f1) * (f3) + (0x1p-01f))))
#define E21 ((d0) * (((((d0) + (d1))) + (fmod(d0, d0)))) + (atan2(((0x1.87e92154ef7acp-665) * (d0) + (d1)), d1)))
#define E22 ((f1) / (fdimf(hypotf(-0x1p+00f, 0x1p-01f), atan2f(f0, f0))))
#define E23 fma(sqrt(((d0) / (0x0p+00))), fma(fmod(d0, d0), fma(d1, d1, d1), sin(d0)), ((double)(long long)(((f0) < (0x0p+00f)))))

static const float h_f0[32] = {0x1.fffffep+31f, 0x1.99999ap-04f, 0x1p+24f, 0x1.7a675ap+04f, -0.0f, -INFINITY, 0x1.707f8ap+12f, 0x1.31311ep+05f, 0x1p+24f, -0x1p+31f, 0x1p-01f, -0x1.cc8934p-07f, 0x1.fffffep+31f, 0x1.4830ap+13f, 0x1p+24f, 0x1.fffffep+127f, -0x1.560c5ep-15f, -0x1.c597bp+15f, 0x1.d45d04p+19f, 0x1.98cbaep+13f, 0x1.c3606cp+09f, 0x1.344526p-18f, 0x1.7bbc82p-11f, -0x1.f2b5acp+19f, -0x1.f9ab98p+12f, -0x1.879e28p-14f, -INFINITY, -0x1.c784dep-06f, -0x1.48d428p+03f, -0x1.354bdap-11f, 0x1.c80314p-12f, -0x1.a0c936p-14f};
static const float h_f1[32] = {0x1.dd8406p+01f, 0x1.32a9fp+08f, 0x1.115f56p-14f, -0x1.267568p+12f, 0x1p+00f, -0x1.4bc2cap+15f, -0x1.d95046p+05f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, 0x1.fffffep+127f, -0x1.afff04p+15f, 0x1.d94062p-06f, -0x1.527128p-14f, -0x1.f5ab0ap+11f, -0x1.cca83cp+19f, -0x1.cbff12p+00f, -0x1.d9c274p-04f, -0x1.0bap-138f, 0x1.2a05f2p+33f, -0x1.54ec5cp-14f, 0x1.b9cb68p+13f, -0x1.4p+01f, 0x1.ddd15ep-19f, 0x1.2a05f2p+33f, 0x1.5eb70cp+08f, 0x1.2a05f2p+33f, 0x1.c1b7c4p+03f, 0x1.01eebcp-20f, -0x1.1160acp+05f, -0x1.01fe04p+02f, -0x1.270886p-09f, 0x1.2fb00ap+01f};
static const float h_f2[32] = {-0x1.7afe4p+03f, -0x1.62d706p-18f, -0.0f, -0x1.160472p+06f, 0x1.080d9ap+05f, -0x1p-01f, -0x1.122944p+18f, 0x1.f8617ap-10f, 0x1.5c4656p-01f, -0x1p+00f, 0x1.99999ap-04f, 0x1.8p+01f, 0x1.b8473ep-16f, 0x1.4p+01f, 0x1.99999ap-04f, 0x1p+24f, -0x1.9c9052p+08f, -0x1.e39eb6p-05f, 0x1.fffffep+31f, -0x1.6424dap-10f, 0x1.0624dep-10f, -0x1.a6636ep-09f, -0x1.27a398p+26f, 0x1.fffffep+31f, 0x1.4p+01f, 0x1.34ba7p+00f, -0x1.5b3746p+04f, -0x1.5f36dp+04f, 0x1.9ebd1ap+11f, -0x1.c90a26p+15f, 0x1.8412dp-21f, 0x1.0bbecep+12f};
static const float h_f3[32] = {-0x1.373dccp+17f, -0x1.06956p+06f, 0x1.864d1ep+05f, -0x1.b7786p-05f, 0x1.8p+00f, 0x1.fffffep+127f, -0x1.68337p-15f, -0x1.b4e81ap+04f, -0x1.c5057cp+05f, 0x1.430db2p-09f, 0x1.083c52p+01f, -0x1.2914b4p-03f, 0x1.fffffep+30f, -0x1.4p+01f, 0x1.41504ap+13f, 0x1.28e396p-20f, -0x1.4p+01f, 0x1.162caap+06f, 0x1.7f8966p-12f, 0x0p+00f, -0x1.4p+01f, 0x1.fffffep+31f, 0x0p+00f, 0x1.76727ep-04f, 0x1.b31b5cp-02f, -0x1.f54a6ap-02f, -0x1.fffffep+127f, 0x1.922e72p-12f, 0x1.fffffep+30f, 0x1p-01f, -0.0f, INFINITY};
static const double h_d0[32] = {0x1p+00, -0.0, 0x1.4p+01, 0x1.b95457945f1dcp-10, 0x1.55f1c6c19085p+33, 0x1.5f48f63e22412p+00, 0x1p+00, 0x1.12a326119ac08p-41, 0x1.d6f34548p+26, 0x1.72cf298a47aap-21, 0x1.fffffffffffffp+1023, -0x1.af769153732aap+17, -0x1.ded3076bc19f6p-39, 0x1.fffffffffffffp+1023, -0x1.67e15492ab7a2p+11, 0x1p+00, 0x1p-01, -0x1.a975c9442dcc8p+38, 0x1.1c37937e08p+53, 0x1.4p+01, 0x1.fffffffffffffp+1023, -0x1.8ae9973e9ef4ep-03, 0x1.a24f251f89858p+03, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, 0x1.54b96b85e2bbep-04, 0x1.baf869e3b61cp-29, -0x1.8b328bb350f44p-12, -0x1.cp+01, -0x1.844193ca5112ap+14, 0x1.b54dace8cbb16p+19, -0x1.bafd8a3ddb02p+26};
static const double h_d1[32] = {0x1.12874c957ea9cp-38, -0x1.4fb12c5160bep+08, 0x1.d6f34548p+26, -0x1.4482a4d56202p+20, 0x1p+00, -0x1.57f7c6641c614p+18, 0x1.fffffffffffffp+1023, 0x1.e8307a506e0dp-39, 0x1.700c0b7692224p+19, -0x1.5fe36d700fd9p-15, -0x1.79f478a82b09p-17, -0x1.cp+01, -0x1p+00, -0x1.cp+01, 0x1.04f2661f4d4f4p-23, 0x1p+53, -0x1.8ec73fa9d8e9ep+26, 0x1.c5507ce238098p+01, 0x1.7cb295e062bbp-27, 0x1.d6f34548p+26, -0x1.205e93142f096p+09, -0x1.a4102f5e1ad8ap+10, -0x1.6af750d111e68p-11, -0x1.3f770e775ef0cp-09, -0x1.56e1fc2f8f359p-997, 0x1.4p+01, -0x1.f3dd8fcd3932p-11, 0x1.fffffffffffffp+1023, 0x1.52e92dfee34e2p+17, -0x1.3723a83c956p-18, 0x1.0bb2c5afba84p+24, 0x1.892c8304c6108p-15};
static const int h_i0[32] = {0, 1, -72462152, 1636902, 62252, -30896532, 2, 12565, 2, -8490219, 2147483647, 2147483647, -26183726, 2147483646, -1, -83960, -2147483647, -1, 0, -2147483647, (-2147483647 - 1), 245418392, 0, -2, -2, 124562209, -904952, -174, (-2147483647 - 1), 600817, -2147483647, 1};

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
