// Random float expressions (tests/randprog/gen, kind float, seed 50527).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 roundf(((((f2) >= (f1) ? (f2) : (0x1.79ca1p-67f))) * (((f2) - (0x1.99999ap-04f))) + (((f0) * (f0) + (f2)))))
#define E1 ((((log10f(f3)) * (((float)(d0))) - (((float)(d0))))) * (((f2) / (fmaf(0x1p+00f, f2, f1)))) - (((((0x1.99999ap-04f) * (f2) - (0x1.5af1d8p+66f))) + (((f2) * (0x1p-01f))))))
#define E2 ((double)(long long)(f2i(f1)))
#define E3 i0
#define E4 d0
#define E5 i0
#define E6 ((fma(exp(d0), ((d1) * (d1) + (d0)), d0)) - (((atan(d0)) / (((d1) + (d1))))))
#define E7 d1
#define E8 0x1p+00
#define E9 d2i(fmod(d1, 0x0p+00))
#define E10 ((((d0) - (d1))) * (d1) + (fma(d1, -0x1.cp+01, d1)))
#define E11 ((f2) < (((float)(i0))) ? (((f0) - (-0x1p+00f))) : (fminf(f1, f0)))
#define E12 ((((((f0) + (f1))) * (f3))) + (((((f1) / (f3))) - (((float)(i0))))))
#define E13 ((f1) / (((float)(f2i(f0)))))
#define E14 __float2int_ru(fminf(fmaxf(log2f(0x1p-01f), -2.1e9f), 2.1e9f))
#define E15 d0
#define E16 ((float)(d0))
#define E17 ((float)(f2i(f1)))
#define E18 fma(((double)(((f2) > (f1)))), ((double)(long long)(d2i(0x1p+01))), 0x1p+01)
#define E19 fmaf(((float)((1 << 24) + 1)), ((float)(d1)), __double2float_rn(d0))
#define E20 ((tanf(f0)) >= (atan2f(f2, -0x1p+00f)) ? (f0) : (((float)(i0))))
#define E21 ((((((d0) * (d1) + (0x1.87e92154ef7acp-665))) - (((double)(long long)(i0))))) - (((d1) * (((d1) * (d1) + (d0))) + (exp(d0)))))
#define E22 ((((d0) * (d0))) + (((d0) * (d0) + (d0))))
#define E23 d2i(d1)

