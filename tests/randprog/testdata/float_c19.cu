// Random float expressions (tests/randprog/gen, kind float, seed 8019).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 log1pf(((f3) - (f2)))
#define E1 d0
#define E2 f2
#define E3 i0
#define E4 tanhf(f1)
#define E5 atan2f(f1, copysignf(fmaf(f2, f0, 0x1.79ca1p-67f), cosf(0x0p+00f)))
#define E6 0x1p+00
#define E7 ((float)(i0))
#define E8 ((((((f1) >= (f2) ? (f3) : (f0))) - (cosf(f0)))) + (((((f2) >= (f0) ? (0x1.99999ap-04f) : (0x1.ap+01f))) * (log10f(f3)) + (((f3) * (f2) + (f2))))))
#define E9 ((float)(255))
#define E10 0x1.79ca1p-67f
#define E11 ((d0) * (d1) + (d0))
#define E12 ((float)(1 << 24))
#define E13 (isnan(((fmaf(f3, f0, f1)) + (((0x1.99999ap-04f) * (0x1p-01f))))) + 2 * isinf(roundf(((float)(i0)))) + 4 * signbit(((float)(floor(d1)))))
#define E14 ((((f2) * (sinhf(f1)) - (((f1) < (f1) ? (f0) : (f2))))) > (((((f3) + (f3))) + (__fmaf_rz(f1, f0, f3)))))
#define E15 d0
#define E16 ((((__uint2float_ru(i0)) * (((f3) + (f3))))) + (((copysignf(f2, f2)) + (((f1) / (f3))))))
#define E17 fmaf(fmaf(((f2) * (f2)), 0x1p-01f, ((float)(d1))), 0x1.99999ap-04f, ((((0x0p+00f) * (f1))) * (((float)(i0))) - (((float)(1)))))
#define E18 ((float)(((double)(f1))))
#define E19 fmaxf(f3, ((float)(i0)))
#define E20 ((((__double2float_rn(d0)) - (fmaf(0x1.5af1d8p+66f, f2, f3)))) + (__fadd_rd(__double2float_ru(d0), fmodf(f2, f2))))
#define E21 f2
#define E22 ((((f0) - (f0))) - (f1))
#define E23 fma(((fmax(0x1.999999999999ap-04, -0x1.cp+01)) * (fmin(d0, d1)) + (((d1) / (d0)))), ((double)(f2i(f1))), ((((double)(long long)(i0))) + (((d0) * (d1) + (d0)))))

