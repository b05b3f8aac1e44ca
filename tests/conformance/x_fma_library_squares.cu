// Library functions whose libdevice code computes the square of their argument: that x*x is one value
// with an equal product of the kernel, which is then rounded, and x*x + y is an FMUL and an FADD
// (sinhf, tanhf, erff; tanh and asin in double), before or after the call. coshf, asinf, atanf, erfcf
// and expm1f, and sinh and expm1 in double, compute no such square, and x*x + y stays one FFMA.
#include <cstdio>
#include <cstring>
#include <cmath>
__global__ void f32(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], y = in[32 + t];
    float s = x * x + y;
    float r = sinhf(x) + tanhf(x) * 0.5f + erff(x) * 0.25f;
    float c = coshf(x) + asinf(x * 0.5f) + atanf(x) + erfcf(x) + expm1f(x);
    out[3 * t] = s; out[3 * t + 1] = r; out[3 * t + 2] = c;
}
__global__ void f32alone(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], y = in[32 + t];
    float c = coshf(x) + asinf(x) + atanf(x) + erfcf(x) + expm1f(x);
    out[3 * t] = x * x + y; out[3 * t + 1] = c; out[3 * t + 2] = 0;
}
__global__ void f32after(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], y = in[32 + t];
    float r = tanhf(x);
    out[3 * t] = x * x + y; out[3 * t + 1] = r; out[3 * t + 2] = 0;
}
__global__ void f64(const double *in, double *out) {
    int t = threadIdx.x; double x = in[t], y = in[32 + t];
    out[3 * t] = x * x + y; out[3 * t + 1] = tanh(x) + asin(x); out[3 * t + 2] = sinh(x) + expm1(x);
}
__global__ void f64alone(const double *in, double *out) {
    int t = threadIdx.x; double x = in[t], y = in[32 + t];
    out[3 * t] = x * x + y; out[3 * t + 1] = sinh(x) + expm1(x); out[3 * t + 2] = 0;
}
int main() {
    float h[64]; double hd[64];
    for (int i = 0; i < 32; i++) {
        float x = i < 16 ? 0.05f + 0.03f * i : 0.6f + 0.017f * (i - 16);
        h[i] = x; h[32 + i] = -(x * x) * (1.0f + 3e-7f * (i % 5 + 1)) + 1e-9f;
        hd[i] = x; hd[32 + i] = -((double)x * x) * (1.0 + 3e-16 * (i % 5 + 1)) + 1e-19;
    }
    float *d, *o, ho[96]; double *dd, *od, hod[96];
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof ho); cudaMalloc(&dd, sizeof hd); cudaMalloc(&od, sizeof hod);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice); cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    void (*fk[])(const float *, float *) = {f32, f32alone, f32after};
    for (int q = 0; q < 3; q++) {
        fk[q]<<<1, 32>>>(d, o);
        cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
        printf("float %d:", q);
        for (int i = 0; i < 96; i++) { unsigned u; memcpy(&u, &ho[i], 4); printf(" %x", u); }
        printf("\n");
    }
    void (*dk[])(const double *, double *) = {f64, f64alone};
    for (int q = 0; q < 2; q++) {
        dk[q]<<<1, 32>>>(dd, od);
        cudaMemcpy(hod, od, sizeof hod, cudaMemcpyDeviceToHost);
        printf("double %d:", q);
        for (int i = 0; i < 96; i++) { unsigned long long u; memcpy(&u, &hod[i], 8); printf(" %llx", u); }
        printf("\n");
    }
    return 0;
}
