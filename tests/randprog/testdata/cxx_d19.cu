// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50589).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <int N, typename T> __global__ void scalep0(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <int N, typename T> __global__ void scalep1(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
int fp2(int a, int b = 4) { return a * 10 + b; }
double fp2(double a) { return a / 4; }
long long fp2(long long a, int b, int c = 5) { return a * b - c; }
const char *fp2(const char *s) { return s + 1; }
namespace nsp3 {
enum class Colorp3 : int { Redp3 = 1, Greenp3, Bluep3 = 14 };
inline const char *name(Colorp3 c) {
    switch (c) {
    case Colorp3::Redp3: return "red";
    case Colorp3::Greenp3: return "green";
    default: return "blue";
    }
}
namespace innerp3 { constexpr int scalep3 = 4; }
}
struct Shapep4 {
    virtual ~Shapep4() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp4 : Shapep4 {
    double w, h;
    Rectp4(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep4 : Rectp4 {
    Squarep4(double s) : Rectp4(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep4 : Shapep4 {
    double r;
    Circlep4(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};

int main() {
    {
        int h[8] = {-28, 48, -66, 26, -4, 17, 51, 78}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep0<7><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p0 %d %.6g\n", i, (double)h[i]);
    }
    {
        float h[8] = {-43.10f, 2.15f, -16.62f, 4.86f, -4.7f, -6.45f, 13.96f, 44.35f}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep1<1><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p1 %d %.6g\n", i, (double)h[i]);
    }
    printf("p2 a %d\n", (int)(fp2(2)));
    printf("p2 b %d\n", (int)(fp2(3, 8)));
    printf("p2 c %.6g\n", (double)(fp2(0.5)));
    printf("p2 d %lld\n", (long long)(fp2(50ll, 2)));
    printf("p2 e %s\n", fp2("xyz"));
    printf("p2 f %d\n", (int)(fp2('q')));
    for (int i = 0; i < 3; i++) {
        nsp3::Colorp3 c = i == 0 ? nsp3::Colorp3::Redp3 : i == 1 ? nsp3::Colorp3::Greenp3 : nsp3::Colorp3::Bluep3;
        printf("p3 %s %d %zu\n", nsp3::name(c), (int)c * nsp3::innerp3::scalep3, sizeof c);
    }
    {
        Rectp4 a(3.5, 6); Squarep4 b(8); Circlep4 c(8.25);
        Shapep4 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep4 *s : all) { printf("p4 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p4 total %.4f\n", total);
    }
    return 0;
}
