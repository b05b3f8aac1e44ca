// Random float expressions (tests/randprog/gen, kind float, seed 50372).
#include <cstdio>
#include <cstring>
#include <cmath>

// Out-of-range and NaN conversions to int are undefined: these define them.
__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }
__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }
__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }

#define E0 fmaf(f0, ((fmaf(f1, 0x1p-01f, f0)) < (((f0) + (0x1.79ca1p-67f))) ? (((f3) * (f3) - (0x0p+00f))) : (((0x1.5af1d8p+66f) / (0x1.ap+01f)))), 0x1.79ca1p-67f)
#define E1 ((float)((isnan(atan2f(f2, f0)) + 2 * isinf(((f3) - (f2))) + 4 * signbit(-0x1p+00f))))
#define E2 fmodf(0x1.99999ap-04f, ((((f2) * (f0))) + (fmaf(f3, f2, f3))))
#define E3 atan2f(((f2) - (f2)), ((f3) + (f2)))
#define E4 i0
#define E5 ((((float)(i0))) + (f3))
#define E6 f0
#define E7 ((float)((isnan(0x1p-01f) + 2 * isinf(f2) + 4 * signbit(f2))))
#define E8 ((float)((isnan(f3) + 2 * isinf(f2) + 4 * signbit(0x1.ap+01f))))
#define E9 d2i(((double)(long long)(-7)))
#define E10 d1
#define E11 fmaf(((f1) * (f1) - (f0)), log1pf(f2), fminf(0x1.99999ap-04f, f2))
#define E12 ((fmax(d0, d1)) * (d0) + (((d1) * (d0) + (d0))))
#define E13 atan(((log1p(d0)) * (d1) + (((d1) * (d0)))))
#define E14 ((float)(__float2int_rn(fminf(fmaxf(0x1.ap+01f, -2.1e9f), 2.1e9f))))
#define E15 ((((((0x1p+00) * (d0) + (d0))) - (((double)(i0))))) * (fmod(sqrt(d0), ((d0) - (d0)))))
#define E16 fminf(__int2float_ru(i0), ((0x1p+00f) * (f1)))
#define E17 copysign(fmax(((double)(long long)(i0)), fma(d1, d1, d0)), fma(((double)(f1)), log(0x0p+00), ((d1) * (d0))))
#define E18 __float2int_rd(fminf(fmaxf(((f1) + (0x1p+01f)), -2.1e9f), 2.1e9f))
#define E19 ((((ceilf(0x1p+01f)) * (((f2) + (f3))) - (f0))) < (f3) ? (((float)(0x1.87e92154ef7acp-665))) : (erff(((f1) + (f2)))))
#define E20 tanh(hypot(((double)(long long)(i0)), ((double)(long long)(i0))))
#define E21 acoshf(atan2f(((f2) / (f1)), ((-0x1p+00f) * (f2) + (f1))))
#define E22 f2i(__fmul_ru(atanf(0x1.ap+01f), ((float)(i0))))
#define E23 ((f3) / (tanf(((f3) - (f1)))))

