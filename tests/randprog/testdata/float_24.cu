// Random float expressions (tests/randprog/gen, kind float, seed 2024).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((f1) * (0x1p+00f))) - (((f0) * (0x1p+00f))))) != (((0x1p+00f) * (rintf(f2)))))
#define E1 acoshf(exp2f(f1))
#define E2 ((((-0x1.cp+01) * (d1) + (d1))) + (((d0) - (0x0p+00))))
#define E3 f3
#define E4 fmin(((double)((1 << 24) + 1)), ((0x1p+00) / (d1)))
#define E5 ceilf(((rintf(f2)) / (((0x1.99999ap-04f) / (f3)))))
#define E6 ((float)(d2i(d1)))
#define E7 expf(((f0) / (0x0p+00f)))
#define E8 d0
#define E9 ((acoshf(((f1) - (0x1.79ca1p-67f)))) + (((float)((isnan(0x1p-01f) + 2 * isinf(f2) + 4 * signbit(0x1p+01f))))))
#define E10 pow(pow(((double)(f1)), ((double)(f2))), ((d1) * (((double)(long long)(i0)))))
#define E11 ((float)(fmax(d1, d0)))
#define E12 fmaf(((float)(d2i(d0))), f2, hypotf(fmaf(f1, 0x1p-01f, f1), ((float)(-0x1.cp+01))))
#define E13 ((((f0) / (f0))) * (((float)(d0))))
#define E14 f2i(__fdividef(0x1p-01f, f0))
#define E15 ((((0x1p+00f) >= (f3) ? (0x0p+00f) : (0x0p+00f))) * (__powf(-0x1p+00f, 0x0p+00f)) + (((f0) * (f1))))
#define E16 ((fmaf(f2, f0, f1)) >= (fmaf(f1, 0x1.79ca1p-67f, f3)) ? (ceilf(f0)) : (((float)(d1))))
#define E17 ((double)(long long)(d2i(((double)(i0)))))
#define E18 fdimf(logf(f0), copysignf(f3, f1))
#define E19 ((double)(long long)(f2i(0x1p-01f)))
#define E20 ((__int2float_rz(__float2int_rz(fminf(fmaxf(f3, -2.1e9f), 2.1e9f)))) + (fmaf(((f3) * (f0) + (f3)), __frcp_rd(f1), ((f1) - (f0)))))
#define E21 remainderf(((f0) * (f1) + (f1)), hypotf(f0, f1))
#define E22 __fadd_rn(((float)(((d1) * (d0) + (d0)))), fdimf(f3, ((f3) * (f0) + (f3))))
#define E23 ((f1) > (fminf(((f3) + (0x1.79ca1p-67f)), ((f3) / (0x1.ap+01f)))))

