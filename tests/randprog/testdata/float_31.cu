// Random float expressions (tests/randprog/gen, kind float, seed 2031).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f1
#define E1 f2i(fabsf(tanf(f2)))
#define E2 ((d0) * (((double)(0x1.5af1d8p+66f))))
#define E3 ((fmaf(((f2) - (f0)), floorf(f1), 0x1.99999ap-04f)) >= (((float)(f2i(f1)))) ? (((float)(i0))) : (powf(((float)(i0)), log1pf(f1))))
#define E4 -7
#define E5 rintf(((float)(fmin(d0, d1))))
#define E6 d2i(floor(((double)(i0))))
#define E7 ((copysign(0x1.999999999999ap-04, d1)) + (((double)(long long)(i0))))
#define E8 ((f2) * (((float)((1 << 24) + 1))) + (((0x1.ap+01f) * (f2))))
#define E9 fminf(((((f3) / (f0))) - (((f0) >= (0x1p+01f) ? (f1) : (f0)))), ceilf(((f3) + (f2))))
#define E10 ((float)(((powf(0x1p+00f, f2)) < (sqrtf(f3)))))
#define E11 truncf(fdimf(((f0) * (f1) - (f1)), 0x1.79ca1p-67f))
#define E12 fmodf(erff(f1), atanf(f1))
#define E13 f2
#define E14 sinhf(((f2) - (f0)))
#define E15 sin(hypot(d0, -0x1.cp+01))
#define E16 fmaf(((f3) + (fmaf(f3, f3, f0))), f2, __uint2float_rn((isnan(f0) + 2 * isinf(f0) + 4 * signbit(f0))))
#define E17 f1
#define E18 ((((f1) / (f3))) * (expf(f3)))
#define E19 __ull2float_rd(((__fmaf_rz(f2, f3, f0)) <= (((f0) * (-0x1p+00f)))))
#define E20 ((__saturatef(f3)) >= (((float)(0x0p+00))) ? (((f3) >= (f3) ? (f2) : (f3))) : (((f3) * (f3))))
#define E21 __fmaf_ru(sinf(f2), fmaf(0x1.99999ap-04f, f0, f1), ((f1) + (f0)))
#define E22 ((float)(((__fsqrt_rn(f2)) != (f2))))
#define E23 f2

