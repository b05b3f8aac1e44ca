// Random float expressions (tests/randprog/gen, kind float, seed 50403).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((float)(((fminf(f1, f3)) < (((f1) * (f3))))))
#define E1 f1
#define E2 ((f1) * (-0x1p+00f))
#define E3 ((f3) - (((((float)(i0))) / (tanf(f0)))))
#define E4 ((float)(i0))
#define E5 ((float)((isnan(f1) + 2 * isinf(f3) + 4 * signbit(f2))))
#define E6 ((float)(i0))
#define E7 tanhf(copysignf(0x1.99999ap-04f, f1))
#define E8 i0
#define E9 f3
#define E10 ((d0) * (hypot(log(-0x1.cp+01), ((double)(f3)))) + (d1))
#define E11 ((((f3) * (f1) + (f1))) + (f3))
#define E12 ((f2) + (((float)(d2i(d0)))))
#define E13 fma(((d0) + (d0)), ((0x1.999999999999ap-04) - (d0)), d1)
#define E14 ((((fmaf(f0, -0x1p+00f, f2)) * (((f2) / (f1))) + (((f0) * (f2) + (f3))))) / (((__fadd_rd(-0x1p+00f, f0)) + (fmaf(f0, f0, 0x1p+01f)))))
#define E15 0x1p+00
#define E16 ((fabsf(f1)) / (__frcp_rn(f3)))
#define E17 hypotf(remainderf(fmaxf(f1, f1), ceilf(f3)), fmaxf(f0, ((f1) * (f0))))
#define E18 __float2int_ru(fminf(fmaxf(atan2f(erff(f0), f0), -2.1e9f), 2.1e9f))
#define E19 fminf(__double2float_ru(d1), __double2float_rn(0x1p+00))
#define E20 ((double)(long long)(f2i(copysignf(f1, 0x1.79ca1p-67f))))
#define E21 ((__saturatef(fminf(f1, f2))) * (acoshf(((f3) * (f3) + (0x1.79ca1p-67f)))) + (((((f1) / (f2))) / (((f1) * (f3) - (f2))))))
#define E22 d2i(((d1) - (0x1.999999999999ap-04)))
#define E23 (isnan(((__fmaf_rn(f3, f0, f0)) - (exp2f(f1)))) + 2 * isinf(remainderf(((f1) * (f0) - (f1)), ((f3) >= (f0) ? (f0) : (f1)))) + 4 * signbit(truncf(((f3) - (f0)))))

