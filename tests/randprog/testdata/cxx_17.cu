// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11017).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {41, 30, 36, 39, 13, 46};
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
struct Tracerp4 {
    static int live;
    int id;
    Tracerp4(int i) : id(i) { live++; printf("p4 make %d (%d live)\n", id, live); }
    Tracerp4(const Tracerp4 &o) : id(o.id + 100) { live++; printf("p4 copy %d\n", id); }
    ~Tracerp4() { live--; printf("p4 drop %d (%d live)\n", id, live); }
};
int Tracerp4::live = 0;
Tracerp4 passp4(Tracerp4 t) { return Tracerp4(t.id + 1); }
static int arrp5[6] = {22, 23, 15, 35, 41, 39};
int &atp5(int i) { return arrp5[i % 6]; }
void swapp5(int &a, int &b) { int t = a; a = b; b = t; }
int fp6(int a, int b = 3) { return a * 10 + b; }
double fp6(double a) { return a / 4; }
long long fp6(long long a, int b, int c = 4) { return a * b - c; }
const char *fp6(const char *s) { return s + 1; }

int main() {
    atp0(4) += 6;
    swapp0(atp0(0), arrp0[1]);
    { int &r = atp0(3); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    {
        Tracerp1 a(5);
        {
            Tracerp1 b(18);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        Rectp2 a(5.5, 9); Squarep2 b(6); Circlep2 c(6.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        std::string s = "lane", t = "block";
        std::string u = s + "-" + t + std::to_string(905);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 6);
        printf("p3 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p3 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Tracerp4 a(0);
        {
            Tracerp4 b(10);
            Tracerp4 c = passp4(b);
        }
        Tracerp4 d(a);
        printf("p4 end %d\n", Tracerp4::live);
    }
    atp5(6) += 17;
    swapp5(atp5(1), arrp5[1]);
    { int &r = atp5(7); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p5 %d\n", arrp5[i]);
    printf("p6 a %d\n", (int)(fp6(6)));
    printf("p6 b %d\n", (int)(fp6(2, 4)));
    printf("p6 c %.6g\n", (double)(fp6(0.5)));
    printf("p6 d %lld\n", (long long)(fp6(45ll, 5)));
    printf("p6 e %s\n", fp6("xyz"));
    printf("p6 f %d\n", (int)(fp6('l')));
    return 0;
}
