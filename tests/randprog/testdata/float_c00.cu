// Random float expressions (tests/randprog/gen, kind float, seed 8000).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((fma(d0, d0, d1)) + (((double)(long long)(i0))))
#define E1 fmaf(((-0x1p+00f) / (f3)), ((f1) + (f3)), ((0x1p-01f) - (f2)))
#define E2 f2i(f0)
#define E3 fmaf(((f0) * (0x1.ap+01f) - (f2)), ((f0) + (f0)), ((0x1p-01f) / (f2)))
#define E4 i0
#define E5 ((hypotf(((0x0p+00f) - (f3)), ((0x1p+00f) - (f0)))) >= (fmaf(0x0p+00f, ((float)(i0)), f3)) ? (((((f1) - (f0))) - (hypotf(0x1.5af1d8p+66f, f0)))) : (((((float)(i0))) / (((f0) * (f0) + (f0))))))
#define E6 floorf(((f3) - (f1)))
#define E7 i0
#define E8 ((((((float)(i0))) >= (((f2) + (f1))) ? (((float)(i0))) : (fmodf(f1, f2)))) >= (((float)(i0))) ? (fmaf(((float)(i0)), sinf(f1), ((f0) * (f0)))) : (asinf(((0x1p-01f) * (0x0p+00f) - (f1)))))
#define E9 exp(floor(0x1.87e92154ef7acp-665))
#define E10 ((fmax(d1, d0)) - (((d0) * (0x1p+01))))
#define E11 hypotf(acoshf(((float)(i0))), ((((f1) * (f0) + (f1))) * (((f1) - (f0)))))
#define E12 ((double)(((((f2) * (f3) - (f1))) / (sinf(f3)))))
#define E13 atan2f(fmodf(((f3) * (0x1.5af1d8p+66f) + (0x1.99999ap-04f)), fmaf(f3, f1, f3)), ((float)(sqrt(d1))))
#define E14 ((__fmul_rz(f3, 0x0p+00f)) * (f0) + (f0))
#define E15 f2
#define E16 ((((d0) + (0x1.87e92154ef7acp-665))) / (((d1) / (d0))))
#define E17 copysign(tanh(d1), cbrt(0x1p+00))
#define E18 ((double)(long long)(__float2int_rz(fminf(fmaxf(f1, -2.1e9f), 2.1e9f))))
#define E19 ((((0x1.5af1d8p+66f) * (0x0p+00f))) - (((f1) * (f2) - (f3))))
#define E20 ((0x0p+00f) * (fmaf(f2, f0, f3)))
#define E21 i0
#define E22 ((((f2) >= (f0) ? (f0) : (f2))) * (f0))
#define E23 fma(d1, d0, ((d0) * (d1) + (d0)))

