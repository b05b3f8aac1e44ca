// Random float expressions (tests/randprog/gen, kind float, seed 2030).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(i0))
#define E1 ((copysign(fma(d1, d0, d1), ((double)(2147483647)))) * (d1))
#define E2 fmaxf(((((f2) >= (f0) ? (f1) : (f3))) * (((0x1.5af1d8p+66f) / (0x1.99999ap-04f)))), ((cosf(f0)) * (copysignf(f2, f3)) + (atan2f(f0, f2))))
#define E3 ((float)(f2i(f3)))
#define E4 i0
#define E5 ((sqrt(d1)) * (d1) + (fma(0x1.999999999999ap-04, 0x0p+00, d0)))
#define E6 f2i(((f1) / (f1)))
#define E7 ((((f3) + (f0))) * (fdimf(f2, f1)))
#define E8 ((((f2) - (f1))) + (roundf(f2)))
#define E9 f1
#define E10 d2i(((double)(f0)))
#define E11 f1
#define E12 d0
#define E13 remainderf(((float)(1 << 24)), ((f3) + (((float)(i0)))))
#define E14 ((__double2float_rd(d1)) + (((f0) + (0x1.ap+01f))))
#define E15 copysign(((double)(i0)), ((d0) - (d1)))
#define E16 ((__double2float_rn(d0)) != (((f3) * (f0) - (f0))))
#define E17 copysign(((((d1) * (-0x1.cp+01) + (0x1.999999999999ap-04))) * (d1) + (cbrt(d0))), rint(((d0) * (d1) + (d0))))
#define E18 f1
#define E19 ((float)(((d1) * (d0) + (d0))))
#define E20 (isnan(acoshf(0x1.ap+01f)) + 2 * isinf(f3) + 4 * signbit(f1))
#define E21 __float2int_rn(fminf(fmaxf(((float)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(f0)))), -2.1e9f), 2.1e9f))
#define E22 ((f1) >= (__exp10f(f0)) ? (((f3) * (0x1.5af1d8p+66f) + (f1))) : (fmodf(f0, f1)))
#define E23 ((float)(((double)(f2))))

