// <algorithm>'s merge (with and without a comparator: equal keys take the
// first range's element first), copy_if, remove_if and replace_if, as
// libstdc++ loops them. The output is g++ 12's.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
  std::vector<int> a = {1, 4, 4, 9, 12}, b = {2, 4, 5, 13}, m(9), c(5);
  std::merge(a.begin(), a.end(), b.begin(), b.end(), m.begin());
  for (int x : m) printf("%d ", x); printf("\n");
  std::merge(a.begin(), a.end(), b.begin(), b.end(), m.begin(), [](int x, int y) { return (x >> 2) < (y >> 2); });
  for (int x : m) printf("%d ", x); printf("\n");
  auto e = std::copy_if(a.begin(), a.end(), c.begin(), [](int x) { return x % 2 == 0; });
  printf("%d\n", (int)(e - c.begin()));
  auto r = std::remove_if(m.begin(), m.end(), [](int x) { return x == 4; });
  m.erase(r, m.end());
  for (int x : m) printf("%d ", x); printf("\n");
  std::replace_if(b.begin(), b.end(), [](int x) { return x > 4; }, 0);
  for (int x : b) printf("%d ", x); printf("\n");
}
// Output:
// 1 2 4 4 4 5 9 12 13 
// 1 2 4 4 4 5 9 12 13 
// 3
// 1 2 5 9 12 13 
// 2 4 0 0 
