// Globals initialised through a constructor, a function pointer and a
// virtual call: host code run before main.
#include <cstdio>

struct Pair {
    int a, b;
    Pair(int x, int y) : a(x), b(y) {}
};
struct Base {
    virtual int kind() { return 1; }
};
struct Derived : Base {
    int kind() override { return 2; }
};

int inc(int v) { return v + 1; }
Pair pair(3, 4);
int (*op)(int) = inc;
int viaPointer = op(41);
Derived derived;
Base *base = &derived;
int viaVirtual = base->kind();

int main() {
    printf("%d %d %d %d %d\n", pair.a, pair.b, viaPointer, viaVirtual, op(1));
    return 0;
}
// Output:
// 3 4 42 2 2
