// Random float expressions (tests/randprog/gen, kind float, seed 2032).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((remainderf(f0, f1)) < (fmaf(f1, f2, 0x1.5af1d8p+66f)) ? (atan2f(f1, f0)) : (ceilf(f3)))) / (((((f3) - (f1))) < (0x1p+01f) ? (((float)(i0))) : (((float)(i0))))))
#define E1 ((((0x1.ap+01f) - (0x1.79ca1p-67f))) >= (((f1) * (0x1p+00f) - (f1))) ? (((f1) * (f3))) : (((0x1p+00f) * (f3) + (f3))))
#define E2 fmodf(f0, ((float)(i0)))
#define E3 (isnan(fmodf(f0, f3)) + 2 * isinf(((f1) * (f1) + (f1))) + 4 * signbit(acoshf(f1)))
#define E4 d2i(fma(d1, 0x1p+00, d1))
#define E5 (isnan(fmaf(((f3) * (f2)), ((float)(i0)), sinf(f0))) + 2 * isinf(f3) + 4 * signbit(f1))
#define E6 ((float)(i0))
#define E7 ((double)(fabsf(f3)))
#define E8 ((double)((isnan(log2f(f0)) + 2 * isinf(fdimf(0x1.ap+01f, f0)) + 4 * signbit(fminf(f0, f2)))))
#define E9 i0
#define E10 i0
#define E11 ((f0) >= (fmaf(0x1p+00f, f3, f0)) ? (fdimf(f0, f0)) : (((float)(i0))))
#define E12 hypotf(remainderf(((f2) - (0x1.99999ap-04f)), fmaf(f1, f3, f1)), ((fmaf(f2, f2, f1)) / (hypotf(f2, f3))))
#define E13 i0
#define E14 ((((f1) + (-0x1p+00f))) * (0x1.79ca1p-67f))
#define E15 ((fmaf(f3, f3, f1)) * (fmaf(f2, f1, f3)))
#define E16 d0
#define E17 fmaf(sinf(0x1p+00f), fmaxf(f3, f2), cbrtf(f0))
#define E18 ((((f3) - (0x1.99999ap-04f))) + (((float)((1 << 24) + 1))))
#define E19 fmaf(((f1) < (f2) ? (f3) : (0x1.ap+01f)), ((f2) / (f3)), logf(f3))
#define E20 d2i(((d0) + (fma(d1, 0x1p+01, -0x1.cp+01))))
#define E21 f2i(powf(((f1) - (f3)), ((f1) / (0x1.99999ap-04f))))
#define E22 ((__int2float_ru(i0)) * (fmaf(f3, -0x1p+00f, 0x1.79ca1p-67f)) + (f1))
#define E23 ((float)(((f3) != (f2))))

