// A string literal that is never closed.
#include <cstdio>

int main() {
    printf("hello, GPU\n); // ERROR "unterminated string|string literal not terminated"
    return 0;
}
