// Generic lambdas (auto parameters): a call operator made for the argument
// types of the lambda's first call, as C++ instantiates it: a product, a
// comparator std::sort calls with const auto &, a capture by reference.
// The output is g++ 12's.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
  auto mul = [](auto x, auto y) { return x * y; };
  printf("%d\n", mul(3, 4));
  std::vector<float> v = {3.5f, -1.0f, 2.25f, 8.0f};
  std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a > b; });
  for (auto x : v) printf("%g ", x); printf("\n");
  int k = 10;
  auto add = [&](auto x) { k += (int)x; return k; };
  printf("%d %d\n", add(5), add(7));
  auto sq = [](auto x) { return x * x; };
  printf("%g\n", sq(1.5));
}
// Output:
// 12
// 8 3.5 2.25 -1 
// 22 17
// 2.25
