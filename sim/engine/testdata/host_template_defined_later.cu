// Function templates declared before main and defined after it: C++
// instantiates them at the end of the file, so the calls in main use the
// later definitions. The output is g++ 12's.
#include <cstdio>
template <typename T> T twice(T x);
template <typename T> void show(const T *m, int n);
int main() {
    float v[2] = {1.5f, 2.5f};
    show(v, 2);
    printf("%d %g\n", twice(4), twice(0.25));
    show(v, 1);
}
template <typename T> void show(const T *m, int n) {
    for (int i = 0; i < n; i++) printf("%f\n", (double)m[i]);
}
template <typename T> T twice(T x) { return x + x; }
// Output:
// 1.500000
// 2.500000
// 8 0.5
// 1.500000
