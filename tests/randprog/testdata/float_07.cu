// Random float expressions (tests/randprog/gen, kind float, seed 2007).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((asinf(f3)) * (((f1) - (0x1p-01f))))
#define E1 ((((float)((isnan(f3) + 2 * isinf(f3) + 4 * signbit(f1))))) == (0x1p+01f))
#define E2 ((ceilf(((float)(i0)))) + (f1))
#define E3 ((f1) * (fmaf(f0, f3, f2)))
#define E4 (isnan(sinhf(((f3) - (f1)))) + 2 * isinf(((float)((isnan(f1) + 2 * isinf(f2) + 4 * signbit(f0))))) + 4 * signbit(((float)(i0))))
#define E5 ((f1) - (((f0) + (f1))))
#define E6 log1p(((((double)(f1))) * (d1)))
#define E7 ((double)(f0))
#define E8 ((float)(((f2) != (f2))))
#define E9 f0
#define E10 f1
#define E11 f1
#define E12 (isnan(roundf(f1)) + 2 * isinf(((f2) / (0x0p+00f))) + 4 * signbit(((float)(0x1p+00))))
#define E13 ((float)(((0x1.5af1d8p+66f) != (f2))))
#define E14 ((fma(((double)(f2)), expm1(d0), d0)) + (copysign(((double)(long long)(i0)), ((0x1.999999999999ap-04) / (0x1.87e92154ef7acp-665)))))
#define E15 f2i(((0x1p+01f) + (f3)))
#define E16 __float2int_rn(fminf(fmaxf(f2, -2.1e9f), 2.1e9f))
#define E17 ((((((f1) * (0x1p-01f))) * (((f0) - (f3))))) >= (((((f2) / (f0))) / (-0x1p+00f))) ? (((float)(((double)(long long)(i0))))) : (fmaf(((f0) * (f1)), __double2float_ru(d0), fabsf(f0))))
#define E18 ((f0) >= (f3) ? (((f2) - (0x1.79ca1p-67f))) : (((f1) * (f2) + (0x1.79ca1p-67f))))
#define E19 ((d0) - (fma(pow(d0, 0x1.87e92154ef7acp-665), fma(d0, d1, d0), ((double)(long long)((1 << 24) + 1)))))
#define E20 ((exp2f(f3)) < (fmaf(f3, f0, f2)) ? (((f0) * (f1) - (f3))) : (fminf(0x0p+00f, f3)))
#define E21 i0
#define E22 0x1p+01f
#define E23 ((float)(d2i(d0)))

