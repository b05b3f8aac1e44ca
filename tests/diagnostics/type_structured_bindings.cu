// A structured binding names each member of a struct, no more, no fewer.
#include <cstdio>

struct Three { int a, b, c; };

int main() {
    Three t = {1, 2, 3};
    auto [x, y] = t; // ERROR "the structured binding has 2 names, but struct Three has 3 members"
    auto [p, q, r] = 5; // ERROR "a structured binding takes a struct apart, not int"
    auto [] = t; // ERROR "a structured binding needs at least one name"
    printf("%d\n", x + p);
    return 0;
}
