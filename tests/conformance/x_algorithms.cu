// <algorithm> with lambdas: std::sort in libstdc++'s order (ties between
// equal keys included), stable_sort, count_if, find_if, accumulate with an
// operation, transform, for_each, generate, max_element with a comparator,
// any_of and all_of.
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <numeric>
#include <vector>

struct Item { int key; int id; };

int main() {
    srand(7);
    std::vector<int> v(200);
    for (auto &x : v) x = rand() % 50;
    std::sort(v.begin(), v.end());
    for (int i = 0; i < 200; i += 20) printf("%d ", v[i]);
    printf("\n");
    std::vector<Item> items(300);
    for (int i = 0; i < 300; i++) items[i] = {rand() % 10, i};
    std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.key < b.key; });
    for (int i = 0; i < 300; i += 13) printf("%d:%d ", items[i].key, items[i].id);
    printf("\n");
    std::vector<Item> st = items;
    for (int i = 0; i < 300; i++) st[i] = {rand() % 10, i};
    std::stable_sort(st.begin(), st.end(), [](const Item &a, const Item &b) { return a.key > b.key; });
    for (int i = 0; i < 300; i += 17) printf("%d:%d ", st[i].key, st[i].id);
    printf("\n");
    int a[10] = {5, 2, 8, 1, 9, 3, 7, 4, 6, 0};
    std::sort(a, a + 10, [](int x, int y) { return x > y; });
    for (int x : a) printf("%d", x);
    int evens = std::count_if(a, a + 10, [](int x) { return x % 2 == 0; });
    int *f = std::find_if(a, a + 10, [](int x) { return x < 4; });
    int total = std::accumulate(a, a + 10, 0);
    long prod = std::accumulate(a, a + 5, 1L, [](long p, int x) { return p * x; });
    printf("\nevens=%d first<4=%d total=%d prod=%ld\n", evens, *f, total, prod);
    std::vector<float> out(10);
    std::transform(a, a + 10, out.begin(), [](int x) { return x * 0.5f; });
    int k = 0;
    std::for_each(out.begin(), out.end(), [&k](float x) { k += (int)(x * 2); });
    std::vector<int> g(5);
    int c = 0;
    std::generate(g.begin(), g.end(), [&c]() { return c++ * c; });
    printf("%.1f %d %d %d any=%d all=%d\n", out[3], k, g[4], *std::max_element(a, a + 10, [](int x, int y) { return x % 7 < y % 7; }),
           std::any_of(a, a + 10, [](int x) { return x > 8; }), std::all_of(a, a + 10, [](int x) { return x >= 0; }));
    std::vector<double> big(5000);
    for (auto &x : big) x = (rand() % 1000) / 10.0;
    std::sort(big.begin(), big.end(), [](double x, double y) { return x > y; });
    printf("%.1f %.1f %.1f\n", big[0], big[2500], big[4999]);
    return 0;
}
