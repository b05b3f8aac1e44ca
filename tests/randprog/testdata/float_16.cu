// Random float expressions (tests/randprog/gen, kind float, seed 2016).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 remainderf(tanhf(((f3) * (f2) - (f1))), remainderf(((f2) / (f1)), ((float)(i0))))
#define E1 fmaf(((float)(i0)), truncf(f0), ((float)(255)))
#define E2 ((((float)(0))) * (((f2) - (f0))) - (((float)(i0))))
#define E3 f1
#define E4 exp(((double)(i0)))
#define E5 f1
#define E6 ((double)((isnan(f2) + 2 * isinf(f3) + 4 * signbit(f0))))
#define E7 ((sqrtf(f2)) == (((f1) * (f0) + (f0))))
#define E8 d2i(((((d1) + (d1))) / (fma(0x1.87e92154ef7acp-665, d1, d0))))
#define E9 fma(((double)((isnan(f2) + 2 * isinf(f1) + 4 * signbit(f3)))), ((double)(long long)((isnan(f3) + 2 * isinf(f2) + 4 * signbit(f3)))), exp(((double)(long long)(i0))))
#define E10 (isnan(atan2f(((f2) - (f0)), f0)) + 2 * isinf(((((0x1p-01f) * (f0) - (f0))) * (((f1) * (f3))))) + 4 * signbit(((float)(i0))))
#define E11 fmaxf(fminf(f3, f1), ((0x0p+00f) / (0x1.79ca1p-67f)))
#define E12 ((double)(i0))
#define E13 ((copysignf(((f0) - (0x1.99999ap-04f)), ((0x1.5af1d8p+66f) / (f2)))) - (((((float)(d0))) / (f0))))
#define E14 ((double)(long long)(f2i(f2)))
#define E15 ((((float)(f2i(f2)))) < (((((f2) * (f3))) / (f3))) ? (fmaf(((float)(i0)), __double2float_rz(d1), ((f0) < (f2) ? (f2) : (f3)))) : (f0))
#define E16 ((fmaf(-0x1p+00f, f3, 0x1.79ca1p-67f)) / (((f1) + (f3))))
#define E17 ((((((d0) + (0x1.999999999999ap-04))) + (((d1) * (d1) + (d1))))) * (0x1.999999999999ap-04))
#define E18 ((double)(long long)(d2i(d1)))
#define E19 ((((fmaf(f0, f3, f0)) + (((f2) * (f3) - (f1))))) * (fmodf(((f2) - (f2)), ((f3) + (0x1p+00f)))) - (((rintf(f1)) * (((f2) * (f0))) - (((f2) / (f1))))))
#define E20 fmaf(((0x1p-01f) / (f3)), ((f3) + (0x1p+01f)), ((f1) - (f3)))
#define E21 ((((((f2) * (f1))) >= (((0x1p+01f) - (0x1p-01f))) ? (logf(f2)) : (fmaf(f3, f0, f3)))) * (atanf(((f0) >= (f0) ? (f2) : (f1)))))
#define E22 f2i(f3)
#define E23 ((ceilf(fdimf(f2, f1))) * (f3) - (((float)(__float2int_rz(fminf(fmaxf(0x1.ap+01f, -2.1e9f), 2.1e9f))))))

