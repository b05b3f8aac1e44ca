// One kernel template instantiated for char, short, int, long long, float and double: the
// arithmetic of each type (integer promotion, wrap-around of narrow types on store, float vs
// double rounding) printed per type with a typed printf helper overloaded on the type.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
__global__ void poly(const T *x, T *y, int n) {
    int i = threadIdx.x;
    if (i < n) {
        T v = x[i];
        y[i] = v * v * v - (T)3 * v + (T)7;
    }
}

void show(const char *name, char v) { printf("%s %d\n", name, (int)v); }
void show(const char *name, short v) { printf("%s %d\n", name, (int)v); }
void show(const char *name, int v) { printf("%s %d\n", name, v); }
void show(const char *name, long long v) { printf("%s %lld\n", name, v); }
void show(const char *name, float v) { printf("%s %.9g\n", name, v); }
void show(const char *name, double v) { printf("%s %.17g\n", name, v); }

template <typename T>
void run(const char *name, T start, T step) {
    const int n = 4;
    T h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = (T)(start + step * (T)i);
    T *dx, *dy;
    cudaMalloc(&dx, sizeof h);
    cudaMalloc(&dy, sizeof r);
    cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
    poly<T><<<1, 32>>>(dx, dy, n);
    cudaMemcpy(r, dy, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) show(name, r[i]);
    cudaFree(dx);
    cudaFree(dy);
}

int main() {
    run<char>("char", (char)5, (char)3);
    run<short>("short", (short)30, (short)11);
    run<int>("int", 1000, 333);
    run<long long>("ll", 100000LL, 54321LL);
    run<float>("float", 1.1f, 0.7f);
    run<double>("double", 1.1, 0.7);
    return 0;
}
