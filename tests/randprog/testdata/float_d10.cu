// Random float expressions (tests/randprog/gen, kind float, seed 50310).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 ((((((d0) * (d1) + (d0))) + (((double)(0))))) * (((d0) + (fmod(d0, d1)))) + (((double)(long long)(d2i(d1)))))
#define E1 ((fmod(((d1) * (d1)), ((d1) * (0x0p+00) + (d0)))) + (((double)(f2i(f2)))))
#define E2 floor(((double)(i0)))
#define E3 d1
#define E4 ((f2) != (((((float)(i0))) - (((0x1.79ca1p-67f) + (f0))))))
#define E5 ((((fminf(f3, -0x1p+00f)) + (((f1) + (f3))))) / (((f2) * (tanf(f0)))))
#define E6 fmaf(((f3) >= (f2) ? (f2) : (f1)), f1, ((f1) / (f3)))
#define E7 f2
#define E8 sqrt(fmod(d0, d0))
#define E9 2147483647
#define E10 ((double)(((fdimf(f3, f3)) == (hypotf(0x1p+01f, f2)))))
#define E11 ((((f2) * (f2) - (f1))) + (f3))
#define E12 ((0x1p-01f) + (((float)(i0))))
#define E13 ((f0) * (((float)(f2i(f2)))))
#define E14 ((((((f1) * (f3))) / (fmodf(f2, 0x1.5af1d8p+66f)))) > (((((f1) + (f0))) + (((f2) * (f0) - (0x1p+01f))))))
#define E15 __int2float_rn(i0)
#define E16 (isnan(log10f(fmaxf(f0, f3))) + 2 * isinf(f0) + 4 * signbit(((((f2) < (0x1.5af1d8p+66f) ? (f3) : (f3))) + (expm1f(f2)))))
#define E17 d0
#define E18 ((float)(d1))
#define E19 ((fdimf(((f1) * (f1)), f1)) * (fmaf(__double2float_rz(d1), ((f2) < (f1) ? (f0) : (f3)), fmaf(f0, f0, f1))) - (__fmaf_rn(((f2) - (f3)), __fsub_rn(f1, f0), f2)))
#define E20 ((__int2float_ru(i0)) / (fmaf(f2, f1, f3)))
#define E21 fmaf(__fsub_rn(f1, f0), ceilf(f2), ((f0) < (0x1.5af1d8p+66f) ? (f0) : (f1)))
#define E22 ((float)(f2i(f0)))
#define E23 f1

