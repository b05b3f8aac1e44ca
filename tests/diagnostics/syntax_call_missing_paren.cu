// A function call whose argument list is not closed.
#include <cstdio>

int add(int a, int b) { return a + b; }

int main() {
    int s = add(1, 2; // ERROR "expected '\)'"
    printf("%d\n", s);
    return 0;
}
