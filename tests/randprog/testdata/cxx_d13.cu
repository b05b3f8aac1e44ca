// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50403).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

namespace nsp1 {
enum class Colorp1 : unsigned { Redp1 = 4, Greenp1, Bluep1 = 12 };
inline const char *name(Colorp1 c) {
    switch (c) {
    case Colorp1::Redp1: return "red";
    case Colorp1::Greenp1: return "green";
    default: return "blue";
    }
}
namespace innerp1 { constexpr int scalep1 = 3; }
}
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
struct Tracerp3 {
    static int live;
    int id;
    Tracerp3(int i) : id(i) { live++; printf("p3 make %d (%d live)\n", id, live); }
    Tracerp3(const Tracerp3 &o) : id(o.id + 100) { live++; printf("p3 copy %d\n", id); }
    ~Tracerp3() { live--; printf("p3 drop %d (%d live)\n", id, live); }
};
int Tracerp3::live = 0;
Tracerp3 passp3(Tracerp3 t) { return Tracerp3(t.id + 1); }

int main() {
    {
        std::vector<int> v = {91, 78, -92, 19, 99, -85, -89, -88, 47, -90};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p0 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p0 %d\n", x);
        printf("p0 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    for (int i = 0; i < 3; i++) {
        nsp1::Colorp1 c = i == 0 ? nsp1::Colorp1::Redp1 : i == 1 ? nsp1::Colorp1::Greenp1 : nsp1::Colorp1::Bluep1;
        printf("p1 %s %d %zu\n", nsp1::name(c), (int)c * nsp1::innerp1::scalep1, sizeof c);
    }
    {
        Rectp2 a(4.5, 9); Squarep2 b(6); Circlep2 c(8.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        Tracerp3 a(9);
        {
            Tracerp3 b(10);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    return 0;
}
