// Random float expressions (tests/randprog/gen, kind float, seed 1058380).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((d0) - (d0))) / (sin(d1)))
#define E1 i0
#define E2 ((((((f2) < (f3) ? (f2) : (0x1.99999ap-04f))) * (((f2) + (f2))) - (((f3) < (f0) ? (f1) : (f3))))) < (hypotf(((float)(d0)), fdimf(f2, f1))) ? (((float)(((f0) <= (f1))))) : (((truncf(f2)) - (hypotf(f0, 0x1p-01f)))))
#define E3 f2i(cbrtf(f3))
#define E4 fmodf(((float)(i0)), ((float)(i0)))
#define E5 f3
#define E6 f2i(fmaf(f0, f3, -0x1p+00f))
#define E7 sqrt(((d0) * (d1)))
#define E8 (isnan(((((f1) >= (0x1p+01f) ? (f1) : (f1))) * (cosf(f0)))) + 2 * isinf(((tanf(0x1.99999ap-04f)) - (((f0) * (f0))))) + 4 * signbit(((fminf(f1, f3)) + (0x0p+00f))))
#define E9 erff(((float)(d0)))
#define E10 fabsf(powf(f1, 0x0p+00f))
#define E11 ((float)(f2i(((f0) < (f1) ? (f3) : (f3)))))
#define E12 ((float)(fma(((d0) - (d0)), d1, ((d1) / (0x1.87e92154ef7acp-665)))))
#define E13 ((((fmod(d0, d0)) * (((double)(long long)(-7))) + (((d0) / (0x1.999999999999ap-04))))) + (((tanh(d1)) / (((double)(-0x1p+00f))))))
#define E14 ((d0) + (fma(d1, -0x1.cp+01, d1)))
#define E15 ((double)(i0))
#define E16 ((float)(__float2int_rz(fminf(fmaxf(powf(f3, f1), -2.1e9f), 2.1e9f))))
#define E17 d2i(log(tanh(d1)))
#define E18 ((((0x1.ap+01f) / (-0x1p+00f))) * (((f0) + (f1))) + (fmaf(f0, f2, f2)))
#define E19 (isnan(((float)(d0))) + 2 * isinf(((-0x1p+00f) < (f1) ? (f1) : (f0))) + 4 * signbit(floorf(0x1p+00f)))
#define E20 ((sinf(f1)) * (fdimf(f3, f1)) - (log10f(0x1p+01f)))
#define E21 f2i(__int2float_rn(i0))
#define E22 ((truncf(f1)) / (((f0) - (0x1p+01f))))
#define E23 __fmaf_rd(fmaf(((f3) / (f0)), fmodf(f0, f1), ((f1) + (0x1.ap+01f))), ceilf(f1), ((((f3) + (f3))) - (f2)))

