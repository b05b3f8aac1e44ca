// Random C++ pieces (tests/randprog/gen, kind cxx, seed 11001).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

int fp0(int a, int b = 6) { return a * 10 + b; }
double fp0(double a) { return a / 4; }
long long fp0(long long a, int b, int c = 3) { return a * b - c; }
const char *fp0(const char *s) { return s + 1; }
int fp1(int a, int b = 2) { return a * 10 + b; }
double fp1(double a) { return a / 4; }
long long fp1(long long a, int b, int c = 8) { return a * b - c; }
const char *fp1(const char *s) { return s + 1; }
template <typename T> __host__ __device__ T mixp3(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pairp3 {
    A first; B second;
    auto sum() const { return first + second; }
};

int main() {
    printf("p0 a %d\n", (int)(fp0(3)));
    printf("p0 b %d\n", (int)(fp0(8, 1)));
    printf("p0 c %.6g\n", (double)(fp0(1.5)));
    printf("p0 d %lld\n", (long long)(fp0(89ll, 4)));
    printf("p0 e %s\n", fp0("xyz"));
    printf("p0 f %d\n", (int)(fp0('p')));
    printf("p1 a %d\n", (int)(fp1(7)));
    printf("p1 b %d\n", (int)(fp1(1, 3)));
    printf("p1 c %.6g\n", (double)(fp1(4.5)));
    printf("p1 d %lld\n", (long long)(fp1(63ll, 2)));
    printf("p1 e %s\n", fp1("xyz"));
    printf("p1 f %d\n", (int)(fp1('w')));
    {
        std::string s = "lane", t = "sector";
        std::string u = s + "-" + t + std::to_string(196);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, 2);
        printf("p2 %s %zu %s %d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("p2 %s %d\n", u.c_str(), (int)u.compare(s));
    }
    printf("p3 mix1 %.6g\n", (double)(mixp3<float>(0.40f, -44.88f)));
    printf("p3 mix2 %u\n", (unsigned)(mixp3((unsigned)24430u, (unsigned)15593u)));
    { Pairp3<float, unsigned> q{47.90f, 21859u};
    printf("p3 pair %.6g\n", (double)(q.sum()));
    }
    return 0;
}
