// C++ that host code of real programs uses: a smart pointer's -> reaching
// the object's own get() (not unique_ptr::get), a range-for over a braced
// list (of the loop variable's type, or auto's first value's), a const
// std::array of pointers whose elements are const pointers to non-const
// ints, members zeroed by {} in a struct template, and static_assert in a
// function. The output is g++ 12's.
#include <cstdio>
#include <memory>
#include <array>
#include <iostream>

struct Counter {
    int v = 7;
    int get() const { return v * 2; }
};

template <typename T, int N>
struct Buf {
    T d[N]{};
    float scale{};
    int n = N;
};

int main() {
    std::unique_ptr<Counter> p = std::make_unique<Counter>();
    int g = p->get();
    std::cout << p->get() << " " << (*p).get() << " " << g << "\n";
    int s = 0;
    for (int i : {0, 1, 2, 100}) s += i;
    double t = 0;
    for (auto x : {1.5, 2.25}) t += x;
    for (const auto &w : {3, 4}) s += w;
    printf("%d %g\n", s, t);
    int a = 1, b = 2, c = 3;
    const std::array<int *, 3> ptrs{&a, &b, &c};
    for (int *q : ptrs) *q += 10;
    printf("%d %d %d\n", a, b, c);
    Buf<float, 4> buf;
    static_assert(sizeof(buf.d) == 16, "four floats");
    printf("%g %g %d\n", buf.d[3], buf.scale, buf.n);
    return 0;
}
// Output:
// 14 14 14
// 110 3.75
// 11 12 13
// 0 0 4
