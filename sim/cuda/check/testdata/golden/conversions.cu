// Implicit conversions made explicit: promotions, usual arithmetic
// conversions, decay, conditions, null pointers and compound assignment.
#include <cstdio>

int main() {
    char c = 'a';
    short s = 2;
    unsigned u = 3u;
    long l = -1L;
    float f = 1.5f;
    double d = 2.0;
    int a[4] = {1, 2, 3};
    int *p = a;
    int *q = 0;
    int x = c + s;
    unsigned long y = u + l;
    bool b = p && !q;
    f += d;
    x <<= 2;
    p += 1;
    long diff = p - a;
    if (p) x = sizeof(a) / sizeof a[0];
    printf("%d %f %c\n", x, f, c);
    return (int)(y + b + diff + u * -1);
}
