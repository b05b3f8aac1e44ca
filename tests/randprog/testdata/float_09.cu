// Random float expressions (tests/randprog/gen, kind float, seed 2009).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(i0))
#define E1 ((((0x1.99999ap-04f) * (f1))) + (((f0) - (f2))))
#define E2 fmaf(((f0) / (f1)), fabsf(f0), ((f0) < (f0) ? (f2) : (f2)))
#define E3 ((remainderf(f3, f0)) * (((float)(-7))))
#define E4 ((((f2) + (f0))) * (((0x1p+01f) * (f0) + (f1))))
#define E5 -0x1p+00f
#define E6 i0
#define E7 hypotf(((float)(sin(d0))), ((f0) / (((f0) * (f3) - (f3)))))
#define E8 fdimf(((0x1.79ca1p-67f) + (f3)), ((float)(i0)))
#define E9 (isnan(((f2) * (0x1p-01f))) + 2 * isinf(((0x1.79ca1p-67f) * (f2) + (f2))) + 4 * signbit(((f3) >= (0x1.79ca1p-67f) ? (0x1p+01f) : (f2))))
#define E10 ((float)(i0))
#define E11 1
#define E12 fdimf(((fminf(0x1.5af1d8p+66f, f1)) * (truncf(f0)) - (remainderf(0x1p-01f, f0))), ((((f3) - (f3))) - (((f3) / (f1)))))
#define E13 ((float)(((f3) < (f0))))
#define E14 0x1.99999ap-04f
#define E15 ((log10f(f2)) / (((-0x1p+00f) < (f3) ? (f0) : (0x1p+01f))))
#define E16 d2i(d1)
#define E17 ((double)(long long)(0))
#define E18 __fdividef(((((f1) * (0x1.5af1d8p+66f) + (f0))) - (((f1) * (f3)))), atan2f(((f0) / (f3)), fmodf(0x1p-01f, 0x1.ap+01f)))
#define E19 f2i(f3)
#define E20 ((((f2) * (f1))) * (0x1p-01f))
#define E21 ((__fadd_rz(f2, f0)) >= (__sinf(-0x1p+00f)) ? (((f0) - (f2))) : (((-0x1p+00f) + (f2))))
#define E22 sin(((((double)(i0))) * (((double)(i0))) + (log(d1))))
#define E23 f1

