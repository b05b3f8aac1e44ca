// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11026).
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
struct Shapep3 {
    virtual ~Shapep3() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp3 : Shapep3 {
    double w, h;
    Rectp3(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep3 : Rectp3 {
    Squarep3(double s) : Rectp3(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep3 : Shapep3 {
    double r;
    Circlep3(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
int fp5(int a, int b = 2) { return a * 10 + b; }
double fp5(double a) { return a / 4; }
long long fp5(long long a, int b, int c = 4) { return a * b - c; }
const char *fp5(const char *s) { return s + 1; }

int main() {
    {
        Rectp0 a(5.5, 6); Squarep0 b(1); Circlep0 c(2.25);
        Shapep0 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep0 *s : all) { printf("p0 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p0 total %.4f\n", total);
    }
    {
        std::vector<int> v = {44, 83, -43, 15, -79, 83, 81};
        int k = 1, calls = 0;
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
        std::string s = "sector", t = "sector";
        std::string u = s + "-" + t + std::to_string(141);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 4);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Rectp3 a(9.5, 2); Squarep3 b(7); Circlep3 c(3.25);
        Shapep3 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep3 *s : all) { printf("p3 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p3 total %.4f\n", total);
    }
    {
        float v = -41.61f;
        std::cout << "p4 [" << std::setfill('*') << std::setw(10) << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    printf("p5 a %d\n", (int)(fp5(6)));
    printf("p5 b %d\n", (int)(fp5(6, 5)));
    printf("p5 c %.6g\n", (double)(fp5(6.5)));
    printf("p5 d %lld\n", (long long)(fp5(46ll, 7)));
    printf("p5 e %s\n", fp5("xyz"));
    printf("p5 f %d\n", (int)(fp5('a')));
    return 0;
}
