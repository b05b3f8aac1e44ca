// Templates of the standard library that the lab's C++ library lacks, in a
// parameter list and a struct member (std::function, which the lab has as
// a local and a parameter only): one message each at the name,
// the template's arguments skipped, and no second error where the
// variable is used.
// sanitizer-tool: none
#include <cstdio>
#include <functional>
#include <bitset>

int first(std::bitset<8> t, int x) { return x; } // ERROR "unknown type name 'bitset': std::bitset is not in the lab's C\+\+ library"

struct Step {
    std::function<int(int)> next; // ERROR "unknown type name 'function': the lab has std::function only as a local initialised with a lambda"
};

int main() {
    std::function<int(int)> twice = [](int x) { return 2 * x; }; // a local: it holds the lambda
    printf("%d\n", twice(2));
    return 0;
}
