// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11003).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Shapep1 {
    virtual ~Shapep1() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp1 : Shapep1 {
    double w, h;
    Rectp1(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep1 : Rectp1 {
    Squarep1(double s) : Rectp1(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep1 : Shapep1 {
    double r;
    Circlep1(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
int fp3(int a, int b = 0) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 6) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }

int main() {
    {
        long long v = 525809855542ll;
        std::cout << "p0 [" << std::scientific << v << "] [" << std::left << std::setw(9) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        Rectp1 a(1.5, 6); Squarep1 b(7); Circlep1 c(3.25);
        Shapep1 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep1 *s : all) { printf("p1 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p1 total %.4f\n", total);
    }
    {
        std::pair<int, double> ps[] = {{0, 3.5}, {0, -8.25}, {2, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{32, 5.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    printf("p3 a %d\n", (int)(fp3(1)));
    printf("p3 b %d\n", (int)(fp3(3, 5)));
    printf("p3 c %.6g\n", (double)(fp3(0.5)));
    printf("p3 d %lld\n", (long long)(fp3(90ll, 6)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('r')));
    {
        std::vector<int> v = {-22, -13, 12, 19, 77, 39, 44, -49, -52, -83, -14};
        int k = 5, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p4 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p4 %d\n", x);
        printf("p4 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    return 0;
}
