// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11039).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

namespace nsp0 {
enum class Colorp0 : unsigned { Redp0 = 1, Greenp0, Bluep0 = 13 };
inline const char *name(Colorp0 c) {
    switch (c) {
    case Colorp0::Redp0: return "red";
    case Colorp0::Greenp0: return "green";
    default: return "blue";
    }
}
namespace innerp0 { constexpr int scalep0 = 8; }
}
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
int fp4(int a, int b = 3) { return a * 10 + b; }
double fp4(double a) { return a / 4; }
long long fp4(long long a, int b, int c = 0) { return a * b - c; }
const char *fp4(const char *s) { return s + 1; }

int main() {
    for (int i = 0; i < 3; i++) {
        nsp0::Colorp0 c = i == 0 ? nsp0::Colorp0::Redp0 : i == 1 ? nsp0::Colorp0::Greenp0 : nsp0::Colorp0::Bluep0;
        printf("p0 %s %d %zu\n", nsp0::name(c), (int)c * nsp0::innerp0::scalep0, sizeof c);
    }
    {
        Rectp1 a(3.5, 1); Squarep1 b(3); Circlep1 c(7.25);
        Shapep1 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep1 *s : all) { printf("p1 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p1 total %.4f\n", total);
    }
    {
        Rectp2 a(1.5, 7); Squarep2 b(1); Circlep2 c(1.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        long long v = 50158011162ll;
        std::cout << "p3 [" << std::setfill('*') << std::setw(10) << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    printf("p4 a %d\n", (int)(fp4(0)));
    printf("p4 b %d\n", (int)(fp4(1, 4)));
    printf("p4 c %.6g\n", (double)(fp4(2.5)));
    printf("p4 d %lld\n", (long long)(fp4(95ll, 5)));
    printf("p4 e %s\n", fp4("xyz"));
    printf("p4 f %d\n", (int)(fp4('k')));
    return 0;
}
