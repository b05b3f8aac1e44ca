// A generic lambda gets one call operator, for the argument types of its
// first call (check/lambda.go); a later call with other types is reported
// instead of converting its arguments silently.
// sanitizer-tool: none
#include <cstdio>

int main() {
    auto square = [](auto x) { return x * x; };
    printf("%g\n", square(1.5));
    printf("%d\n", square(3)); // ERROR "this generic lambda was first called with double and is now called with int"
    return 0;
}
