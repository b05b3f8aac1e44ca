#include <cstdio>

int main() {
    int x = 1
    printf("%d\n", x);
    return 0;
}
