// An alias template for a function pointer type.
#include <cstdio>
template <typename T> using unary = T (*)(T);
float sq(float x) { return x * x; }
int twice(int x) { return 2 * x; }
template <typename T> T apply(unary<T> f, T x) { return f(x); }
int main() {
    unary<float> f = sq;
    printf("%g %d\n", apply(f, 1.5f), apply<int>(twice, 4));
    return 0;
}
