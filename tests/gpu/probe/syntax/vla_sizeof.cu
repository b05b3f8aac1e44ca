#include <cstdio>
int main() {
    int n = 10;
    int a[n];
    printf("%zu\n", sizeof(a));
    return 0;
}
