// Float to integer conversions at the edges, on both sides: the GPU's cvt.rzi
// saturates (NaN gives 0), while x86-64's cvttsd2si gives the "integer
// indefinite" value for NaN and out-of-range inputs, and gcc reaches unsigned
// int through the 64-bit conversion and char/short through the 32-bit one.
// (Out-of-range conversions are undefined in C++: this records what each
// side does.)
#include <cstdio>
#include <cmath>

struct Out {
    int i;
    unsigned u;
    long long l;
    unsigned long long ul;
    int s, sc, uc, us;
};

__host__ __device__ Out convertAll(double v) {
    Out o;
    o.i = (int)v;
    o.u = (unsigned)v;
    o.l = (long long)v;
    o.ul = (unsigned long long)v;
    o.s = (short)v;
    o.sc = (signed char)v;
    o.uc = (unsigned char)v;
    o.us = (unsigned short)v;
    return o;
}

__host__ __device__ Out convertAllF(float v) {
    Out o;
    o.i = (int)v;
    o.u = (unsigned)v;
    o.l = (long long)v;
    o.ul = (unsigned long long)v;
    o.s = (short)v;
    o.sc = (signed char)v;
    o.uc = (unsigned char)v;
    o.us = (unsigned short)v;
    return o;
}

__global__ void onDevice(const double *d, const float *f, Out *od, Out *of, int *acc, int n) {
    int t = threadIdx.x;
    if (t < n) {
        od[t] = convertAll(d[t]);
        of[t] = convertAllF(f[t]);
        int a = 7;
        a += d[t]; // compound assignment converts back to int
        acc[t] = a;
    }
}

void show(const char *side, const char *kind, double v, Out o) {
    printf("%s %s %-10g i=%d u=%u l=%lld ul=%llu s=%d sc=%d uc=%d us=%d\n", side, kind, v, o.i, o.u, o.l, o.ul, o.s,
           o.sc, o.uc, o.us);
}

int main() {
    const int n = 14;
    double d[n] = {1e10, -1e10, -3.7, 3.99, NAN, 4.5e9, 1e20, 9.3e18, -0.5, 65535.9, 300.7, -129.5, 2147483647.5, -2147483648.9};
    float f[n];
    for (int i = 0; i < n; i++) f[i] = (float)d[i];
    double *dd;
    float *df;
    Out *od, *of;
    int *dacc;
    cudaMalloc(&dd, sizeof d);
    cudaMalloc(&df, sizeof f);
    cudaMalloc(&od, n * sizeof(Out));
    cudaMalloc(&of, n * sizeof(Out));
    cudaMalloc(&dacc, n * sizeof(int));
    cudaMemcpy(dd, d, sizeof d, cudaMemcpyHostToDevice);
    cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
    onDevice<<<1, 32>>>(dd, df, od, of, dacc, n);
    Out hd[n], hf[n];
    int acc[n];
    cudaMemcpy(hd, od, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, of, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(acc, dacc, sizeof acc, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        volatile double v = d[i];
        volatile float w = f[i];
        int a = 7;
        a += v;
        show("host", "double", d[i], convertAll(v));
        show("dev ", "double", d[i], hd[i]);
        show("host", "float ", f[i], convertAllF(w));
        show("dev ", "float ", f[i], hf[i]);
        printf("acc host %d dev %d\n", a, acc[i]);
    }
    return 0;
}
