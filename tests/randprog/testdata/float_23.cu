// Random float expressions (tests/randprog/gen, kind float, seed 2023).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((double)(long long)(f2i(0x1p+01f)))
#define E1 acoshf(((((float)(i0))) * (((0x1.5af1d8p+66f) - (f2))) - (((0x1.5af1d8p+66f) - (f1)))))
#define E2 ((((f2) * (0x1.ap+01f) - (f2))) < (f3) ? (((0x1p-01f) * (f2) - (f1))) : (atan2f(f3, f0)))
#define E3 (isnan(fmaf(powf(f2, f2), ((float)(d0)), ((f1) * (0x1p+00f) - (f1)))) + 2 * isinf(((atan2f(f2, f0)) >= (((f0) * (f1))) ? (tanf(f2)) : (asinf(f3)))) + 4 * signbit(fmaf(floorf(f3), copysignf(f2, f3), fminf(0x1p+01f, f1))))
#define E4 ((((float)(255))) * (sqrtf(f2)))
#define E5 ((exp(expm1(d1))) + (d1))
#define E6 f3
#define E7 ((float)(i0))
#define E8 ((tanf(fmaxf(f2, -0x1p+00f))) >= (atan2f(fmodf(0x1.99999ap-04f, f2), f1)) ? (((f3) * (((float)(d0))))) : (f1))
#define E9 ((float)((isnan(log2f(f2)) + 2 * isinf(fmaxf(f2, f1)) + 4 * signbit(fabsf(f1)))))
#define E10 cbrt(rint(pow(d1, d0)))
#define E11 ((float)((1 << 24) + 1))
#define E12 exp2f(((float)(i0)))
#define E13 ((((f0) * (((float)(i0))))) < (((atan2f(0x0p+00f, 0x1p+00f)) >= (f2) ? (((float)(1 << 24))) : (truncf(f3)))) ? (((tanhf(0x1.5af1d8p+66f)) * (((f0) * (0x0p+00f))))) : (((((f0) - (f2))) / (((float)(i0))))))
#define E14 fmaf(__uint2float_rn(i0), f0, ((float)(0)))
#define E15 ((double)(((((f1) < (f2) ? (f0) : (f0))) == (__ll2float_rz(i0)))))
#define E16 fmaf(((((f2) >= (f1) ? (f0) : (f0))) >= (((0x1p+01f) * (f0) - (f2))) ? (fmaf(0x1p+01f, f3, 0x1.5af1d8p+66f)) : (asinf(f1))), ((float)(((d1) * (d0) + (d0)))), ((((f1) * (0x1.5af1d8p+66f) - (f0))) / (((f0) * (f2) - (f3)))))
#define E17 fmaxf(rintf(((f0) * (f2))), ((float)(((d1) + (d1)))))
#define E18 __fmaf_rd(fmaf(f2, f2, 0x1p+00f), expm1f(f2), f2)
#define E19 i0
#define E20 ((float)(((double)(((f1) - (f2))))))
#define E21 fma(((double)(f1)), ((d0) / (0x1p+00)), 0x1p+01)
#define E22 ((((f1) - (f0))) >= (((float)(255))) ? (((f3) - (f1))) : (f1))
#define E23 __uint2float_ru((isnan(fmaxf(f0, 0x1p+00f)) + 2 * isinf(__tanf(f1)) + 4 * signbit(((0x0p+00f) + (f2)))))

