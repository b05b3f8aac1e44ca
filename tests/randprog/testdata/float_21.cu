// Random float expressions (tests/randprog/gen, kind float, seed 2021).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 d1
#define E1 cbrtf(f2)
#define E2 f2i(((f3) < (f2) ? (f2) : (f0)))
#define E3 ((powf(((float)(0)), ((0x1.99999ap-04f) / (f3)))) * (truncf(f2)) - (expm1f(fminf(f2, f1))))
#define E4 ((((float)(i0))) * (fmaf(f3, ((float)(i0)), ((0x1.79ca1p-67f) / (f1)))))
#define E5 ((double)(long long)(d2i(-0x1.cp+01)))
#define E6 i0
#define E7 ((((double)(long long)(i0))) * (d0))
#define E8 atan2f(((float)(d2i(0x1.87e92154ef7acp-665))), ((((float)(d1))) < (((f3) * (f0) - (f1))) ? (((0x1p+00f) * (f3))) : (fmaf(f3, f1, f3))))
#define E9 1
#define E10 hypotf(((float)(i0)), fmaxf(0x1.5af1d8p+66f, f3))
#define E11 -7
#define E12 ((fmodf(0x0p+00f, f3)) * (f3))
#define E13 ((((f3) - (f0))) + (f1))
#define E14 __float2int_rd(fminf(fmaxf(((f1) - (0x0p+00f)), -2.1e9f), 2.1e9f))
#define E15 fdimf(fminf(fmaf(f2, f0, f1), ((f2) < (f3) ? (f3) : (0x1.79ca1p-67f))), ((((-0x1p+00f) - (f2))) + (0x1.5af1d8p+66f)))
#define E16 ((double)(long long)(d2i(fma(d0, d0, d1))))
#define E17 ((float)(d2i(fmod(d0, -0x1.cp+01))))
#define E18 atan2f(f3, hypotf(f1, f0))
#define E19 f2
#define E20 ((((float)(f2i(f2)))) >= (log10f(((float)(d0)))) ? (fmaxf(fmaxf(f0, 0x1p+01f), fmaf(0x1p+00f, f2, 0x1.99999ap-04f))) : (f3))
#define E21 atanf(hypotf(f3, __double2float_rn(d0)))
#define E22 __int2float_ru(f2i(f0))
#define E23 __double2float_rd(cbrt(d0))

