// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50217).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {10, 19, 29, 5, 23, 48};
int &atp0(int i) { return arrp0[i % 6]; }
void swapp0(int &a, int &b) { int t = a; a = b; b = t; }
namespace nsp1 {
enum class Colorp1 : unsigned { Redp1 = 4, Greenp1, Bluep1 = 12 };
inline const char *name(Colorp1 c) {
    switch (c) {
    case Colorp1::Redp1: return "red";
    case Colorp1::Greenp1: return "green";
    default: return "blue";
    }
}
namespace innerp1 { constexpr int scalep1 = 7; }
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

int main() {
    atp0(6) += 13;
    swapp0(atp0(2), arrp0[0]);
    { int &r = atp0(6); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    for (int i = 0; i < 3; i++) {
        nsp1::Colorp1 c = i == 0 ? nsp1::Colorp1::Redp1 : i == 1 ? nsp1::Colorp1::Greenp1 : nsp1::Colorp1::Bluep1;
        printf("p1 %s %d %zu\n", nsp1::name(c), (int)c * nsp1::innerp1::scalep1, sizeof c);
    }
    {
        Rectp2 a(5.5, 8); Squarep2 b(5); Circlep2 c(1.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        Tracerp3 a(1);
        {
            Tracerp3 b(10);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    {
        Rectp4 a(6.5, 2); Squarep4 b(7); Circlep4 c(6.25);
        Shapep4 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep4 *s : all) { printf("p4 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p4 total %.4f\n", total);
    }
    return 0;
}
