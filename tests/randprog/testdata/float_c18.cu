// Random float expressions (tests/randprog/gen, kind float, seed 8018).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 sinhf(((float)(i0)))
#define E1 d0
#define E2 powf(((((f2) + (f0))) * (((0x0p+00f) / (f3))) + (((f1) + (f0)))), ((((f0) + (f2))) - (((f1) + (f0)))))
#define E3 fmod(((double)(long long)(i0)), 0x1.87e92154ef7acp-665)
#define E4 ((float)(fma(d1, d1, d0)))
#define E5 ((pow(d0, 0x1p+00)) * (((double)(f2))))
#define E6 ((float)(f2i(((f3) / (0x1.79ca1p-67f)))))
#define E7 ((((float)(-7))) < (fmaf(f1, f2, f1)) ? (((0x1.99999ap-04f) + (0x1p+00f))) : (ceilf(-0x1p+00f)))
#define E8 ((((d0) - (0x1.999999999999ap-04))) * (d0) + (d1))
#define E9 d1
#define E10 ((((float)(0))) * (((float)(1 << 24))))
#define E11 i0
#define E12 ((d0) * (fmin(d0, 0x0p+00)) + (((double)(long long)(i0))))
#define E13 d1
#define E14 ((0x1p+01) * (cbrt(((-0x1.cp+01) * (d0) + (0x1p+00)))))
#define E15 ((((f2) / (f0))) == (((float)(d1))))
#define E16 expm1f(tanf(((f0) / (f1))))
#define E17 ((((f0) >= (f1) ? (f0) : (f1))) <= (((f2) < (f2) ? (f2) : (f1))))
#define E18 ((((((f1) + (f0))) * (tanhf(f0)))) * (0x0p+00f))
#define E19 ((rint(d0)) * (((d1) * (-0x1.cp+01) + (d1))))
#define E20 ((double)(long long)(((acoshf(0x1.79ca1p-67f)) == (hypotf(0x1.5af1d8p+66f, f0)))))
#define E21 fminf(((f2) * (f0)), fmaf(f1, f2, f0))
#define E22 ((float)((isnan(f0) + 2 * isinf(f2) + 4 * signbit(f3))))
#define E23 __float2int_rn(fminf(fmaxf(fabsf(0x1.5af1d8p+66f), -2.1e9f), 2.1e9f))