static const float h_f0[32] = {0x1.a583dep-16f, 0x1.3ffa82p+05f, -INFINITY, -INFINITY, 0x1.fffffep+30f, -0x1.7b2cf4p-18f, 0x1.2a05f2p+33f, -0x1.ed5782p+09f, 0x1p+00f, 0x1.fdb672p+00f, 0x1.99999ap-04f, -0x1.17aef6p+16f, 0x1.9c331p+07f, -0x1.ca0b4p-18f, 0x1.f43478p-12f, 0x1.b0f936p+09f, -0x1.dbac3cp+13f, 0x1.7b7378p+04f, 0x1.c9c034p-20f, -0x1p-01f, 0x1.3174aap-01f, -0x1.eb5822p+15f, -0x1.27a398p+26f, -0x1.15e1cap-12f, -0x1.d6f756p+06f, -0x1.ed79a8p-14f, -0x1.dfe69ep+03f, 0x1.4e2d9p-18f, 0x1.dc79a6p-02f, 0x1.002514p+07f, -0x1.39b8dap+12f, 0x1.30bf1ep-21f};
static const float h_f1[32] = {0x1.b549c8p+09f, -0x1.df1aap+07f, -0x1.561962p+07f, 0x1.665026p-07f, -0x1.b93664p+06f, 0x1p+24f, 0x1.4d8c7ap-07f, 0x1.8p+01f, -0x1.71a596p-09f, -0x1.46a698p-08f, 0x1.92095p+11f, -0x1.0a676ap+10f, 0x1.0624dep-10f, 0x1p+00f, -0x1.1fbbfap+11f, -0x1p+00f, 0x1.2a9e82p-06f, -0.0f, 0x1.fffffep+30f, 0x1.ccd676p-07f, 0x1.56ade4p+03f, -0x1.22e618p+15f, -0x1.41535ap-08f, -0x1.eaff7ep-06f, 0x1.4d4342p+05f, 0x1.24fd7p-01f, 0x1.fffffep+31f, 0x1.0624dep-10f, 0x1.fffffep+127f, 0x1.92ab4cp-02f, 0x1.8p+01f, 0x1.094ea8p+08f};
static const float h_f2[32] = {-0x1.c7a7fp+02f, 0x1.a307fap+08f, -0x1p+31f, -0x1.d7cd14p+07f, -0x1.c3372p+08f, 0x1.0624dep-10f, 0x1p+24f, 0x1.1e223cp-01f, -0x1.da6ee6p+14f, 0x1.aa27f6p+10f, -0x1p-01f, -0x1.8d49c8p-09f, 0x1.6cbbf2p+05f, 0x1.99999ap-04f, 0x1.767334p+08f, 0x1p-01f, 0x1.8p+00f, 0x1p+24f, 0x1.8p+00f, -0x1.fd10fep-09f, 0x1.bf15ap-09f, -0.0f, 0x1.2f02c8p+04f, 0x1.f83da6p+09f, 0x1.0624dep-10f, 0x1p+24f, 0x1.0c3f6ap+18f, 0x1.52cacep-03f, -0x1.8da5bcp-15f, -0x1.01dccp+12f, 0x1p+24f, 0x1.8p+00f};
static const float h_f3[32] = {0x1.fffffep+22f, -0x1.53da0cp+02f, 0x1p+00f, 0x1.6b053ap-21f, -0x1.203886p-11f, 0x1p+24f, -INFINITY, 0x1.c9225cp-20f, -0x1.88da0ep+00f, 0x1p-126f, 0x1.d483dep-21f, 0x1.e151fep+04f, 0x0p+00f, -0x1p-01f, 0x1.d78e9ep+13f, 0x1p+24f, 0x1.05a114p+15f, 0x1.4p+01f, 0x1.fffffep+30f, -0x1.c1717ap+10f, 0x1.4p+01f, 0x1.4p+01f, -0x1.922c26p-04f, 0x1.fffffep+30f, 0x0p+00f, -0x1.da39p-04f, -0x1.d75f16p+09f, 0x1.0624dep-10f, -0x1p+00f, 0x1.8p+00f, 0x1.0624dep-10f, -0x1.0c615ep+09f};
static const double h_d0[32] = {0x1.6b5812432f70cp-31, -0x1.9bbd7fe547b28p+23, 0x1.2a7b97558482p-40, 0x1.5a659056fbb82p+15, -0x1.888d17349c452p+14, 0x0p+00, 0x1p-1074, -0x1.cp+01, 0x1.317a029f5c6d4p+10, -0x1.cp+01, -0x1.ffc4a92ab76e4p+02, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, 0x1.def93d71710e8p-19, 0x1.2e47e5d06cb36p+03, -0x1.aed6b297cb248p+06, 0x1.46bba7f2bd56ap-11, 0x1.d6f34548p+26, -0x1.8df6085efba68p+10, 0x1.999999999999ap-04, 0x1.feff94a23ff8p-26, 0x1p-1074, -0x1.4fba6ff9ef176p-16, 0x1.4p+01, 0x1.b971e306c4c86p-41, -0x1.afa03abf18ee8p-31, 0x1.23fe4c4fb78dap+26, 0x1.fffffffffffffp+1023, -0.0, -0x1.880e2257a2738p-39, 0x1.4p+01, 0x1.fffffffffffffp+1023};
static const double h_d1[32] = {-0x1.77024d2ac274p-05, 0x1.62e3d1df9758p+05, -0.0, 0x1.917d341083554p-28, -0x1.b51af47753718p-20, 0x1.4143c547fad42p-13, -0x1.cp+01, -0x1.cp+01, 0x1.87dc0b8cebe56p-39, -0x1.906598fc70d5ap+20, 0x1.f9bc8f85d1cfp+05, 0x1p+00, -0.0, 0x1.4fe52ae68f9d8p-11, -0x1p+00, -0x1.b61d60605989p+17, 0x1.1c37937e08p+53, 0x1.999999999999ap-04, -0x1.be73ceb1ea7dp-23, -0x1.1321cb5e57a56p-14, 0x1.982329935cbc8p+17, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, -0x1.f7ca943812b6p+18, -0.0, 0x1.4p+01, -0x1.e8ebb5a1bfeccp-05, -0x1.54de35bd08d1ap-07, -0x1.c54810a277f9p-26, -0x1.133d1fb9669p-28, -0x1.233771dd3c1ep+32, -0x1.6b88281eef95p+35};
static const int h_i0[32] = {-476282223, -333877379, -2147483647, -1, 38019, 10, -1, -2, -833221029, 1097068452, 50244871, 562, -1, 2147483647, -2147483647, -1075367, -2, -32764510, -9631659, 22220, 3, 2147483646, 511, 2, -453425515, 139925221, -51110, 478462597, 1, 46084, -1, -1};

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
