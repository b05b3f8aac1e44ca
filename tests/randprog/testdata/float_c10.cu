// Random float expressions (tests/randprog/gen, kind float, seed 8010).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((acoshf(f3)) != (roundf(f0)))
#define E1 ((((((0x1p+00f) - (0x1.99999ap-04f))) >= (((float)(i0))) ? (((0x1p-01f) + (f1))) : (((float)(255))))) / (((f2) < (((f2) >= (0x0p+00f) ? (f2) : (0x1.99999ap-04f))) ? (f2) : (((f0) - (0x1.99999ap-04f))))))
#define E2 ((float)(f2i(((f2) / (f3)))))
#define E3 fma(fma(d0, d0, 0x0p+00), fma(0x1.999999999999ap-04, d1, d0), atan(d0))
#define E4 ((float)(2147483647))
#define E5 ((((float)(i0))) + (((f0) / (f3))))
#define E6 ((((f2) * (f3))) * (((float)(d2i(d0)))))
#define E7 ((((float)(i0))) - (((float)(i0))))
#define E8 ((float)(i0))
#define E9 fmaf(((f3) / (hypotf(0x1.5af1d8p+66f, 0x1.ap+01f))), ((fmaf(-0x1p+00f, f1, f3)) * (0x1p+00f) + (powf(f3, f0))), ((((f2) + (f1))) * (f2)))
#define E10 ((((f2) / (0x1.5af1d8p+66f))) <= (((float)(i0))))
#define E11 ((fmaf(f0, f2, f1)) / (rintf(f0)))
#define E12 ((((float)(i0))) + (((f1) + (f3))))
#define E13 d2i(fmod(d1, d1))
#define E14 ((((((f1) * (f0))) - (fdimf(f2, f3)))) < (((fmaf(f0, 0x1.ap+01f, f1)) / (erff(f2)))))
#define E15 ((((double)(long long)(__float2int_rz(fminf(fmaxf(f3, -2.1e9f), 2.1e9f))))) * (atan(((d1) * (d0)))) + (d0))
#define E16 ((((f2) / (f1))) * (((f3) >= (f1) ? (f0) : (f3))) + (cosf(0x1p+01f)))
#define E17 d2i(sin(d1))
#define E18 __fdiv_rz(((f0) + (f3)), floorf(0x1.5af1d8p+66f))
#define E19 log2f(fmaf(f2, f1, 0x1p+00f))
#define E20 __float2int_rn(fminf(fmaxf(((f1) - (f1)), -2.1e9f), 2.1e9f))
#define E21 asinf(f1)
#define E22 ((fdimf(((f0) - (f3)), ((f2) >= (f2) ? (-0x1p+00f) : (f3)))) * (__double2float_rn(((double)(long long)(i0)))))
#define E23 f2i(__fmul_rd(((f0) < (0x1p+00f) ? (f0) : (f0)), ((f2) < (0x1.99999ap-04f) ? (f1) : (0x0p+00f))))

