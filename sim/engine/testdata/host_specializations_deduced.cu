// Explicit specializations that C++ lets a program write without their
// template arguments, and members of one instance of a struct template:
// `template <> double twice(double)` deduces T from the parameter, written
// between the template's declaration and its definition; `template <> int
// Lim<int>::lowest()` and `template <> int Lim<int>::count = 7` replace
// the template's out-of-class definitions in Lim<int> only, and Lim<float>'s
// twice replaces the body written in the struct. The output is g++ 12's.
#include <climits>
#include <cstdio>

template <typename T> struct Lim {
    static T lowest();
    static int count;
    T twice(T v) const { return v + v; }
};
template <typename T> T Lim<T>::lowest() { return T(0); }
template <typename T> int Lim<T>::count = 1;
template <> int Lim<int>::lowest() { return INT_MIN; }
template <> int Lim<int>::count = 7;
template <> float Lim<float>::twice(float v) const { return v * 3.0f; }

template <typename T> T pick(T a);
template <> double pick(double a) { return a * 2; }
template <> float pick<>(float a) { return a * 4; }
template <typename T> T pick(T a) { return a; }

template <typename A, typename B> void show(A a, const B *b);
template <> void show(int a, const char *b) { printf("show %d %s\n", a, b); }

template <typename T> int rank(const T &v) { return 0 * (int)sizeof(v); }
template <> int rank(const double &v) { return v > 0 ? 2 : -2; }

int main() {
    Lim<int> li;
    Lim<float> lf;
    Lim<double> ld;
    printf("%d %g %d %d %d\n", Lim<int>::lowest(), Lim<double>::lowest(), Lim<int>::count, Lim<float>::count, Lim<double>::count);
    printf("%d %g %g\n", li.twice(4), lf.twice(1.5f), ld.twice(2.5));
    printf("%g %g %d\n", pick(1.5), pick(1.5f), pick(3));
    show(3, "x");
    printf("%d %d %d\n", rank(1), rank(-4.0), rank(0.5f));
    return 0;
}
// Output:
// -2147483648 0 7 1 1
// 8 4.5 5
// 3 6 3
// show 3 x
// 0 -2 0
