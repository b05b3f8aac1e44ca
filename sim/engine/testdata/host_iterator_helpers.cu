#include <cstdio>
#include <vector>
#include <algorithm>
#include <iterator>
#include <numeric>
#include <utility>
#include <cmath>
int main() {
    int a[6] = {5, 3, 9, 1, 7, 2};
    std::sort(std::begin(a), std::end(a));
    printf("%d %d %zu\n", a[0], a[5], std::size(a));
    std::vector<int> v(a, a + 6);
    auto it = v.begin();
    std::advance(it, 2);
    printf("%d %d\n", *it, (int)std::distance(v.begin(), it));
    auto nx = std::next(v.begin(), 3);
    printf("%d %d\n", *nx, *std::prev(v.end()));
    size_t sz = v.size();
    printf("%zu\n", sz);
    for (const int *ci = v.data(); ci != v.data() + v.size(); ++ci) printf("%d,", *ci);
    printf("\n");
    printf("%.2f %d %.2f\n", std::abs(-2.5f), std::abs(-3), std::sqrt(2.0));
    std::pair<int, int> p = std::make_pair(1, 2);
    std::swap(p.first, p.second);
    printf("%d %d\n", p.first, p.second);
    std::reverse(std::begin(a), std::end(a));
    printf("%d\n", a[0]);
    printf("%d\n", *std::max_element(std::begin(a), std::end(a)));
    std::vector<double> d(4, 0.5);
    printf("%.2f\n", std::accumulate(d.cbegin(), d.cend(), 0.0));
    printf("\n");
    return 0;
}
// Output:
// 1 9 6
// 3 2
// 5 9
// 6
// 1,2,3,5,7,9,
// 2.50 3 1.41
// 2 1
// 9
// 9
// 2.00
// 
