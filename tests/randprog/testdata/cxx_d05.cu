// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50155).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Vp0 {
    float x, y;
    __host__ __device__ Vp0(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp0 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp0 operator+(const Vp0 &o) const { return Vp0(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp0 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp0(Vp0 v, Vp0 w, float *out) {
    Vp0 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}
int fp1(int a, int b = 7) { return a * 10 + b; }
double fp1(double a) { return a / 4; }
long long fp1(long long a, int b, int c = 7) { return a * b - c; }
const char *fp1(const char *s) { return s + 1; }
template <int N, typename T> __global__ void scalep2(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
int fp3(int a, int b = 0) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 0) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }

int main() {
    {
        Vp0 v(11.31f, 34.66f), w(-2.61f, 34.66f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp0<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp0 s = v + w;
    printf("p0 host %.6g\n", (double)(s.dot(v)));
    printf("p0 device 0 %.6g\n", (double)(h[0]));
    printf("p0 device 1 %.6g\n", (double)(h[1]));
    printf("p0 device 2 %.6g\n", (double)(h[2]));
    printf("p0 device 3 %.6g\n", (double)(h[3]));
    printf("p0 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    printf("p1 a %d\n", (int)(fp1(5)));
    printf("p1 b %d\n", (int)(fp1(1, 6)));
    printf("p1 c %.6g\n", (double)(fp1(0.5)));
    printf("p1 d %lld\n", (long long)(fp1(31ll, 7)));
    printf("p1 e %s\n", fp1("xyz"));
    printf("p1 f %d\n", (int)(fp1('j')));
    {
        float h[8] = {-16.27f, -9.94f, 39.95f, -10.18f, 1.23f, -3.66f, -27.81f, -36.60f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep2<2><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p2 %d %.6g\n", i, (double)h[i]);
    }
    printf("p3 a %d\n", (int)(fp3(7)));
    printf("p3 b %d\n", (int)(fp3(7, 6)));
    printf("p3 c %.6g\n", (double)(fp3(6.5)));
    printf("p3 d %lld\n", (long long)(fp3(66ll, 2)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('k')));
    {
        std::pair<int, double> ps[] = {{7, 4.5}, {4, -4.25}, {0, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p4 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{90, 6.5f};
        auto [qa, qb] = q;
        printf("p4 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