static const float h_f0[32] = {INFINITY, 0x1.8e591ap-06f, 0x1.8p+00f, -INFINITY, 0x1.d43bd4p-23f, 0x1.1ac598p-06f, -0x1.eedd16p+17f, 0x1.0624dep-10f, 0x1.077e9cp+19f, -0x1p-01f, 0x1p+24f, -0x1p+00f, 0x1.0624dep-10f, 0x1.ff7f4cp+12f, 0x1.39ab34p-05f, -0x1.08924ep+13f, 0x1.fffffep+30f, 0x1p+24f, -0x1.0bap-138f, 0x1.fffffep+127f, 0x1.2f6222p-15f, 0x1.a961eep-05f, -0x1.308494p+06f, 0x1p+24f, 0x1.bf536ap-09f, -0x1.1ecebap-06f, 0x1.fffffep+31f, -0x1.b5d89ap-02f, 0x1.fffffep+31f, 0x1.e879b2p-12f, -0x1.0bap-138f, -0x1.9b3ce6p-05f};
static const float h_f1[32] = {-0x1.fffffep+127f, 0x1p+00f, -0x1.4p+01f, -0x1.aed7dp-21f, 0x1.d2396cp-18f, 0x0p+00f, -0x1p+31f, 0x1p+00f, 0x1.2c3facp-13f, 0x1.9d3b04p+05f, -0x1.1f0916p-14f, -0x1.a9704ep+14f, -0x1p+00f, 0x1.f3052ep+16f, -0x1.6bb54ap-07f, -0x1p+00f, -0x1.eb958cp-15f, -0x1.3c3f56p-06f, -0x1.24cedcp+03f, 0x1.8p+00f, 0x1p-01f, -0x1.4c5486p+02f, -0.0f, 0x1.fffffep+22f, 0x1.5d6c08p-02f, 0x1.fffffep+22f, 0x1p-01f, -0x1.1fa55ap+19f, -0x1.81d2fp+07f, -0x1.02a11ap+01f, 0x1.8p+00f, -0x1.4p+01f};
static const float h_f2[32] = {-0x1.27a398p+26f, -0.0f, -INFINITY, -0x1.18e38ap+19f, -INFINITY, 0x1.d29ab4p-10f, 0x1.e4543p-03f, 0x1.8p+00f, -0x1.24b756p-07f, -0x1p+31f, -0x1.faef66p+07f, -0x1.358404p-07f, 0x1.ec2fd8p+00f, -0x1p+00f, 0x1.1bd79cp-06f, 0x1.6f20dap+00f, -0x1.629052p-14f, 0x1.fffffep+30f, 0x0p+00f, 0x1.fffffep+22f, -0x1.42903ep-01f, -0x1.d31acep-06f, 0x1.beca3cp-08f, 0x1.814b9cp-01f, 0x1.5adcb8p-21f, -0x1.4p+01f, 0x1.fffffep+30f, -0x1.27a398p+26f, -0x1.fffffep+127f, 0x1.b9e886p+05f, 0x1.8p+00f, -0x1.9507bap-01f};
static const float h_f3[32] = {0x1.941adp+05f, INFINITY, 0x1p-126f, 0x1.e78a6ep-16f, 0x1.fffffep+31f, -0x1.13c332p-01f, -0.0f, 0x1.7a777cp+05f, -0x1.1f3698p+12f, -0x1.0bap-138f, 0x1.50d0f8p+05f, -0x1.144ef8p+19f, -0x1p+00f, -0x1.29edp+05f, 0x1.6c03cep-02f, -0x1p-01f, 0x1p+24f, -0x1.e7f064p-15f, -0x1.483848p+07f, 0x1.5ff0c8p-20f, 0x1.3fd45cp-20f, 0x1p+24f, -0x1.11c5b8p-18f, 0x1.f65fbap-09f, -0x1.7b4d24p+08f, 0x1.b3fa18p+09f, -0x1p+31f, -0x1.e49278p+07f, 0x1.515d88p-14f, -0x1.4p+01f, 0x0p+00f, -0x1.a93f6ap+16f};
static const double h_d0[32] = {0x1.48425769f3e8cp-10, 0x1.999999999999ap-04, 0x1.bca29dc5b5b6p-23, 0x1.7c8f2dd2e9b84p+34, -0x1.c944ab291738p-38, -0x1.0c92918f5cc44p+14, -0x1.de5a50317f484p-13, 0x1.7e43c8800759cp+996, 0x1.a4fca718845ap+03, 0x1.bf8871bb112dep-14, -0x1.ea4889d03464cp+04, 0x1p-01, 0x1p-1074, -0x1.e017be05446dcp-29, 0x1.d6f34548p+26, -0x1.e33a394dbe51p+11, -0x1.63d5169ca35cp+22, -0x1.cp+01, -0x1.3187f95d272bp-32, 0x1.999999999999ap-04, -0x1.97165791d97ep+13, 0x1.fffffffffffffp+1023, 0x1p+53, 0x1.999999999999ap-04, 0x1p-1074, (double)INFINITY, 0x1.8b260c8daf1cp+17, 0x1.40e45ccab31f4p-01, 0x1.18fbd04732dfp+16, -0x1.88eae9dddb7fp+03, -0x1.379a2247c2ee8p-09, 0x1.960b6bb4117aep+04};
static const double h_d1[32] = {-0x1.cp+01, 0x1.4p+01, 0x1.1c37937e08p+53, -0x1.a369d242737cp-36, -0x1.9b87a0bc198dep-38, -0x1.f24e32f2f60cep+08, -0x1.aee9fad4001c8p-18, 0x1.999999999999ap-04, 0x1.4p+01, 0x1.7e43c8800759cp+996, 0x1.b429ab98b9c3p-27, 0x1.f64ee86656498p-16, 0x1.999999999999ap-04, -0x1.4ce43ee068cf8p+13, 0x1.27e87543f5208p-03, 0x1.cd3143b25474p+12, 0x1.7e43c8800759cp+996, 0x1.4p+01, -0x1.1ac7aa4566588p-41, -0x1.0cd752bc0d946p-20, -0x1.e7d8f8c9d7142p+04, -0x1.70d144b2ca154p+33, 0x1.f4160f6184dcp+26, 0x1.7d5b1335f83d8p-41, -0x1.87041449b3ba8p+00, 0x1.a40e9d7a3facp+12, 0x1p+00, -0x1.ccfdf2c1e83e8p-41, 0x1.945c346a0e36ap-02, 0x1.464d4c48ed15p+14, -0x1.7b857f722a8b6p+10, -0x1.962570488634cp+11};
static const int h_i0[32] = {-1, (-2147483647 - 1), -558, 1916321401, 199546, (-2147483647 - 1), 2147483646, 2, 2147483647, 15, -3953637, 1529, 1, -92, 1013536, -30306, 2, -1, 98538069, -4877528, 2147483646, (-2147483647 - 1), 2147483646, 3, 312162, -6, 2147483647, -3080, (-2147483647 - 1), -1487, 2, -2};

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