static const float h_f0[32] = {-0x1.988016p+13f, 0x1.99999ap-04f, 0x1.99999ap-04f, 0x1.9f5b14p-06f, 0x0p+00f, 0x1.8p+01f, -0x1.880ccp+09f, -0x1.fffffep+127f, -0x1.b245ccp-17f, 0x1.eb27fap+00f, 0x1p+00f, 0x1.abbdbp+03f, -0x1.82d06ap+14f, -0x1.428976p-17f, 0x1.099a2p-08f, 0x1p+24f, 0x1.560ba4p-20f, 0x1p-01f, 0x1.389a8ap+14f, -0x1p+00f, -0x1p+31f, -INFINITY, 0x1.fffffep+22f, -INFINITY, -0x1.39a3ep-09f, 0x1.fffffep+30f, -0x1.be3b3p-22f, -0x1.b897f4p+19f, -0x1.1c1c3ep-05f, 0x1.5d4da4p+04f, 0x1.bfc1e6p-16f, -0x1.1ceef8p+15f};
static const float h_f1[32] = {0x0p+00f, -0x1p-01f, -0x1.6338a8p+00f, -INFINITY, -INFINITY, 0x1p+00f, -0x1p+31f, 0x1.8p+00f, -0x1.8e28e6p-09f, -0x1.3fd36p+06f, 0x1.3f327ap-05f, -0x1.be1938p+12f, INFINITY, 0x1.e3f792p+18f, 0x1.2a35ecp+10f, -0x1.4p+01f, 0x1.10f0e2p-17f, -INFINITY, 0x1.ecb69cp+19f, 0x1.2a05f2p+33f, -0x1.ef6dccp+16f, -0x1.e1b5acp+03f, 0x0p+00f, 0x1.fb087cp-14f, 0x1.5ee1e8p-14f, 0x1p+00f, -0x1.c48208p-16f, INFINITY, 0x1.2a05f2p+33f, 0x1.df0d04p-10f, 0x1.fffffep+22f, 0x1.35581ap-01f};
static const float h_f2[32] = {0x1.0da9a2p-02f, -0x1p+00f, -0x1p-01f, 0x1.b8e204p+03f, 0x1.4p+01f, 0x1.77620ap-17f, 0x1p-126f, 0x1.4p+01f, 0x1.d6d48ap-01f, -0x1.3599ap-07f, 0x1.16c2p-133f, -0x1.3db9aap+01f, 0x1.45acf4p+08f, -0x1.e6c6e4p+12f, 0x1.1ec6dep+06f, 0x1.811044p-15f, -0x1p+00f, 0x1.fffffep+30f, 0x1.b23adep-03f, 0x0p+00f, -0x1.0a0efep+06f, 0x1.c7abfcp-02f, 0x1.fffffep+31f, 0x1.9ad3a4p+15f, 0x1.f7284p+04f, 0x1.788038p+02f, 0x1.fffffep+127f, -0x1.43f8e4p-19f, 0x1.f15a3cp-03f, -0x1.27dc3p-14f, -0x1.fc47fp-11f, 0x1.7c3c26p-20f};
static const float h_f3[32] = {-0x1.78e072p-07f, -0x1.aa451ep-14f, INFINITY, -0x1.6f5f5cp+08f, 0x1.99999ap-04f, 0x1p+24f, -0x1.a9960cp+12f, 0x1.4p+01f, -0x1.83768cp-19f, INFINITY, -0x1.c17bdcp+15f, 0x1.7dd06ep+05f, -0x1.a8b63p+02f, -0x1.94e05p+19f, 0x1.99999ap-04f, -0x1.ea7684p+08f, 0x1p+00f, -0x1.398834p+02f, 0x1.23cbdep-18f, 0x1.4ca1aep-18f, -0x1p+31f, -0x1.fb27d6p+00f, 0x1.f144a4p-01f, 0x1.f01042p+13f, -0x1.27a398p+26f, -0x1.2f9ba6p+16f, -0x1.c7c51ap-15f, -0x1p-01f, INFINITY, 0x1p-01f, 0x1.06935ap-09f, 0x1.99999ap-04f};
static const double h_d0[32] = {-0x1.16f04748ec15ep-03, -0x1.c6064e603a27ap-14, -0x1.60e8dab2bd62p-44, 0x1.7e43c8800759cp+996, -0x1.4a26b554642d4p+27, 0x1.ef9bc755a6b7cp+07, 0x1.f53a6aa327b48p+16, 0x1.9474cd499be78p-18, (double)INFINITY, 0x1.be1439f808e4p+28, 0x1.4p+01, 0x1.834c88e14da8p+14, 0x1.83bce48e0c598p+16, 0x1.7e43c8800759cp+996, -0x1.54c4cbb4d94eap-25, 0x1.0ee185bf5433ap-03, -0x1.56e1fc2f8f359p-997, -0x1.f66bd66fc1332p+25, (double)INFINITY, 0x1.ff220edc322c6p-05, 0x1.8eafc149930dp-36, -0x1.d8d35dbd10904p+27, 0x1.d6f34548p+26, 0x1.b3bb0fde0d866p-04, -0x1.56e1fc2f8f359p-997, 0x1.2e9cd4dbe8f38p+18, 0x1.33b11b12d3072p-27, 0x1.7e43c8800759cp+996, 0x1.e557067de67bp+34, -0x1.33c557ec5aac8p+16, 0x1.9123c0dd54e28p-36, 0x1.d357c58e0462p+26};
static const double h_d1[32] = {-0x1p+00, 0x1.d6f34548p+26, -0x1.cp+01, -0x1.c140066169254p+16, 0x1.93901e877973p-31, 0x1.00b8ef7926a34p+06, -0x1.56e1fc2f8f359p-997, -0x1.4960b12697ep-36, 0x1.7e43c8800759cp+996, -0x1p+00, 0x1p+00, -0x1.2843c0eec13f4p+18, 0x1.c860abb699afap+23, -0x1.75229fbd9144p-11, 0x1.999999999999ap-04, 0x1.e6c4ba4e87dcep-25, 0x1.d6f34548p+26, 0x1p-01, 0x1.8b627239f35bp+13, -0x1.f36ee144ef716p-07, -0x1.b9c47258a216p+17, 0x1.7e111dd2faf18p-11, 0x1.fcecdc00395ep-14, 0x1.0b5484981c18p+22, 0x1p+53, -0x1.b65ee38b93eaap+28, -0x1p+00, 0x1p+00, -0x1.40aa222f492dp+26, 0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, 0x1p-1074};
static const int h_i0[32] = {-588320570, -34652, 403610, 1381371, -1, 464728, 0, -1, -1, 336, -242584592, -3465480, -156, 781, -2147483647, 0, 5694608, -50178826, 4056975, -2, 52, 2147483646, 0, 2147483647, -7759, 35591624, -1, 2147483646, 2, 0, -2147483647, -2};

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