static const float h_f0[32] = {-0x1.bcdbaep-03f, -0x1.ec8588p-17f, 0x1p-126f, 0x1.fffffep+22f, 0x1.2a05f2p+33f, -0x1.0303ep-12f, 0x1.7ffe7p+09f, 0x1.fffffep+127f, 0x1.0624dep-10f, -0x1.e30774p-20f, 0x1.f4e828p-15f, 0x1.94d042p+11f, -0x1p+00f, INFINITY, -0x1.177448p-05f, 0x1.168252p-20f, 0x1.e9f71ep-05f, 0x1.54a654p+18f, -0x1.411a14p+14f, -0x1p+31f, -0x1.fffffep+127f, 0x1.200da8p-16f, 0x1.8p+00f, -0x1.ee1c84p+04f, 0x1.74db3ep+17f, 0x1.fffffep+30f, -0x1.1da948p+02f, 0x1.9068a2p+14f, -0x1.933044p+07f, -0x1.0bap-138f, 0x1.fffffep+22f, -0x1p-01f};
static const float h_f1[32] = {0x1.8p+00f, 0x1p-126f, -0x1.cd96bep+17f, 0x1.cc88f8p-03f, -0x1.a5c13cp-21f, 0x1p+24f, -0x1.346c66p-09f, 0x1.16c2p-133f, 0x1.2a05f2p+33f, -0x1.ed287ap-07f, -0x1.202952p-14f, 0x1.fffffep+22f, 0x1.be212ap+12f, -0x1.64c70cp+01f, 0x1.b9d28ap+17f, 0x1.16c2p-133f, 0x1p+24f, 0x1.aa6378p-11f, 0x1.16c2p-133f, 0x1.e372c2p+16f, -0x1.bd5a3ep+19f, -0x1.dbd106p-10f, 0x1.fffffep+30f, -0x1.749182p+08f, 0x1.16c2p-133f, -0x1.486902p+03f, -0x1.d8c576p-11f, -0x1.464982p+05f, 0x0p+00f, -0x1.a9ec64p-08f, 0x1.fffffep+127f, -0x1.a6ce6p+15f};
static const float h_f2[32] = {0x1.2496fap-18f, 0x1p+24f, -0x1.342498p+04f, -0x1.a98d7ap+05f, -0x1.48dfc4p+17f, 0x0p+00f, -0x1.7233dap-16f, 0x1.eef3cep-13f, INFINITY, -0x1.680c16p-21f, 0x1.4955b6p+02f, -0x1p+31f, 0x1.cb868cp+15f, 0x1.4p+01f, -0x1.1b0ee6p-09f, 0x1.fffffep+22f, 0x1.fffffep+30f, -0x1.b87cd4p-19f, -0x1.7779d8p-10f, -0.0f, -0x1.4da09ep-12f, 0x1.99999ap-04f, -0x1.94b114p+13f, -0x1.d2345cp-16f, 0x1p+24f, -0x1p+31f, -0x1.44845p+10f, -0x1.3c1d72p+08f, 0x1p-126f, -0x1.3bd0eep+07f, 0x1.6dc132p-20f, INFINITY};
static const float h_f3[32] = {0x1.29e1ap+15f, 0x1.eeec6p+11f, 0x1.6c4a32p+02f, 0x1.52b72ap-03f, -0x1.75fca8p+11f, 0x1.d01ccep-06f, -0x1.8adf9cp-14f, -0x1p+00f, -0x1.078328p+15f, 0x1.7c794ap+18f, 0x1.850024p+09f, 0x1.47b7a6p-20f, 0x1.99999ap-04f, 0x0p+00f, 0x1.9da7fep-21f, -0x1p+00f, 0x1p-01f, -INFINITY, 0x1.f6d502p-06f, 0x1p-01f, -0x1.0bap-138f, 0x1.563d18p-17f, -0.0f, 0x1.d1acccp+11f, -0x1p-01f, 0x1.724e44p-19f, 0x1.94ddc8p-01f, 0x1.d23106p-09f, 0x1.b95436p-11f, -0x1.4p+01f, 0x1.339e7ap+15f, 0x1.3acd3ep-11f};
static const double h_d0[32] = {0x0p+00, 0x0p+00, 0x1.cf523172409e8p-35, -0x1.56e1fc2f8f359p-997, 0x1p+53, 0x1.d6f34548p+26, 0x1.054981ee6987p+20, -0x1.b76e5c1bba042p+18, 0x1.1c37937e08p+53, 0x1.d6f34548p+26, 0x1.52f1ac93f21fap-01, -0x1.91725379c580cp+19, 0x1.225eca219a6d2p-11, 0x1.5573fb82f5fd8p-34, -0.0, (double)INFINITY, 0x1p+00, 0x1.755f53407a9a8p+26, 0x1.1c37937e08p+53, -0x1.d1ee8217e1a9cp-11, 0x1.c1513f3692fcp-22, 0x1p+53, (double)INFINITY, 0x1.3278a9155e008p-28, 0x1.f11f548e33d34p+37, 0x1.6293992d466dcp-20, 0x1.a05ab89d3a044p+18, 0x1.66918641dc19ep+22, 0x1.62e1aadca8cfp-17, -0x1.471277ed38684p+09, (double)INFINITY, -0.0};
static const double h_d1[32] = {-0x1.02ab0327c1d98p-09, -0x1.2da73703493bp+07, -0x1.df07862b20b9cp-08, 0x1p+00, 0x1.b2cb8441992d4p+24, 0x1.fffffffffffffp+1023, 0x1.1c37937e08p+53, 0x1.3aa4d82f245acp-33, -0x1.56e1fc2f8f359p-997, 0x1.1bc80212bf78ap+01, 0x1.002010db9ddd4p+31, 0x1.a4611e923fcaap+23, 0x1.0b91c2f575f2cp-02, -0x1.b9142c39b55ecp+01, 0x1.a5f74a546d958p-11, 0x1.7a5ce3a38272p+17, -0x1.7bb1fc1e8e1fep-09, -0x1.2b70ac8b609d6p-37, 0x1.07e3c48e4eabep-28, -0.0, 0x1.fffffffffffffp+1023, -0x1.d5accf62327b8p+36, 0x1.0cfce93b0d69p+16, 0x1.88dc3f3d7f662p+18, -0x1.831b95bdccfbcp-41, 0x1.f08085cbbe9fap+15, 0x1p+00, -0x1.56e1fc2f8f359p-997, (double)INFINITY, -0x1.eb80936a3005cp-21, -0x1.ff1840ea183fep+01, 0x1.b2a529795ea98p-29};
static const int h_i0[32] = {(-2147483647 - 1), 2147483646, -19455, 2147483646, -1395525, 0, -874643978, -1, 2147483646, 1, 117, -1, 282606390, -2147483647, -1943290855, -4747, -32265355, 1, 776483, 22862, 2, 2147483646, -242869177, 313471, -2147483647, -252666181, -421183, 2569, -2, 291982126, -495697, 18077822};

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
