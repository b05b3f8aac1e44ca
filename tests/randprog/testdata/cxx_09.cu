// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11009).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {9, 32, 9, 24, 38, 9};
int &atp0(int i) { return arrp0[i % 6]; }
void swapp0(int &a, int &b) { int t = a; a = b; b = t; }
struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
static int arrp2[6] = {43, 30, 42, 34, 46, 12};
int &atp2(int i) { return arrp2[i % 6]; }
void swapp2(int &a, int &b) { int t = a; a = b; b = t; }
struct Tracerp3 {
    static int live;
    int id;
    Tracerp3(int i) : id(i) { live++; printf("p3 make %d (%d live)\n", id, live); }
    Tracerp3(const Tracerp3 &o) : id(o.id + 100) { live++; printf("p3 copy %d\n", id); }
    ~Tracerp3() { live--; printf("p3 drop %d (%d live)\n", id, live); }
};
int Tracerp3::live = 0;
Tracerp3 passp3(Tracerp3 t) { return Tracerp3(t.id + 1); }
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
    atp0(0) += 6;
    swapp0(atp0(0), arrp0[0]);
    { int &r = atp0(7); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    {
        Tracerp1 a(6);
        {
            Tracerp1 b(18);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    atp2(5) += 3;
    swapp2(atp2(0), arrp2[5]);
    { int &r = atp2(0); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p2 %d\n", arrp2[i]);
    {
        Tracerp3 a(2);
        {
            Tracerp3 b(13);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    {
        std::vector<int> v = {71, -89, -29, 58, 53, 27, -44};
        int k = 2, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p4 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p4 %d\n", x);
        printf("p4 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Rectp5 a(3.5, 3); Squarep5 b(9); Circlep5 c(6.25);
        Shapep5 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep5 *s : all) { printf("p5 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p5 total %.4f\n", total);
    }
    return 0;
}
