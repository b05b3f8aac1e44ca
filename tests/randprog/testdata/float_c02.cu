// Random float expressions (tests/randprog/gen, kind float, seed 8002).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 f2i(cbrtf(0x1.99999ap-04f))
#define E1 ((float)(d2i(d0)))
#define E2 copysignf(((((float)(1))) < (f2) ? (((f3) + (0x1.79ca1p-67f))) : (f2)), fmaf(fmaf(f3, 0x1.5af1d8p+66f, f0), erff(f3), ((f2) + (f0))))
#define E3 ((float)(d2i(d0)))
#define E4 ((float)(i0))
#define E5 sqrtf(((float)(255)))
#define E6 ((float)(pow(d1, 0x1.999999999999ap-04)))
#define E7 0x1p-01f
#define E8 ((float)(d2i(((d1) * (d0)))))
#define E9 f3
#define E10 ((float)(i0))
#define E11 ((f0) <= (fmaf(f3, f2, f0)))
#define E12 ((double)(cbrtf(((float)(i0)))))
#define E13 ((((float)(((f3) <= (f1))))) <= (f0))
#define E14 fmaxf(((exp2f(f1)) * (f3) - (((f0) >= (f0) ? (f0) : (f1)))), ((((f1) * (f2) + (f3))) >= (((f3) >= (f2) ? (0x0p+00f) : (f2))) ? (((f2) / (f1))) : (powf(0x0p+00f, f1))))
#define E15 fabsf(f2)
#define E16 sinf(((f3) < (f0) ? (f0) : (f2)))
#define E17 ((float)(i0))
#define E18 ((fma(d1, 0x1.999999999999ap-04, d1)) * (copysign(d0, d1)) + (sqrt(d1)))
#define E19 ((((d0) + (-0x1.cp+01))) * (((double)(long long)(1 << 24))))
#define E20 ((sqrtf(((f0) * (f2) + (0x1.ap+01f)))) < (((((f1) * (f2) + (f2))) - (((float)(d0))))) ? (0x1.99999ap-04f) : (f0))
#define E21 (isnan(((0x1.5af1d8p+66f) / (f3))) + 2 * isinf(erff(f2)) + 4 * signbit(fminf(f3, f2)))
#define E22 remainderf(((f2) / (0x1.ap+01f)), ((f0) - (f0)))
#define E23 ((expm1f(((float)(d1)))) / (((((0x1.5af1d8p+66f) * (0x1p+00f))) * (((f0) < (0x1.5af1d8p+66f) ? (f3) : (f0))) - (f0))))

