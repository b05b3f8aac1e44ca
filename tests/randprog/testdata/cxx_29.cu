// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11029).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <typename T> __host__ __device__ T mixp0(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp0 {
    A first; B second;
    auto sum() const { return first + second; }
};
struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
template <typename T> __host__ __device__ T mixp5(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp5 {
    A first; B second;
    auto sum() const { return first + second; }
};
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
    printf("p0 mix1 %.6g\n", (double)(mixp0<double>(-27.255, -87.720)));
    printf("p0 mix2 %d\n", (int)(mixp0((int)-36, (int)28)));
    { Pairp0<double, int> q{-4.164, 19};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    {
        Tracerp1 a(1);
        {
            Tracerp1 b(19);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        int v = -56;
        std::cout << "p2 [" << std::setw(12) << v << "] [" << std::setprecision(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::string s = "sector", t = "lane";
        std::string u = s + "-" + t + std::to_string(813);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 1);
        printf("p3 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p3 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::pair<int, double> ps[] = {{1, 6.5}, {1, -4.25}, {1, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p4 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{2, 7.5f};
        auto [qa, qb] = q;
        printf("p4 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    printf("p5 mix1 %d\n", (int)(mixp5<short>(-64, 18)));
    printf("p5 mix2 %lld\n", (long long)(mixp5((long long)214644166707ll, (long long)-401493747659ll)));
    { Pairp5<short, long long> q{58, -522711644321ll};
    printf("p5 pair %.6g\n", (double)(q.sum()));
    }
    {
        Rectp6 a(7.5, 4); Squarep6 b(4); Circlep6 c(9.25);
        Shapep6 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep6 *s : all) { printf("p6 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p6 total %.4f\n", total);
    }
    return 0;
}
