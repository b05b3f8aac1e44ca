// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50434).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

template <typename T> __host__ __device__ T mixp0(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp0 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    printf("p0 mix1 %d\n", (int)(mixp0<int>(1, -100)));
    printf("p0 mix2 %d\n", (int)(mixp0((int)-8, (int)19)));
    { Pairp0<int, int> q{13, -34};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    {
        std::pair<int, double> ps[] = {{1, 7.5}, {0, -0.25}, {0, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{43, 2.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    {
        std::string s = "block", t = "bank";
        std::string u = s + "-" + t + std::to_string(281);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 2);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::vector<int> v = {-98, -61, -90, -15, -73};
        int k = 4, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a % 7) < (b % 7) || ((a % 7) == (b % 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("p3 sum %lld first %d found %d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("p3 %d\n", x);
        printf("p3 sorted %d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
    {
        std::string s = "block", t = "bank";
        std::string u = s + "-" + t + std::to_string(258);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 5);
        printf("p4 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p4 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    return 0;
}
