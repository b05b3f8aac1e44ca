// Small C++ gaps course programs met: a const reference bound to a value (a
// copy that lives as long as the reference), std::copy, std::accumulate and
// std::count over const pointers, and a std::string assigned a char. The
// output is g++ 12's (with float2 written as a struct of two floats).
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

struct Box {
    float2 lo;
    float2 get_min() const { return lo; }
};

int twice(int x) { return 2 * x; }

double sum(const double *p, int n) {
    std::vector<double> b(n);
    std::copy(p, p + n, b.begin());
    return std::accumulate(p, p + n, 0.0) + b[n - 1];
}

int main() {
    Box box;
    box.lo = make_float2(1, 2);
    const float2 &m = box.get_min();
    const int &r = twice(4) + 1;
    int x = 3;
    const int &rx = x;
    x = 9;
    const double a[3] = {1, 2, 3};
    const int k[4] = {1, 2, 1, 1};
    std::string s = "ab";
    s = 'c';
    s += 'd';
    printf("%g %g %d %d %g %ld %s\n", m.x, m.y, r, rx, sum(a, 3), std::count(k, k + 4, 1), s.c_str());
    return 0;
}
// Output:
// 1 2 9 9 9 3 cd
