// Lambdas capture variables of the enclosing function, and a function whose
// result is deduced (auto) needs its body before any call, its own included.
#include <cstdio>

int counter;
auto later(); // ERROR "a function returning 'auto' must be defined where it is declared"

auto fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); } // ERROR "'fact' is used before its return type is known"

int main() {
    int n = 3;
    auto f = [counter](int x) { return x + counter; }; // ERROR "cannot capture 'counter': it is not a variable of the enclosing function"
    auto g = [&n](int x) { return x * n; };
    printf("%d\n", g(2));
    return 0;
}
