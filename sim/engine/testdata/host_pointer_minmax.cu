// std::max and std::min of two pointers: valid C++ (max(a, a + n) is a
// common slip for max_element), the one that compares greater or less.
// The output is g++ 12's.
#include <cstdio>
#include <algorithm>
using namespace std;
int main() {
    int a[4] = {3, 9, 2, 7};
    int *p = a, *q = a + 2;
    printf("%ld %ld %d %d\n", max(p, q) - a, min(p, q) - a, *max(a + 1, a + 3), *std::min(a + 1, a + 3));
    return 0;
}
// Output:
// 2 0 7 9