static const float h_f0[32] = {-0x1.5edb8p-21f, 0x1.d324e4p-16f, -INFINITY, -0x1.2b38aap-02f, 0x1.e17296p-23f, -0x1.7ad1ep+04f, 0x1.8p+01f, 0x1.cd03aep+01f, -0x1p+00f, 0x1.e08d96p-12f, -0x1.27a398p+26f, -0x1.2fc436p-16f, 0x1.2a05f2p+33f, 0x1.861026p-18f, -0x1.d08bdcp-21f, 0x1.fffffep+127f, 0x1.fffffep+30f, -0x1.427d82p+12f, 0x1.fffffep+22f, -0x1p+31f, INFINITY, 0x1.c71c9ap-02f, 0x1.99999ap-04f, 0x1.97115p+05f, 0x1p-01f, 0x1.3bdb3p+10f, 0x1p-126f, 0x1.8p+01f, -0x1.5c962ep+18f, -0x1.70d78p+00f, 0x1.fffffep+30f, -0x1p+31f};
static const float h_f1[32] = {0x1p+24f, 0x1.0624dep-10f, 0x1p+24f, -0x1.0f357ep-04f, -0x1.6ff79ep+12f, -0x1.0bap-138f, 0x1.4p+01f, 0x1.4p+01f, -0x1.c042b4p+09f, -0x1.9fbc24p+16f, 0x1.99999ap-04f, -INFINITY, -0x1.573b4ep+08f, 0x1.8p+00f, -0x1p-01f, 0x1.8p+00f, -0x1.9c7d46p-01f, 0x1.fffffep+31f, 0x1.c46566p-08f, -0x1.55f486p-01f, 0x1.186056p-11f, -0x1.44d328p-20f, 0x1.d1e93p+00f, 0x1.fffffep+30f, -0x1.cb37aap+14f, -0x1.fffffep+127f, 0x1p+24f, 0x1.2a05f2p+33f, -0x1.e2e0dep-11f, 0x1.bd153ep-09f, -0x1.41cd52p-12f, -0x1p+00f};
static const float h_f2[32] = {0x1.fffffep+127f, 0x1.175eb4p-13f, 0x1.f9fa9ap-07f, 0x1p-01f, 0x1.f956b2p-05f, INFINITY, -0x1.a80ad2p-16f, -0x1.8424fep+14f, 0x1.4p+01f, 0x1.fffffep+30f, 0x1.302cd8p-17f, 0x1.29b1fap+13f, 0x1.99c2f4p-21f, -0x1.a762b6p-08f, -0x1.8f02dcp+08f, 0x1.bfc8cp+16f, -0x1.983b16p+12f, 0x1p-126f, -0x1.27a398p+26f, INFINITY, 0x1.03b132p+04f, 0x1.16c2p-133f, -0x1.0bap-138f, 0x1p-126f, -0x1.fffffep+127f, -0x1.042c16p+14f, -0x1.a79802p-06f, 0x1.1e949ap+00f, -0x1.859c14p+01f, 0x1.fffffep+22f, 0x1p+24f, 0x1.8p+01f};
static const float h_f3[32] = {0x0p+00f, -0x1.4b8ab4p-02f, -0x1.8ebabcp-18f, 0x1p+00f, -0x1.c6f3aep+08f, 0x1.8c9ee8p-08f, 0x1p+24f, 0x1p+24f, -INFINITY, 0x0p+00f, -0x1.fffffep+127f, 0x1.99999ap-04f, -0x1.2335ecp+11f, -0.0f, -0x1p+31f, 0x1.d2aa8cp+08f, 0x1.0624dep-10f, 0x1.eb7804p+13f, 0x1.43195ap-12f, 0x1.4c9b9p-21f, -0x1.79a4d2p-20f, 0x1.8c5912p+01f, 0x1.ff3b88p+14f, INFINITY, -0x1p+31f, -0x1.bb6a12p+15f, 0x1.f15644p+02f, 0x1.2a05f2p+33f, 0x1.910a2cp+05f, -0x1p-01f, -0x1.0bb68cp-18f, 0x1.304ea4p-14f};
static const double h_d0[32] = {-0x1.cp+01, -0x1.11496be94a416p-10, 0x1.3f41378647a3cp+12, -0x1.8f3d87038bdfap+28, 0x1.1c37937e08p+53, 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04, 0x1.999999999999ap-04, 0x1.32427f895df42p-15, 0x1.36400798f0bcp-41, (double)INFINITY, 0x1p-1074, 0x1.c2d4aebc54656p-28, -0x1.7106bc24918fp-19, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.4p+01, -0x1.cp+01, 0x1.aa8fea77f63fcp+24, -0x1.56e1fc2f8f359p-997, -0x1.cp+01, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, 0x1.d6f34548p+26, -0x1.681cf49b92cap-01, 0x1.b646c7197a36p-03, 0x1.007a6875ca84cp+12, 0x1.f73885e8aa08p-42, -0x1.c6dff20df9286p+06, 0x1.08be33a425aecp+21, -0x1.42f4cae8749c2p-31, 0x1.d6f34548p+26};
static const double h_d1[32] = {0x1p+00, 0x1p+00, 0x1.3df7d4e88c7p-12, 0x1.1c37937e08p+53, 0x1p+00, -0x1.cp+01, -0x1.de28aa9e41e68p-31, -0.0, -0x1.56e1fc2f8f359p-997, -0x1.ce8c3f74a0068p+36, -0x1.50d2465cacad4p-20, 0x1.e1823eaad4b9p-21, -0x1p+00, -0x1.a7ba2fa0628b8p-39, 0x1p-1074, -0x1.f2c835f84c6fcp+28, 0x0p+00, 0x1.dd449a515f478p+19, 0x1p+00, -0x1.7e38509c5935cp+16, 0x1.d884e26bdf79ep-03, -0x1.4b2a1877a96c4p-09, 0x1.b9921dcc9cfb4p-08, -0x1.5052b102e4ebap-02, -0x1.bc5a97a487c68p+01, 0x1.56951d064e228p+19, -0x1.2e74634c6ba1cp-40, 0x0p+00, 0x1.5453e8b30e4fcp-10, -0x1.bb589a250f37cp-26, -0x1.fb3c06185fa12p+02, -0x1.6ffc4bc40179p+35};
static const int h_i0[32] = {0, -29681, 0, (-2147483647 - 1), 0, 1, 1, -3075, -10, 1, 3344, -2147483647, -110901476, -1, -1, -48612833, -1, 25455209, -298799, -1, 2, -7101, -2, -293, 0, 1, -2147483647, 2, 518196, 1170558, 0, 2147483646};

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
