// Random float expressions (tests/randprog/gen, kind float, seed 1066299).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(((asinf(f0)) - (ceilf(f0))), ((0x1.5af1d8p+66f) / (f0)), ((float)(((f0) < (f0)))))
#define E1 ((((((0x1.99999ap-04f) >= (f3) ? (f2) : (0x1.ap+01f))) - (f3))) >= (((fmaf(f1, f0, f0)) - (((f1) / (f0))))) ? (((atan2f(f2, f2)) / (logf(f2)))) : (((float)(f2i(f1)))))
#define E2 f2
#define E3 atan2(((((double)(0))) / (((d1) * (d1) + (d0)))), copysign(((0x1.999999999999ap-04) / (d0)), fma(d1, d1, d1)))
#define E4 ((double)(long long)((isnan(f1) + 2 * isinf(0x1p+00f) + 4 * signbit(f3))))
#define E5 f3
#define E6 ((float)((isnan(f2) + 2 * isinf(f0) + 4 * signbit(f3))))
#define E7 ((double)(((f3) != (f0))))
#define E8 fma(((fmax(d1, d0)) * (((d1) * (d1) + (d0))) + (((d1) * (d1) + (d0)))), ((double)(long long)(((0x1.79ca1p-67f) > (0x1p-01f)))), cbrt(fma(0x1p+00, d0, d1)))
#define E9 d1
#define E10 copysignf(fmaxf(((f0) - (0x1.ap+01f)), ((-0x1p+00f) * (f3))), ((((f1) < (0x1.ap+01f) ? (f1) : (f3))) * (floorf(f3))))
#define E11 f3
#define E12 hypotf(sinf(0x1.ap+01f), ((float)(i0)))
#define E13 i0
#define E14 fma(d0, ((double)(long long)(i0)), ((d0) + (d0)))
#define E15 ((f3) == (((f1) - (f3))))
#define E16 ((((f1) >= (((float)(i0))) ? (f2) : (rintf(f3)))) * (((float)(((double)(1 << 24))))))
#define E17 ((float)(((-0x1.cp+01) + (d1))))
#define E18 tanhf(((float)(__float2int_rd(fminf(fmaxf(f0, -2.1e9f), 2.1e9f)))))
#define E19 f2
#define E20 fma(((double)(f2i(f3))), fma(fma(d0, d1, 0x1p+01), exp(d1), ((d1) * (d1) + (d1))), atan2(((d0) * (d0)), atan2(d1, d0)))
#define E21 __saturatef(copysignf(f1, f2))
#define E22 ((((log(d0)) / (((double)(long long)(i0))))) * (((((d0) + (d1))) * (exp(d0)) + (((d0) / (d1))))))
#define E23 ((((copysignf(f1, f1)) * (((f0) < (0x0p+00f) ? (-0x1p+00f) : (f2))))) * (remainderf(hypotf(0x1p+00f, f1), 0x1.5af1d8p+66f)))

