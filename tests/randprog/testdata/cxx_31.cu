// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11031).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Tracerp0 {
    static int live;
    int id;
    Tracerp0(int i) : id(i) { live++; printf("p0 make %d (%d live)\n", id, live); }
    Tracerp0(const Tracerp0 &o) : id(o.id + 100) { live++; printf("p0 copy %d\n", id); }
    ~Tracerp0() { live--; printf("p0 drop %d (%d live)\n", id, live); }
};
int Tracerp0::live = 0;
Tracerp0 passp0(Tracerp0 t) { return Tracerp0(t.id + 1); }
struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
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
struct Tracerp4 {
    static int live;
    int id;
    Tracerp4(int i) : id(i) { live++; printf("p4 make %d (%d live)\n", id, live); }
    Tracerp4(const Tracerp4 &o) : id(o.id + 100) { live++; printf("p4 copy %d\n", id); }
    ~Tracerp4() { live--; printf("p4 drop %d (%d live)\n", id, live); }
};
int Tracerp4::live = 0;
Tracerp4 passp4(Tracerp4 t) { return Tracerp4(t.id + 1); }
namespace nsp5 {
enum class Colorp5 : unsigned { Redp5 = 1, Greenp5, Bluep5 = 11 };
inline const char *name(Colorp5 c) {
    switch (c) {
    case Colorp5::Redp5: return "red";
    case Colorp5::Greenp5: return "green";
    default: return "blue";
    }
}
namespace innerp5 { constexpr int scalep5 = 7; }
}
template <typename T> __host__ __device__ T mixp6(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp6 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    {
        Tracerp0 a(9);
        {
            Tracerp0 b(17);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    {
        Tracerp1 a(4);
        {
            Tracerp1 b(13);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        std::vector<int> v = {-79, 92, 14, -6, -13, -16, -20, 65, 72, 20, 54};
        int k = 2, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p2 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p2 %d\n", x);
        printf("p2 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Rectp3 a(6.5, 6); Squarep3 b(3); Circlep3 c(2.25);
        Shapep3 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep3 *s : all) { printf("p3 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p3 total %.4f\n", total);
    }
    {
        Tracerp4 a(1);
        {
            Tracerp4 b(10);
            Tracerp4 c = passp4(b);
        }
        Tracerp4 d(a);
        printf("p4 end %d\n", Tracerp4::live);
    }
    for (int i = 0; i < 3; i++) {
        nsp5::Colorp5 c = i == 0 ? nsp5::Colorp5::Redp5 : i == 1 ? nsp5::Colorp5::Greenp5 : nsp5::Colorp5::Bluep5;
        printf("p5 %s %d %zu\n", nsp5::name(c), (int)c * nsp5::innerp5::scalep5, sizeof c);
    }
    printf("p6 mix1 %.6g\n", (double)(mixp6<double>(26.154, -216.411)));
    printf("p6 mix2 %d\n", (int)(mixp6((short)-27, (short)-75)));
    { Pairp6<double, short> q{180.770, -67};
    printf("p6 pair %.6g\n", (double)(q.sum()));
    }
    return 0;
}
