// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11020).
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
int fp3(int a, int b = 2) { return a * 10 + b; }
double fp3(double a) { return a / 4; }
long long fp3(long long a, int b, int c = 5) { return a * b - c; }
const char *fp3(const char *s) { return s + 1; }

int main() {
    printf("p0 mix1 %d\n", (int)(mixp0<int>(-60, -6)));
    printf("p0 mix2 %.6g\n", (double)(mixp0((double)-395.594, (double)-214.202)));
    { Pairp0<int, double> q{93, -490.205};
    printf("p0 pair %.6g\n", (double)(q.sum()));
    }
    {
        double v = -395.986;
        std::cout << "p1 [" << std::setw(12) << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        double v = -250.505;
        std::cout << "p2 [" << std::setw(12) << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    printf("p3 a %d\n", (int)(fp3(5)));
    printf("p3 b %d\n", (int)(fp3(3, 5)));
    printf("p3 c %.6g\n", (double)(fp3(6.5)));
    printf("p3 d %lld\n", (long long)(fp3(46ll, 5)));
    printf("p3 e %s\n", fp3("xyz"));
    printf("p3 f %d\n", (int)(fp3('b')));
    {
        std::string s = "sector", t = "grid";
        std::string u = s + "-" + t + std::to_string(652);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 3);
        printf("p4 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p4 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    return 0;
}
