// Templates of the standard library that the lab's C++ library lacks, in a
// parameter list and in a function body: one message each at the name,
// the template's arguments skipped, and no second error where the
// variable is used.
// sanitizer-tool: none
#include <cstdio>
#include <functional>
#include <tuple>

int first(std::tuple<int, float> t, int x) { return x; } // ERROR "unknown type name 'tuple': std::tuple is not in the lab's C\+\+ library"

int main() {
    std::function<int(int)> next = [](int x) { return x + 1; }; // ERROR "unknown type name 'function': std::function is not in the lab's C\+\+ library"
    printf("%d\n", next(2));
    return 0;
}
