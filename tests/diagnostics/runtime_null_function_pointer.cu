// A function pointer that was never set: the call is reported at its line (on
// the CPU the program would crash).
// sanitizer-tool: none
#include <cstdio>

typedef int (*Step)(int);

int inc(int x) { return x + 1; }

int run(Step s, int x) {
    return s(x); // ERROR "call through a function pointer that holds 0x0, which is no function of the program"
}

int main() {
    Step steps[2] = {inc};
    printf("%d\n", run(steps[0], 1));
    printf("%d\n", run(steps[1], 1));
    return 0;
}
