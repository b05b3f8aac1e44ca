// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11012).
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
    {
        Tracerp0 a(5);
        {
            Tracerp0 b(19);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    {
        std::vector<int> v = {94, 3, 41, 90, -4, -40, -23, -55, -93};
        int k = 2, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p1 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p1 %d\n", x);
        printf("p1 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        Rectp2 a(8.5, 9); Squarep2 b(6); Circlep2 c(2.25);
        Shapep2 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep2 *s : all) { printf("p2 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p2 total %.4f\n", total);
    }
    {
        std::string s = "bank", t = "warp";
        std::string u = s + "-" + t + std::to_string(83);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 5);
        printf("p3 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p3 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        Rectp4 a(1.5, 7); Squarep4 b(2); Circlep4 c(9.25);
        Shapep4 *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shapep4 *s : all) { printf("p4 %s %.4f\n", s->name(), s->area()); total += s->area(); }
        printf("p4 total %.4f\n", total);
    }
    return 0;
}