static const float h_f0[32] = {0x1.2a05f2p+33f, 0x1.b6977cp+05f, 0x1.b29e8cp+13f, 0x1.8p+01f, -0x1.9e7606p+06f, 0x1.d25eeep+15f, 0x1.826092p-23f, 0x1.abdd28p-08f, INFINITY, 0x1.fffffep+22f, -0x1.0bap-138f, -INFINITY, 0x1.2268fep+10f, -0x1.aff558p+00f, 0x1.2a05f2p+33f, 0x1.871dp+07f, -0x1.fffffep+127f, 0x1.e4b7fcp-22f, 0x1.58453p-10f, 0x1p+24f, -0x1.a11efap-02f, 0x1.b36e04p-09f, 0x1.05c93ep-07f, 0x1.8p+00f, -0x1.0ca37ep+01f, 0x1p-01f, -0x1.644dd2p-03f, 0x1.db2fcp-04f, 0x1.4p+01f, 0x1.d6b4c6p+17f, -0x1.aed4a6p+19f, 0x1p+24f};
static const float h_f1[32] = {-0x1.a37a5cp-03f, 0x1.8p+00f, 0x1.bb028p+10f, 0x1.0624dep-10f, -0x1.0bap-138f, 0x1.16c2p-133f, -0x1.140dc4p+05f, -0x1.f6291ap+09f, 0x1.10a66p-12f, 0x1p+24f, -0x1.b3b558p+05f, 0x1.d8f92cp-04f, -0.0f, -0x1.249fa8p+17f, 0x1.216a52p+06f, 0x1.2c4a76p+16f, -0x1.6e732ap+12f, 0x1.fffffep+31f, -0x1p-01f, 0x1.d5007p+09f, 0x1.fffffep+31f, -0x1.b94918p-17f, -0x1p+00f, 0x1.19f792p-21f, -0x1.a1fbeap+01f, -0x1.5197f6p-10f, -0x1.ec5d14p-12f, -INFINITY, -0x1.341c06p+05f, -INFINITY, 0x1.1c17c6p-20f, -0x1.27a398p+26f};
static const float h_f2[32] = {-0x1.4cb3a4p-02f, -0x1.31371p+14f, -0x1p+31f, 0x1.8p+00f, 0x1.824a3cp+04f, 0x1p-01f, -0x1.89cb5p-02f, 0x1.8p+00f, -0x1.4f7f62p+15f, 0x1.15dacap-05f, 0x1.1096fp+05f, -0x1.865e6ap-22f, 0x0p+00f, 0x1.0208a8p-06f, 0x1.a646c8p+19f, 0x1.560a94p-01f, -0x1.eabbe8p-10f, -0x1.4p+01f, 0x1.ee046p+04f, 0x1.fffffep+22f, 0x1.a4e9f8p+10f, -0x1.27a398p+26f, 0x1.b20b56p-20f, -0x1.0bap-138f, 0x1.b1cb98p-09f, -0x1.fe2998p+18f, 0x1p-01f, INFINITY, -0x1.680858p+18f, 0x1.d88f56p+09f, 0x1.2a05f2p+33f, 0x1.ec1128p+04f};
static const float h_f3[32] = {0x1.27fca6p-22f, 0x1.63d712p+02f, -0x1.4p+01f, 0x1.ed8f78p+01f, 0x1.16c2p-133f, -0x1.9154dp-08f, -0x1.515e8p+17f, -0x1.fffffep+127f, 0x1.4p+01f, 0x1.ff791cp+10f, 0x1p-01f, 0x1.c877bp+01f, 0x1.1caee4p-02f, 0x1.f6a1cp+00f, -0x1.0bap-138f, 0x1.d3f178p-22f, INFINITY, -0x1.167a2ep+07f, -0x1.4p+01f, INFINITY, -0x1.fffffep+127f, -0x1.63113ap-22f, 0x1.ab5e38p-08f, 0x1p-01f, 0x1p-126f, -0x1.524982p-16f, 0x1.2a05f2p+33f, 0x1p-126f, -0x1.ef6b52p-20f, -0x1.25e40cp+16f, INFINITY, -0x1.d0d15p+12f};
static const double h_d0[32] = {(double)INFINITY, -0x1.c268ca17ad828p+00, -0x1.56e1fc2f8f359p-997, -0x1.ec9f160ff8a36p+32, 0x1.608b3f998b924p-09, -0x1.d919c881400d8p-01, -0x1p+00, -0x1.cab3ce291be72p-09, -0x1.b50f618557f8p+18, -0x1.c6f9737bcb3dp-32, 0x0p+00, 0x1.0c1167919effp+23, -0x1.dcc5287aab914p-05, -0x1p+00, 0x1p+53, -0x1.56e1fc2f8f359p-997, -0x1.eaaa1fe518688p-02, 0x1.d2131e09fab28p+05, -0x1.f03ff7002ce24p-40, 0x1.74c6170f7e9dcp-14, -0x1p+00, -0x1.fb270899daeb2p+17, -0x1.d826a3a449d24p-21, 0x1.b8d030312d24p+15, 0x1.c2fa8d8f7a14p+16, 0x1.7e1bc2b63f7bp+33, 0x1.4p+01, 0x1.5571097e2877p-19, 0x1.1c37937e08p+53, 0x1.3e59afce3df9p+05, 0x1.04ba1542781b8p-39, -0x1.f24d18f0aff12p-32};
static const double h_d1[32] = {0x1.999999999999ap-04, -0x1.a44dc4a8442bp-12, -0x1.ace4941e7c518p-32, 0x1.999999999999ap-04, -0x1.a8ca87ca9c3e8p-39, 0x1.7e43c8800759cp+996, -0x1.20d95b0711006p+25, 0x1.4p+01, 0x1.88ff4725b21a8p+37, -0x1.4a462e59194dp+12, 0x1p-1074, 0x1p-1074, -0x1.6d9439d19cb24p-41, 0x1.354e90002142cp+12, 0x1.e1261e44d72a4p+00, 0x1.32d475f40c83p+02, -0x1.5c4c3c09995bp+27, 0x1.0dec0baa9967ep-13, 0x1.fffffffffffffp+1023, 0x1p-01, 0x1p+00, -0x1.cfbc96a43241p-26, -0x1.3538bffaf484p-07, 0x1p-01, -0x1.7958629b815dp-01, -0x1.f0e36214f361cp+26, 0x1p-1074, 0x1.c3c174c251a34p-21, 0x1p+00, -0x1.9fd5ce1d86fecp+00, 0x1.151a9f9f4589cp-41, 0x1.85524c3b0cadcp+11};
static const int h_i0[32] = {-7, 2147483647, -43, 1, (-2147483647 - 1), -2147483647, (-2147483647 - 1), 0, 1905206997, -1240, -923186132, 202568140, -470, 0, 13715, 0, -9244558, 62413819, 2147483646, 0, 23975061, 0, -1111139, -97, 5455011, 0, -1, -15, 8156, -16281565, -1421217669, -22241};

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
