// Alias templates: a pointer, a container, an array with a non-type
// parameter, and a function pointer, in declarations, parameters of a
// function template, sizeof and a template argument. The output is g++
// 12's (and the H200's: tests/gpu/probe/syntax/alias_template_fnptr.cu).
#include <cstdio>
#include <vector>

template <typename T> using ptr = T *;
template <typename T> using vec = std::vector<T>;
template <typename T, int N = 2> using row = T[N];
template <typename T> using unary = T (*)(T);

float sq(float x) { return x * x; }
int twice(int x) { return 2 * x; }
template <typename T> T apply(unary<T> f, T x) { return f(x); }

int main() {
    int x = 4;
    ptr<int> p = &x;
    vec<float> v(3, 1.5f);
    row<double, 3> r = {0.5, 1.5, 2.5};
    row<int> two = {7, 8};
    unary<float> f = sq;
    vec<ptr<int>> ps(2, p);
    printf("%d %g %zu %g %zu\n", *p, v[2], v.size(), r[2], sizeof(row<char, 5>));
    printf("%g %d %d %d\n", apply(f, 1.5f), apply<int>(twice, 4), *ps[1], two[1]);
    return 0;
}
// Output:
// 4 1.5 3 2.5 5
// 2.25 8 4 8