static const float h_f0[32] = {-0x1.cd13ep+13f, 0x1.b4eacap-15f, -0x1.f75668p+12f, 0x1p+24f, 0x1.fb35bep-10f, 0x1.c440a8p-20f, -0x1.22fe9cp-05f, -0x1.6801dep-20f, -0x1.f6f38cp+09f, -0x1.e4d08p+05f, -0x1.be6d6ap-11f, -0x1.db5d4ap+01f, 0x1p+00f, 0x1.8p+01f, -0x1.1b1a3cp-04f, -0x1p-01f, -0x1.110714p-10f, 0x1.1109d8p-05f, -0x1.c2805ep-03f, -INFINITY, 0x1.8p+00f, -0x1.0bap-138f, 0x1.25254ap-09f, -0.0f, -0x1.0bap-138f, 0x1.4a5fc4p-21f, -0x1.721f68p-15f, 0x1.35c682p-02f, 0x1.aa93b6p+00f, -0x1.f3e874p-08f, 0x1.a36e9ep-08f, 0x1p+24f};
static const float h_f1[32] = {-0x1.fffffep+127f, -0x1.4p+01f, 0x1.aae57p+00f, 0x1p-126f, -0x1.15d33ep-02f, -0x1.5c7936p+04f, -0x1.99a874p-09f, -0x1.e226fcp-01f, 0x1p-126f, -0x1.8fca36p+05f, 0x1.beb2dep-19f, -0x1.0bap-138f, INFINITY, 0x1p-126f, -0x1.be4ef8p+18f, 0x1.e953bap-10f, 0x1.fffffep+22f, 0x1.8p+01f, 0x1p+24f, 0x1.7d32a8p-12f, 0x1.a42e04p+10f, 0x1.0624dep-10f, -0x1.db70fp+05f, 0x1.b04fccp-04f, 0x1.e0208ap+09f, -0x1.ee17cap+14f, -0x1.835dap-09f, 0x1.9267e4p+03f, -0x1.ad66a6p-18f, 0x1.0f8aap+05f, -0x1.222546p+02f, -0x1.9d6f26p-19f};
static const float h_f2[32] = {-0x1.31e7dcp-05f, 0x1.3a8a2ep+04f, 0x1p-01f, 0x1.16c2p-133f, -0x1.3f2f2ap+13f, 0x1.fffffep+127f, 0x1.269192p-03f, 0x1.2a05f2p+33f, -0x1.27a398p+26f, 0x1.55741cp-09f, -0x1.0ec568p+05f, -0x1.21e99p-04f, -0x1p+31f, 0x1p+00f, -0x1.ed20ep+15f, -0x1.44786ap+19f, -0x1.323b98p+03f, -0x1.f69432p-17f, -0x1.06d944p-18f, 0x1.16c2p-133f, -INFINITY, -0x1p-01f, 0x1.8p+01f, -0x1p+31f, -0x1.f9108p-09f, 0x1.a23776p+01f, INFINITY, 0x1.fdf2b4p+05f, 0x1.e3d862p-05f, -0x1.e0a816p-23f, 0x1.8b03d6p-04f, 0x1.fffffep+22f};
static const float h_f3[32] = {0x1.01fb38p-03f, 0x1.042732p+02f, -0x1.e21d48p-04f, 0x1.37ea88p-18f, 0x1.764218p+12f, 0x1.fffffep+22f, -0x1.bf00aep-21f, -0x1.0b2a88p-04f, 0x1p+24f, -0x1.884f06p+17f, 0x1p+00f, -0x1.27a398p+26f, 0x1.c18a26p-10f, 0x1.b700cep+16f, 0x1.f5b08cp+09f, 0x1.fffffep+22f, 0x1.41785ep+17f, 0x1.ec970cp-20f, 0x1.0222eep+10f, 0x1.57e22cp+05f, 0x1.c8dc16p-15f, 0x1p+24f, -0x1.cbc9f4p+11f, 0x1.0624dep-10f, 0x1.4ad25ap+11f, -0x1.64836ap+04f, -0x1.a744a4p-07f, -0x1.b8cd2ap+15f, 0x1.e28306p+15f, 0x1.b0970ap+12f, -0x1.aa24dep+12f, -0x1.805dcp+19f};
static const double h_d0[32] = {0x1p+53, -0x1.d7fce293853ap-04, -0x1.5e10cbb7584p-18, 0x1.1c37937e08p+53, -0x1.7f7cc4a4656c8p-10, -0x1.cp+01, -0.0, -0x1.7576b780a36ccp-18, 0x1.999999999999ap-04, (double)INFINITY, 0x1p-1074, -0x1.b2826fd3ee388p-31, -0x1.cp+01, -0x1.844e07f75e1p-08, 0x1.01f393c6b75fp+34, 0x1.b479397ffecc8p+11, -0x1.50d965fc9053ep+35, -0x1.8f8470ff9f4a8p+01, 0x1.2d754897d3d2ap-23, -0x1.ca32db2864cp-17, 0x1.1cec83e69d9p+31, 0x1p+00, 0x1p+53, 0x1.2542f8c4e31fp-07, 0x1.a23a21773b23cp-40, 0x1.a272a45707186p-02, 0x1.bafd80a2a37fp-06, 0x1p+53, 0x1.8bf2b274d6456p-27, -0x1.9b40d70bb5cdcp-14, 0x1.2fdfebbb23da8p+27, (double)INFINITY};
static const double h_d1[32] = {0x1p+00, 0x1.4c9d775a4a214p+33, 0x1.d6f34548p+26, 0x1.04584ce874e8ap-33, 0x1.96fc5f899ba9ap+20, -0.0, -0x1.56e1fc2f8f359p-997, -0.0, -0.0, 0x1.999999999999ap-04, 0x1.52edf9fafc8ccp+02, 0x1.d4c9cac40a5a8p+08, 0x1.4p+01, -0x1p+00, 0x1.33c36293109dcp-24, -0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023, -0x1.e05ffc6c81976p-28, 0x1.4773e19897a58p+30, -0x1.56e1fc2f8f359p-997, 0x1.a0d8d7f3f0534p-14, 0x1.5f68b5b48ff18p-08, 0x1.1c37937e08p+53, 0x1p+00, 0x1.81a744a642dfcp+08, 0x1.4p+01, 0x1p-01, -0x1.2ddd79f6fae2cp+21, 0x1p-01, 0x1.fffffffffffffp+1023, 0x1.98b939019dc62p+21, -0x1p+00};
static const int h_i0[32] = {-1, -2, -2, 2, 0, -2147483647, -2, -177, 7423086, -1, -2147483647, 58, 1, -1, 2147483646, -19277, 249323, 0, -37, (-2147483647 - 1), -2, 41, -3000, 2147483647, 3, 531656, 1, 0, -4, -59607, -2, -8233355};

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