static const float h_f0[32] = {-0x1.d39162p+10f, 0x1.925422p-05f, 0x1.5ef7a2p-01f, 0x1p-01f, -0x1.0eb6ccp-05f, -0x1.46776ep-20f, 0x1.9ed078p-21f, 0x1.65baecp-17f, -0x1.ac9a12p-19f, 0x0p+00f, 0x1p-01f, 0x1.0624dep-10f, -0x1p-01f, -0x1.08677p+17f, -0x1.4p+01f, -0x1.2adfp-03f, 0x1.99999ap-04f, -0x1.b9aa44p+18f, -0x1p+31f, 0x1.39eb2p-21f, 0x1.57b222p-21f, 0x1.f30c9ap+14f, -0x1.0b96ecp-21f, -0x1.8e13dap+07f, -0x1p-01f, -0x1.631b48p+02f, INFINITY, 0x1.fffffep+22f, 0x1.1512d4p-03f, -0x1.07c91ep+19f, 0x1.8p+00f, -0x1.1e959p-06f};
static const float h_f1[32] = {-0x1.e6f1b2p+09f, 0x1.7a548ap-15f, 0x1.30383cp+01f, -0x1p+31f, -0x1.fffffep+127f, 0x0p+00f, -0x1.f64d0ep+05f, 0x1.1a402cp-04f, -0x1.4518c4p-15f, 0x1.fffffep+30f, -0x1.26531p+11f, -0x1.9ece52p-19f, -0x1.ffffa2p-17f, -0x1.eaff98p+00f, 0x1.d5119ap-11f, -0x1.c07e6p-17f, -0x1.503bdcp+11f, -0x1.0b4a36p-08f, 0x1.8p+00f, -0.0f, 0x1.d300eep+08f, 0x1.16c2p-133f, 0x1.415d7cp+15f, -0x1.27a398p+26f, 0x1.43f3eep-17f, 0x1.0624dep-10f, -0x1.166da6p-01f, 0x1p+24f, 0x1.fffffep+22f, 0x1.fffffep+22f, 0x1.510026p+11f, -0x1.d1da1ep-19f};
static const float h_f2[32] = {0x1.0624dep-10f, -0x1.63b496p-16f, 0x1.6bd92p+17f, 0x1.2251dep-18f, -0x1.fffffep+127f, 0x1.0624dep-10f, 0x1.062592p+18f, 0x1.59ddd4p-11f, 0x1.8p+01f, -0x1.a96714p-06f, 0x1.502958p-02f, 0x1p+24f, -0x1.feaafap-14f, 0x1p+24f, 0x1.a4b8fp+00f, 0x1p-126f, -0x1p+00f, -0x1.3e72d4p+07f, 0x1p+24f, -0x1.d3f7e6p-22f, 0x1.a225dp+14f, 0x1.4p+01f, 0x1.5599cep-21f, -0x1p-01f, -0x1.0bap-138f, -0x1.27a09cp-20f, 0x1p-01f, 0x1.0abe7p-17f, 0x1.caf60ep-15f, 0x1.3ec51ep+17f, -0x1.9cfa7ep+11f, -0x1.3eedaap-12f};
static const float h_f3[32] = {0x1.813e72p+14f, -0x1.d9793ep+18f, -0x1.01aa08p+06f, -0.0f, -0x1.27a398p+26f, -0x1p+00f, -0x1.27a398p+26f, 0x1.2a05f2p+33f, -0x1.bccb22p-09f, -0x1.a7c3b8p-17f, -0x1.2e26ep-11f, -0x1.969b14p+03f, -0x1.d83c74p-21f, -0x1.57aa66p+16f, 0x1.8p+00f, 0x1.fffffep+22f, -0x1.71fdc6p+13f, 0x1.fffffep+30f, -0x1.27a398p+26f, 0x1.fffffep+127f, 0x1.4a0daap+12f, -0x1.f9103ap+06f, 0x1.b2c474p-15f, -0x1.56e63cp+14f, 0x1.6bba4cp+06f, 0x1p+24f, 0x0p+00f, 0x1.edad2ap+15f, -0x1.41b922p-09f, 0x1.8p+00f, 0x1.2e5feap-19f, -0x1.5cef24p-17f};
static const double h_d0[32] = {0x1.7e43c8800759cp+996, -0x1.2a2b82e389a8cp-10, -0x1p+00, -0x1.9ec4c13832c2p-20, 0x1.999999999999ap-04, 0x1p-1074, -0x1.cp+01, 0x1.4p+01, 0x1.fb97e1bf879cp-18, 0x1p+53, -0x1.b756dfa181ff2p-26, 0x1.999999999999ap-04, 0x1.4p+01, 0x1.d6f34548p+26, 0x1.4p+01, 0x1.5a0c072d45818p-27, 0x1.4p+01, -0x1.e225359492d78p+12, 0x1.30dc6dcacfdb4p+38, -0x1.6958a568c2398p+18, 0x1.2f3cd4487fap-10, 0x1p+53, 0x1.ce4b0bcfcfdf4p-28, -0x1.08267059c102p+14, -0x1.6f8372edac2cp-34, -0x1.f59b414aa720cp+11, 0x1.07763327e9b52p-11, 0x1.35525a240b3c8p-17, 0x1.999999999999ap-04, -0x1.4d3669faddcb8p-38, 0x1.1c37937e08p+53, 0x1.3655de632bc0ep+29};
static const double h_d1[32] = {0x1.75d06652e86e4p+33, 0x1.fffffffffffffp+1023, -0x1.f697b3243686p+28, 0x1.fffffffffffffp+1023, 0x1.fffffffffffffp+1023, 0x1.e9fcecd07c592p+01, 0x1p+00, -0x1.da4b2db296c4p-09, 0x1.999999999999ap-04, 0x1.7e43c8800759cp+996, 0x1.1b890b1222ep-39, 0x1.88b136170e63p+33, -0.0, 0x1.17f3aaa3438e6p-34, 0x1.eafc66ad32e46p-27, 0x1.fffffffffffffp+1023, 0x1.0bc7022655dep-32, -0x1.1cc8f1f6f4b0ap-07, -0x1.403c70ff24c92p+10, 0x1p-1074, 0x1.23e4d4dc21aap-07, -0x1.793785e4d3114p-05, 0x1.9ca242ff99a1ep-27, -0x1.91ecac9d968dep-36, 0x1.999999999999ap-04, -0x1.c943d9f3191e4p-06, 0x1p+53, 0x1.4926de3324ca8p-12, 0x1.4p+01, 0x1.495b4d8b3c904p-35, -0x1.950dee62b1504p+34, 0x1.b082990366df8p-33};
static const int h_i0[32] = {795, 2, -16, 1748577634, -106227, 20283475, (-2147483647 - 1), 21787943, -1, -1, 2147483647, 0, 1, -252156, 1079, -48, 1, -1, -2147483647, -2, 2147483647, -1, 2, 9276680, -490630733, -59, -88860, -2, -2215932, -235, -6934273, -1};

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
