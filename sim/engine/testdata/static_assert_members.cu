// A static_assert in a member function of a struct template's instance is
// not reported: C++ makes a member function only where it is used, and
// M<int, 3, 1> never calls identity(), which asserts a square matrix (the
// lab makes every member, so it cannot tell; static_asserts elsewhere
// stand).
#include <cstdio>
template <typename T, int R, int C> struct M {
    T a[R * C];
    static M identity() { static_assert(R == C, "square"); M m{}; for (int i = 0; i < R; i++) m.a[i * C + i] = 1; return m; }
    T sum() const { T s = 0; for (int i = 0; i < R * C; i++) s += a[i]; return s; }
};
int main() { M<float, 2, 2> i = M<float, 2, 2>::identity(); M<int, 3, 1> v = {{1, 2, 3}}; printf("%g %d\n", i.sum(), v.sum()); }
// Exit: 0
// Output:
// 2 6