static const float h_f0[32] = {0x1.ffd9f4p-20f, -0x1.e1510ep+13f, -0x1.7c2e3cp-16f, -0x1p+31f, 0x1p-126f, 0x1.4c1cf6p-18f, 0x1.fffffep+127f, -0x1.f1e39cp-05f, 0x1.274d46p-09f, -0x1.fd94eap+07f, 0x1.378df6p+14f, 0x1.4p+01f, -0x1.f2a7ccp+16f, 0x1.fffffep+31f, 0x1p+24f, -0x1.d6d924p-02f, 0x1p+24f, 0x1.108604p+09f, 0x1p-126f, -0x1.3a4856p+08f, -0x1.852cecp-11f, -0x1p+00f, 0x1.f7545ap+16f, -0x1.2d18e6p-09f, 0x0p+00f, 0x1.fffffep+127f, 0x1.8bd1dap-16f, -0x1.27a398p+26f, -0x1.285c9p+12f, -0x1.240048p-08f, 0x1.d5cc8ep+03f, 0x1.734f04p-09f};
static const float h_f1[32] = {0x1.fc572ap-11f, 0x1.fffffep+22f, -0x1.acb8ecp+04f, 0x1.f83bf2p-04f, 0x1.584036p-20f, -0x1.3fffbp-11f, 0x1.8p+00f, 0x1.fffffep+31f, 0x1.6b597ap+03f, -0x1p+31f, -0x1.31f14ep-08f, 0x1p-126f, 0x1.528f76p+13f, 0x1.5acbap-04f, 0x1.d3bec8p-12f, 0x1.be57aep+15f, -0x1.70504cp-20f, 0x1.99999ap-04f, -0.0f, -0x1.0ba6ep+14f, 0x1.855778p+10f, -0x1p+31f, -0x1.77d784p+11f, -0x1.37a742p-06f, 0x1p-126f, -0x1.f1462p+11f, 0x1.e8eab4p+04f, 0x1.eb7042p+10f, -INFINITY, -0x1.59bbacp-09f, -0x1.799d9p+14f, -0x1.e01c38p-11f};
static const float h_f2[32] = {0x1.eb1cecp+10f, 0x1.fffffep+30f, -0x1.0bap-138f, -0x1.c32536p+08f, 0x1.8p+00f, 0x1.2a05f2p+33f, 0x1.16c2p-133f, 0x1.8p+01f, -0.0f, -0x1.fffffep+127f, -0x1.666194p-06f, -0x1.816508p+08f, -0x1.475306p-16f, -0x1.0bap-138f, -INFINITY, -0x1.3dfe34p+14f, -0x1.fffffep+127f, 0x1.ccf2f4p-01f, -0x1p+31f, 0x1p-126f, 0x1.024878p-20f, 0x1.fffffep+22f, -0x1p-01f, 0x1.ce9e88p-14f, -0x1.556492p-19f, 0x1.a3452ap-18f, -0x1.2eb2eep-13f, 0x1.fffffep+30f, 0x1.2a05f2p+33f, 0x1p-01f, 0x1.8p+00f, 0x1.511426p-07f};
static const float h_f3[32] = {-0x1.0bap-138f, -0x1p-01f, -0x1.e0882cp-06f, 0x1.8b7a9ap-12f, 0x1.6ea0e8p-19f, -0x1.0d2d72p-03f, -0x1.20d5f6p-18f, -0x1.626308p+11f, -0x1.6442d2p-16f, 0x1p+00f, INFINITY, 0x1.d2b062p+09f, -0x1.535bbp+08f, 0x1.04525ep+10f, INFINITY, 0x1.16c2p-133f, -0x1.4p+01f, 0x1.118cd6p+19f, -0x1.4p+01f, 0x1.ea6efep-16f, -0x1.4886a4p-08f, -0x1.8f6152p-18f, 0x1.8p+00f, 0x1.24ad62p+07f, 0x0p+00f, -0x1.ecb904p+01f, -0x1.e41fb8p-20f, 0x1.446d76p+07f, 0x1.6efabp+08f, -0x1.9fe4dp-03f, -0x1.72c106p-17f, -0x1p-01f};
static const double h_d0[32] = {0x1.ae3025b1ec7fcp-34, 0x1.5a5de8ac8db6cp+13, 0x1.fd6166454cb5cp+15, 0x1.2003025b594bcp-25, 0x1.ee1e045c8cb14p+18, 0x1.99c992f94992cp-31, -0x1.56e1fc2f8f359p-997, 0x1.29ec8f6368508p-07, 0x1.f8fb88b693f52p+00, 0x1.1c37937e08p+53, 0x1p-01, -0x1.996de4a847ad4p+17, 0x1.0ede7397ff4fp-36, 0x1.4p+01, -0x1.b5d302dcfab08p+38, -0x1.cp+01, -0x1.a30533f91f5c4p-15, 0x1.86082b3852d04p+08, 0x1p-1074, 0x1p+00, 0x1.09f525debf07p-10, -0x1.23c76e02b8004p+07, 0x1.03b89761f99ecp+15, 0x1.f8bb522a3f7p+03, -0x1.8ea39fa2b8e98p+30, 0x1.4p+01, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, 0x1.68f1030c4088p-13, 0x1p-1074, 0x1.4p+01, -0x1.ecf509249d2fp-23};
static const double h_d1[32] = {-0x1.dc0fe08a4e954p+07, -0x1.56e1fc2f8f359p-997, 0x1.0b5fc63e6c1c4p+13, -0x1.48dc98514360ap+04, (double)INFINITY, -0x1.993677a2c4facp-17, 0x1p-01, -0.0, 0x1.c0bd131075b2ap+11, 0x1.427639a57f426p+00, 0x1.e4a52717a4482p+35, 0x1p+53, 0x1.11dfe7bc6608ap+01, -0x1.b17521b23b3p-45, 0x1.55b281f52354p+38, -0x1.2a4e12997e54cp+15, 0x1.33f9335186858p+25, 0x1.c0bf6612b99b8p-04, 0x1.d4251f8b3888p+13, 0x1.125c192e74c74p+21, 0x0p+00, -0x1.ed0387198592ap+02, -0x1.837e53a99dfe8p-04, 0x1.1c42a29107b58p-23, 0x1.1c37937e08p+53, -0.0, 0x1.722de1f82acc8p-10, 0x1.04ed1b800568ap-22, -0x1.ab058160dd9b6p-28, 0x1.999999999999ap-04, 0x1.151573e40faaap-01, -0x1.a237ea9cae7bp+20};
static const int h_i0[32] = {2147483647, 6682951, -65, 502525, -2, (-2147483647 - 1), 2, 1235198852, 7496, 0, (-2147483647 - 1), -474, -25967, -1, 0, -1, -1, -1, -2, 2147483646, 104549, -274038, 2, 2147483647, 29402905, 0, 6168, -93856238, -5145686, 14429943, 0, 2147483646};

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
