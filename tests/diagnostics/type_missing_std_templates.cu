// Templates of the standard library that the lab's C++ library lacks, in a
// parameter list and a struct member, and std::function over a template's
// parameter: one message each at the name, the template's arguments
// skipped, and no second error where the variable is used.
// sanitizer-tool: none
#include <cstdio>
#include <functional>
#include <bitset>

int first(std::bitset<8> t, int x) { return x; } // ERROR "unknown type name 'bitset': std::bitset is not in the lab's C\+\+ library"

#include <variant>

struct Step {
    std::variant<int, float> next; // ERROR "unknown type name 'variant': std::variant is not in the lab's C\+\+ library"
};

template <typename T>
T stepTwice(T x) {
    std::function<T(T)> step; // ERROR "unknown type name 'function': the lab has std::function for signatures of types it knows"
    if (x > 0)
        step = [](T v) { return v + 1; };
    else
        step = [](T v) { return v - 1; };
    return step(step(x));
}

int main() {
    std::function<int(int)> twice = [](int x) { return 2 * x; }; // a local: it holds the lambda
    printf("%d\n", twice(2));
    return 0;
}
