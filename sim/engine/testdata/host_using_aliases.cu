// `using` aliases of function pointer, array and pointer types (the name
// goes inside the declarator when written as a typedef), and an alias
// template declared and never used. The output is g++ 12's.
#include <cstdio>

using Arr = int[4];
using PF = void (*)(int);
using IP = int *;
using Step = float (*)(float);
template <typename T> using unary = T (*)(T);

void show(int x) { printf("%d\n", x); }
float half(float x) { return x / 2; }

int main() {
    Arr a = {1, 2, 3, 4};
    PF f = show;
    IP p = a;
    f(a[2] + p[3]);
    Step steps[2] = {half, half};
    printf("%zu %g\n", sizeof(Arr), steps[1](steps[0](10.0f)));
    return 0;
}
// Output:
// 7
// 16 2.5