static const float h_f0[32] = {0x1.d1ed76p-17f, 0x1p+24f, -0x1p+31f, 0x1.4p+01f, 0x1p+24f, 0x1.7b62p+07f, -0x1p+00f, -0x1.7f18e4p+14f, -0x1.fffffep+127f, 0x1.6b5964p-19f, 0x1.16c2p-133f, 0x1.e5ca7ep+02f, -0x1.7794acp-26f, -INFINITY, -0x1.eb1c6ep-08f, -0x1.fffffep+127f, INFINITY, INFINITY, 0x1.8p+00f, 0x1p+24f, -0x1.5426b2p+15f, -0x1.736042p+01f, 0x1.69f166p+12f, 0x1.993576p+06f, -0x1.4b6c2ep+10f, -0x1.389328p+09f, 0x1p-01f, -0x1.c3f7eap+10f, 0x1.641466p-07f, -0x1.0bap-138f, 0x1.bf1396p+08f, -0.0f};
static const float h_f1[32] = {0x1.b537bcp+06f, -0x1.bafb9p+07f, 0x1.8p+01f, -0x1.938716p+14f, 0x1.16c2p-133f, 0x1.29a1eep+04f, 0x1.1b3e94p-25f, 0x1p-01f, 0x1.0ea7f2p+19f, -0x1.317c64p-14f, 0x1p+00f, -0x1p+31f, 0x1.fffffep+31f, 0x1.bb6b3cp+01f, -0x1.95a038p-11f, -INFINITY, 0x1.a9a942p+02f, -0x1.c44264p-19f, -0x1p+31f, -0x1.e8a056p-04f, -0.0f, 0x1p+24f, -0x1.0bap-138f, 0x1.c966acp-12f, 0x1p-126f, -0x1.654c6ep+01f, 0x1.8p+01f, 0x1.146d28p+03f, 0x1.8p+00f, 0x1.16c2p-133f, -0x1.23a758p+14f, 0x1.fffffep+22f};
static const float h_f2[32] = {0x1.8p+01f, -0x1p+31f, -0x1.fffffep+127f, -0x1.4fd66ep-01f, -0x1.be58a2p-11f, -0x1.01ae64p-01f, -0x1.64d0b2p+06f, -0x1.f49abap-15f, 0x1.3d0d78p-07f, 0x1.e63672p-19f, -0.0f, -0x1.fba714p+08f, 0x1p+24f, 0x1.0a9abcp-21f, -0.0f, 0x1.496c98p+04f, 0x1.5355f4p+09f, -0x1.73d1ecp-11f, 0x1.099bcp-07f, -0x1.15535p+13f, -0x1.149b7ep-05f, -0x1.2e43e6p+04f, -0x1.0bap-138f, 0x1.62ada2p+07f, -INFINITY, -0x1p+31f, -0x1.c390dp+09f, 0x1.4p+01f, -INFINITY, 0x1.e099f4p-01f, 0x1.8p+01f, 0x1.8p+00f};
static const float h_f3[32] = {-0x1.0b737cp+08f, 0x0p+00f, -0x1.5c395p+04f, -0x1.8890f6p+03f, INFINITY, 0x1p+24f, 0x1.14ed9ep-18f, 0x1p+24f, -0x1.33a6b6p+14f, 0x1.145a12p+16f, 0x1.fffffep+127f, -0x1.5e3026p-17f, 0x1.fffffep+127f, 0x1.8p+00f, -0x1.7930bep+15f, -0x1.a6d56cp+00f, -0x1.6581f4p-19f, -0x1p+00f, 0x1.37baaep+09f, 0x1p-01f, -0x1.cfda1p+09f, 0x1.14de62p-04f, 0x1.157a8ap+19f, 0x1p+24f, 0x1p+24f, -0x1.d34c1p+06f, 0x1.12ddf8p-01f, 0x1.cd7e84p+15f, 0x1.3dff4ep-19f, -INFINITY, -0x1.27a398p+26f, 0x1.8p+01f};
static const double h_d0[32] = {0x1.15c2ede8400ccp+26, 0x1.940264ad48d0cp-23, 0x1p-01, -0x1.cp+01, 0x1.a5efe8b0520bap+33, 0x1.932c8a4ab32cp-08, -0x1.7c333cb80135p-34, 0x1.43ab2aa3154fep+02, 0x1.999999999999ap-04, -0x1.1d8c0e145e39p+14, -0x1.ac190c5b27622p+13, 0x1.4a9a5de122ba8p+13, -0x1.56e1fc2f8f359p-997, -0x1.5a0221f38cee6p+25, -0x1.cp+01, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, 0x1.2797380b4e206p+28, 0x1.1c37937e08p+53, 0x1.984f1eb232e4p+32, -0x1.176032724d706p-38, -0x1.c4443045f2798p-39, -0x1.029e5130d295p-05, -0.0, 0x1.7e43c8800759cp+996, -0x1.507676a94a1c8p-11, (double)INFINITY, -0.0, -0.0, 0x1.999999999999ap-04, -0x1.0454eb84cadbp+16, 0x1.1c37937e08p+53};
static const double h_d1[32] = {0x1.13e9bd05206fp-06, 0x1p-01, 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1p-1074, 0x1p+53, 0x1.7e43c8800759cp+996, -0x1.59045b26532ccp-23, 0x1.4p+01, -0.0, 0x1.999999999999ap-04, -0x1.707ef8ad25e92p+29, -0x1.6ea74395994b2p-40, 0x1p+00, -0.0, 0x1.dff864857f68ap-14, -0x1.b5e6476545dbp-41, 0x1.fffffffffffffp+1023, (double)INFINITY, -0x1p+00, 0x1.999999999999ap-04, -0x1.cfb914fee0054p+04, 0x1.e7b2811a5c23p+32, 0x1.fffffffffffffp+1023, 0x1.f25488170713ep+39, 0x1.010683bda4d5p-30, 0x1.c522e6e3d0a6cp+12, -0x1.d543b4769a75p+23, 0x1.fffffffffffffp+1023, 0x1.1471121ebd06p+36, 0x1.7e43c8800759cp+996, 0x1.9ec7896ba2fccp+00};
static const int h_i0[32] = {(-2147483647 - 1), 62031087, 197, -233, 23356, -8243, 2147483647, -1775605150, 0, 0, 18796507, 0, (-2147483647 - 1), -1, 3133, 0, 0, -1, -61, 0, -2, -11, (-2147483647 - 1), 124606, -2, 2147483647, 112, 14932, 0, 0, 2, 10338578};

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