static const float h_f0[32] = {0x1.fffffep+22f, -0x1.27a398p+26f, -0x1.c48b88p+04f, -0.0f, 0x1.99999ap-04f, 0x1.4db61p-17f, 0x1.a3b658p-10f, 0x1.5a2d5p+15f, 0x1p-01f, -0x1.43f142p-11f, -0x1.e231ecp+05f, -INFINITY, -0x1.27a398p+26f, 0x1.16c2p-133f, 0x1.cce41ep+03f, 0x1.cb54d4p-10f, 0x1p+00f, -0x1.fffffep+127f, 0x1.fffffep+31f, 0x1.17fbap-18f, 0x1.27694p-10f, 0x1.37b812p-02f, 0x1.e568fcp+06f, -0x1.0bap-138f, -0x1.65736cp+00f, -0x1.532854p+10f, -0x1.347ad6p+06f, 0x1.6cdb7ep+14f, 0x1.f6f798p+07f, -0x1.197d2p+05f, 0x1.b804d8p+07f, -0x1.0bap-138f};
static const float h_f1[32] = {0x1.fffffep+30f, -0x1.27a398p+26f, 0x1p-126f, -0x1.d800aap-06f, 0x1.4p+01f, 0x1.fffffep+31f, -0x1.9d7ffap+01f, 0x1.90e2e2p+13f, 0x1.dfcb6ep+11f, -0x1.5e78acp-01f, -0x1.20fa8ap+03f, -0x1.78ad7cp-11f, 0x1p-01f, 0x1.0b59c4p-04f, 0x1.2a05f2p+33f, -0x1.3febf4p-09f, -0x1.1bc22ap-21f, 0x1.6376c2p-20f, 0x1.8p+01f, 0x1.c1f6dcp-20f, -0x1.99bcc6p+04f, 0x1.a189dap-18f, 0x1.4p+01f, 0x1.579262p-24f, -0x1.4cfad8p+02f, -0x1.20ecd2p-03f, -0x1.4p+01f, 0x1.5faeacp-07f, 0x1.db0534p+14f, -0x1.222c4cp-21f, -0x1.897c7ep-12f, 0x1.fffffep+30f};
static const float h_f2[32] = {0x1.dc34bap-13f, 0x1.fffffep+127f, 0x1.fffffep+31f, 0x1.16c2p-133f, 0x1.ea60a2p-19f, INFINITY, 0x1.b558e2p+02f, 0x1.8p+00f, -0x1.68e274p+13f, 0x1.99999ap-04f, 0x1.8p+00f, -0x1.0c57a4p+02f, -0x1.c6057ap+17f, 0x1.cd84b8p+07f, -0x1p+31f, -0x1p-01f, 0x1p+24f, -0x1.668ae2p+10f, -0x1.fffffep+127f, -0x1.5d5c9ap-19f, INFINITY, 0x1.10cd14p-16f, 0x1.fffffep+31f, 0x1p-126f, 0x1.462032p+05f, -0x1p-01f, -0x1.92a0c8p-19f, 0x1.34e808p-14f, -0x1p-01f, -INFINITY, 0x1.534282p+08f, -0x1.125402p+02f};
static const float h_f3[32] = {0x1.fffffep+31f, 0x1.fffffep+127f, -0x1.03491ep-15f, -0x1.bf582p+15f, 0x1.c0e774p+00f, -0x1.fffffep+127f, 0x1.812f9cp+08f, -0x1.2a34a8p-21f, -0x1.406366p+08f, 0x1.2a05f2p+33f, 0x1.d8ecc8p+11f, 0x1.2a05f2p+33f, -0x1.f63dbap+07f, -INFINITY, 0x1.fbf2fp+16f, -0x1p+31f, 0x1.4bb8eap-03f, -0x1p+31f, 0x1.fffffep+127f, -0x1.edfe62p+00f, -0x1p+00f, -0x1.77d8bap+02f, 0x1.f346b6p-07f, 0x1p-01f, 0x1.d223c2p-01f, -0x1p+31f, -0x1.aae308p-13f, -0x1.68dc6ep-01f, 0x1.2a05f2p+33f, -0x1.7e96c2p+12f, -0x1.894d2cp+14f, -0x1.29f724p+17f};
static const double h_d0[32] = {0x1.feb63686403p+12, (double)INFINITY, -0x1.4101389387224p+02, 0x1p+00, 0x1.6b3432cbf543p+13, -0.0, 0x1.7e43c8800759cp+996, -0x1.2b66ee2c36fdp+37, 0x1.7e43c8800759cp+996, 0x1.4b8e5eb19c97p-22, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.4p+01, 0x1.fffffffffffffp+1023, 0x1.4p+01, 0x1.fffffffffffffp+1023, -0x1.b85614014704cp-39, -0x1.cp+01, 0x1p+00, 0x1.e94548ecc4c48p-38, 0x1.b94b77d81ba54p+32, 0x1.8992f48ecb0d4p+07, (double)INFINITY, -0x1.ff9902f7f694p-36, 0x1.bc3d672992e08p-32, -0x1.1c3a16a84a09ap+22, -0x1.9b4ba4c3adb84p+26, -0x1.62173f9a3c62p-30, -0x1p+00, 0x1.4p+01};
static const double h_d1[32] = {-0x1.56e1fc2f8f359p-997, 0x1.e9a7ee239b38p-04, 0x1p-01, 0x1p-1074, 0x1.8c129e6921638p-21, 0x1.d7868c9db075cp-33, 0x1.fffffffffffffp+1023, 0x1.008be8b1c094cp+17, 0x1.24ef23cefaap-21, -0x1.cp+01, 0x1.76941fcbeae2cp-22, 0x1.31ff3ec77c02p-07, 0x1.0b072bb472a2ep-18, -0x1.672ab11f7447p+29, -0x1.cp+01, -0x1.75c4d39ca1548p+26, -0x1p+00, 0x1.3a425f4555eap-14, 0x1.7e43c8800759cp+996, 0x1.f11161122723cp-17, 0x1p-01, 0x1.ae1296ac0aff4p-01, -0x1.4505070925c4p+18, -0x1.cp+01, -0.0, 0x1.4ab5797d0bc3cp-30, -0x1.6391dfb6ac002p-17, 0x1.fffffffffffffp+1023, -0x1.d06311c6e5924p-34, -0x1.b8b38e42ca44cp+21, 0x1.d6f34548p+26, 0x1.0f8e6c16fae1cp+30};
static const int h_i0[32] = {0, -47268, -474, -64011, 7150122, -1, 506, -1928234590, 2, -10552, 2147483647, -1161, -23, -5017572, -8815, 11738, -2147483647, 0, -6, -8781, -12033074, 12799794, 4, 2147483646, 3351757, -2147483647, 256812000, -855, 1, 0, 1, 2147483646};

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
