// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11033).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

namespace nsp0 {
enum class Colorp0 : short { Redp0 = 1, Greenp0, Bluep0 = 10 };
inline const char *name(Colorp0 c) {
    switch (c) {
    case Colorp0::Redp0: return "red";
    case Colorp0::Greenp0: return "green";
    default: return "blue";
    }
}
namespace innerp0 { constexpr int scalep0 = 6; }
}
template <typename T> __host__ __device__ T mixp1(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp1 {
    A first; B second;
    auto sum() const { return first + second; }
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
template <typename T> __host__ __device__ T mixp6(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp6 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    for (int i = 0; i < 3; i++) {
        nsp0::Colorp0 c = i == 0 ? nsp0::Colorp0::Redp0 : i == 1 ? nsp0::Colorp0::Greenp0 : nsp0::Colorp0::Bluep0;
        printf("p0 %s %d %zu\n", nsp0::name(c), (int)c * nsp0::innerp0::scalep0, sizeof c);
    }
    printf("p1 mix1 %d\n", (int)(mixp1<int>(-87, 52)));
    printf("p1 mix2 %.6g\n", (double)(mixp1((float)18.11f, (float)-4.53f)));
    { Pairp1<int, float> q{-40, -45.11f};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::pair<int, double> ps[] = {{0, 4.5}, {3, -4.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p2 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{15, 1.5f};
        auto [qa, qb] = q;
        printf("p2 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        Tracerp3 a(0);
        {
            Tracerp3 b(12);
            Tracerp3 c = passp3(b);
        }
        Tracerp3 d(a);
        printf("p3 end %d\n", Tracerp3::live);
    }
    {
        long long v = -287120581686ll;
        std::cout << "p4 [" << std::setfill('*') << std::setw(10) << v << "] [" << std::scientific << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::vector<int> v = {76, -18, 36, -65, 27, 95, 32};
        int k = 3, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p5 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p5 %d\n", x);
        printf("p5 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    printf("p6 mix1 %lld\n", (long long)(mixp6<long long>(-339583714387ll, -398226657930ll)));
    printf("p6 mix2 %.6g\n", (double)(mixp6((double)-164.960, (double)-32.996)));
    { Pairp6<long long, double> q{58464482909ll, 411.744};
    printf("p6 pair %.6g\n", (double)(q.sum()));
    }
    return 0;
}
