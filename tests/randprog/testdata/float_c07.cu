// Random float expressions (tests/randprog/gen, kind float, seed 8007).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 i0
#define E1 ((((float)(i0))) < (0x1p+00f))
#define E2 atan2f(((((float)(i0))) / (((f3) + (f2)))), powf(0x1.5af1d8p+66f, ((float)(i0))))
#define E3 f2i(f1)
#define E4 ((float)(i0))
#define E5 ((float)(fmin(0x1p+00, d0)))
#define E6 f2i(floorf(f1))
#define E7 ((double)(long long)(i0))
#define E8 f2i(remainderf(((float)(i0)), ((float)((1 << 24) + 1))))
#define E9 ((((((f3) * (0x1p-01f))) + (hypotf(f0, f3)))) < (powf(fminf(f3, f2), f0)) ? (((((float)(i0))) + (fmodf(f3, f3)))) : (sqrtf(((f3) * (f2) - (f3)))))
#define E10 fma(d1, ((0x0p+00) / (d1)), ((d0) * (-0x1.cp+01) + (d0)))
#define E11 f2i(((f2) + (f2)))
#define E12 ((double)(long long)(((((f1) < (0x0p+00f) ? (f3) : (f2))) == (remainderf(f2, f0)))))
#define E13 f2i(copysignf(f0, f3))
#define E14 d2i(((d1) * (d0) + (d0)))
#define E15 ((float)(f2i(hypotf(f0, f0))))
#define E16 remainderf(((float)(((d0) + (d0)))), ((((f3) - (f3))) * (log10f(f1))))
#define E17 remainderf(((f3) < (0x1.99999ap-04f) ? (f2) : (f0)), ((f0) < (f1) ? (f3) : (f1)))
#define E18 exp2f(((f0) * (f3) - (f1)))
#define E19 __double2float_rd(((double)(__double2float_rn(d0))))
#define E20 ((((double)(i0))) / (((0x1.87e92154ef7acp-665) / (0x1.87e92154ef7acp-665))))
#define E21 ((fmax(d0, d0)) * (((double)(255))) + (((d1) * (d0) + (0x1p+00))))
#define E22 0x0p+00f
#define E23 ((fmaxf(f0, f1)) - (f0))

