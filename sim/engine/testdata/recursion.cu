#include <cstdio>

int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int forever(int n) { return forever(n + 1) + 1; }

int main() {
    printf("%d\n", depth(5000));
    printf("%d\n", forever(0));
    return 0;
}
// Exit: 1
// Diagnostic: stack overflow calling forever
// Output:
// 5000
