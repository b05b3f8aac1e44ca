// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11023).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

namespace nsp1 {
enum class Colorp1 : long long { Redp1 = 4, Greenp1, Bluep1 = 12 };
inline const char *name(Colorp1 c) {
    switch (c) {
    case Colorp1::Redp1: return "red";
    case Colorp1::Greenp1: return "green";
    default: return "blue";
    }
}
namespace innerp1 { constexpr int scalep1 = 3; }
}
namespace nsp4 {
enum class Colorp4 : unsigned char { Redp4 = 3, Greenp4, Bluep4 = 14 };
inline const char *name(Colorp4 c) {
    switch (c) {
    case Colorp4::Redp4: return "red";
    case Colorp4::Greenp4: return "green";
    default: return "blue";
    }
}
namespace innerp4 { constexpr int scalep4 = 3; }
}

int main() {
    {
        std::pair<int, double> ps[] = {{7, 3.5}, {4, -3.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p0 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{65, 2.5f};
        auto [qa, qb] = q;
        printf("p0 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    for (int i = 0; i < 3; i++) {
        nsp1::Colorp1 c = i == 0 ? nsp1::Colorp1::Redp1 : i == 1 ? nsp1::Colorp1::Greenp1 : nsp1::Colorp1::Bluep1;
        printf("p1 %s %d %zu\n", nsp1::name(c), (int)c * nsp1::innerp1::scalep1, sizeof c);
    }
    {
        std::vector<int> v = {-30, -82, -50, -50, -78, -66, 74, 91, 99, 64, 85};
        int k = 5, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p2 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p2 %d\n", x);
        printf("p2 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        double v = -270.768;
        std::cout << "p3 [" << std::setprecision(4) << v << "] [" << std::setprecision(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    for (int i = 0; i < 3; i++) {
        nsp4::Colorp4 c = i == 0 ? nsp4::Colorp4::Redp4 : i == 1 ? nsp4::Colorp4::Greenp4 : nsp4::Colorp4::Bluep4;
        printf("p4 %s %d %zu\n", nsp4::name(c), (int)c * nsp4::innerp4::scalep4, sizeof c);
    }
    return 0;
}
