// A struct with two conversion functions to numbers: initialising an int
// picks operator int (an exact match beats int from float), a double
// operator float (a promotion beats a conversion), but a long long is as
// far from int as from float, and a built-in operator could take either
// one: g++ and nvcc report both as ambiguous. An explicit conversion
// function converts only in casts and conditions.
// sanitizer-tool: none
#include <cstdio>

struct Reading {
    int raw;
    operator int() const { return raw; }
    operator float() const { return raw * 0.5f; }
    explicit operator bool() const { return raw != 0; }
};

int main() {
    Reading r = {7};
    int n = r;
    float f = r;
    double d = r;
    long long w = r; // ERROR "converting struct Reading to long long is ambiguous: both operator float and operator int apply"
    int s = r + 1;   // ERROR "\+ on struct Reading is ambiguous"
    bool b = (bool)r;
    int on = r ? 1 : 0;
    printf("%d %g %g %lld %d %d %d\n", n, f, d, w, s, b, on);
    return 0;
}
