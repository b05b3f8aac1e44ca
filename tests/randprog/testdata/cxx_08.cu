// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11008).
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
template <typename T> __host__ __device__ T mixp3(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp3 {
    A first; B second;
    auto sum() const { return first + second; }
};
namespace nsp4 {
enum class Colorp4 : short { Redp4 = 2, Greenp4, Bluep4 = 12 };
inline const char *name(Colorp4 c) {
    switch (c) {
    case Colorp4::Redp4: return "red";
    case Colorp4::Greenp4: return "green";
    default: return "blue";
    }
}
namespace innerp4 { constexpr int scalep4 = 4; }
}
struct Tracerp5 {
    static int live;
    int id;
    Tracerp5(int i) : id(i) { live++; printf("p5 make %d (%d live)\n", id, live); }
    Tracerp5(const Tracerp5 &o) : id(o.id + 100) { live++; printf("p5 copy %d\n", id); }
    ~Tracerp5() { live--; printf("p5 drop %d (%d live)\n", id, live); }
};
int Tracerp5::live = 0;
Tracerp5 passp5(Tracerp5 t) { return Tracerp5(t.id + 1); }

int main() {
    {
        std::string s = "lane", t = "warp";
        std::string u = s + "-" + t + std::to_string(601);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 2);
        printf("p0 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p0 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Rectp1 a(6.5, 5); Squarep1 b(5); Circlep1 c(3.25);
        Shapep1 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep1 *s : all) { printf("p1 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p1 total %.4f\n", total);
    }
    {
        std::vector<int> v = {40, 96, 35, -52, 68, -96};
        int k = 1, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p2 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p2 %d\n", x);
        printf("p2 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    printf("p3 mix1 %d\n", (int)(mixp3<int>(53, -52)));
    printf("p3 mix2 %u\n", (unsigned)(mixp3((unsigned)2406u, (unsigned)60547u)));
    { Pairp3<int, unsigned> q{92, 60848u};
    printf("p3 pair %.6g\n", (double)(q.sum()));
    }
    for (int i = 0; i < 3; i++) {
        nsp4::Colorp4 c = i == 0 ? nsp4::Colorp4::Redp4 : i == 1 ? nsp4::Colorp4::Greenp4 : nsp4::Colorp4::Bluep4;
        printf("p4 %s %d %zu\n", nsp4::name(c), (int)c * nsp4::innerp4::scalep4, sizeof c);
    }
    {
        Tracerp5 a(1);
        {
            Tracerp5 b(14);
            Tracerp5 c = passp5(b);
        }
        Tracerp5 d(a);
        printf("p5 end %d\n", Tracerp5::live);
    }
    return 0;
}
