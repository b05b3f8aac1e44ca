// Random float expressions (tests/randprog/gen, kind float, seed 1074218).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(((float)(i0)), ((f3) < (f3) ? (f2) : (f0)), ((float)(i0)))
#define E1 ((((float)(f2i(0x1p+01f)))) * (((float)(i0))))
#define E2 i0
#define E3 ((float)(f2i(tanf(0x1p-01f))))
#define E4 fmaf(((float)(i0)), ((f1) - (f1)), ((0x1.99999ap-04f) / (f0)))
#define E5 2147483647
#define E6 ((float)((isnan(f1) + 2 * isinf(f0) + 4 * signbit(f1))))
#define E7 remainderf(((f3) - (f0)), ((float)(i0)))
#define E8 (isnan(((log2f(f0)) / (fdimf(0x1p-01f, f0)))) + 2 * isinf(atanf(((f0) - (f2)))) + 4 * signbit(((f2) + (f2))))
#define E9 d2i(((double)(long long)(1 << 24)))
#define E10 cbrt(0x1.999999999999ap-04)
#define E11 ((double)(long long)(d2i(0x0p+00)))
#define E12 i0
#define E13 ((((d1) + (d0))) * (fmax(d0, d1)) + (((double)(f1))))
#define E14 ((double)(i0))
#define E15 d2i(((fma(d1, d1, d1)) + (fmod(d1, d1))))
#define E16 ((float)(__float2int_rn(fminf(fmaxf(((f0) * (f1) + (0x1.99999ap-04f)), -2.1e9f), 2.1e9f))))
#define E17 __float2int_rz(fminf(fmaxf(__tanf(f0), -2.1e9f), 2.1e9f))
#define E18 ((hypot(d0, d1)) * (d1) + (fma(d1, d0, d1)))
#define E19 fmaxf(__frcp_rd(((float)(i0))), ((__fsqrt_rz(-0x1p+00f)) * (__fmaf_rd(f1, f2, f3)) - (f3)))
#define E20 ((((d1) + (d0))) * (d1) + (fma(0x1.87e92154ef7acp-665, d1, d1)))
#define E21 (isnan(exp2f(f2)) + 2 * isinf(floorf(0x1.ap+01f)) + 4 * signbit(f2))
#define E22 f2
#define E23 f2

