// Random float expressions (tests/randprog/gen, kind float, seed 50341).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f2i(fmaf(expm1f(f3), powf(0x1.ap+01f, f0), sinhf(f3)))
#define E1 copysignf(atan2f(0x1.79ca1p-67f, f3), 0x1.5af1d8p+66f)
#define E2 ((((f1) * (f3))) + (hypotf(0x1p+01f, f1)))
#define E3 (isnan(((((f2) * (f1))) - (atan2f(f0, f0)))) + 2 * isinf(((sinf(f1)) - (((float)(i0))))) + 4 * signbit(f2))
#define E4 f0
#define E5 ((float)(((double)(i0))))
#define E6 fma(fmax(0x1p+00, d1), ((double)(f2)), ((d1) * (d0)))
#define E7 ((sinf(((f1) * (f0) - (f3)))) / (((((0x1p+01f) < (f2) ? (f1) : (f1))) / (((f3) * (f3))))))
#define E8 log1p(((d1) * (d0) + (d0)))
#define E9 fabsf(((f1) / (f3)))
#define E10 f2
#define E11 ((d0) * (((d0) - (((double)(i0))))) + (((double)(long long)((isnan(f1) + 2 * isinf(f2) + 4 * signbit(f3))))))
#define E12 ((copysign(log(d1), cbrt(d0))) + (((double)(d2i(d1)))))
#define E13 ((((((0x1.79ca1p-67f) >= (f3) ? (f2) : (f0))) >= (((f2) / (f1))) ? (((float)(i0))) : (((float)(2147483647))))) * (((float)(i0))))
#define E14 ((((f2) + (0x1p+01f))) * (erff(0x1.99999ap-04f)) - (__fsub_rn(f0, f3)))
#define E15 ((((((float)(i0))) * (f0))) > (((float)(((d0) * (d0))))))
#define E16 ((((((f3) >= (f3) ? (f3) : (f0))) * (f1))) + (f2))
#define E17 f0
#define E18 ((d0) / (pow(((d1) / (d0)), ((double)(long long)(i0)))))
#define E19 ((f2) * (cosf(0x0p+00f)) - (((float)((1 << 24) + 1))))
#define E20 f2i(__fdiv_rn(f3, __fadd_rz(0x1p+01f, f3)))
#define E21 __double2float_ru(((double)(((f1) * (f0) - (f3)))))
#define E22 ((ceilf(0x1p+01f)) * (logf(0x1.ap+01f)))
#define E23 __float2int_rz(fminf(fmaxf(((__fdiv_rn(-0x1p+00f, f3)) * (atanf(f3))), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {0x1.8p+00f, -0x1.e3dfdcp-06f, -0x1.cb421p-14f, -0x1.b39d04p-21f, 0x1p-126f, -0x1.fffffep+127f, 0x1.91837ep-07f, -0x1.30403ep+04f, -0x1p+00f, 0x1.98ed8ap+16f, -0x1p-01f, -0x1p-01f, 0x1.330e98p+14f, -0x1.c6db08p+13f, -0x1p+31f, -0x1.84e7c2p+03f, -0x1.3ed7c8p+17f, 0x1.4e6bbep-17f, 0x1.718142p-07f, 0x0p+00f, -0x1.17137p+16f, 0x1.54a7d6p+11f, 0x1.78ffcp-11f, 0x1.d4bcd4p-19f, -0x1.f30d24p+05f, 0x1.5244a8p-16f, -0x1p+00f, 0x1.ab9b12p+07f, -0x1p-01f, 0x1.4c86cep+17f, -0x1.4p+01f, 0x1.e55004p+18f};
static const float h_f1[32] = {0x1.e9cf7p-20f, 0x1.717328p-08f, INFINITY, -0x1.0bap-138f, 0x1.a956eep-07f, -0x1.fb9834p+00f, 0x1.b2918p+13f, -0x1.990f3ap+13f, -0x1.a170f8p-10f, 0x1.8p+01f, 0x1.fffffep+30f, 0x1.c975f4p+06f, 0x1.0624dep-10f, 0x1.001654p+17f, 0x1.55d5dp+05f, -0x1.c7a1fp+08f, 0x1.576cf4p+08f, 0x1.1e9abep-06f, 0x1.fffffep+30f, 0x1p-126f, -0x1.927178p-03f, 0x1.56e9e2p+09f, 0x0p+00f, -0x1.4e5eeap-15f, -0x1.d763a2p+07f, 0x1.1388fcp+10f, 0x1.b19b2p-12f, 0x1.8990cp-19f, 0x1.99999ap-04f, 0x1.99999ap-04f, -0x1.48ffbep-09f, -0x1.94547ap-01f};
static const float h_f2[32] = {0x1.089c74p-09f, 0x1.4p+01f, 0x1.b7988ap-05f, -0x1.6643cep-19f, 0x1.fffffep+127f, -0x1.564396p-11f, 0x1.1e925ap-05f, -0x1.ea67fep+04f, 0x0p+00f, 0x1.07e82p-10f, 0x1.2771e4p-11f, 0x1.fd66acp+13f, 0x1.67d97ap-14f, 0x1.99999ap-04f, 0x1.936be4p-13f, 0x1p-01f, 0x1.aa288p-21f, 0x1.fc9cf2p+08f, -0x1.e8d064p-14f, 0x1.4dab1ep+11f, 0x1.fe1b3ep-16f, -0x1.7620dcp-10f, -0x1.0bap-138f, 0x1.1fdb7ep-17f, -0x1.3a394ep-21f, 0x1p-126f, -0x1.d16f22p-10f, -0x1.b64a6cp+16f, -0x1.101dcp-10f, -0x1.bc178cp-21f, 0x1.78b76cp-19f, 0x1.fffffep+127f};
static const float h_f3[32] = {0x1.fffffep+22f, -0x1.7efc54p+11f, -0x1.c1955cp-10f, -0x1.a7b9aep+16f, -0x1.fffffep+127f, -0x1.5cff82p+09f, 0x1.1d3edcp-05f, -0x1.1fa3eep+04f, -0x1.bd9a08p-12f, -0x1.7bfbbp+11f, 0x1.151072p-08f, -0x1.d5b7c4p-22f, -0x1.bd4a04p-02f, 0x1.8p+01f, 0x1.d6f684p+13f, 0x1.1ec12ap-09f, -0x1.3dd9d8p-09f, 0x1.404044p+07f, 0x1.c3db18p-03f, 0x1.196bp-13f, -0x1.7808ep-14f, -0x1p+31f, -INFINITY, 0x1.f5096ep-16f, -0x1.f8639p-01f, 0x1p+24f, 0x1.2a05f2p+33f, -0x1.793634p+00f, -0x1.d42564p+11f, 0x1.d92cfcp+03f, -0x1.64f516p-19f, -0x1p+31f};
static const double h_d0[32] = {-0x1.613704813897cp-30, 0x1.699f08b1d924ap+01, 0x1.4a6bf23839522p-32, 0x1.a1b2df3ec8a5p-07, -0x1.4da2de46b036cp+10, -0x1.3aa1ee1dceacp-27, -0x1.85f8987b60ddcp+07, 0x1.999999999999ap-04, -0x1.bb7adf6f1b674p-19, -0x1.c6af2881d2dd8p-09, 0x1.5de282c1a55fcp+01, -0x1.15e210afa534cp-40, 0x1p+00, -0.0, -0x1.56e1fc2f8f359p-997, (double)INFINITY, 0x1.b5a2fc0487a9cp+01, 0x1.853925556aa48p-25, 0x1.7d5741ed2c5c8p+38, -0x1.a45620dc8823ep+25, -0x1.4738aa8d5e2ecp+35, -0x1.71ce3d493fa6p+20, -0x1.dd41b471ade6p+29, -0x1.08fa8c1920078p-20, -0.0, -0x1.bc0d66a311cp-01, -0x1.559b2ed0b8db4p-24, 0x0p+00, -0.0, -0x1.1b84fea19fffep-18, 0x1.e7b11d5b9df46p+33, -0x1.56e1fc2f8f359p-997};
static const double h_d1[32] = {0x1.6a8b151d1eaa6p-38, 0x1.ab10417cfe906p-07, 0x1.f75b24e64bd08p+11, 0x1.1c37937e08p+53, 0x1.2945ddcfd2488p+20, -0x1.64acab38acffep+00, 0x1.f15f935f5c948p-18, -0x1.cd0696450bdfp-38, 0x1.237689d4904f8p-16, -0x1.aff8856ff7d1p+08, 0x1.992118f498f78p+05, 0x1p-01, -0x1.b45f662a7c872p+30, -0x1.0d455a78f0758p+28, 0x1p+00, 0x1.56e8b6389a29p+35, -0x1.07e8b28f643dcp-34, -0x1.0d5f021b803bp+20, (double)INFINITY, -0x1.095431be462d8p+22, 0x1.7711ec73aa248p-24, 0x1.c3c44745fcdb8p-13, 0x1.3e13457c161d8p+09, 0x1.904e3cbd940b6p-32, -0.0, -0x1.30c2af641c644p+26, 0x1.c3112f823d796p+14, 0x1.78cf695b3d7fp+31, 0x1.1c37937e08p+53, -0x1.d6edd002fe8cp+11, 0x0p+00, 0x1.a8a2cdc23d7cap+00};
static const int h_i0[32] = {51, -6531, -2, -928, 2147483647, -36, -1, 7606122, 13111556, -190454554, -18, -6, 0, -7486, -1, 2147483647, 2147483647, 0, 2147483647, 1, 0, 2147483647, -19816, -2, 2147483646, 75, 2147483647, 2147483646, 2147483646, 6, -1, -2147483647};

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
