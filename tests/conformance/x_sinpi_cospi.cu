// sinpif and cospif as libdevice computes them (a reduction to [-1/4, 1/4] and two polynomials), over
// random arguments of four scales and the special ones; sinpi and cospi in double at the points where
// they are exact: zeros of the argument's sign at integers, +0 at odd multiples of 1/2 for cospi, and
// every argument from 2^53 on an even integer.
#include <cstdio>
#include <cstring>
#include <cmath>
#define N 256
__global__ void f(const float *in, unsigned *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x; float x = in[i];
    float a = sinpif(x), b = cospif(x);
    memcpy(&out[2 * i], &a, 4); memcpy(&out[2 * i + 1], &b, 4);
}
__global__ void d(const double *in, unsigned long long *out) {
    int i = threadIdx.x; double x = in[i];
    double a = sinpi(x), b = cospi(x);
    memcpy(&out[2 * i], &a, 8); memcpy(&out[2 * i + 1], &b, 8);
}
int main() {
    static float h[N]; static unsigned ho[2 * N];
    unsigned s = 2024;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        float m = i % 4 == 0 ? 1e6f : i % 4 == 1 ? 4.0f : i % 4 == 2 ? 0.5f : 300.0f;
        h[i] = ((float)(s >> 8) / (float)(1 << 24) - 0.5f) * m;
    }
    float special[] = {0.0f, -0.0f, 0.5f, -0.5f, 1.0f, -1.0f, 1.5f, 2.25f, 1e7f + 1.0f, 16777217.0f, 3e38f, -3e38f, INFINITY, -INFINITY, NAN, 1e-40f};
    for (int i = 0; i < 16; i++) h[i] = special[i];
    float *df; unsigned *o;
    cudaMalloc(&df, sizeof h); cudaMalloc(&o, sizeof ho);
    cudaMemcpy(df, h, sizeof h, cudaMemcpyHostToDevice);
    f<<<N / 64, 64>>>(df, o);
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) printf("%08x %08x%c", ho[2 * i], ho[2 * i + 1], i % 8 == 7 ? '\n' : ' ');
    double hd[12] = {0.0, -0.0, 1.0, -2.0, 0.5, -0.5, 1.5, 1e6 + 0.5, 0x1p52 + 1, 0x1p53, -0x1p60, 3e9 + 0.5};
    double *dd; unsigned long long *od, hod[24];
    cudaMalloc(&dd, sizeof hd); cudaMalloc(&od, sizeof hod);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    d<<<1, 12>>>(dd, od);
    cudaMemcpy(hod, od, sizeof hod, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; i++) printf("%llx %llx\n", hod[2 * i], hod[2 * i + 1]);
    return 0;
}
