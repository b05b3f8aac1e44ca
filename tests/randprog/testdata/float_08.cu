// Random float expressions (tests/randprog/gen, kind float, seed 2008).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((floorf(f0)) * (floorf(f3)))) <= (fmaf(f2, ((float)(i0)), ((f2) + (f1)))))
#define E1 ((float)(f2i(f1)))
#define E2 sqrt(fma(0x1.87e92154ef7acp-665, d0, 0x1.87e92154ef7acp-665))
#define E3 ((((f0) - (0x1p+01f))) < (f0))
#define E4 ((fmaf(f2, f3, f0)) >= (((f3) * (f1) + (f0))) ? (((f3) - (f0))) : (fmaf(f2, f0, f0)))
#define E5 d2i(fmax(d0, d0))
#define E6 ((float)(((f0) == (f1))))
#define E7 ((((f1) < (f3) ? (f1) : (f1))) - (hypotf(f3, f3)))
#define E8 ((fmodf(f2, f2)) != (((float)(i0))))
#define E9 f2i(((float)(d2i(d0))))
#define E10 ((float)(fmin(((d1) * (d0) + (d1)), d0)))
#define E11 d2i(fmax(((d1) * (0x1.999999999999ap-04) + (0x1.999999999999ap-04)), d0))
#define E12 f3
#define E13 ((((f3) + (f3))) > (cbrtf(f3)))
#define E14 f3
#define E15 ((double)(__float2int_rn(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))))
#define E16 (isnan(fminf(((f2) * (f1)), ((f3) + (f2)))) + 2 * isinf(__fmaf_ru(tanhf(f1), ((0x1p+01f) >= (f1) ? (f3) : (f0)), ((f1) * (f2)))) + 4 * signbit(((float)(__float2int_ru(fminf(fmaxf(f3, -2.1e9f), 2.1e9f))))))
#define E17 ((d1) - (((((double)(i0))) * (((d1) * (d0) + (d0))))))
#define E18 ((fmaxf(f2, ((0x1.ap+01f) / (f1)))) * (f1))
#define E19 ((((copysign(d0, d0)) * (((double)(0x1.ap+01f))) + (((double)(f3))))) - (((((d1) * (d0) + (d0))) - (((0x1p+00) * (d0))))))
#define E20 cos(((double)(f2)))
#define E21 ((floorf(((f1) / (f1)))) / (f0))
#define E22 __int2float_rn(((((f3) * (f1) + (f0))) != (__fadd_rn(f2, -0x1p+00f))))
#define E23 fmaf(hypotf(fmaf(f1, f0, f1), __double2float_rd(d0)), __tanf(fmaxf(f2, f2)), ((((f2) - (-0x1p+00f))) * (atan2f(0x1.79ca1p-67f, f0)) - (((f3) / (f2)))))

