// qsort with a lambda for its comparator: C++ converts a lambda without
// captures to a function pointer (the lab does too), but not one that
// captures, which needs its closure object.
#include <cstdio>
#include <cstdlib>
int main() {
    int v[] = {3, 1, 2};
    int sign = -1;
    qsort(v, 3, sizeof v[0], [](const void *a, const void *b) { return *(const int *)a - *(const int *)b; });
    printf("%d %d %d\n", v[0], v[1], v[2]);
    qsort(v, 3, sizeof v[0], [sign](const void *a, const void *b) { return sign * (*(const int *)a - *(const int *)b); }); // ERROR "a lambda that captures cannot be converted to a function pointer for argument 4 of 'qsort'"
    return 0;
}
