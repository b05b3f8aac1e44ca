// std::pair through make_pair: the instance the program names, arguments converted.
#include <cstdio>
#include <vector>
#include <utility>
#include <algorithm>
int main() {
    std::vector<std::pair<int, float>> v;
    for (int i = 0; i < 5; i++) v.push_back(std::make_pair(5 - i, i * 0.5f));
    std::pair<int, float> p = std::make_pair(9, 1.0);
    v.push_back(p);
    std::sort(v.begin(), v.end());
    for (auto &q : v) printf("%d:%g ", q.first, q.second);
    printf("\n");
    return 0;
}
// Output:
// 1:2 2:1.5 3:1 4:0.5 5:0 9:1 
