#include <cstdio>
struct S { int tag; union { float a; unsigned b; }; };
int main() {
    S s;
    s.tag = 1;
    s.a = 1.0f;
    printf("%d %x %zu\n", s.tag, s.b, sizeof(S));
    return 0;
}