static const float h_f0[32] = {-0x1.359c38p-08f, INFINITY, 0x1.110226p+00f, 0x1p-01f, 0x1p-126f, 0x1.25fbdp+00f, -0x1.c839b2p-06f, 0x1.e7b85p-13f, -0x1.4p+01f, 0x1.ebe606p-04f, 0x1.99999ap-04f, -0x1.6438f4p+15f, 0x1p+24f, -0x1.16126p-21f, 0x1.4p+01f, 0x1.fffffep+30f, INFINITY, 0x1.827f54p-09f, -0x1.4c3d64p-15f, 0x1p-126f, 0x1.fffffep+30f, -0.0f, -0x1p-01f, 0x1.0624dep-10f, -0x1.c07bcp+16f, -0x1.8eec2p+02f, 0x1.8p+01f, 0x1.477c3p-20f, -0x1p+31f, 0x1.2ae488p-03f, 0x1.037a3p-08f, 0x1.eec658p-02f};
static const float h_f1[32] = {0x1.99999ap-04f, -0x1.27a398p+26f, -0x1.f177ap-13f, -0.0f, 0x1.0624dep-10f, -0x1.4p+01f, -0x1.400c04p+16f, 0x1p+24f, 0x1.3693f8p-22f, 0x1p-126f, -0x1p+31f, -0x1.fffffep+127f, -0x1.1d4e44p-15f, 0x1.4ee72ap-16f, 0x1.b9c6ap-13f, -0x1.a9cf78p-13f, 0x1.4p+01f, -0x1.64644cp-15f, 0x1p+24f, 0x1.3adbbap+05f, -0x1.757642p+05f, 0x1.0cc2b6p-21f, -0x1.a46268p-03f, 0x1p+24f, 0x1.25aea2p-07f, 0x1.cfe0aap+16f, -0x1.7a3c34p-03f, 0x1.fffffep+30f, 0x1p+00f, 0x1.0624dep-10f, 0x1.8p+00f, -0x1.298516p-17f};
static const float h_f2[32] = {0x1.540c52p-09f, 0x1.0624dep-10f, 0x1.bfb584p+02f, 0x1.fffffep+31f, -0.0f, 0x1.e6965ap+16f, 0x1.747f98p+07f, -0x1.72076ep+00f, 0x1.fffffep+31f, -0x1.e573ecp+14f, 0x1.b6484p+02f, -0x1.39c888p-09f, -0x1.d7a442p-05f, 0x1.beccdcp-05f, 0x1.228a28p+06f, 0x1.fffffep+31f, -0.0f, 0x1.ae38f6p+14f, 0x1.fffffep+22f, 0x1.8p+01f, -0x1.4fa53ap+04f, 0x1.b26166p-15f, 0x1.1b43e8p-17f, 0x0p+00f, -0.0f, 0x1.fd8c9ap+04f, -0x1.4p+01f, 0x1.574728p+13f, 0x0p+00f, -INFINITY, -0x1.ecba18p-10f, 0x1.48cb6p+06f};
static const float h_f3[32] = {-0x1.070878p+18f, 0x1p-126f, -0.0f, 0x1.4p+01f, -0x1.abefccp-19f, -0x1.0a2daep+07f, 0x1.fffffep+127f, -0x1.1d6a9ep-09f, 0x1.ffa25ap-22f, -0x1.fffffep+127f, 0x1.236706p+18f, 0x1p+00f, 0x1.062e5ep-18f, -0x1.9e3dc4p+16f, 0x1.09bc58p-14f, 0x1.8dfc4p-22f, 0x1.fffffep+22f, -0x1p+00f, -0x1p-01f, 0x1.2a05f2p+33f, -0x1.268574p+04f, 0x1.8p+01f, -0x1.4p+01f, INFINITY, 0x1p-126f, 0x1.2ac0aep-06f, -0x1p+00f, 0x1p-01f, 0x1.4p+01f, -0x1.1e022p-16f, 0x1.fffffep+30f, 0x1.2aec34p+15f};
static const double h_d0[32] = {-0x1.56f75d33a4fp+01, 0x1.d6f34548p+26, -0x1.f5851639407e2p-41, -0x1.b128118b67e64p-24, 0x1.30e072970b082p+31, -0x1.f6719ef258876p-30, 0x1.999999999999ap-04, -0x1.a061c85ee26e8p-39, 0x1.999999999999ap-04, 0x1.14311717f1904p-12, 0x1p-01, 0x1.fd280165c51dp-35, 0x1.4e2805ee68a1ap+33, 0x1p+53, -0.0, 0x1.fffffffffffffp+1023, 0x1.0a5de1a54b94ap+17, -0x1.16570b30f05dep+03, -0x1.6e349585f85p-16, 0x1.4851e0a766de8p-09, -0x1.14afeec393ecp-13, -0x1.1fec90962a0ap+06, 0x1.22ee86d9d4a48p+24, -0x1.5b12101f3f29cp-28, 0x1.417cab09a4442p-19, 0x1.1c37937e08p+53, 0x1.054e38c87a1p+09, -0x1.2c8a4c3e77b7ep-27, 0x1p+00, -0x1.0d0ad56bcb84cp-08, -0x1.cfb02f124d3p-33, -0x1.3d24b44303fa4p-03};
static const double h_d1[32] = {-0x1.560345af927b8p+29, 0x1.fb8dc45b97228p+33, 0x1.fffffffffffffp+1023, 0x1.9bb7b2fb69a38p-21, -0x1.0703e85794208p-19, -0x1.c38f0b26edeep+05, 0x1.7e43c8800759cp+996, 0x1.aee7462c1790cp+27, 0x1.1c37937e08p+53, 0x1.139dee2c33d3ap+25, -0x1p+00, -0x1.15a045e0b4cap+29, 0x1.fffffffffffffp+1023, 0x1p+00, 0x1.fa2bc7e3cd4c8p-06, 0x1.2d1cca204a42p-32, -0x1.7539e692b1c1cp+22, 0x1.f33464482f79p+30, 0x1.999999999999ap-04, 0x1.51479f3906124p-34, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.f36ee3de5b06cp+10, -0x1.535d9d852c884p+30, -0x1.b1794ce59bf7ap+39, 0x1.cfc594fc87b0cp+31, 0x1.4p+01, 0x1.999999999999ap-04, 0x1p-1074, -0x1.01099846a038ap+33, 0x1.d6f34548p+26, 0x1p-01};
static const int h_i0[32] = {2, -2147483647, -1, 2147483647, -49711, -2147483647, 2, 0, -11277195, 1, 2, -1, 0, 21749258, -1879683626, -4166, -37748290, -2, -7, 3091566, -1, 479052, 0, 2147483647, 0, 1, 744809, 156686235, 9073, 0, -131, 2147483646};

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