static const float h_f0[32] = {0x1p-126f, -0x1.fffffep+127f, 0x1.4cb60ep+18f, 0x1.fffffep+127f, -0x1.a5d974p-20f, 0x1p+00f, 0x1.8p+01f, -0x1.56d546p+16f, 0x1.77a8c2p+17f, 0x1.2a05f2p+33f, -0x1.5491e2p+00f, 0x1p+00f, -0x1.509d34p+04f, -0x1.7da436p-03f, 0x1.4263f8p+07f, -0x1.b80b5ep-16f, -0x1.0bap-138f, -0x1.4c8d34p+19f, 0x1.0624dep-10f, 0x1.bcf878p+03f, 0x1.7a0ba4p+16f, -0.0f, 0x1.8p+00f, 0x1.2a05f2p+33f, -0x1.9049d6p+12f, -0x1p+00f, 0x1.8p+01f, 0x1p-126f, -0x1.27a398p+26f, 0x1.fffffep+31f, -0x1.b80528p-04f, -0x1.38998cp-05f};
static const float h_f1[32] = {-0x1p+00f, 0x1p+24f, 0x1.159f44p-14f, 0x1.168266p+16f, 0x1.463f2ep+16f, -0x1.a4ceeap-05f, -0x1.662506p+16f, -0x1.39528cp+16f, -0x1.221f8cp+07f, 0x1.0a857cp+11f, -0x1.726c44p-21f, 0x1.d9c354p-13f, 0x1.55bb06p+08f, 0x1.2a05f2p+33f, 0x1.cf2e3ep-22f, -0x1.980a36p+07f, 0x1.fffffep+30f, -0x1.824deep+04f, 0x1.52b728p+05f, 0x1.0d1c14p+11f, 0x1.acd232p-19f, 0x1.5d4e7ep-01f, -0.0f, 0x1.981a7cp-24f, 0x1.1023c8p-13f, -0x1.1230a4p+17f, -0x1.a0abf2p-19f, -0x1.22cf1p-07f, -0x1.fffffep+127f, -0x1.150f4p-03f, -0x1p+31f, 0x1.2a05f2p+33f};
static const float h_f2[32] = {-0x1.a718d6p+11f, -0x1.3efa04p+06f, -0x1.0bap-138f, -0x1.d6dcaap-13f, 0x1.7318bep+02f, 0x1.ac1c3ap-11f, -0x1.d9497ap+05f, -0x1p+00f, -0x1.807c82p-15f, 0x1.fffffep+30f, -0x1.db9d1p-22f, -0x1.8ea888p+19f, -0x1p-01f, 0x1p-01f, 0x1.2324bep-16f, -0x1.8072fcp-04f, 0x1.e27e1ap-04f, 0x1.bbac64p-08f, 0x1.99999ap-04f, 0x1.b681f6p-04f, -0x1.15c866p-14f, -0x1.3871dep+09f, -0x1.d4084ep+12f, 0x1.1a0cbap-06f, 0x1.7a0cbep-16f, -0x1.0bap-138f, -0x1.c29102p-09f, 0x1p+24f, -0x1.c8101p-08f, 0x1.fffffep+22f, -0x1p+00f, 0x1.fffffep+22f};
static const float h_f3[32] = {-0x1.27a398p+26f, -0x1.b470e8p+05f, 0x1.fffffep+22f, -0x1.0b6f0ep-10f, 0x1.03344ap+03f, -0x1.0bap-138f, 0x1.b20d56p-17f, 0x1.9305e2p-14f, 0x1.fffffep+31f, 0x1.8p+01f, 0x1p+24f, -0x1.9b1f2ap+12f, -0x1.7d986ap+12f, 0x1.2a05f2p+33f, 0x1p+00f, -0x1.bf4152p+08f, -0x1.d5a966p+09f, 0x1.80084ap+06f, -0x1.7412c8p-03f, 0x1.ca52a6p+18f, 0x1p+24f, 0x1.220ea2p-20f, -0x1.13eb48p+14f, -0x1.d5eb66p-22f, -0x1.a12d1ap-22f, 0x1.fffffep+30f, -0x1.77f6dep-14f, 0x1.6f635ap+04f, INFINITY, 0x0p+00f, 0x1.f4b7e6p-12f, -0x1.4p+01f};
static const double h_d0[32] = {0x0p+00, 0x1.4ee8ab1eb8a3p-27, -0x1.1b80855388d14p+15, -0x1.ce717af0a523p+32, -0x1.8002377506d2p+01, -0x1.cp+01, -0x1.a2c7b528c11dap-41, 0x0p+00, 0x1.1fbd0a1dc8bc8p-02, 0x1.bf32312fc7dc6p-18, 0x1.ed4d7544f555cp+09, 0x1.999999999999ap-04, 0x1.4p+01, -0x1p+00, -0x1.67ca7a546dc98p+29, 0x1.33206bd2327b4p-14, 0x1.bc7961839de64p-34, -0x1.cp+01, 0x1.0137d468d857p+29, 0x1.999999999999ap-04, -0x1.cedbdfd6e38p-18, 0x1p+53, -0x1p+00, 0x1.3279315d5faf8p-12, -0.0, 0x1.419a9a6e757dp-06, 0x1.3028a450ab7e8p-42, 0x1.69d429d7425dcp-05, 0x1.1eb2887aa5cap+17, -0x1.e2a3a5120a4e4p-29, 0x1.fffffffffffffp+1023, 0x1.b8ee0b374083p-19};
static const double h_d1[32] = {0x1.a8c771c8d82d6p+08, -0x1.e92b47e504a8p-20, -0x1.c7d2c422ce368p-12, 0x1.6c05f00fb7878p+13, 0x1.b2256e0ae5276p+37, -0x1.e02fea316d2eep+04, 0x1.fffffffffffffp+1023, 0x1.7e43c8800759cp+996, 0x1.7d05438d7619p+02, -0x1.33ab08378e144p+07, 0x1.8c7ba3d449382p+34, -0x1.2628a080de1e4p+14, 0x1.fffffffffffffp+1023, 0x1.d987772e9788p-07, -0x1.c087782244beap+38, 0x1.cefeeb007016p-41, 0x1.4p+01, (double)INFINITY, -0x1.cd3d9a5673a08p-02, 0x1.999999999999ap-04, 0x1.2f6438a7a628cp+26, -0x1.695491364f348p+00, 0x1p+00, -0x1p+00, 0x1.90eb6ff52951p-03, -0x1.ced9d7c933fd4p+00, (double)INFINITY, -0x1.36c83603d351cp-15, -0x1.cp+01, 0x1.471d06a4a4146p+19, -0x1.26be6005c2458p-20, -0x1.302c475829028p+37};
static const int h_i0[32] = {-1, (-2147483647 - 1), 1, -7952, -2147483647, -11495561, 8262194, 2, (-2147483647 - 1), 2147483646, -166, -2, -2, -2, -2, 2147483647, -1, -1107585830, 0, (-2147483647 - 1), -1911118, 2147483647, -929, -2171, 1474939704, -3224900, 2147483646, -1, 23617, -1, -3, -2147483647};

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
