// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50279).
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
static int arrp1[6] = {49, 4, 6, 3, 37, 49};
int &atp1(int i) { return arrp1[i % 6]; }
void swapp1(int &a, int &b) { int t = a; a = b; b = t; }
template <typename T> __host__ __device__ T mixp2(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp2 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    {
        Rectp0 a(8.5, 6); Squarep0 b(1); Circlep0 c(4.25);
        Shapep0 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep0 *s : all) { printf("p0 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p0 total %.4f\n", total);
    }
    atp1(3) += 5;
    swapp1(atp1(3), arrp1[1]);
    { int &r = atp1(3); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p1 %d\n", arrp1[i]);
    printf("p2 mix1 %u\n", (unsigned)(mixp2<unsigned>(90259u, 97228u)));
    printf("p2 mix2 %d\n", (int)(mixp2((int)-32, (int)-11)));
    { Pairp2<unsigned, int> q{67847u, 44};
    printf("p2 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::pair<int, double> ps[] = {{8, 7.5}, {8, -7.25}, {7, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p3 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{81, 8.5f};
        auto [qa, qb] = q;
        printf("p3 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
