// std::shared_ptr: copies share a count, the last one destroyed frees what
// they own; make_shared, use_count, reset, an explicit (bool) conversion.
// The output is g++ 12's.
#include <cstdio>
#include <memory>
struct P { float x, y; };
std::shared_ptr<P> makeP(float a) { return std::make_shared<P>(P{a, 2 * a}); }
void show(std::shared_ptr<int> q) { printf("in show: %d uses %ld\n", *q, q.use_count()); }
int main() {
    std::shared_ptr<int> a = std::make_shared<int>(5);
    printf("%d %ld\n", *a, a.use_count());
    {
        std::shared_ptr<int> b = a;
        printf("%ld %ld\n", a.use_count(), b.use_count());
        show(b);
        *b = 9;
    }
    printf("%d %ld\n", *a, a.use_count());
    auto p = makeP(1.5f);
    printf("%g %g %ld\n", p->x, p->y, p.use_count());
    std::shared_ptr<int> e;
    printf("%d %ld\n", (bool)e, e.use_count());
    e = a;
    printf("%ld\n", a.use_count());
    e.reset();
    printf("%ld %d\n", a.use_count(), e ? 1 : 0);
    auto arr = std::make_unique<float[]>(4);
    arr[2] = 3.5f;
    printf("%g %g\n", arr[2], arr[0]);
    return 0;
}
// Output:
// 5 1
// 2 2
// in show: 5 uses 3
// 9 1
// 1.5 3 1
// 0 0
// 2
// 1 0
// 3.5 0
