// qsort with a lambda for its comparator: C++ converts a lambda without
// captures to a function pointer; the lab does not, and says what to write.
#include <cstdio>
#include <cstdlib>
int main() {
    int v[] = {3, 1, 2};
    qsort(v, 3, sizeof v[0], [](const void *a, const void *b) { return *(const int *)a - *(const int *)b; }); // ERROR "a lambda converted to a function pointer for argument 4 of 'qsort'"
    printf("%d %d %d\n", v[0], v[1], v[2]);
    return 0;
}
