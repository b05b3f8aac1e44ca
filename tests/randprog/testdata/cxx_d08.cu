// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50248).
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

int main() {
    {
        std::string s = "bank", t = "sector";
        std::string u = s + "-" + t + std::to_string(524);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 5);
        printf("p0 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p0 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    {
        std::pair<int, double> ps[] = {{7, 5.5}, {8, -2.25}, {6, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p1 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{68, 3.5f};
        auto [qa, qb] = q;
        printf("p1 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    printf("p2 mix1 %lld\n", (long long)(mixp2<long long>(292988603320ll, 122261203801ll)));
    printf("p2 mix2 %d\n", (int)(mixp2((int)-33, (int)-56)));
    { Pairp2<long long, int> q{29026181227ll, -52};
    printf("p2 pair %.6g\n", (double)(q.sum()));
    }
    {
        long long v = 539623408653ll;
        std::cout << "p3 [" << std::showpos << v << "] [" << std::fixed << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    return 0;
}
