#include <cstdio>
#include <cassert>

int main() {
    int x = 3;
    assert(x == 3);
    printf("before\n");
    assert(x ==
           4);
    printf("not reached\n");
    return 0;
}
// Exit: 134
// Diagnostic: assertion `x == 4` failed
// Diagnostic: the last 7 bytes the program printed were still in stdout's buffer and are lost
// Output:
// a.out: rt_host_assert.cu:8: int main(): Assertion `x == 4' failed.