static const float h_f0[32] = {0x1.14035ep+10f, -0x1.653b52p-12f, 0x1.941ed4p-22f, -0x1.72babap+06f, -0x1.3fa25ep+17f, -0x1.0e0bbap+08f, 0x1.97801ep+07f, -0x1.7741c4p-18f, 0x1.22232p-13f, 0x1p+00f, 0x1.12d944p+04f, -0x1.1963b4p+12f, 0x1.94c8f2p+17f, -0x1.4p+01f, 0x1.187798p+17f, -0x1.fffffep+127f, 0x1.33fe1p+08f, 0x1.8p+00f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, -0x1.eb5c36p+04f, 0x1.fffffep+30f, -0x1p-01f, -0x1.ea26dcp-14f, 0x1p+00f, -0x1.bf1038p+10f, -0x1.b58958p-15f, -0x1.ded548p+10f, 0x1.16c2p-133f, -0x1p+00f, -0x1.45dd3ep-25f, 0x1.057194p+18f};
static const float h_f1[32] = {0x1.38e92cp+06f, 0x1.4p+01f, -0x1.7ab8d8p+12f, -0x1.43ec88p+14f, 0x1.21987ap+07f, -0x1.60b5bep+10f, -0x1.5860f2p+07f, -0x1.deffbep-08f, -0x1.b02914p+12f, -0x1.1cc1d2p+06f, -0x1.10c358p-12f, -0x1.7ccacap+02f, 0x1.9fad36p-05f, -0x1p+00f, -0x1.36afc8p+07f, -0x1.9d18f2p+07f, -0x1.236148p-06f, 0x1.2a05f2p+33f, -0x1.9f33f4p+08f, 0x1.9b07cap-10f, 0x1p-01f, -0x1.0fbf72p+02f, 0x1.99999ap-04f, -0x1.0bap-138f, 0x1.c85d12p-09f, 0x1.fffffep+22f, 0x1.4p+01f, 0x1.ebed9ep+10f, 0x1.8e459p+16f, -0x1.6aea76p-10f, 0x1p+00f, 0x1.a45b42p+14f};
static const float h_f2[32] = {-0x1p-01f, 0x1.8p+00f, 0x1.3c628ap-18f, -0x1.9f7f88p+03f, -0x1.88182p-12f, 0x1p-126f, 0x1.fffffep+31f, 0x1.16c2p-133f, -0x1.01538cp+06f, -0x1.c9dd88p+07f, -0x1.a615fep-04f, 0x1.20b046p-08f, -0x1.fffffep+127f, -0x1.3a13a4p+11f, 0x1.4p+01f, 0x0p+00f, -0x1.e5d138p+01f, 0x1.1f984ep+07f, -0x1.fffffep+127f, 0x1.8p+00f, -0x1.27a398p+26f, -0x1.a7cbaap+19f, 0x1.680682p+05f, -0x1.eadc1ep-19f, 0x1.67b2bep+04f, 0x1.4feba6p-08f, -0x1.b15be6p-18f, -0x1.eb4c4cp+15f, 0x1p+00f, -0x1.66e632p-06f, 0x1.99999ap-04f, 0x1.a4f762p+05f};
static const float h_f3[32] = {-0x1.0184fap+06f, 0x1.51f858p+03f, 0x1.8p+00f, 0x1.661e84p-06f, 0x1.fffffep+30f, -0x1.312184p-15f, 0x1.0624dep-10f, 0x1.4c37b6p-14f, 0x1.2a05f2p+33f, 0x0p+00f, -0x1p-01f, -0x1.ecc3acp+06f, 0x1.58f02ap-09f, 0x1.8p+00f, 0x1.0624dep-10f, -0x1.957322p-18f, 0x1.56acccp+07f, -0x1.0bap-138f, 0x1.c02472p+04f, 0x1.99999ap-04f, -0x1.045486p-22f, 0x1.e782d2p+17f, 0x1.a6a58p-18f, -0x1p-01f, 0x1.cda162p+04f, 0x1.42dee2p+14f, -0x1.276f8ap+16f, 0x0p+00f, 0x1.3d60cp+09f, -0x1.f5f3p+13f, 0x1.87092ap+10f, -0.0f};
static const double h_d0[32] = {0x1p-01, 0x1.c9ccd8349f028p-09, -0x1.bd811918ededep+18, 0x1.7e43c8800759cp+996, 0x1p-01, 0x1.fffffffffffffp+1023, 0x0p+00, 0x1p-1074, -0x1.b79ce6969c592p+29, -0x1.6abe8a38c519ep+12, -0x1.a5be0fe82fccp-21, 0x1.40cbfcc79dd58p-26, -0x1.e9bd3525a6c2p+13, 0x1.7dd2e43ee58ep+31, -0x1.394b5e34a3a08p-22, -0x1.654bd10ccb744p-33, 0x1.1e9d7999787b4p-37, -0x1.ccbbfb8a62fp-34, -0x1.91dd3d8e22d38p-26, 0x1p-01, 0x1.af004c6d80e9cp+19, 0x1p+00, -0x1.d4bae720a0586p-28, 0x1.fffffffffffffp+1023, 0x1.12f50e622c3f6p-31, -0x1.71acb493ab1bp+08, -0x1.5d977e28225fp-13, 0x1.20dca4497842cp+03, -0x1p+00, 0x1.1c37937e08p+53, 0x1p-01, 0x1.e1e8ae10e23b4p-11};
static const double h_d1[32] = {-0x1.542a12f7039e4p+20, 0x1.de8648c047ad8p+25, 0x1p+53, -0x1.5f9a5ad699efp-29, 0x1p-1074, -0x1.968f895329f18p-26, 0x1.caae1e3da88fcp-19, -0x1.3ce4daf9a7f9p-10, 0x1.8c03e58eaebc4p+25, 0x1.7e43c8800759cp+996, 0x1.fecd3208afd38p+14, 0x1.e2623ee130aeap-38, 0x1.40c8cdc4e483p+22, -0x1.fcec4a1ae49dp-18, 0x1.58f60cb26438cp+38, 0x1p-01, 0x1.4p+01, 0x1.799c966f0be04p-17, -0.0, -0x1.cp+01, 0x1.999999999999ap-04, -0x1.de9f2d23ce374p+11, -0x1.805ad65ecf61ap-13, -0x1.c110f9c9c948p+16, 0x1.fb1c15d96b6bp+06, -0x1.6d852e5acfaacp-41, -0x1.1f4067944d58p-35, -0x1.cp+01, 0x1.5bf67649d0cp+30, 0x1p-1074, 0x1.41d7ea459743cp+09, 0x1.a4f6545c2e3p+38};
static const int h_i0[32] = {4648737, 0, -217314, -4795, -1, 1, -133002363, -4288732, (-2147483647 - 1), -2147483647, 16061, 2147483647, -41237, -98, 36, -2147483647, 195687730, 1350386, 2, -39442489, -1010147510, 2147483647, -258450962, -1, -4153794, -2, 0, 11245240, 2147483646, 2147483647, -14245, 1};

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
