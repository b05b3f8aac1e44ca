#include <cstdio>
#include <algorithm>
#include <numeric>
#include <vector>
#include <utility>
int main() {
    std::vector<float> v = {3.5f, 1.0f, 7.25f, 1.0f, 7.25f, 2.0f};
    auto mm = std::minmax_element(v.begin(), v.end());
    printf("%f@%d %f@%d\n", *mm.first, (int)(mm.first - v.begin()), *mm.second, (int)(mm.second - v.begin()));
    auto [lo, hi] = std::minmax_element(v.data(), v.data() + v.size());
    printf("%d %d\n", (int)(lo - v.data()), (int)(hi - v.data()));
    std::pair<float*,float*> pp = std::minmax_element(v.data(), v.data() + 6);
    printf("%f\n", *pp.second);
    auto cmp = [](float a, float b) { return a > b; };
    auto m2 = std::minmax_element(v.begin(), v.end(), cmp);
    printf("%d %d\n", (int)(m2.first - v.begin()), (int)(m2.second - v.begin()));
    std::vector<int> a(10); std::iota(a.begin(), a.end(), 1);
    std::vector<int> ps(10); std::partial_sum(a.begin(), a.end(), ps.begin());
    for (int x : ps) printf("%d ", x); printf("\n");
    std::vector<int> ex(10); std::exclusive_scan(a.begin(), a.end(), ex.begin(), 0);
    for (int x : ex) printf("%d ", x); printf("\n");
    std::inclusive_scan(a.begin(), a.end(), ex.begin());
    printf("%d\n", ex[9]);
    float dot = std::inner_product(v.begin(), v.end(), v.begin(), 0.0f);
    printf("%f\n", dot);
    printf("%d %d\n", std::clamp(15, 0, 10), std::clamp(-3, 0, 10));
    int s[] = {1, 2, 2, 2, 5, 7, 7, 9};
    printf("%d %d %d %d\n", (int)(std::lower_bound(s, s + 8, 2) - s), (int)(std::upper_bound(s, s + 8, 7) - s), std::binary_search(s, s + 8, 5), std::binary_search(s, s + 8, 6));
    int *e = std::unique(s, s + 8); printf("%d\n", (int)(e - s));
    std::vector<int> d(8); std::adjacent_difference(s, s + 8, d.begin()); printf("%d %d\n", d[1], d[7]);
    std::replace(s, s + 8, 7, 70); printf("%d\n", s[4]);
    printf("%d\n", std::is_sorted(s, s + 5));
    return 0;
}
// Output:
// 1.000000@1 7.250000@4
// 1 4
// 7.250000
// 2 3
// 1 3 6 10 15 21 28 36 45 55 
// 0 1 3 6 10 15 21 28 36 45 
// 55
// 123.375000
// 10 0
// 1 7 1 0
// 5
// 1 2
// 9
// 0
