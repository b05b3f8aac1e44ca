// Random float expressions (tests/randprog/gen, kind float, seed 2038).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(d2i(d1)))) < (((float)(i0))))
#define E1 ((expf(f2)) + (((f2) / (f3))))
#define E2 ((((float)(d1))) * (erff(f2)))
#define E3 f3
#define E4 ((tanf(fmaf(0x1.5af1d8p+66f, -0x1p+00f, 0x1.5af1d8p+66f))) - (((f3) - (((float)(0x0p+00))))))
#define E5 ((double)(long long)(((((float)(i0))) < (atan2f(f1, f1)))))
#define E6 (isnan(((f0) + (0x1.5af1d8p+66f))) + 2 * isinf(((f2) - (-0x1p+00f))) + 4 * signbit(fmaf(f0, f0, f1)))
#define E7 fmaf(sinf(((f3) < (f0) ? (f0) : (f3))), ((f3) - (fmaxf(f2, f0))), erff(((0x1.99999ap-04f) >= (f0) ? (f1) : (f2))))
#define E8 (isnan(((float)(((-0x1p+00f) != (0x1p+00f))))) + 2 * isinf(((f3) - (fmaf(f0, f3, 0x0p+00f)))) + 4 * signbit(fmaf(((float)(i0)), ((float)(i0)), fmaxf(f1, f3))))
#define E9 d1
#define E10 i0
#define E11 log10f(f0)
#define E12 copysignf(erff(hypotf(0x1p-01f, f2)), fmaf(((f0) + (f1)), atan2f(0x0p+00f, f1), cbrtf(f0)))
#define E13 fmaf(0x1.5af1d8p+66f, ((0x1.79ca1p-67f) * (fmaf(0x1.99999ap-04f, f1, f0)) - (cosf(f2))), ((float)(i0)))
#define E14 ((((((f2) * (f0) + (f0))) / (((f1) - (0x1.79ca1p-67f))))) > (((((f1) < (f0) ? (-0x1p+00f) : (0x1p+00f))) * (atan2f(f0, f2)))))
#define E15 exp2f(((((f1) * (0x1p+01f) + (f1))) < (((f2) * (f1) - (f3))) ? (f0) : (fmaf(f3, 0x1p+00f, f3))))
#define E16 f2i(((float)(i0)))
#define E17 (isnan(((float)(i0))) + 2 * isinf(__double2float_rz(d0)) + 4 * signbit(f1))
#define E18 ((f2) * (log1pf(f0)) - (expm1f(0x1.99999ap-04f)))
#define E19 ((((((f1) >= (0x1.ap+01f) ? (f0) : (f1))) * (((f2) / (f3))) - (asinf(f0)))) >= (((rsqrtf(f1)) - (f3))) ? (0x1p+00f) : (f0))
#define E20 fmaf(f2, ((f3) * (f2) + (0x1p+00f)), acoshf(f2))
#define E21 __float2int_rd(fminf(fmaxf(((__fsqrt_rn(f1)) * (expm1f(f0)) - (rintf(f3))), -2.1e9f), 2.1e9f))
#define E22 f2i(((__fsqrt_rn(0x1.99999ap-04f)) * (((f2) * (f3))) - (__fmaf_ru(0x0p+00f, -0x1p+00f, f0))))
#define E23 __float2int_rn(fminf(fmaxf(((0x1p-01f) * (((f3) + (f1)))), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {0x1.8p+01f, -0x1.bc794cp-14f, -0x1.6431aep+03f, 0x1.fb3e04p-07f, 0x1.8p+01f, -0x1.ac256ep+10f, INFINITY, -0x1.b4d504p-14f, 0x1.99999ap-04f, 0x1.3771ap-24f, 0x1.7f2b3cp-15f, -0x1p-01f, 0x1p+24f, 0x1.2a05f2p+33f, 0x1.34ec6ep+04f, 0x1.b915f4p-01f, 0x1.0624dep-10f, -0x1.32614ep+09f, -0x1.7eb9aep-01f, 0x1.6dd844p-13f, 0x1.9c066p-14f, -0x1.dec236p+07f, 0x1.4p+01f, 0x1.fffffep+30f, 0x1p+24f, 0x1.2b5cb6p+14f, 0x1.64ad76p-04f, 0x1.fffffep+127f, -0x1.0bap-138f, 0x1.fffffep+127f, -0x1p+31f, -0x1.d2ded6p-18f};
static const float h_f1[32] = {-0x1.7e7216p+13f, 0x1.fffffep+127f, 0x1.0624dep-10f, 0x1.63a048p+10f, 0x1.16c2p-133f, 0x1.8p+00f, -0x1.5ef96p-09f, -0x1.c5aefep-14f, 0x1.7de3ap-06f, 0x1.54b7p-14f, 0x1.3e63bap-08f, 0x1.80da42p+14f, 0x1.5cd66ep+08f, -0x1.194f8cp-12f, 0x1.638ce2p+11f, 0x1.877f64p-23f, -0x1.0bap-138f, 0x1.f327d2p+02f, 0x1p-126f, 0x1.4p+01f, 0x1p+24f, 0x1.0d2f94p-22f, 0x1.092a46p-17f, -0x1.fffffep+127f, -0x1.0692f8p-04f, 0x1.20b702p+08f, -0x1p+00f, 0x1.fffffep+31f, -0x1.4p+01f, -0x1.0bap-138f, 0x1p+24f, -0x1.6c4f18p-07f};
static const float h_f2[32] = {INFINITY, -INFINITY, 0x1.0c9f6cp-01f, -0x1p-01f, -0x1.7e972ep+09f, INFINITY, 0x1.8p+01f, 0x1.f48ap-03f, 0x1.fffffep+22f, 0x1.fffffep+127f, 0x1.27ef5cp-01f, -0x1.f57e1cp+02f, -INFINITY, -0x1.136512p-05f, INFINITY, 0x1.6be9e2p+09f, -INFINITY, -INFINITY, 0x0p+00f, 0x1p-126f, 0x1.fffffep+31f, 0x1.56a43ap-10f, -0x1.b97fcp+06f, -0x1.df92d4p-19f, 0x1.fffffep+31f, -0x1.be4bd8p+16f, 0x1.8p+01f, 0x1.062508p+01f, 0x1.a0300ep-16f, -0x1.f99cd6p-24f, -0x1.fffffep+127f, -0x1.2e453ap-07f};
static const float h_f3[32] = {0x1.2a05f2p+33f, -0x1.78438ep+09f, 0x1.870364p+00f, INFINITY, -0x1.dc1866p+02f, 0x1.ddae32p-10f, 0x1.7df82p-16f, -0x1.3bb234p-16f, 0x1.b514d4p-21f, 0x1.8348e2p-20f, 0x1p-01f, -0x1.f319f4p+15f, -0x1.03c506p+13f, 0x1.bf0ab6p-03f, -0x1.22459p+07f, 0x1.4e51eep-02f, 0x1.98283cp-20f, 0x1.fcb994p-13f, 0x1.3954c6p-19f, 0x1.b3e65cp-06f, -0x1.4fb7fp-15f, -0x1.52a5e2p+11f, 0x1.c4340ep-08f, 0x1p+24f, 0x1.fffffep+31f, -0x1.4c8baap-13f, -0x1.5b95fp-10f, 0x1.99999ap-04f, 0x1p+00f, 0x1.e7dd16p-12f, -0x1.ef35d2p+04f, 0x0p+00f};
static const double h_d0[32] = {-0x1p+00, -0x1.a7b2a220ffc88p+05, -0x1.9a2f9ae2e6a9p+22, -0x1.2324f776a221cp+15, -0x1.2ede4c3af34d2p-28, 0x1p+53, 0x1.1c37937e08p+53, -0x1.4dd4e5e3ca122p+08, -0x1.53d640522b2c8p-16, -0x1p+00, 0x1.f45eddcdda10ep-11, -0x1.56e1fc2f8f359p-997, 0x1p-01, 0x1.d4151d2787a14p+24, 0x0p+00, -0.0, -0x1.5e21ad64b698p+12, 0x1p-1074, 0x1.d6f34548p+26, -0x1.d7320aaa4e9f4p-07, 0x1.4p+01, 0x1.4p+01, -0x1.cp+01, -0x1p+00, -0.0, 0x1.e720bbde4eadp-19, -0x1.56e1fc2f8f359p-997, 0x1.0902ab54e391ep+23, 0x1.4p+01, 0x1.3e24b2e476cb2p-31, 0x1.4p+01, -0x1.8af4829b09408p+23};
static const double h_d1[32] = {0x1.7d6ebfccbb8cp+22, 0x1.e9898bf63887ap-16, -0x1.73421b9ab6cfap+09, -0x1.ae39fdb4934c8p-04, -0x1p+00, -0x1.89f9289091a8cp-33, 0x1.2377656423e5ap+07, 0x1p-1074, 0x1.e1b752ac2fe3p-11, 0x1.92cb83d20c096p-29, (double)INFINITY, 0x1.db7eb730375dap-07, 0x1.2eb3672206804p-07, 0x1.8c378346debacp-05, -0x1.34a348eb5615p-19, 0x1.df444fee3862p-36, 0x1.d6f34548p+26, 0x1.977f2b25ed666p+38, 0x1p+00, 0x1.fffffffffffffp+1023, -0x1.d73e2267774aap-34, -0x1.972b528b26648p+10, 0x1.ffecdbd6a0f12p-34, 0x1.4f23d004b6e74p-21, 0x1.d6f34548p+26, 0x1.fe208b66ffba4p-05, 0x1p+00, 0x1.999999999999ap-04, -0x1.90e0fe3d1a98p+20, 0x1p+53, 0x1.4p+01, -0x1.49ab5356a92dp+13};
static const int h_i0[32] = {2147483646, (-2147483647 - 1), -19364, 0, -2147483647, -2, -201493145, 555155, 1, 0, -421013369, 2147483647, 1, 7, 8452641, (-2147483647 - 1), 15866, 54508587, 10, -1, 1, 1, 11, 0, -272709, 2147483646, 114, 2147483646, -3931, -2147483647, (-2147483647 - 1), 228722};

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
