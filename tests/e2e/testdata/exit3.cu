#include <cstdio>

int main() {
    printf("failing on purpose\n");
    return 3;
}