static const float h_f0[32] = {-0x1p-01f, 0x1.56a646p+07f, -0x1.4p+01f, -0x1.2ff69p+10f, 0x1p-01f, -0x1.50e73ep-11f, -0x1.a45658p-16f, 0x1.2a05f2p+33f, 0x1.fffffep+22f, 0x1.fffffep+30f, 0x1.2e2cf2p+18f, 0x1.eb698ep+11f, -0x1.f776acp+09f, -0.0f, 0x1.675c88p-01f, -0x1.61659p-13f, 0x1.95cf08p-02f, 0x1.424d26p-01f, 0x1p-126f, 0x1.99999ap-04f, 0x1.fffffep+30f, 0x1.8p+01f, -0x1p-01f, -0x1.7ced6cp-14f, 0x1.83acfp+06f, 0x1p+24f, 0x1.22cb8p+18f, 0x1.0d8954p-19f, -0x1.ef3fe6p+04f, -0x1.44cfd2p-11f, 0x1.b909e4p+09f, 0x1.4af3b8p+09f};
static const float h_f1[32] = {0x1.a5ef34p-03f, 0x1.2a05f2p+33f, -0x1.248be4p-20f, 0x1.467542p+02f, -0x1p+31f, -0x1.5514cap-21f, -0x1.f6a1d2p-06f, 0x1.5d4616p+05f, 0x1.08ea8cp+17f, -0x1.2bf3f8p-01f, 0x1.503aecp+13f, 0x1p+00f, 0x1.ece4e8p+06f, -0x1.4p+01f, 0x1.fffffep+30f, -0x1.927c6ep-02f, 0x1.e258e2p+01f, -0x1.c9eb9ep+15f, -0x1.b3a9c4p-24f, 0x1.fffffep+30f, -0x1.cda614p-20f, 0x1.252baap-02f, -0x1.fffffep+127f, 0x1.19b9a4p+16f, -0x1p+31f, -0x1.455a68p+02f, 0x1.467a22p+13f, 0x1p-126f, -0x1.6a9d6p-20f, 0x1p+24f, -0x1.b42602p+13f, 0x1.99999ap-04f};
static const float h_f2[32] = {0x1.1c4d8ep+12f, 0x1.2849eep-16f, -0x1.44fa72p-18f, 0x1p+00f, -0x1.d478d4p-16f, 0x1.2a05f2p+33f, 0x1.e1063p+19f, 0x1.b9d284p+06f, 0x1.99999ap-04f, -0x1.87d0dap-11f, INFINITY, 0x1.06c0a2p-05f, -0x1.4p+01f, -0x1p+31f, -0x1.0a7d7cp-14f, 0x1.48b484p+07f, 0x1.c84a7ep+08f, -0x1.b5a6f6p-19f, 0x1.2a05f2p+33f, -0x1.56c548p+06f, -0x1.bda0dap-08f, 0x1.fffffep+22f, 0x1.07edc4p+08f, 0x1.5b611cp-14f, 0x1.6136aap-05f, 0x1.cd2648p+10f, 0x1.912d82p-19f, 0x1.fffffep+31f, 0x1.fffffep+31f, 0x1.fffffep+31f, -0x1.b0b11ap-12f, -0x1.4p+01f};
static const float h_f3[32] = {0x1.4p+01f, INFINITY, -0x1.eb5466p-09f, -0x1p+31f, 0x1.ea425ep-14f, 0x1.32b682p-03f, -0x1.27a398p+26f, 0x1.99999ap-04f, 0x1.fdec8ap-05f, -0x1.64a5aap-03f, -0x1.e1f5dcp+11f, 0x1.60d61ep+04f, -0x1p+31f, -0x1.aa1d26p-13f, -0x1.f61f32p-19f, 0x1.fffffep+22f, -0x1.cedd9ap+13f, 0x1.a63a1p+05f, 0x1p+24f, -0x1.1ce8bcp-01f, -0x1.0bap-138f, -0x1.f492a2p+06f, -0x1.13d238p+14f, 0x1.fdfc6ap+14f, -0x1.100788p+03f, -0x1.13dd3p+13f, 0x1p-126f, -0x1.0bap-138f, 0x1.fffffep+22f, -0x1.4p+01f, 0x1.a26518p+06f, -0x1.72b8acp+18f};
static const double h_d0[32] = {0x1.999999999999ap-04, -0x1.8ee73e0079becp+28, 0x1.0eb52b02703a4p-30, -0x1p+00, 0x1.1c37937e08p+53, 0x1.e1c3cbf333af8p+31, 0x1.7e43c8800759cp+996, -0x1.dd7de9f68110ap-26, 0x1.51419d9e3505ep+17, 0x1.4abff43fc15aep-31, 0x1.4p+01, 0x1.d6f34548p+26, 0x1p-01, -0x1.ac20325d3ba08p+29, 0x1.cf64d497c057ap+35, -0x1.cp+01, 0x1.91508983265f4p+04, 0x1p-01, -0x1.1771dbab5babp-32, 0x1.3b872b6ef9c9p-40, 0x1.ce6276ef5a968p-30, -0x1p+00, 0x1p+00, -0x1.373ae23d5243p-12, 0x1.999999999999ap-04, -0x1.f3c95aaec2608p+23, 0x0p+00, -0x1.794c1a790fa8ap+29, -0x1.2905a86db2b24p-06, -0x1.f7d9b9ab51f9cp-01, 0x1.ea7b21bc9d064p-30, 0x1.d6f34548p+26};
static const double h_d1[32] = {0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1.773bfaa562e2cp+02, 0x1p-1074, 0x1.8197d456377fp-28, 0x1p-01, 0x1.fffffffffffffp+1023, 0x1.572a5822ace7p-20, -0x1p+00, (double)INFINITY, 0x1.a076d8d43bc34p-31, 0x1.7e43c8800759cp+996, 0x1.ab02e2117c618p-37, 0x1.66413dcc66e44p-25, -0.0, 0x1.986e1e5ea40acp-15, -0x1.7057961576e3p-11, 0x0p+00, 0x1.3c1a875cdcba2p-14, -0x1.8f361b6b6f2dcp+07, -0x1.f95c874a3948p-33, 0x1p-01, -0x1.a91b5c00d8128p-41, 0x1p-1074, -0x1.00c5e7a82878cp+24, -0x1.b3454d6d071fcp-41, (double)INFINITY, -0x1.2c1d2ed052d3ap-19, 0x1.bc7cbcd83e5d8p-33, 0x1p+53, 0x1.fafc1e8d301c6p+23, -0x1.cp+01};
static const int h_i0[32] = {-2, -1, -2147483647, 19075, -2147483647, -1, (-2147483647 - 1), 2147483647, -2, -1, -2, (-2147483647 - 1), 985171667, 2147483646, 2147483647, 133180490, 1, 0, 26, 9777188, 2147483647, -1, 0, 929408172, -1, (-2147483647 - 1), -4694, -83, 0, 172, 2147483647, -2147483647};

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