static const float h_f0[32] = {-0x1.27a398p+26f, 0x1.0624dep-10f, 0x1.9d2a6p-18f, 0x1.fffffep+127f, 0x1.8p+01f, -0x1.bc05aap+01f, 0x1p-01f, 0x0p+00f, -0x1.a8db42p-09f, -0x1.120aap+02f, -0x1.f7551p-15f, 0x1.fffffep+22f, 0x1.6cae44p-14f, -0x1.89ce7p+00f, -0x1.9e04dp+10f, -0x1.d4edb2p+08f, -0x1.50411ap-16f, -0.0f, -0x1.0919bcp-20f, 0x1.20731ap-20f, -0x1.8f7f44p-05f, 0x1.8p+00f, 0x1.4ffabp+08f, 0x1.fffffep+31f, -0x1.78dd16p+02f, -0x1.7da36cp+16f, 0x1.2a2c3ep+17f, 0x1.61b53p+09f, 0x1.0f0dacp-16f, -0x1.74c58cp+12f, 0x1p+24f, 0x1.fffffep+31f};
static const float h_f1[32] = {-0x1.958ce6p-19f, -0x1.25e526p-07f, -0x1.258f14p+07f, 0x1.99999ap-04f, -0x1.db1ee6p-07f, -0x1p-01f, 0x1.0624dep-10f, -0x1.42d98ap-03f, -0x1.924508p-04f, 0x1.3ab0ap+15f, 0x1p-126f, -0x1.28cfb8p-08f, -0x1.9ab978p-05f, -0x1.32ebaap+05f, -0x1.5aca7ep-18f, 0x1p+24f, 0x1.fffffep+30f, 0x1p-01f, -0x1.86c97ep-04f, 0x1p+24f, 0x1.0b572ap-10f, -0x1.43a248p+14f, 0x1.6eaa0cp-06f, -0x1p-01f, -0x1.4e6ap-04f, -0x1.571ac8p-14f, 0x1.32cc1ap-04f, 0x1.5213ap+07f, -0x1.fffffep+127f, 0x1.c3cc3cp-20f, -0x1.db9c28p+06f, 0x1.f276fap-05f};
static const float h_f2[32] = {-0x1.dd2dd6p-07f, 0x1.5b82bap+05f, INFINITY, -0x1.732ee2p-02f, 0x1.0624dep-10f, -0x1.413b3cp-05f, 0x1p-126f, -0x1.e11d9cp-18f, -0x1.e265d2p-16f, -0x1p+00f, -0x1.a31758p-15f, 0x1.16c2p-133f, 0x1.16c2p-133f, -0x1.088836p+02f, 0x1.10df9p-05f, -0x1.1df3p-25f, -0x1.8458b4p+07f, -0x1.fffffep+127f, 0x1.ff9402p+05f, -0x1p-01f, -0x1.ad8976p-01f, -0x1.fccc8ap+07f, 0x1.fa70cep-14f, 0x1.16c2p-133f, 0x1.4e90d4p+07f, INFINITY, 0x0p+00f, 0x1p-01f, 0x1.122a48p+07f, 0x1p+00f, -0x1.a86258p+05f, -0x1.3d810ap-20f};
static const float h_f3[32] = {-0x1.fcdf4cp-02f, 0x1.c3fe1ep+10f, 0x1.cb32a8p+02f, 0x1.8p+00f, -0x1.42c42ep-14f, -0.0f, 0x1.fffffep+30f, 0x1.67a8bep+17f, 0x1p+24f, -0x1.586b58p+06f, -0x1.4p+01f, -0x1.fffffep+127f, 0x1.7769a6p+08f, 0x1.bc3422p+13f, 0x1.a60d26p+07f, -0x1p+31f, 0x1.478906p-09f, 0x1.914b9p-12f, INFINITY, 0x1.5343b8p+13f, -0x1.61f026p+11f, -0x1.4p+01f, 0x1.f54b34p-21f, 0x1.ff7138p-01f, -0x1p+00f, 0x1p+24f, 0x1.0d106ap+08f, -0x1p-01f, 0x1.fffffep+22f, -0x1p+00f, -0x1p+00f, -0x1.29a878p+06f};
static const double h_d0[32] = {0x1p+00, 0x1p+00, -0x1.95885cfbd62d8p-23, 0x1p+53, -0x1p+00, 0x0p+00, -0x1.1b93f61f4a426p-28, 0x1p+53, -0x1.56e1fc2f8f359p-997, -0x1.364f9ee51a43p+01, 0x1.4219c8f79cbfcp-13, -0x1.25bc65dc1254p-08, 0x1p-1074, 0x1.d6f34548p+26, -0x1.81cdf82c7a9p+21, -0x1.58c2b603be148p-16, -0x1.472c4e6d20f88p+34, 0x1.9f45d111158d2p+16, 0x1.16ea822ad098p+19, 0x1p+00, -0x1p+00, -0x1.aacabf604c2fp-43, -0x1.0a75617a756a8p+20, 0x1p+00, 0x1.aa2bf8ddc0118p-34, 0x1p+53, 0x1.4p+01, -0x1.322b532e10d4ep-06, 0x0p+00, 0x0p+00, 0x1p+00, -0x1.15b783ecf2ee8p-27};
static const double h_d1[32] = {0x1p+53, -0x1.16d7be262ffe2p+01, 0x1.e232c9b90fa44p+36, 0x0p+00, -0x1.56e1fc2f8f359p-997, 0x1p+53, -0x1.9f54ab67b2f0cp+00, -0x1.cae57cc95671p-08, 0x1.d3cfab6a8ebbap+14, 0x1.b4679bcdc9f0cp+07, -0x1.59b0f2985f406p+03, 0x1.aa7eab0beed9cp+19, -0x1.41fb06bd63bd4p-27, 0x1p-01, 0x1p-01, -0x1.2918d629d6b5cp-33, 0x1.ec8fc09f989a6p+38, -0x1.cp+01, -0x1.4c79f69be39cep+32, 0x1p-01, -0x1.704a3eddf814ap+03, 0x1.1c37937e08p+53, 0x1.0614cfe02c2bap-25, -0.0, -0x1.7d7e40d1393a4p+20, -0x1.226f3d762525cp-29, 0x1.f27f9b706445p-39, -0x1p+00, -0x1.1261bf74a45c8p-29, 0x1p-01, 0x1p-1074, 0x1.4f8d0d187658p-14};
static const int h_i0[32] = {2, 42, (-2147483647 - 1), 2147483647, (-2147483647 - 1), 1, 2147483646, -2, 2, 224, 13, (-2147483647 - 1), 417470, -3702, -2147483647, 2147483646, 2, (-2147483647 - 1), 0, 66, -87261, -8697, 4, -14, 0, -355804, (-2147483647 - 1), -1184, 1613986345, -1893624018, 633, 7787060};

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
