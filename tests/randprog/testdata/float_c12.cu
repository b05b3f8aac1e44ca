// Random float expressions (tests/randprog/gen, kind float, seed 8012).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((fminf(((float)(i0)), ((f0) * (f3)))) * (((((f1) * (0x1.99999ap-04f))) + (((float)(i0))))) + (remainderf(f2, ((f1) / (f3)))))
#define E1 ((float)((isnan(f0) + 2 * isinf(f0) + 4 * signbit(f2))))
#define E2 fmaf(f2, f0, ((f3) / (0x1p+00f)))
#define E3 ((float)(f2i(((float)(0x1.999999999999ap-04)))))
#define E4 f2
#define E5 ((((float)(d1))) / (powf(0x1.79ca1p-67f, f0)))
#define E6 ((double)(long long)(i0))
#define E7 fmodf(((f2) * (0x1p+00f) + (f1)), erff(0x0p+00f))
#define E8 ((rint(d1)) + (((d1) * (d1) + (d1))))
#define E9 sin(((fmod(d1, -0x1.cp+01)) + (fma(d1, d1, d0))))
#define E10 ((double)(long long)(i0))
#define E11 ((float)(((f2) > (f3))))
#define E12 ((((float)(i0))) * (((float)(1))))
#define E13 (isnan(((float)(((f2) <= (-0x1p+00f))))) + 2 * isinf(((((f0) * (f0))) / (f3))) + 4 * signbit(fmodf(f2, floorf(f0))))
#define E14 ((((((double)(long long)(i0))) + (((d1) / (d1))))) + (((atan2(d0, d0)) * (((double)(long long)((1 << 24) + 1))) + (((double)(i0))))))
#define E15 ((((f0) / (__int2float_rz(i0)))) == (((((f2) * (f0) - (f0))) * (powf(f3, f1)))))
#define E16 ((double)(((((f2) + (0x1.79ca1p-67f))) - (((0x1p-01f) - (f0))))))
#define E17 fmaf(f3, ((float)(d0)), fdimf(f0, f3))
#define E18 (isnan(((((float)(i0))) * (((f1) - (f3))))) + 2 * isinf(fmaf(((float)(-7)), __fadd_rz(-0x1p+00f, f0), sinhf(f2))) + 4 * signbit(cosf(fmodf(0x1p+00f, f1))))
#define E19 d0
#define E20 ((((0x1.99999ap-04f) < (f1) ? (f1) : (f0))) - (remainderf(f2, f1)))
#define E21 ((f3) * (log2f(0x1.79ca1p-67f)) - (powf(f3, f3)))
#define E22 fmod(cos(0x1.87e92154ef7acp-665), d0)
#define E23 0x0p+00

