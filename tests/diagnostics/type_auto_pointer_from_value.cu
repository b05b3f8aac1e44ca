// `auto *` deduces a pointer type, so its initialiser must be a pointer: a
// float value (the & forgotten) is an error at the declaration, and writing
// through a `const auto *` is refused as through any pointer to const.
// sanitizer-tool: none
#include <cstdio>

int main() {
    float x = 2.5f;
    auto *p = x; // ERROR "cannot deduce 'auto \*' from float, which is not a pointer"
    const auto *q = &x;
    *q = 1.0f; // ERROR "cannot assign through a pointer to const"
    printf("%g\n", x);
    return 0;
}