static const float h_f0[32] = {-0x1.a86b36p-08f, -0x1.b410f2p-02f, -0x1p+00f, -0x1.adae94p+03f, 0x1.b092f8p+12f, -0x1.0bap-138f, 0x1p+24f, 0x1.fffffep+30f, -0x1.e4c988p+14f, 0x1.81b3p-16f, 0x1.9f024p-08f, 0x1.544cb8p-11f, 0x1.1e8162p-16f, 0x1.8p+00f, -0x1.86501p+11f, 0x1.91a334p+12f, 0x1.84c98ep+05f, -0x1.019f3p-05f, 0x1.f7fdb2p-02f, -0x1.01dc56p-02f, -0x1.0fb538p-04f, 0x1.3bc5eap-07f, 0x1.1cd042p+04f, 0x1.b63cfcp-08f, -0x1.27a398p+26f, 0x1.cc0484p+18f, -0x1.27a398p+26f, -0x1.c941c2p+17f, -0x1.2b8cc2p-21f, -0x1.77f794p-08f, 0x1.99999ap-04f, 0x1.6182e8p+16f};
static const float h_f1[32] = {0x1.e044bcp+09f, 0x1p-01f, 0x1.0eee48p-22f, 0x1.2a05f2p+33f, -0x1.e4ebb6p-14f, 0x1.98801ep-14f, 0x1.c6a7f2p-09f, 0x1p-01f, -0x1.2b102p+12f, 0x1.09d0f6p+06f, 0x1.0eb33ep-06f, 0x1.384f7ap-21f, -0x1p-01f, -0x1.723edep-14f, INFINITY, 0x1p+24f, -0x1.6316c8p-08f, -0x1.631454p-16f, 0x1.4c3336p-16f, 0x1.0624dep-10f, -0x1.b8b436p+14f, 0x1.99999ap-04f, -0x1.cf2478p+04f, -0x1.471aa8p+17f, 0x1p+00f, 0x1p+24f, -0x1.5ad2c8p-10f, -0x1.e8acbap+17f, 0x1.e84aep+01f, -0x1.56efdp+08f, 0x1.c01b6cp-12f, 0x1.fffffep+30f};
static const float h_f2[32] = {0x1.e08ce6p-10f, 0x1.2799e6p-10f, 0x1p+00f, 0x1.99999ap-04f, 0x1.fffffep+127f, 0x1.fffffep+30f, 0x1.b0a7dep-06f, 0x1.1fefecp+15f, 0x1.0624dep-10f, -0x1.4p+01f, 0x1.4559f8p+18f, 0x1.d169f4p+02f, 0x1.8p+00f, -0x1.ee5012p+08f, 0x1p+24f, 0x1.5882cp+03f, -0x1.8f929ep+13f, 0x1.c0c1e2p-08f, 0x1.0624dep-10f, 0x1.0624dep-10f, 0x1.c3c6p-18f, 0x1.61ef02p-22f, 0x1.945884p+13f, -0x1.219d04p+05f, 0x1p+00f, 0x1.19f72ap+00f, -0x1.207ccep-15f, -0x1p+31f, 0x1.16c2p-133f, -0x1.c9e288p-04f, -0x1.3e0374p+16f, -0.0f};
static const float h_f3[32] = {0x1.282294p-14f, -0x1.f34e9p-20f, -0x1.c63962p+08f, -0x1.d530ap-21f, -0x1.6fc32p+17f, 0x1.0624dep-10f, -0x1.78a98ap-08f, 0x1.8p+01f, 0x1.a954b8p-17f, -0x1.7eb8dap-13f, 0x1.fffffep+30f, 0x1.a58f44p-02f, -0x1.48d9a4p+01f, 0x1.6a609p-20f, -0x1.311168p-10f, 0x1.6763a2p-05f, 0x1.fffffep+30f, -0x1.02355p+07f, 0x1p+00f, 0x1.8649ccp+10f, 0x1.18abfcp-05f, 0x1.d3ed26p+08f, -0x1.23d134p-03f, 0x1.7c05d6p+13f, 0x1.404e94p-14f, -0x1.693c3ep+17f, -0x1.fd2696p+17f, -0x1.a4129ap-10f, 0x1p-01f, 0x1p-01f, 0x1.8p+00f, -0x1.fffffep+127f};
static const double h_d0[32] = {-0x1.cp+01, -0x1.cp+01, 0x1p+00, -0x1.2434ee00f1d08p+14, 0x1.a64e03084ae5cp-29, 0x1.df31504de37d6p-37, 0x1.7e43c8800759cp+996, 0x1.e7da305ab31dep+19, 0x1.d498742d371cp+28, 0x1p+00, 0x1.fd30b925b21dcp-38, -0x1.d97697f49b83cp+31, 0x1.fffffffffffffp+1023, -0x1.e3728cf4831d2p-17, -0x1.dbef371169722p-25, -0x1.c77dc57a7c414p+34, 0x1.54ec928b4fb1cp+23, 0x1.c4a04dceec8f8p+33, 0x1.fffffffffffffp+1023, -0x1.abc637723fa94p+27, -0x1.81e0c1612509ep+37, -0x1.91fcaeeace168p+04, -0x1.06f735578796cp+07, -0x1.58597fe39a2e6p-07, -0x1.19c0ee9737b98p+21, 0x1.d6f34548p+26, 0x1.1c37937e08p+53, 0x1p+53, 0x1.7e43c8800759cp+996, 0x1.3a8c2b0ed90d4p-41, -0.0, -0x1.8ae8d3f659582p-12};
static const double h_d1[32] = {-0x1.8f9ba24aaec8p+32, 0x1p+00, 0x1.f3b99e54d9a58p-11, 0x1.d6f34548p+26, 0x0p+00, -0x1.de679c429653ep+30, -0x1.e6b60639614b2p+12, -0x1.5de0b4cd3df38p+13, 0x1.c7f45474eb3fp-26, -0.0, 0x1.d9e7f65b41c6cp-24, -0x1.dcb93ad755e5ap+36, -0.0, 0x1.1c37937e08p+53, -0x1.ab87490ffcde8p-22, 0x1.887b12df9d58p+21, 0x1.12c7f872ad26p-28, 0x0p+00, -0x1.e0e8f832283cp-27, 0x1p-1074, 0x1p-1074, -0.0, 0x1.7e43c8800759cp+996, -0x1.cp+01, -0x1.91f0b82e0a0d4p-02, 0x1.c041149d0b2bcp-37, 0x1.02a9759afeac4p+24, 0x1.999999999999ap-04, -0x1.c7dd82ef8799p+00, 0x1.fffffffffffffp+1023, -0x1.ad9d51b3c5b8ep+14, 0x1.fffffffffffffp+1023};
static const int h_i0[32] = {110555936, 2147483646, 0, -2, -62, -3, 4, 0, -2697, (-2147483647 - 1), 0, -1, -1, 0, 24712717, 1, 1302348, 251, 7, 11226, -174822, 2147483647, 0, 2, -101, 2147483646, 8, -8, 0, 2147483647, -22753105, -249};

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
