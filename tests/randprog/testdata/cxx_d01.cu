// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50031).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp0[6] = {7, 13, 41, 47, 10, 19};
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
static int arrp2[6] = {38, 18, 34, 11, 12, 9};
int &atp2(int i) { return arrp2[i % 6]; }
void swapp2(int &a, int &b) { int t = a; a = b; b = t; }
namespace nsp3 {
enum class Colorp3 : int { Redp3 = 2, Greenp3, Bluep3 = 14 };
inline const char *name(Colorp3 c) {
    switch (c) {
    case Colorp3::Redp3: return "red";
    case Colorp3::Greenp3: return "green";
    default: return "blue";
    }
}
namespace innerp3 { constexpr int scalep3 = 3; }
}

int main() {
    atp0(2) += 10;
    swapp0(atp0(1), arrp0[1]);
    { int &r = atp0(8); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p0 %d\n", arrp0[i]);
    {
        Tracerp1 a(4);
        {
            Tracerp1 b(18);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    atp2(2) += 14;
    swapp2(atp2(4), arrp2[4]);
    { int &r = atp2(9); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p2 %d\n", arrp2[i]);
    for (int i = 0; i < 3; i++) {
        nsp3::Colorp3 c = i == 0 ? nsp3::Colorp3::Redp3 : i == 1 ? nsp3::Colorp3::Greenp3 : nsp3::Colorp3::Bluep3;
        printf("p3 %s %d %zu\n", nsp3::name(c), (int)c * nsp3::innerp3::scalep3, sizeof c);
    }
    {
        std::vector<int> v = {-64, -57, 40, -41, -20, 60};
        int k = 1, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p4 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p4 %d\n", x);
        printf("p4 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    return 0;
}
