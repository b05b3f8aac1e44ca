// qsort with comparators named directly or through &, <ctype.h> and the
// string search functions of the host C library.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cctype>

struct P { int key; char tag; };
int byKey(const void *a, const void *b) { return ((const P *)a)->key - ((const P *)b)->key; }
static int byValue(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main() {
    P p[4] = {{3, 'a'}, {1, 'b'}, {3, 'c'}, {0, 'd'}};
    double d[3] = {2.5, -1, 0.5};
    qsort(p, 4, sizeof(P), &byKey);
    qsort(d, 3, sizeof d[0], byValue);
    const char *s = "Grid 7";
    printf("%c %g %d %d %s %s\n", p[0].tag, d[0], isupper(s[0]), toupper('q'), strchr(s, ' '), strstr(s, "7"));
    return 0;
}