static const float h_f0[32] = {-0x1.875bf2p+16f, -0x1.7b80e2p+02f, -0x1.27a398p+26f, 0x1.fffffep+127f, 0x0p+00f, -0x1p+31f, 0x1.398626p-19f, -0x1.27a398p+26f, -0x1.c318bp+04f, 0x0p+00f, 0x1.17291p-02f, 0x1.598dcep+04f, -0x1.0bap-138f, 0x1.fffffep+30f, 0x1.7fb7p-12f, 0x1.cf7b3p+10f, -0x1.35d8p-14f, -0x1.37c0b2p-12f, -0x1p-01f, -0x1.270ddp-04f, -0x1.398756p-09f, -0x1.514848p-03f, 0x1.fffffep+30f, -0x1.afe0cap-19f, -0x1p-01f, -INFINITY, 0x1.3add42p-11f, -0x1.1f329p-10f, -0.0f, -0x1.e8207p+11f, -0x1.eae584p+13f, -0x1.a8fe36p-20f};
static const float h_f1[32] = {0x1.d1a3cap+03f, 0x1.fffffep+127f, -0x1.4p+01f, 0x1.9961bcp-15f, 0x1p+00f, -0x1.0aab2cp-15f, 0x1.126d58p+12f, -INFINITY, -0x1.e61978p-08f, -0x1.69d866p-19f, -0x1.0bap-138f, -0x1.fffffep+127f, 0x0p+00f, -INFINITY, 0x1.68a26cp-21f, 0x1.99999ap-04f, -0x1.dd027p+03f, -0x1.56b29p+17f, -INFINITY, 0x1.58ebf4p-07f, -0.0f, -0x1.27a398p+26f, -0x1.a7fc08p-13f, 0x1.fffffep+31f, 0x1.abbf58p-05f, 0x0p+00f, 0x1.2a05f2p+33f, 0x1.4baee6p-23f, -0x1.93221ap+04f, -INFINITY, 0x1.fffffep+22f, 0x1.4p+01f};
static const float h_f2[32] = {-INFINITY, 0x1.0624dep-10f, -0x1.716db4p+05f, -0x1.f860e2p+18f, INFINITY, 0x1p-126f, -0x1.a6c8c6p+16f, -0x1.54f9bap-18f, 0x1p+24f, 0x1.f5a5dep-12f, 0x1.fffffep+127f, -0x1.62c2dep+05f, -0x1.b61304p+02f, 0x1.2a05f2p+33f, 0x1.082656p+04f, 0x1.fffffep+127f, -0x1.27a398p+26f, -0x1.a6b372p+05f, -0x1p+31f, 0x1.4a8edcp-15f, 0x1.15791ap+14f, 0x1.94c454p-21f, 0x0p+00f, -0x1.80e0ccp-18f, -0x1.bf33ccp-09f, 0x1.b3a82ap-04f, 0x1.c45b7cp+05f, 0x1.d5845ep-10f, 0x1.a7bf04p-04f, 0x1.fffffep+31f, 0x1.fffffep+30f, -0x1.f49b98p-12f};
static const float h_f3[32] = {-0x1.0bap-138f, -0x1.27a398p+26f, 0x1.dd4224p-02f, -0x1.226ef2p-07f, 0x1.29c8dap+03f, 0x1.884d84p+16f, -INFINITY, -0.0f, -0x1.27a398p+26f, -0x1.997f6p+10f, 0x1.33a2ep+16f, -0x1.bfa5dcp-06f, -0x1p+00f, INFINITY, 0x1.4p+01f, 0x1p+00f, 0x1.6b1ac4p-18f, -0x1.4p+01f, -0x1.fd007p+14f, 0x0p+00f, 0x1.0c9d3p+11f, -0x1.026216p+10f, -0x1.fe7dbp+08f, 0x1.6b3b06p-06f, 0x1.0624dep-10f, -0x1.f9c52ap+18f, 0x1.902f26p+06f, -0x1.e2cd48p+08f, 0x1.99999ap-04f, -0x1p+31f, 0x1.7c73fep-18f, 0x1.190674p+16f};
static const double h_d0[32] = {0x1.5a567928a717p-34, 0x1.7e43c8800759cp+996, -0x1.d9b6d5a34a74p-10, -0.0, -0x1.a9977bfa6d6a6p+19, 0x1.d6f34548p+26, -0x1.d57304e30a81p-37, 0x1.6f1783ca5b934p-07, 0x1.1060fc2487c08p+22, -0x1.0148ebd08b264p-15, -0x1.9c016bb35f246p-32, -0x1.3e876245582c4p-30, -0x1p+00, 0x1.911ac45a777fp-20, 0x1.0e5f783f8d3cap+20, -0x1p+00, 0x1.c93b3e2f97fb4p+14, -0x1.2786119cde15cp+16, -0x1.a729c946f278cp+32, 0x1.c4acea8bfdaep-03, -0x1.ef7b724526576p+39, 0x1.999999999999ap-04, 0x1.4010d33da8f9p+23, 0x1.0a11dca8932p-01, -0x1.46b32ab277dfp-23, 0x1.276afb0addb8p+23, 0x1.5a1cf49e9f71ap+03, 0x1.93cdf19d3f738p-20, 0x1.7c7f5aff34b42p+13, 0x1p-01, 0x1.7e43c8800759cp+996, -0x1p+00};
static const double h_d1[32] = {0x1.43d4514c0222p+02, -0x1.cp+01, 0x1p+00, -0x1.5f8788e34fe2cp-38, -0x1.cp+01, -0x1.02235f98fd8fep-32, -0x1.9d312d9c8c2f4p-37, 0x1p-01, -0x1.d5dc16fc2b4c4p+10, 0x1.fd2fad0b2f89p-34, 0x1.7e43c8800759cp+996, -0x1.cp+01, -0x1.8d0f70657d928p-40, 0x1.18f7a49a0d51ep+11, 0x1p+53, 0x1p+00, -0x1.981e922c3e91p-19, -0x1.e9b0f3f93b94ap+12, 0x1.4p+01, 0x1.1c37937e08p+53, 0x1.35903d4631bc2p+00, 0x1.35d263afc68ccp-15, 0x1.0abf8a2a42408p-22, 0x1.d2ace63f33f18p-42, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, -0.0, 0x1.77fa61e2b703p+14, 0x1p-1074, 0x1.999999999999ap-04, 0x1.047b3841ed31p+20, -0x1.d58dbc2b528ep+26};
static const int h_i0[32] = {0, -25100204, 2147483646, -2147483647, -158338135, 105868, 15846268, -360, -79, 2, -3531, -2, 2147483647, 9364, 0, -1, 2, -8, -1468, 69826, 1, 0, 6140148, -885, 3, 0, -197701457, -859424839, -246, -1, -62026711, -1314};

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