static const float h_f0[32] = {-0x1.9e004ep-03f, -0x1.a7794p-04f, 0x1.0624dep-10f, 0x1.55173ep-05f, 0x1p+00f, -0x1.534844p-09f, 0x1.45a312p-01f, 0x1p-01f, 0x1.8p+01f, 0x1.086496p-01f, 0x1.e31b78p+15f, 0x1.2a05f2p+33f, -0x1.f213b4p-05f, -0x1.f3719ep-01f, 0x1.2a05f2p+33f, 0x1.f0eafep+14f, -0x1.cf52d4p-20f, -0x1.abe2e8p-14f, -0x1p+31f, -0.0f, 0x1.050966p+14f, 0x0p+00f, -0x1.d69bb6p-16f, 0x1.99999ap-04f, 0x1.4p+01f, 0x1.72143ap-09f, -0x1p+31f, 0x1.88dbacp+17f, 0x1.3799eep-21f, -0x1.cf2f0ap-20f, 0x1.16c2p-133f, 0x1.4d4f86p-21f};
static const float h_f1[32] = {0x1.4p+01f, 0x1.72c55cp-02f, -0x1.dd61f6p+09f, -0x1.f165eap-06f, -0x1.4p+01f, 0x1.219a04p+06f, 0x1.fffffep+127f, -0x1.5d2f06p-05f, INFINITY, 0x1.f4b216p+05f, 0x1.52b9bep-13f, 0x1.eb907p-18f, 0x1p-01f, -0x1.1dfd26p-10f, 0x1.88790ap-11f, 0x1p-01f, 0x1.bbf3c6p+15f, -0x1.d404b4p+11f, 0x1.0624dep-10f, -0x1.bd9906p-15f, -0x1.b1a324p-11f, 0x1p-01f, 0x1.cf3c9p-07f, 0x1p-126f, 0x1p-01f, 0x1.d7d96ep-11f, 0x1p+24f, 0x1.40affp+00f, -0x1.7d9c88p+05f, 0x1.bcf07p-20f, 0x1.fffffep+22f, 0x1.155c78p-18f};
static const float h_f2[32] = {0x1.fffffep+22f, -INFINITY, -0x1.b6ae2p-13f, -0x1.d67492p-02f, -0x1.f8d814p-19f, 0x1.020be4p-24f, -0x1.b4f9b2p-10f, 0x1.5a5756p+02f, -0x1.fffffep+127f, -0x1.826216p-14f, 0x1p+24f, 0x1.91bdb2p-02f, -0x1.0102fp-11f, 0x1.99999ap-04f, 0x1.2821fep+03f, -0x1.90e2fep-17f, -0x1p+31f, 0x1.d52e7cp+12f, 0x1.99481p+11f, -0x1.27a398p+26f, 0x1.741772p+08f, 0x1.bdc17cp-11f, -0x1p+31f, 0x1.4a6f6ep-19f, 0x1.27a78cp+02f, -0x1.669adap-03f, -0x1.ddd0a2p-08f, -0x1.0709e4p-12f, 0x1.fffffep+30f, -0x1p-01f, 0x1.8p+01f, 0x1p-01f};
static const float h_f3[32] = {0x1.fffffep+31f, -0x1p+00f, 0x1.cb1d96p+01f, 0x1.fffffep+22f, 0x1.fffffep+30f, -INFINITY, 0x1.b7b6eap-15f, -0x1.4p+01f, 0x1.8p+01f, -0x1.fffffep+127f, 0x1.b4ab1cp-04f, -0x1.4p+01f, 0x1.38257cp+13f, -0x1.a47e04p+05f, -0x1.4c4d94p+15f, -0x1.35dddap+09f, -0x1.9b7958p+17f, -0x1.66412ap+07f, -0x1.a8daacp+03f, -0x1.0c39f6p-16f, 0x1p+24f, 0x1.8c1594p-20f, 0x1.fffffep+30f, 0x1.329ddap-08f, 0x1.092ffp-02f, -0x1.67f70ep-19f, 0x1.34b614p-12f, -0x1.05befcp-06f, 0x1.8p+00f, -0x1.c8fffcp+19f, 0x1p+00f, -0x1.af60eap-10f};
static const double h_d0[32] = {0x1.1c9344a1db49ap+13, 0x1p+00, 0x1.ba40b1e39dbep+29, -0x1.56e1fc2f8f359p-997, 0x0p+00, -0x1.cp+01, -0x1.a1c85b0e2d7b6p+08, 0x1.4cd81e903755p+11, 0x1.259e43b7e835p-15, 0x1.8f36f06c0f2a8p+34, -0x1.950b935b5be3p-32, -0x1.b51e6132f81bp+04, 0x1.a6ee6ceedbdc4p+21, 0x1p+00, 0x1.fffffffffffffp+1023, 0x1.d6f34548p+26, 0x1.3d6932168037p-22, 0x1p-1074, 0x0p+00, 0x1.d6f34548p+26, -0x1.08d5e0640a774p-24, 0x1.fffffffffffffp+1023, -0x1.56e1fc2f8f359p-997, -0x1.a200a9969abf4p+12, 0x1.999999999999ap-04, 0x1.1c37937e08p+53, -0x1.9f9af756b9e88p+01, 0x1.9c9a876d89944p-14, -0x1.987f494799588p+00, 0x1.1c37937e08p+53, -0x1.a76d544ac5798p-16, -0x1.cp+01};
static const double h_d1[32] = {-0x1.644b64da44d8ep-41, -0x1.b032e1e31c322p-27, 0x1.06b4892a7e39p-36, -0x1.f0f17767dae4p-29, -0x1.90504cdea2788p-18, -0x1.56e1fc2f8f359p-997, -0x1.56e1fc2f8f359p-997, -0x1.d0cedd481499p+36, -0x1.56e1fc2f8f359p-997, 0x1.306248ee2dacap-18, 0x1.8e6acb91ec4acp-12, -0x1.e69039c807d48p-12, 0x1p-1074, 0x1p+00, 0x1.ffa1957576334p+21, 0x1.afdc2ac379768p+10, 0x0p+00, 0x1p+53, 0x1.f838e64a64112p+26, -0x1.73de7af0ac4fap+24, -0x1.56e1fc2f8f359p-997, 0x1.07442ec4243eap-23, -0x1.3592526ac2dd8p+17, -0x1p+00, -0x1.56e1fc2f8f359p-997, 0x1.5a6ce8aaccdb8p+04, 0x1.fffffffffffffp+1023, -0x1.be7e98124ff5ep-27, 0x1.05798c74d5094p-13, 0x1.d6f34548p+26, -0x1.ef9389264fca8p-17, 0x1p-01};
static const int h_i0[32] = {14, -2147483647, 98463, 2, -3, -54563, 1, -42, 2147483646, -30612, -39509, -142714296, 0, 2, -2147483647, -2542314, -1, -2210, -2147483647, 2147483646, 0, 78845612, 19, 113, 1, 1, -420246276, 1, -2, -982602, 2147483646, 2147483647};

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
