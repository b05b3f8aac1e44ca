// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50465).
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
struct Shapep5 {
    virtual ~Shapep5() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp5 : Shapep5 {
    double w, h;
    Rectp5(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep5 : Rectp5 {
    Squarep5(double s) : Rectp5(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep5 : Shapep5 {
    double r;
    Circlep5(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};

int main() {
    {
        double h[8] = {269.405, -324.293, 469.979, -193.948, -43.17, -341.460, 398.687, -349.766}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep0<4><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p0 %d %.6g\n", i, (double)h[i]);
    }
    {
        std::vector<int> v = {91, -15, -6, -68, 56, 19, 72, -21, -89, -72};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p1 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p1 %d\n", x);
        printf("p1 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        std::pair<int, double> ps[] = {{8, 7.5}, {3, -2.25}, {3, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{36, 3.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        std::vector<int> v = {84, -44, -89, 9, 23, -28, -47, -58, -68, -81};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p3 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p3 %d\n", x);
        printf("p3 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        std::vector<int> v = {-75, 38, 5, -61, -47, 61, -57, -7, -77, -15, 53};
        int k = 2, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p4 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p4 %d\n", x);
        printf("p4 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Rectp5 a(1.5, 8); Squarep5 b(9); Circlep5 c(4.25);
        Shapep5 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep5 *s : all) { printf("p5 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p5 total %.4f\n", total);
    }
    return 0;
}