static const float h_f0[32] = {0x1.fbf854p+11f, -0x1.27a398p+26f, INFINITY, 0x1.b2a62p-11f, -0x1.6a65dp+17f, 0x1.8p+01f, 0x1.2b5906p+08f, -0x1.be1bb8p-07f, -0x1.648108p+07f, -0x1.54b758p+19f, 0x1.95a208p-09f, -0x1.a0537ep+08f, 0x1.dd358ep+02f, -0x1.9362e8p+10f, 0x1.fb3916p-21f, 0x1.53497ep+05f, 0x1p+00f, -0x1.924abap-01f, INFINITY, -0x1.155236p-06f, -0x1.0cb67ap-16f, -0x1.b3ad9cp+09f, 0x1.fd85dcp-22f, -0x1.465f3p-08f, -0x1.75b3b6p+05f, 0x1p+00f, 0x1.5490a8p-17f, -0x1.42390cp-12f, -0x1.fffffep+127f, -0x1.c7599ap+12f, -0x1.910adap+12f, -0x1.a92e36p-19f};
static const float h_f1[32] = {0x1p+00f, 0x1.ddcf6p-10f, -0x1.bc854ep+12f, -0x1.fffffep+127f, -0x1.cd5012p-17f, -0x1.7728c4p-21f, 0x1.33696cp-13f, 0x1.08e432p-03f, -0x1.c3b358p+15f, -0.0f, 0x1.e9ae68p-10f, -0x1.6a4e2p+08f, 0x1p+24f, -0x1.78134ep-14f, 0x1.8656ccp-12f, -0x1.4a6b28p-11f, -0x1.4b8bfep+09f, 0x1p+24f, 0x1.24dc9p+06f, -0x1p-01f, -0x1.cc9bdap-15f, -0x1.d7392ep-03f, -0x1.925266p+00f, -0.0f, 0x1p-126f, 0x1p+24f, 0x1p+24f, -0x1.eadaf4p-15f, -0x1.115a4p+16f, 0x1.61c124p+11f, 0x1.fffffep+31f, 0x1.e79382p-02f};
static const float h_f2[32] = {-0x1.2c6b1ap+16f, -0x1.4453f6p-18f, 0x1.ec861ep-04f, -0x1.27728ep+05f, 0x1.bc24bcp-06f, -0x1.dce214p+10f, -0x1.8ab642p-13f, 0x1.66113ap+17f, -0x1.aee014p+16f, 0x1.d7a486p+05f, -0x1.1c7942p+12f, 0x1.cfb534p-14f, -0x1.180904p-11f, 0x1.92cb26p-09f, 0x1.8p+01f, -0x1.f86d26p+11f, 0x1.8eea38p+07f, -0x1.2ee74ep-17f, 0x1.b05c34p-01f, -0x1.a57acp-10f, 0x1.397aeap+02f, 0x1p+24f, -0x1p-01f, -INFINITY, -0x1.94eb8ep-10f, 0x1.8p+00f, 0x1p+00f, -0x1.1bf6d8p-13f, -0x1p+31f, -0x1.da41a6p+06f, -0x1.25e0bap+11f, -0x1.3d11e6p+16f};
static const float h_f3[32] = {0x1p+24f, 0x1.4p+01f, 0x1.bac7e4p-03f, 0x1.f5d6e6p+06f, 0x1.03edc2p+11f, 0x1.ac6facp+15f, 0x1.b86798p+17f, 0x1.cb5062p-02f, 0x1.2a05f2p+33f, -0x1.be3e26p-18f, -0x1.fbae7ep+03f, -0x1.489afcp+18f, 0x1.16c2p-133f, 0x1.1b3534p+01f, 0x1.fffffep+127f, 0x1.e59b46p+11f, 0x1.683a5cp+15f, -INFINITY, -0x1.863392p-04f, 0x1.6fa348p-03f, 0x1.16c2p-133f, 0x1p+24f, 0x1p-01f, -0x1.1a2f28p+04f, 0x1.0624dep-10f, 0x1.4p+01f, 0x1.2d02dp+02f, 0x1.fffffep+30f, 0x1.589084p-22f, -0x1.4p+01f, 0x1.2a05f2p+33f, 0x1.eef522p+11f};
static const double h_d0[32] = {0x1p+00, 0x1.8b635599c370ep+37, -0x1p+00, 0x1.7e43c8800759cp+996, 0x1.999999999999ap-04, -0x1.331a5702f0d98p+10, 0x1p+53, 0x1.cd1b7c9ee2bbp-13, -0x1.9b30c576dc8ep+13, -0x1.56e1fc2f8f359p-997, 0x1.1c37937e08p+53, -0x1.f615c3db6a95p-02, 0x1.502a69f04f0b8p-24, 0x1.97f4d9ed9514cp-35, -0x1.b43b397fe787p+30, 0x1.4p+01, 0x1.7e43c8800759cp+996, 0x0p+00, -0x1.35aeb29a48a38p-04, -0x1.7d31cd617ff4ep+02, -0x1.f2b6507ef5e3p-04, 0x1p-01, -0x1.5208ff0e771bcp+12, -0x1.24ec5cae04e5p-28, 0x1.afda0458f808ep+31, 0x1.326965436851p-37, -0x1.01b906746f34cp+15, -0x1.cp+01, -0x1.de59dcc088e6p-05, 0x1.ee3dfbb5bd346p-09, 0x1.396827f2cc7a8p-33, 0x1.e04c6577e1818p-13};
static const double h_d1[32] = {0x1.b0d684cf40b08p+14, 0x1.ffefd99bfb05p+18, 0x1.34046cef76fd4p+07, -0x1.9156886bd692p-42, 0x1.7383ae87c32p+16, -0x1.a222f5242e594p+20, -0x1.6aa7a3f63bfdcp+17, -0x1.1353f542f54ep-35, -0x1.5692bcbb9419ep+11, 0x1p+53, 0x1.553cf7f8535fp-37, 0x1p+00, -0x1.7e50c4ede5518p+20, 0x1.68bdc13f6f8cp+05, 0x1.54b54b85f7e6p+31, 0x0p+00, 0x1.d6f34548p+26, 0x1p+53, -0x1.26294e9e0f608p+12, -0x1.d4b385bac4504p+17, 0x1p+53, 0x1.999999999999ap-04, 0x1.c59d7125500ap+10, -0x1.b12a2b419841p-02, 0x1.bbf60ef91383ep-08, 0x1.999999999999ap-04, 0x1.672da655662a8p+35, (double)INFINITY, -0x1.a991b6f5f5e4p-19, -0x1.9561bc98328ecp+10, -0x1p+00, 0x1.a793102e391ep-43};
static const int h_i0[32] = {1, -2, -2868207, -1, 2147483647, 2147483647, 2147483647, (-2147483647 - 1), 0, 2, 2, 8327742, 1, -180489125, 169, -2, -2147483647, 0, -2, 316923, -16259985, -1, 0, 4, -3777972, 43973, -62, 7, -2147483647, -281, 0, (-2147483647 - 1)};

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