static const float h_f0[32] = {0x1p+00f, 0x0p+00f, -0x1.e55c3cp+03f, -0x1.77d6d4p+12f, -0x1.e00aa6p-17f, 0x1p+24f, 0x1.c17c3cp+12f, -0x1.4c9948p-16f, 0x1.ae33a8p-10f, -0x1.abd50ep+14f, -0x1p+00f, 0x1.a55fb8p+10f, -0x1.a35fd8p+02f, 0x0p+00f, 0x1.db0f4ep-07f, 0x1p-126f, -0x1.1a341ap+04f, 0x1.37fc12p+09f, 0x1.8p+01f, 0x1.99999ap-04f, 0x1.fffffep+30f, -0x1.874124p-17f, 0x1.79a6bp-17f, 0x1.99999ap-04f, 0x1.3963c6p+13f, INFINITY, 0x1.e2d44p-17f, -0x1.0bap-138f, -0x1.c2875ep+15f, 0x1.8p+00f, -0x1p-01f, 0x1.3f0d0ap-15f};
static const float h_f1[32] = {-0x1.95f9aap-21f, -0x1.2b6c1ep-13f, -0x1.208652p+03f, -0x1.4f4a3ep-17f, -0x1.4p+01f, -0x1.32163p+07f, 0x1.854814p-09f, -0x1.66009p-07f, -0.0f, -0x1.4p+01f, 0x1.81d952p+03f, 0x1p+00f, -0x1p+31f, 0x1.d8bbc4p+01f, -0x1p+31f, -0x1.a5af94p+08f, 0x1.3602aep-22f, 0x1.84370cp+16f, -0x1.c45bbap+00f, 0x1p+24f, 0x1.e66586p-10f, -0x1.c0225ep+12f, 0x1.3ddc58p+11f, -0x1.f70152p+17f, 0x1p+24f, -0x1.ddc5d8p+01f, INFINITY, 0x1.2a05f2p+33f, -0.0f, -0x1.e44e2p+08f, -0x1.5235b8p-18f, 0x1.4e755cp+09f};
static const float h_f2[32] = {-0x1.748c56p-24f, -INFINITY, -0x1.957346p+01f, -0x1.e3cd4cp-11f, 0x1p+24f, -0x1.1b81b2p+00f, -0x1.0b84d2p+14f, 0x1.8p+00f, 0x1.4fb72p-17f, 0x1.0690b8p-21f, 0x1.8p+00f, -0x1.685d98p+03f, 0x1.dc99d6p+14f, -0x1.7d9d9cp+19f, 0x1.993d2cp-20f, -0x1.27a398p+26f, -0x1.fffffep+127f, -0x1.a75e5ap+08f, 0x1.368244p-11f, 0x1.4p+01f, 0x1.fffffep+31f, 0x1p-01f, 0x1.4p+01f, 0x1.2a05f2p+33f, 0x1p+24f, 0x1.4995f2p+10f, 0x1.fffffep+30f, -0x1.d7d9f4p+17f, 0x1p-126f, -0.0f, -0x1p+31f, 0x1.fa3d5cp+07f};
static const float h_f3[32] = {-0x1.8316e6p-08f, 0x1.7fb5bep-08f, 0x1.8p+01f, -0x1p-01f, 0x1.c6063ep-10f, -0x1p+31f, 0x1.a2caap-03f, 0x1.16c2p-133f, 0x1.956dc8p-04f, -0x1.c8d9b2p+16f, 0x1p+24f, 0x1.e69cbcp-09f, -0x1p-01f, 0x1.29a998p+07f, -0x1.72af02p+17f, -0x1.4p+01f, 0x1.fffffep+127f, -0x1.eadfd8p-04f, -0x1.0bap-138f, 0x0p+00f, -0x1.57bde8p-08f, -0x1.fffffep+127f, -0x1.4p+01f, -0x1.ca8426p+17f, 0x1p+24f, -0x1.ef356cp-13f, -0x1.25205p-05f, -0x1.dfa62ep+11f, 0x1p+24f, -0x1.746f34p+19f, -0x1.4p+01f, -0x1.ce77bcp+19f};
static const double h_d0[32] = {0x1.7850a6d31c9cep-03, 0x1.9031f954bcd92p+37, -0x1p+00, 0x1.7e43c8800759cp+996, -0x1.3f70b5ca6a9bcp+18, -0x1.cp+01, 0x1.4p+01, -0x1.552305ea2247cp+22, -0x1.461990b44f1cp+22, -0x1p+00, -0x1.c5612518aae24p+35, 0x1.d6f34548p+26, 0x1.d6f34548p+26, -0x1.369f69adc0568p-01, 0x1p+53, -0x1.343f3c8a26fap+13, (double)INFINITY, -0x1p+00, 0x1.e36642bdd712cp-24, 0x1.3d23e4eecb8ap-36, 0x1.d0479f99cd7acp+25, 0x1.4p+01, 0x1.7e43c8800759cp+996, 0x1.c1a9c72d243d4p+36, 0x1p+00, 0x1.d6f34548p+26, -0x1.f4a841bdd51cp+08, 0x1.fffffffffffffp+1023, -0x1.ebb122632c12p+37, -0x1.4bf01226bee4ap+10, -0x1.f96433ccc6e82p-34, 0x1.b6df8effc0c0cp+21};
static const double h_d1[32] = {-0x1.bfd8f61d0b8bp-11, -0x1.cp+01, 0x1.46e2b9cfdf6dcp-29, 0x0p+00, -0x1.56e1fc2f8f359p-997, 0x1.7e43c8800759cp+996, 0x1p+00, 0x1.728a99c72ff3cp-10, 0x1.723995d50ec5cp-26, 0x1.b576bddd1391p-01, 0x1.bc4fd43e5015ap-18, 0x0p+00, -0x1.187056db06022p+23, 0x1.fffffffffffffp+1023, -0x1.f05a521b1e96cp-31, -0x1.b07e7d09c7f08p+25, -0x1.f807db72e6d36p-14, -0x1.56e1fc2f8f359p-997, 0x1.a8e45ef7d794cp-41, 0x1.12576b55e0bccp-32, 0x1p-01, 0x1.999999999999ap-04, -0x1.b7b05bbb3c204p-05, 0x1.69aae4ea5d414p+25, 0x1p-1074, -0x1.367cc39e03134p-16, 0x1.517db89a09102p+08, -0x1.e414e0114616ap+09, 0x1.f85ce7f34f3d8p+18, 0x1.83bf4149829bap+00, -0x1.2828b03199cc6p-10, 0x1.05c875a9ebadp+08};
static const int h_i0[32] = {-1, -2147483647, -1, -31552225, -1715206064, -2, (-2147483647 - 1), (-2147483647 - 1), 2147483646, 52, (-2147483647 - 1), 23070691, -56, 2147483647, -15, 0, (-2147483647 - 1), -2856709, -9636, (-2147483647 - 1), -1, 2, 165959043, 117, -108724964, 0, 1, 2147483647, -9298629, -1, 26207713, 3493};

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
