// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11024).
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
template <int N, typename T> __global__ void scalep1(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
int fp3(int a, int b = 1) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 0) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }
template <int N, typename T> __global__ void scalep4(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
template <int N, typename T> __global__ void scalep5(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) % 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
struct Shapep6 {
    virtual ~Shapep6() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp6 : Shapep6 {
    double w, h;
    Rectp6(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep6 : Rectp6 {
    Squarep6(double s) : Rectp6(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep6 : Shapep6 {
    double r;
    Circlep6(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};

int main() {
    {
        Rectp0 a(6.5, 5); Squarep0 b(7); Circlep0 c(2.25);
        Shapep0 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep0 *s : all) { printf("p0 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p0 total %.4f\n", total);
    }
    {
        int h[8] = {34, -71, 90, -36, -63, 95, -61, -37}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep1<8><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p1 %d %.6g\n", i, (double)h[i]);
    }
    {
        std::string s = "warp", t = "block";
        std::string u = s + "-" + t + std::to_string(514);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 4);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    printf("p3 a %d\n", (int)(fp3(1)));
    printf("p3 b %d\n", (int)(fp3(4, 0)));
    printf("p3 c %.6g\n", (double)(fp3(1.5)));
    printf("p3 d %lld\n", (long long)(fp3(82ll, 7)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('n')));
    {
        double h[8] = {-21.75, 424.818, 250.945, 333.914, -330.509, 418.25, 463.801, 90.541}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep4<7><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p4 %d %.6g\n", i, (double)h[i]);
    }
    {
        double h[8] = {-7.382, -500.553, -333.118, 385.882, 34.560, 40.666, 320.474, 176.199}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep5<5><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p5 %d %.6g\n", i, (double)h[i]);
    }
    {
        Rectp6 a(1.5, 2); Squarep6 b(4); Circlep6 c(6.25);
        Shapep6 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep6 *s : all) { printf("p6 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p6 total %.4f\n", total);
    }
    return 0;
}
