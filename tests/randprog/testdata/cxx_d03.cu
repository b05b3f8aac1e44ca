// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50093).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <typename T> __host__ __device__ T mixp2(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp2 {
    A first; B second;
    auto sum() const { return first + second; }
};
int fp3(int a, int b = 1) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 6) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }
static int arrp4[6] = {43, 30, 31, 7, 8, 44};
int &atp4(int i) { return arrp4[i % 6]; }
void swapp4(int &a, int &b) { int t = a; a = b; b = t; }
struct Shapep5 {
    virtual ~Shapep5() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rectp5 : Shapep5 {
    double w, h;
    Rectp5(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Squarep5 : Rectp5 {
    Squarep5(double s) : Rectp5(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circlep5 : Shapep5 {
    double r;
    Circlep5(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};

int main() {
    {
        float v = -45.23f;
        std::cout << "p0 [" << std::setfill('*') << std::setw(10) << v << "] [" << std::fixed << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::pair<int, double> ps[] = {{5, 2.5}, {3, -4.25}, {1, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{75, 7.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    printf("p2 mix1 %.6g\n", (double)(mixp2<double>(46.809, -81.240)));
    printf("p2 mix2 %d\n", (int)(mixp2((int)33, (int)27)));
    { Pairp2<double, int> q{-105.229, 15};
    printf("p2 pair %.6g\n", (double)(q.sum()));
    }
    printf("p3 a %d\n", (int)(fp3(5)));
    printf("p3 b %d\n", (int)(fp3(2, 8)));
    printf("p3 c %.6g\n", (double)(fp3(8.5)));
    printf("p3 d %lld\n", (long long)(fp3(61ll, 1)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('r')));
    atp4(0) += 4;
    swapp4(atp4(3), arrp4[1]);
    { int &r = atp4(0); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p4 %d\n", arrp4[i]);
    {
        Rectp5 a(6.5, 6); Squarep5 b(5); Circlep5 c(5.25);
        Shapep5 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep5 *s : all) { printf("p5 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p5 total %.4f\n", total);
    }
    return 0;
}