static const float h_f0[32] = {0x1.16c2p-133f, -0x1.776074p-05f, 0x1.323d58p-10f, -0x1.db097ep-24f, -0x1.d9af3p-19f, 0x1.7298dap+09f, 0x1.8p+00f, -0x1.a55298p+03f, -0x1.92e344p-15f, -0x1.c8a2b8p+15f, -0x1.0bap-138f, -0x1.82ec32p-06f, -0x1.300ddp+04f, 0x1.5e70dep+04f, -0x1.46818cp-09f, 0x0p+00f, -0x1.cf0a94p-08f, 0x1.0624dep-10f, 0x1.5e47f4p+17f, 0x1.20c226p+12f, -0x1.227bp-18f, -0x1.143b3ap+18f, -0x1.ea0e48p+01f, 0x1.596e64p+18f, 0x1.8p+00f, 0x1.4f5548p+03f, 0x1.304872p+16f, -0x1.107376p+07f, -0x1.a3ceb4p+01f, -0x1p+31f, 0x1.4146f6p-20f, 0x1.0624dep-10f};
static const float h_f1[32] = {-0x1.682494p+11f, 0x1.935f5cp+08f, -0x1p-01f, -0x1.75d6c8p+12f, 0x1.0d4efp-11f, -0x1.63357p-05f, -0x1.1a1cfcp+06f, 0x1.09323ep-16f, -0.0f, 0x1.848928p-09f, 0x1.99999ap-04f, 0x1.8p+01f, 0x1.8a7a56p-08f, -0x1.a5d056p+18f, -0x1.049ec4p+17f, 0x1.ae3932p-02f, -0x1.84a84p-11f, 0x1.c3f50ap+04f, INFINITY, -0x1.a2bdd4p+14f, 0x1.fffffep+30f, -0x1.4p+01f, -0x1.a1f02ep+17f, 0x1.ae5c88p-13f, 0x1p-01f, 0x1.8ecdd4p+00f, -0x1p+00f, 0x1.0eb09p-07f, 0x1.0624dep-10f, -INFINITY, 0x1.2a05f2p+33f, 0x1.fffffep+31f};
static const float h_f2[32] = {0x1.4p+01f, -0.0f, 0x1.fffffep+127f, -0x1.dba79p+03f, -0x1.84c0d2p-21f, -0x1.6c052cp-07f, -0x1.9ee36p+15f, 0x1.486342p-16f, 0x1p+24f, 0x1.8p+01f, -0x1.417318p+13f, INFINITY, -0x1p+00f, -0x1.2955bap-10f, -0x1p+00f, 0x1.df4d34p-13f, 0x1.3503cap+09f, -0x1.78411ep-11f, 0x1.dacfe6p+10f, 0x1.7289aap+17f, 0x1.5e71eep+04f, 0x1.0624dep-10f, -0x1.61a0cp+17f, -0x1.b58fd4p-05f, -0x1.0c3b06p-04f, 0x1.ac8f34p-14f, -0x1.3c86bp-12f, 0x1.631a9ep-18f, -0x1.d82e7cp+19f, 0x1p+24f, -0x1.0970dp+13f, 0x1.99999ap-04f};
static const float h_f3[32] = {-0x1p+31f, 0x1.60e896p+03f, 0x1.4b162cp+14f, 0x1p+24f, -0x1.fde7p-01f, 0x1.c90a06p+14f, -0x1.1d2c7ep+14f, 0x1.8p+00f, 0x1.30e886p-17f, -0x1.01c512p-05f, 0x1.751dcep-12f, 0x1.4dabb8p+05f, 0x1.8f9202p-17f, -0x1.044aeap-10f, -0x1p+00f, 0x1.3e72ap-19f, 0x1.0624dep-10f, -0x1.a23738p+11f, 0x1.16c2p-133f, -0x1.fffffep+127f, 0x1p+24f, 0x1.fffffep+22f, 0x0p+00f, 0x1.fffffep+30f, -0x1.0bap-138f, 0x1.0e286p-22f, 0x0p+00f, 0x1.315e8ap+02f, 0x1.eb8f0ap+12f, 0x1p-01f, 0x1p+24f, 0x1.99999ap-04f};
static const double h_d0[32] = {0x1p+53, 0x1.4p+01, -0x1.9b5aaffc13d84p+20, (double)INFINITY, -0x1.609f2a6133a9p-18, -0x1.d48edb7143886p-07, 0x1p+53, (double)INFINITY, -0x1.cp+01, 0x1.999999999999ap-04, (double)INFINITY, 0x1.7e43c8800759cp+996, 0x1.65d97d5a7f68p+25, -0x1.60082262daff8p-42, -0x1.05c894dd5883cp-16, -0x1.2682e7ca3ff3cp-06, -0x1.865fba20f0df8p+02, 0x1p+53, 0x1.359285655c9bcp+05, 0x1.999999999999ap-04, -0x1.e7f2daacff0c6p+11, 0x1.4p+01, -0x1.59e86f8b9cebcp+05, -0x1.7b79b927e2094p+28, -0x1.f0dabcce9c54p-28, 0x1.3368dcaf35fb8p-04, 0x0p+00, -0x1.56e1fc2f8f359p-997, 0x1p-01, 0x0p+00, 0x1.999999999999ap-04, -0x1.6b894d80f8862p-05};
static const double h_d1[32] = {0x1.999999999999ap-04, 0x1p-1074, -0x1.8755c4836f9ap-41, -0x1.33df5092d06a4p-13, 0x1.e31338011c8ap-07, -0x1.107ff4440b37p+33, -0x1.cp+01, 0x1.addb6c163341p+03, -0x1.56e1fc2f8f359p-997, -0x1.56e1fc2f8f359p-997, -0x1p+00, -0x1.0822759e8e512p-06, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, -0x1.bcf05abd9b5dp+28, -0x1.3c00eee35054p-17, -0x1.fb75c8c8b9298p+09, -0x1.56e1fc2f8f359p-997, -0.0, -0x1.0ba81a2657dep+34, 0x1.d6f34548p+26, -0x1.889d19e258c8p+14, -0.0, -0x1.e38a0116aa1b8p+29, 0x1p-01, -0.0, 0x1.999999999999ap-04, 0x1.d6f34548p+26, 0x1.3335342b1a29p+24, 0x1.d1398d1892856p+02, 0x1p+53, 0x1.d6f34548p+26};
static const int h_i0[32] = {1, 2147483646, 2418375, 9, -2, 2147483647, 1229227, (-2147483647 - 1), -343975302, 1, 2147483647, 0, 1102329031, -64203, -96, 0, 2147483646, -2, 0, 2, 0, 294876, -1, -2, 2999763, -2, 0, 0, 35295, 54, 2, 0};

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
