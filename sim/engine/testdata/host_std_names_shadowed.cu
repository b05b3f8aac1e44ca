// Variables named like the standard library's algorithms (a lambda next, a
// function pointer sort, a lambda distance) are the program's: calls of
// them reach them, not std::next or std::sort, while another function may
// still call the standard's. The output is g++ 12's.
#include <cstdio>
#include <algorithm>
#include <iterator>

static int byTen(int x) { return x * 10; }

int sortedThird(int *a, int n) {
    std::sort(a, a + n);
    return *std::next(a, 2);
}

int main() {
    auto next = [](int x) { return x + 1; };
    auto distance = [](int a, int b) { return b - a; };
    int (*sort)(int) = byTen;
    int v[5] = {9, 4, 7, 1, 3};
    printf("%d %d %d %d\n", next(2), distance(1, 5), sort(4), sortedThird(v, 5));
    return 0;
}
// Output:
// 3 4 40 4
