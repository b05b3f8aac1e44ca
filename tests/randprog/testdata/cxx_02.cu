// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11002).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

static int arrp2[6] = {49, 44, 2, 17, 31, 16};
int &atp2(int i) { return arrp2[i % 6]; }
void swapp2(int &a, int &b) { int t = a; a = b; b = t; }
int fp3(int a, int b = 4) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 3) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }
namespace nsp6 {
enum class Colorp6 : long long { Redp6 = 0, Greenp6, Bluep6 = 12 };
inline const char *name(Colorp6 c) {
    switch (c) {
    case Colorp6::Redp6: return "red";
    case Colorp6::Greenp6: return "green";
    default: return "blue";
    }
}
namespace innerp6 { constexpr int scalep6 = 3; }
}

int main() {
    {
        float v = -25.42f;
        std::cout << "p0 [" << std::setprecision(10) << v << "] [" << std::setfill('*') << std::setw(10) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::vector<int> v = {12, -10, 21, -52, -3, -35, 48, 63, 12, -82};
        int k = 1, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p1 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p1 %d\n", x);
        printf("p1 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    atp2(8) += 7;
    swapp2(atp2(4), arrp2[0]);
    { int &r = atp2(7); r *= 2; }
    for (int i = 0; i < 6; i++) printf("p2 %d\n", arrp2[i]);
    printf("p3 a %d\n", (int)(fp3(2)));
    printf("p3 b %d\n", (int)(fp3(0, 4)));
    printf("p3 c %.6g\n", (double)(fp3(5.5)));
    printf("p3 d %lld\n", (long long)(fp3(65ll, 3)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('f')));
    {
        std::pair<int, double> ps[] = {{4, 2.5}, {4, -5.25}, {5, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p4 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{89, 2.5f};
        auto [qa, qb] = q;
        printf("p4 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        std::string s = "grid", t = "grid";
        std::string u = s + "-" + t + std::to_string(923);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 4);
        printf("p5 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p5 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    for (int i = 0; i < 3; i++) {
        nsp6::Colorp6 c = i == 0 ? nsp6::Colorp6::Redp6 : i == 1 ? nsp6::Colorp6::Greenp6 : nsp6::Colorp6::Bluep6;
        printf("p6 %s %d %zu\n", nsp6::name(c), (int)c * nsp6::innerp6::scalep6, sizeof c);
    }
    return 0;
}
