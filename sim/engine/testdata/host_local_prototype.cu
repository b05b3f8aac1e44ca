#include <cstdio>
int apply(int (*op)(int, int), int a, int b);
int add(int a, int b) { return a + b; }
int apply(int (*op)(int, int), int a, int b) { return op(a, b); }
int main() {
    int helper(int);
    printf("%d\n", apply(add, 2, 3));
    printf("%d\n", helper(4));
    return 0;
}
int helper(int x) { return x * 10; }
// Output:
// 5
// 40