static const float h_f0[32] = {0x1.c982b4p+14f, 0x1.2a05f2p+33f, -0x1.83df1ap+12f, -INFINITY, 0x1p+24f, 0x1.0624dep-10f, -0x1.066a34p-21f, 0x1.14addap+19f, 0x1.fffffep+30f, 0x1.7479aap-07f, -0x1.cf461ep-22f, -0x1.0bap-138f, -0x1.bfad0cp+18f, 0x1.fffffep+30f, -0x1.9d42acp-15f, -0x1.135d5cp-05f, -0x1.51ed68p-13f, -0x1.047ed8p+11f, 0x1.fffffep+127f, -0x1.3e7e72p-13f, -0x1.9b4d7ep-03f, 0x1.517fe4p+10f, 0x1.4p+01f, -0x1.8e6874p-14f, 0x1.d57e56p-15f, 0x1.6615fp-23f, 0x1.c9240cp-03f, -0x1.285836p+14f, -0x1.52d11p-16f, -0x1.b41aep-01f, 0x1.67398cp+12f, 0x1.fffffep+31f};
static const float h_f1[32] = {-0x1.e6357ap-13f, -0x1.1666f2p-06f, -0x1.a2e138p-11f, 0x1.3b9fe8p-10f, 0x1.c59148p+17f, -0x1.d76978p-04f, 0x1.bda636p-07f, -0x1.33991p-21f, -0x1.998648p-03f, -0x1.8c92ecp+01f, 0x1.8p+01f, 0x1.8p+00f, 0x1.0624dep-10f, 0x1p+24f, 0x1.2fab0ap-09f, 0x1.b80f8p-16f, -0x1.a6bcb2p+01f, 0x1.5a53bep+01f, 0x1.8p+01f, 0x1.a1e968p+18f, -0x1.e039fcp-15f, -0x1.ecb8ecp+19f, INFINITY, 0x1.3c21d2p-09f, 0x1.8e9a64p-23f, -0x1.be6404p-15f, 0x1p+00f, -0x1.572626p-03f, 0x1.0624dep-10f, 0x1.32e01ap-02f, -0x1.4949f6p-15f, -0.0f};
static const float h_f2[32] = {0x1.11d732p+17f, 0x1.fffffep+31f, -0x1.1701dcp-08f, 0x1.bf182p-02f, 0x1.2634b6p+16f, INFINITY, -0x1p+00f, 0x1.984f94p+07f, -0x1p-01f, -0x1.d70352p+11f, 0x1.9f3eecp-18f, 0x1.fffffep+31f, 0x1.39d974p-14f, -0x1.166f1cp-08f, 0x1.65b9ap+00f, -0x1.73fcdcp+05f, 0x1.0624dep-10f, 0x1.99999ap-04f, 0x1.829f1ep+18f, 0x1p+24f, -0x1.efb86cp-21f, 0x1p-126f, 0x1p+24f, -0x1.adbb1ep+01f, -0x1.4p+01f, 0x1.7177aap+08f, 0x1.9eaed6p-10f, 0x1.98f58ep+11f, -0x1.7994p-18f, -0x1.4p+01f, 0x1p-126f, 0x1p+24f};
static const float h_f3[32] = {0x1.d5a20cp-18f, -0x1.27a398p+26f, 0x1.a456f4p-01f, -0x1.45647ap-09f, -0x1.e2d37ep-20f, -0x1.fffffep+127f, 0x1.2a05f2p+33f, -0x1.8119fp-07f, -0x1.01fc3p-08f, 0x1.272c7p-23f, -0x1.1fa8fp-16f, -0x1p-01f, -0x1.a63196p+06f, -0x1.125d8p+13f, -0x1.f2c83ap+09f, 0x1.98d55ap+10f, 0x1.585166p-07f, -0x1.23f08p-01f, -0x1.4p+01f, -0x1.f84f64p-01f, 0x1.8p+00f, -0x1.3d5322p-17f, INFINITY, 0x1.16c2p-133f, 0x1.5d6fccp-15f, -0x1p+31f, -0x1.87413ap+18f, 0x1.9aa714p-17f, 0x1.a353aap+12f, -0.0f, -0x1.6c5264p+05f, -0x1.8d2ef4p-11f};
static const double h_d0[32] = {-0x1.56e1fc2f8f359p-997, 0x1.98ed6229bd02ap-09, 0x1.ebf776c2c0b9p+13, -0x1.a2b9fc15bc82ap+00, 0x1.0df40cbb434c8p-32, -0x1.7cafe549432p+23, -0x1.f633d15852978p-16, 0x1.cd2b36ae9c81ep+09, 0x1.955ecc2a5c6b4p-11, -0x1.6fd8acaa993e6p-22, -0x1.6cb4bd02e6758p-38, -0x1p+00, 0x1.10ec4b6b4404p-11, 0x1.ca915c9ddc3f4p+19, -0x1.cp+01, 0x0p+00, -0.0, -0x1.e811f5c55eddcp-23, 0x1.1c37937e08p+53, 0x1.509511b7e6462p-30, 0x1p-1074, 0x1p-1074, 0x1.74794314971fp+01, 0x1p+53, -0x1.cp+01, 0x1.1c37937e08p+53, -0x1.1196c61244d58p-28, 0x1.999999999999ap-04, 0x1.4p+01, -0x1.44b672d3b3348p+33, -0x1.39e4cf6df2396p+32, 0x1.1c37937e08p+53};
static const double h_d1[32] = {0x1p+00, (double)INFINITY, -0.0, 0x1.8ef110c8c2144p+07, -0.0, -0x1.7eb315f013a68p-15, -0x1.bb8d575b7ef1p-17, 0x1p+53, 0x1.45c3abfc53ecap-24, -0x1.20e4269b9be9cp+26, -0x1.cp+01, 0x0p+00, 0x1p+00, 0x1p-1074, 0x1.e9ad0d005a458p-08, -0x1.2c143e86ac0fp+33, -0x1.cfc48fced5ae2p+35, 0x1.d6f34548p+26, 0x1.f067b53dcb31p-10, -0x1.df9889bc223cp+28, 0x1.1c37937e08p+53, 0x1.6c00744c94a9ap+26, -0x1.188408f5acfa4p-34, -0.0, -0x1.a1ad5642fb1dp-42, -0x1.7b1b101810c56p+26, 0x1.0ac1b6ae12dc8p+34, -0x1.03e9c6540a786p+22, 0x1.d6f34548p+26, -0x1.04c6083c79d5cp-20, -0x1.46c02db0411fp-39, -0x1.ba2b590c1971p-35};
static const int h_i0[32] = {219567587, -1, -179564, -9, 20, 2147483647, 2147483646, 1192, 2147483647, 688998488, -141301262, 2, 43362598, -1, -312473, 205056175, 2, 47032, 5, 0, -2147483647, (-2147483647 - 1), -27066274, 2147483646, 3041051, -1, 82, 1, 10472327, 2, -2147483647, 2};

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
