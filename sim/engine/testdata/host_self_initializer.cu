// A variable's name is in scope in its own initialiser (C++): a shadowing
// `int x = x + 1;` reads the new, unset x, not the outer one, and a name
// declared earlier in the same declaration is usable in a later
// initialiser. Only values that do not depend on the unset variable are
// printed (g++ 12 prints the same).
#include <cstdio>

int main() {
    int x = 5;
    float r = 1.0f;
    {
        int x = x + 1; // the new x
        (void)x;
        float r9 = r * r9 + 1.0f;
        (void)r9;
    }
    int y = 2, z = y * 3;
    printf("%d %d %g\n", x, z, r);
    return 0;
}
// Output:
// 5 6 1
