// Conditions of if and switch: C++17's init-statement, a declaration as
// the condition (its variable is the condition, in scope in both
// branches), and expressions that start like declarations, x & y and
// a * b, which stay expressions. The output is g++ 12's.
#include <cstdio>

struct Box {
    int v;
};

int twice(int v) { return 2 * v; }

int main() {
    int x = 5, y = 4, a = 3, b = 0;
    Box box{3};
    if (x & y) printf("x & y\n");
    if (a * b) printf("never\n");
    else printf("a * b is 0\n");
    switch (x & y) {
    case 4: printf("switch on x & y\n"); break;
    }
    if (int z = twice(a) - 6) printf("never %d\n", z);
    else printf("z=%d in else\n", z);
    if (auto w = twice(y); w > x) printf("w=%d > x\n", w);
    if (Box c = box; c.v == 3) printf("c.v=%d\n", c.v);
    for (int i = 0; i < 3; ++i) {
        switch (int r = i * 3 % 4; r) {
        case 0: printf("r0\n"); break;
        default: printf("r%d\n", r);
        }
    }
    if (twice(1); a > b) printf("expression init\n");
    int z = 100; // the condition's z above is out of scope
    printf("z=%d\n", z);
    return 0;
}
// Output:
// x & y
// a * b is 0
// switch on x & y
// z=0 in else
// w=8 > x
// c.v=3
// r0
// r3
// r2
// expression init
// z=100
