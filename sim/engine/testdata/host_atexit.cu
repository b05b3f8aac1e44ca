// atexit handlers run last first when main returns, and when exit() is
// called (after the output printed before it); a handler registered twice
// runs twice. The output is g++ 12's.
#include <cstdio>
#include <cstdlib>

static int counter = 0;
static void first() { printf("first handler, counter %d\n", counter); }
static void second() { printf("second handler\n"); counter += 10; }

int main() {
    if (atexit(first) != 0 || atexit(second) != 0 || atexit(first) != 0) return 3;
    counter = 5;
    printf("main returns\n");
    return 0;
}
// Output:
// main returns
// first handler, counter 5
// second handler
// first handler, counter 15
