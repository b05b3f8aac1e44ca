// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11038).
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
namespace nsp1 {
enum class Colorp1 : long long { Redp1 = 4, Greenp1, Bluep1 = 14 };
inline const char *name(Colorp1 c) {
    switch (c) {
    case Colorp1::Redp1: return "red";
    case Colorp1::Greenp1: return "green";
    default: return "blue";
    }
}
namespace innerp1 { constexpr int scalep1 = 3; }
}
struct Tracerp3 {
    static int live;
    int id;
    Tracerp3(int i) : id(i) { live++; printf("p3 make %d (%d live)\n", id, live); }
    Tracerp3(const Tracerp3 &o) : id(o.id + 100) { live++; printf("p3 copy %d\n", id); }
    ~Tracerp3() { live--; printf("p3 drop %d (%d live)\n", id, live); }
};
int Tracerp3::live = 0;
Tracerp3 passp3(Tracerp3 t) { return Tracerp3(t.id + 1); }

int main() {
    {
        Tracerp0 a(0);
        {
            Tracerp0 b(18);
            Tracerp0 c = passp0(b);
        }
        Tracerp0 d(a);
        printf("p0 end %d\n", Tracerp0::live);
    }
    for (int i = 0; i < 3; i++) {
        nsp1::Colorp1 c = i == 0 ? nsp1::Colorp1::Redp1 : i == 1 ? nsp1::Colorp1::Greenp1 : nsp1::Colorp1::Bluep1;
        printf("p1 %s %d %zu\n", nsp1::name(c), (int)c * nsp1::innerp1::scalep1, sizeof c);
    }
    {
        std::pair<int, double> ps[] = {{2, 8.5}, {7, -3.25}, {3, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{72, 7.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Tracerp3 a(7);
        {
            Tracerp3 b(18);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    return 0;
}
