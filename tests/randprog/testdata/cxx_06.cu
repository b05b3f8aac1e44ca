// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11006).
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
namespace nsp2 {
enum class Colorp2 : unsigned { Redp2 = 2, Greenp2, Bluep2 = 14 };
inline const char *name(Colorp2 c) {
    switch (c) {
    case Colorp2::Redp2: return "red";
    case Colorp2::Greenp2: return "green";
    default: return "blue";
    }
}
namespace innerp2 { constexpr int scalep2 = 4; }
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
template <typename T> __host__ __device__ T mixp5(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp5 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    {
        double h[8] = {-401.838, -24.149, -360.761, 397.569, -395.441, -277.235, 250.619, -273.51}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scalep0<4><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("p0 %d %.6g\n", i, (double)h[i]);
    }
    {
        std::string s = "sector", t = "bank";
        std::string u = s + "-" + t + std::to_string(904);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 4);
        printf("p1 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p1 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    for (int i = 0; i < 3; i++) {
        nsp2::Colorp2 c = i == 0 ? nsp2::Colorp2::Redp2 : i == 1 ? nsp2::Colorp2::Greenp2 : nsp2::Colorp2::Bluep2;
        printf("p2 %s %d %zu\n", nsp2::name(c), (int)c * nsp2::innerp2::scalep2, sizeof c);
    }
    {
        std::vector<int> v = {2, 16, 67, 68, 40, 23, 37, 77, 64};
        int k = 4, calls = 0;
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
        Rectp4 a(2.5, 9); Squarep4 b(1); Circlep4 c(2.25);
        Shapep4 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep4 *s : all) { printf("p4 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p4 total %.4f\n", total);
    }
    printf("p5 mix1 %d\n", (int)(mixp5<short>(97, 9)));
    printf("p5 mix2 %.6g\n", (double)(mixp5((double)346.365, (double)-173.40)));
    { Pairp5<short, double> q{-6, 297.738};
    printf("p5 pair %.6g\n", (double)(q.sum()));
    }
    return 0;
}
