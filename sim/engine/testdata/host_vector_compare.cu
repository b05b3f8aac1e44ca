// std::vector's comparisons and swap, and the rule that makes them safe: a
// member of a struct template's instance is checked only where it is used,
// so vector<P> and pair<int, P> of a P without operator== are fine while
// nothing compares them (as in C++). The output is g++ 12's.
#include <cstdio>
#include <utility>
#include <vector>

struct P { float x, y; };

template <typename T> struct Holder {
    T v;
    bool same(const Holder &o) const { return v == o.v; } // unused for P
    T get() const { return v; }
};

int main() {
    std::vector<int> a{1, 2, 3}, b{1, 2, 3}, c{1, 2, 4}, d{1, 2};
    printf("%d %d %d %d %d\n", a == b, a != c, a < c, d < a, c < d);
    a.swap(d);
    printf("%zu %zu %d\n", a.size(), d.size(), d[2]);
    std::vector<P> ps(2);
    ps[1].y = 2.5f;
    std::vector<P> qs;
    qs.swap(ps);
    printf("%zu %zu %g\n", ps.size(), qs.size(), qs[1].y);
    std::pair<int, P> pp = {3, {1, 2}};
    Holder<P> h{{4, 5}};
    Holder<int> hi{7}, hj{7};
    printf("%d %g %g %d\n", pp.first, pp.second.y, h.get().x, hi.same(hj));
    return 0;
}
// Output:
// 1 1 1 1 0
// 2 3 3
// 0 2 2.5
// 3 2 4 1
