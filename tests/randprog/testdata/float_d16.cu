// Random float expressions (tests/randprog/gen, kind float, seed 50496).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((float)(i0))) * (((float)(d0))))
#define E1 fmodf(powf(0x1.ap+01f, f0), ((f3) * (f3) + (0x1p+00f)))
#define E2 ((0x1p+01f) + (((float)(((d0) * (d1) + (0x1p+01))))))
#define E3 hypotf(((f0) - (f0)), ((f2) + (0x1p+01f)))
#define E4 ((truncf(f2)) != (f2))
#define E5 ((0x0p+00f) + (((0x1p+01f) / (((float)(1))))))
#define E6 ((((acoshf(f3)) < (((0x0p+00f) + (f1))) ? (((f3) * (f0) - (f1))) : (((0x1.ap+01f) * (f2) - (f3))))) + (f1))
#define E7 i0
#define E8 i0
#define E9 1 << 24
#define E10 ((float)(i0))
#define E11 d2i(d1)
#define E12 ((((((0x1.ap+01f) / (f3))) * (((float)((1 << 24) + 1))))) * (roundf(powf(f0, f1))))
#define E13 ((d1) / (((d0) * (0x1p+01))))
#define E14 d2i(((rint(0x1.999999999999ap-04)) * (((d0) - (d1))) + (((d0) * (d1) + (d1)))))
#define E15 ((sinhf(((f0) * (f2)))) - (((f3) + (fmaf(-0x1p+00f, f3, f3)))))
#define E16 __double2float_ru(fma(d0, d0, d0))
#define E17 f2i(__fmul_rz(((0x1.79ca1p-67f) * (f3) - (f1)), logf(f1)))
#define E18 ((double)(long long)(__float2int_rn(fminf(fmaxf(fmaxf(f0, f2), -2.1e9f), 2.1e9f))))
#define E19 fmaf(((__fmul_rd(f1, f2)) * (((0x1.ap+01f) + (f2))) + (__double2float_rn(d1))), ((rsqrtf(f2)) - (fmaf(f1, f3, f3))), 0x1p-01f)
#define E20 ((float)(cos(d1)))
#define E21 d0
#define E22 ((double)(((f3) != (f1))))
#define E23 fmaf(fmaf(0x1.99999ap-04f, f2, fminf(0x1p+01f, f0)), powf(f2, __double2float_rn(d1)), ((((f1) - (0x1.99999ap-04f))) + (((f0) * (f2)))))

