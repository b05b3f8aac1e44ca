// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11007).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

int fp0(int a, int b = 3) { return a * 10 + b; }
double fp0(double a) { return a / 4; }
long long fp0(long long a, int b, int c = 4) { return a * b - c; }
const char *fp0(const char *s) { return s + 1; }
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

int main() {
    printf("p0 a %d\n", (int)(fp0(5)));
    printf("p0 b %d\n", (int)(fp0(2, 2)));
    printf("p0 c %.6g\n", (double)(fp0(4.5)));
    printf("p0 d %lld\n", (long long)(fp0(3ll, 7)));
    printf("p0 e %s\n", fp0("xyz"));
    printf("p0 f %d\n", (int)(fp0('i')));
    {
        std::string s = "bank", t = "block";
        std::string u = s + "-" + t + std::to_string(525);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 3);
        printf("p1 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p1 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Rectp2 a(3.5, 1); Squarep2 b(6); Circlep2 c(4.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        std::vector<int> v = {-28, 41, 15, 58, -61, 89, -21};
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
    return 0;
}