static const float h_f0[32] = {-0x1.7a6768p+13f, 0x1.9c474cp-14f, -0x1.a762b4p-02f, 0x1.16c2p-133f, 0x1.ef129ap+14f, -0x1.9892e4p+00f, 0x1.fffffep+30f, -0x1.7e4afcp+15f, 0x1p+00f, -0x1.0bap-138f, 0x1p+24f, -INFINITY, 0x1p-01f, -0x1.4efa2p+13f, 0x1.16c2p-133f, 0x1.749716p-03f, 0x1.665252p+13f, 0x1.99999ap-04f, 0x1.dd3e88p+08f, 0x1.3c2ed2p-01f, -0x1.7fc302p+05f, 0x1.58e6c4p+08f, -0x1p+31f, 0x1.08baf4p-14f, -0x1.fffffep+127f, 0x1.c59cc4p-09f, 0x1.8p+01f, 0x1.d22ae4p+14f, -0x1.be0f9p-01f, 0x1.05571cp-11f, 0x1.d9cf7cp-05f, 0x1.633b98p+05f};
static const float h_f1[32] = {0x1.16c2p-133f, 0x1.a6406p+15f, -0x1.81768ap+00f, 0x1.1029cp-04f, -0x1.d0b086p-13f, -0x1.8cfd78p-03f, -0x1.4p+01f, -0x1.62b1f6p-11f, 0x1.2a05f2p+33f, 0x1.ee70fp+15f, 0x1.8p+00f, -0x1.6ed9fep-20f, -0x1.27a398p+26f, 0x1.ee0b24p-13f, -0x1p+00f, -0x1.550a2cp-16f, -0x1.988b2cp-19f, 0x1.58d3c6p-23f, -0x1.27a398p+26f, -0x1.2b4c4p-13f, -0x1.6ed0ecp-05f, 0x1.00ff76p+00f, -0x1.0bap-138f, 0x1.4p+01f, -0x1.236384p-08f, 0x1.dc9f96p-11f, 0x1.7082f2p-08f, -0x1.1b1df8p-04f, 0x1.2a05f2p+33f, 0x1.b8bb2ap-08f, 0x1.3f93dap+02f, -0x1.27a398p+26f};
static const float h_f2[32] = {-0x1.8308c6p+08f, 0x1p+00f, 0x1.4p+01f, -0x1.4p+01f, -0x1.4b68eap+14f, -0x1.f2b368p-17f, -0x1.2519e2p+11f, -0x1p+31f, 0x1p-01f, 0x1.2d942p-13f, -0x1.78a006p+13f, -0x1.90350cp+03f, 0x1p+24f, -0x1.570946p-06f, 0x1.cda716p+13f, -0x1.5cf88ep-20f, -0x1.bd01bep-09f, 0x1.8p+01f, 0x1.5e969ep-16f, 0x1.0409b4p+10f, 0x1.292938p+11f, 0x1.14f834p+01f, 0x1.bafc4ap-14f, -0x1.a2db82p+09f, -0.0f, -0x1.eb935cp-14f, -0x1.b0de5p+00f, 0x1.2a05f2p+33f, 0x1.a65534p-20f, -0x1.69859ep-20f, 0x1.fffffep+22f, -0x1.27a398p+26f};
static const float h_f3[32] = {-0x1.4p+01f, 0x1.fffffep+30f, -0x1.33f0c2p+03f, -0x1.fffffep+127f, 0x1p+24f, 0x1.16c2p-133f, 0x1.504c2ap+14f, -0x1.ac1adcp+18f, 0x1.16c2p-133f, 0x1p-01f, 0x1.371c82p-02f, 0x1.4p+01f, -0x1.a41a9cp-16f, 0x1.7d807ep+13f, 0x1p+24f, -0x1.18e01ap-20f, 0x1.fb79e2p-23f, -0x1.519638p+04f, -0x1.9117d6p-21f, 0x1.d38e4cp+01f, 0x1.b8e8d2p-18f, -0x1.2e0b08p+08f, 0x1.8p+00f, 0x1.ddbc6ep+13f, -0x1.b4d484p+06f, -0x1.919f96p-03f, -0x1.9e5238p-10f, 0x1p+00f, -0x1.f9d6d4p-06f, -0x1.fffffep+127f, 0x1.f2af96p+04f, -0x1p+00f};
static const double h_d0[32] = {0x1.7e43c8800759cp+996, 0x1.83a975aad43a4p+33, -0x1.c802e586fc3c6p-03, 0x0p+00, -0x1.56e1fc2f8f359p-997, -0x1p+00, 0x1.82ecbbe00b15p+14, -0x1.cdf9c714055cp+21, 0x1.fffffffffffffp+1023, -0x1.1a88d8714ad4p+19, (double)INFINITY, 0x1.7cca10023500cp-25, -0x1.48aa855401468p-13, 0x1p+53, 0x1p-01, 0x1.35d1f3307bb8ep-19, 0x1.d6f34548p+26, 0x1.999999999999ap-04, 0x1.e0e88759ecd98p+29, 0x1p-1074, 0x1.4p+01, -0x1.95c94ade766d6p+02, -0x1.0e5d2c1132fcap+15, 0x1.0446721f22abcp+00, -0x1.db20d2ed1658ap-08, -0x1.0b8475085f1dp+07, -0x1.8323828e3ff2p-19, (double)INFINITY, -0x1.ebb52160f9828p+16, -0x1.8db924cb3a3e4p-39, -0x1.d738318193e1p-33, 0x1.7e43c8800759cp+996};
static const double h_d1[32] = {0x1.fffffffffffffp+1023, 0x1.ccbf96bdf9d8p-24, -0x1.c3a66bcd3495cp-24, -0x1.7449763837ba4p+39, -0x1.d8f801ed118dcp+04, (double)INFINITY, 0x1.2d7f72b97176cp-39, 0x0p+00, -0x1.e4bfa20aab63ep-36, -0x1p+00, 0x1.84faf2d3873b4p-25, 0x1.cf182cc7be844p-22, -0x1.becf73fb628acp-18, -0x1.cp+01, 0x1.59a470d12d2d6p+16, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, -0x1.a272cd03d86cp+10, -0.0, -0.0, -0x1.34c56a3c293ap+03, -0x1.96e78a385b75ep+00, 0x1.9b3a8189b8a42p-04, 0x1.653bee6ee63b6p+24, -0x1.3b794e963cd8p-03, 0x1.1d20ff340879ap+02, 0x1.7b9f9ce8e9b36p-40, -0x1.56e1fc2f8f359p-997, -0x1.035df21d8f236p-01, 0x1p-1074, 0x1.36ae739f00de4p+01, -0x1.3db77b4c996e6p-38};
static const int h_i0[32] = {-184157024, -2147483647, -1, 119, 2, -35, -1, -1731646479, 2256434, -314372, -1684543397, -2, 17, -2, -2147483647, -1, -1, 0, 5, -3592, 342561674, 2284, -1, 45872311, 2147483647, -4797718, 64175774, 2147483647, -1, 241, 116, -114878};

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