static const float h_f0[32] = {-0x1.b77bb8p+11f, INFINITY, -0x1.bce326p+15f, -0x1p+00f, -INFINITY, 0x1.b28664p-03f, 0x1.8p+00f, 0x0p+00f, 0x1.1997ecp-22f, -INFINITY, 0x1.21e782p+07f, -0x1.0e2e04p-20f, -0x1.27a398p+26f, -0x1.abb74ap+14f, -0x1p+00f, -0x1p-01f, -0x1.ce2046p-18f, -0x1.0d587ep+02f, 0x1.8p+01f, 0x1.fffffep+31f, 0x1.99999ap-04f, 0x1.7be8d4p+08f, -0x1.3ab964p+13f, 0x1.8p+01f, 0x1.bd42b2p-28f, -0x1.c6daf2p+05f, -0x1.4p+01f, 0x1p+24f, -0x1.15db9cp-03f, 0x1.0624dep-10f, 0x1.8f8a02p+19f, -0x1.1eb014p+03f};
static const float h_f1[32] = {-0x1.1d312p+05f, INFINITY, -0x1.fffffep+127f, 0x1.99999ap-04f, 0x1p+00f, -0x1.d7e8dcp+08f, 0x1.98f584p-17f, 0x1.1d315ap-13f, 0x0p+00f, 0x1.8p+00f, 0x1.e11926p-18f, 0x1.cc8666p+17f, 0x1.99999ap-04f, 0x1.f633b6p-03f, -0.0f, 0x1.16ea36p-07f, -0x1.4dc132p-21f, 0x1.40326cp-12f, 0x1.8p+01f, 0x1.fffffep+30f, 0x1.cf7ab2p-22f, -0x1.7185e4p+10f, -0x1.1d2308p-13f, 0x1.8p+00f, 0x1.99999ap-04f, 0x1.de8d54p+10f, 0x1.fffffep+30f, 0x1.a71bcap-05f, -0x1p-01f, 0x1.fa3f22p-15f, 0x1.4p+01f, 0x1.ddfa98p+15f};
static const float h_f2[32] = {-0x1.858376p-02f, 0x1.dcf27cp-12f, 0x1.fffffep+22f, -0x1.4p+01f, -0x1.975822p-19f, 0x1.d40e74p-10f, -INFINITY, 0x1.8p+00f, 0x1.0c80d8p+04f, -0x1.27a398p+26f, -0x1.04dc88p-22f, -0x1.869a68p+05f, -0x1.227398p+05f, 0x1.2a05f2p+33f, 0x1.f08a2cp+05f, -0x1.86177ap+10f, 0x1.fb2ee6p+17f, INFINITY, 0x1.fffffep+127f, 0x1p-126f, -INFINITY, 0x1.16c2p-133f, 0x1.8p+01f, -0x1.79460ap+04f, 0x1.eb9cfap+13f, 0x1.2a05f2p+33f, 0x1.44f62cp-18f, -0x1.0bap-138f, -0x1.0bap-138f, -0x1.f3b71ep-06f, 0x1.f27dbp-01f, 0x1.8p+00f};
static const float h_f3[32] = {0x1.8c319ep-05f, -0x1.540658p+17f, 0x1.05def6p+13f, 0x1p-01f, 0x1.9cc898p+07f, -0x1.7f505ep+01f, -0x1.4p+01f, -0x1.4p+01f, 0x1.16c2p-133f, 0x1.df7e12p+05f, 0x1.15acbep-13f, 0x1.828b56p+02f, 0x1.699c36p+08f, 0x1p-01f, -0x1p-01f, -0x1.c32934p-18f, 0x1.cec3a2p+10f, 0x1.551108p-22f, 0x0p+00f, -0x1.94c52p-08f, 0x1.8p+01f, 0x1.8p+00f, -0x1.d4cec8p-23f, 0x1p-01f, 0x1.fcfa28p-02f, 0x1p-126f, 0x1.cbbde2p-20f, 0x1.927dc8p-14f, -INFINITY, 0x1p-01f, 0x1.dbebdp-13f, -0x1.4p+01f};
static const double h_d0[32] = {0x1.999999999999ap-04, -0x1.56e1fc2f8f359p-997, -0x1.0b7d7072c1338p+08, -0x1.619e221d2db24p+35, 0x1.ee6ab29d2b044p+30, -0x1.775ece6e03644p-28, -0.0, 0x1.f82a7e442a9b8p-19, 0x1.5b5fc37cbf456p-41, 0x1.9ff263cb3cc22p+31, 0x0p+00, 0x1.1c37937e08p+53, 0x1.9907f625f0812p-02, 0x1.999999999999ap-04, 0x1.999999999999ap-04, -0x1.68c23d8505718p+26, 0x1.c1ff35f37cffp+09, 0x1p-01, 0x1p-1074, 0x1.c16a5a25ef70ap+04, -0x1.56e1fc2f8f359p-997, 0x1.598ecbd80ff02p-18, 0x1.f96f51e3fb0b8p+04, 0x1p+53, 0x1.4p+01, 0x1.481957ec2ca9p+20, 0x1.64e953d0eeccap+27, -0x1.2bd9f58fe8d4p+13, 0x1.a1c031f54eap-14, 0x1.7e43c8800759cp+996, -0x1.12f4709e5b9c8p-28, 0x0p+00};
static const double h_d1[32] = {0x1.2b75fac739ae6p+30, -0x1.e4cfd36feb478p-03, 0x1.bddca5529aadap+21, 0x1.d6f34548p+26, -0x1.296634d7fd556p-16, 0x1.ca206f7e2f0dp-30, 0x1.5e9c684bedcccp+27, -0x1.56e1fc2f8f359p-997, 0x1p+53, -0x1.aeef69ba22a46p+07, 0x1.7e43c8800759cp+996, -0x1.56e1fc2f8f359p-997, 0x1.e6205b1b93222p+25, -0x1.fa80d94e4d99p-28, 0x1.af4122a5fc534p+37, -0x1.3b1990ffa60ep+18, 0x1.2a1c8c59ab06p+29, 0x1p+00, 0x1.9353be89d9da2p-35, 0x1.7e43c8800759cp+996, -0x1.aa8e350253f88p+23, 0x1.7e43c8800759cp+996, -0x1.56e1fc2f8f359p-997, -0x1.2a5ee7ffd2732p-05, -0x1.0d6fc529a5baep-18, 0x1p-1074, -0x1.e3eff1271fdbp+21, -0x1.09bf66ba54b4cp+06, 0x1.999999999999ap-04, 0x1p-01, -0x1.a080ba5e00a24p-12, 0x1p-01};
static const int h_i0[32] = {9, 2147483646, 12, -2, 3761, 2, -1, -2147483647, -2, 1, -2147483647, -2, 782379, 2147483647, -1, 29684375, -2, -1, -1, 2147483647, 2, -1, -620, -2, 0, -14340495, -2147483647, 1705021, -2147483647, 5203596, 1768861, 0};

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
