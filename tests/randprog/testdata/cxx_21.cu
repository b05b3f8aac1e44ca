// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11021).
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
template <typename T> __host__ __device__ T mixp1(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp1 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    printf("p0 mix1 %lld\n", (long long)(mixp0<long long>(345781258186ll, 401888265622ll)));
    printf("p0 mix2 %.6g\n", (double)(mixp0((double)-87.976, (double)-193.981)));
    { Pairp0<long long, double> q{-157744131398ll, -38.955};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    printf("p1 mix1 %lld\n", (long long)(mixp1<long long>(-425044821356ll, 395371571367ll)));
    printf("p1 mix2 %lld\n", (long long)(mixp1((long long)-165227793976ll, (long long)-202208478038ll)));
    { Pairp1<long long, long long> q{417154388720ll, -547550189390ll};
    printf("p1 pair %.6g\n", (double)(q.sum()));
    }
    {
        float v = 18.10f;
        std::cout << "p2 [" << std::left << std::setw(9) << v << "] [" << std::setprecision(4) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        std::pair<int, double> ps[] = {{2, 1.5}, {2, -8.25}, {2, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("p3 %d %.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{15, 8.5f};
        auto [qa, qb] = q;
        printf("p3 acc %.4f first %d q %d %.2f\n", acc, ps[0].first, qa, qb);
    }
    return 0;
}
