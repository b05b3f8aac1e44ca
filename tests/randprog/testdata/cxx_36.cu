// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11036).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Shapep0 {
    virtual ~Shapep0() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp0 : Shapep0 {
    double w, h;
    Rectp0(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep0 : Rectp0 {
    Squarep0(double s) : Rectp0(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep0 : Shapep0 {
    double r;
    Circlep0(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
struct Vp1 {
    double x, y;
    __host__ __device__ Vp1(double x_, double y_) : x(x_), y(y_) {}
    __host__ __device__ double dot(const Vp1 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp1 operator+(const Vp1 &o) const { return Vp1(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp1 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp1(Vp1 v, Vp1 w, double *out) {
    Vp1 s = v + w;
    out[threadIdx.x] = s.dot(v) + (double)threadIdx.x * (s == w ? 2 : 1);
}
template <typename T> __host__ __device__ T mixp2(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp2 {
    A first; B second;
    auto sum() const { return first + second; }
};
template <int N, typename T> __global__ void scalep3(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
struct Vp4 {
    float x, y;
    __host__ __device__ Vp4(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float dot(const Vp4 &o) const { return x * o.x + y * o.y; }
    __host__ __device__ Vp4 operator+(const Vp4 &o) const { return Vp4(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const Vp4 &o) const { return x == o.x && y == o.y; }
};
__global__ void kp4(Vp4 v, Vp4 w, float *out) {
    Vp4 s = v + w;
    out[threadIdx.x] = s.dot(v) + (float)threadIdx.x * (s == w ? 2 : 1);
}
static int arrp6[6] = {34, 6, 24, 32, 32, 44};
int &atp6(int i) { return arrp6[i % 6]; }
void swapp6(int &a, int &b) { int t = a; a = b; b = t; }

int main() {
    {
        Rectp0 a(1.5, 6); Squarep0 b(7); Circlep0 c(1.25);
        Shapep0 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep0 *s : all) { printf("p0 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p0 total %.4f\n", total);
    }
    {
        Vp1 v(-471.176, 59.570), w(-273.495, 59.570);
        double *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp1<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp1 s = v + w;
    printf("p1 host %.6g\n", (double)(s.dot(v)));
    printf("p1 device 0 %.6g\n", (double)(h[0]));
    printf("p1 device 1 %.6g\n", (double)(h[1]));
    printf("p1 device 2 %.6g\n", (double)(h[2]));
    printf("p1 device 3 %.6g\n", (double)(h[3]));
    printf("p1 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    printf("p2 mix1 %d\n", (int)(mixp2<int>(48, -17)));
    printf("p2 mix2 %lld\n", (long long)(mixp2((long long)-387987786844ll, (long long)169087799753ll)));
    { Pairp2<int, long long> q{-83, 401486218092ll};
    printf("p2 pair %.6g\n", (double)(q.sum()));
    }
    {
        float h[8] = {8.60f, 19.98f, 36.0f, -13.48f, 30.84f, -26.69f, 30.30f, -49.31f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep3<6><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p3 %d %.6g\n", i, (double)h[i]);
    }
    {
        Vp4 v(-6.91f, -7.56f), w(-24.70f, -7.56f);
        float *d, h[4];
        cudaMalloc(&d, sizeof h);
        kp4<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        Vp4 s = v + w;
    printf("p4 host %.6g\n", (double)(s.dot(v)));
    printf("p4 device 0 %.6g\n", (double)(h[0]));
    printf("p4 device 1 %.6g\n", (double)(h[1]));
    printf("p4 device 2 %.6g\n", (double)(h[2]));
    printf("p4 device 3 %.6g\n", (double)(h[3]));
    printf("p4 equal %d\n", (int)((v + w == w + v) + 2 * (v == w)));
    }
    {
        std::pair<int, double> ps[] = {{1, 2.5}, {5, -4.25}, {8, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p5 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{7, 7.5f};
        auto [qa, qb] = q;
        printf("p5 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    atp6(8) += 9;
    swapp6(atp6(5), arrp6[1]);
    { int &r = atp6(1); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p6 %d\n", arrp6[i]);
    return 0;
}
