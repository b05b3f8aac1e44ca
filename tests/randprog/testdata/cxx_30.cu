// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11030).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {7, 45, 10, 34, 20, 17};
int &atp0(int i) { return arrp0[i % 6]; }
void swapp0(int &a, int &b) { int t = a; a = b; b = t; }
struct Shapep2 {
    virtual ~Shapep2() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp2 : Shapep2 {
    double w, h;
    Rectp2(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep2 : Rectp2 {
    Squarep2(double s) : Rectp2(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep2 : Shapep2 {
    double r;
    Circlep2(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
int fp3(int a, int b = 0) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 3) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }

int main() {
    atp0(6) += 18;
    swapp0(atp0(5), arrp0[4]);
    { int &r = atp0(1); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    {
        std::pair<int, double> ps[] = {{4, 6.5}, {4, -6.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{86, 1.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Rectp2 a(7.5, 1); Squarep2 b(1); Circlep2 c(2.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    printf("p3 a %d\n", (int)(fp3(6)));
    printf("p3 b %d\n", (int)(fp3(6, 2)));
    printf("p3 c %.6g\n", (double)(fp3(3.5)));
    printf("p3 d %lld\n", (long long)(fp3(97ll, 4)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('o')));
    {
        std::vector<int> v = {-26, 8, 95, -29, 57, -79, 38, 42, 49, -68, -8};
        int k = 4, calls = 0;
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
