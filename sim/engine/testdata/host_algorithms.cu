#include <cstdio>
#include <algorithm>
#include <numeric>
#include <vector>
int main() {
    int a[8] = {5, 3, 9, 1, 7, 2, 8, 6};
    auto mm = std::minmax_element(a, a + 8);
    printf("%d %d\n", *mm.first, *mm.second);
    std::vector<int> v(8);
    std::iota(v.begin(), v.end(), 10);
    printf("%d\n", std::accumulate(v.begin(), v.end(), 0));
    std::reverse(v.begin(), v.end());
    printf("%d %d\n", v[0], v[7]);
    std::sort(a, a + 8, [](int x, int y) { return x > y; });
    for (int i = 0; i < 8; i++) printf("%d ", a[i]); printf("\n");
    printf("%d %d\n", std::min({4, 2, 8}), std::max({4, 2, 8}));
    int *m = std::max_element(a, a + 8); printf("%d\n", (int)(m - a));
    std::fill(a, a + 8, 1); printf("%d\n", std::accumulate(a, a + 8, 0));
    int x = 1, y = 2; std::swap(x, y); printf("%d %d\n", x, y);
    std::sort(v.begin(), v.end()); printf("%d\n", v[0]);
    auto it = std::find(v.begin(), v.end(), 13); printf("%d\n", (int)(it - v.begin()));
    printf("%d\n", (int)std::count(v.begin(), v.end(), 13));
    bool s = std::is_sorted(v.begin(), v.end()); printf("%d\n", s);
    auto lb = std::lower_bound(v.begin(), v.end(), 14); printf("%d\n", (int)(lb - v.begin()));
    auto ub = std::upper_bound(v.begin(), v.end(), 14); printf("%d\n", (int)(ub - v.begin()));
    printf("%d\n", std::binary_search(v.begin(), v.end(), 15));
    return 0;
}
// Output:
// 1 9
// 108
// 17 10
// 9 8 7 6 5 3 2 1 
// 2 8
// 0
// 8
// 2 1
// 10
// 3
// 1
// 1
// 4
// 5
// 1
