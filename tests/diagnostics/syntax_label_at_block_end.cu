// A label with no statement after it, at the end of a block: C++23 allows
// it, but nvcc compiles C++17, where g++ rejects it (write `done: ;`).
#include <cstdio>
int main() {
    int n = 3;
    if (n > 2) goto done;
    printf("small\n");
done: // ERROR "label 'done' at the end of a block needs a statement after it"
}
