// Virtual base classes (the diamond's shared base) are refused with a
// message; plain single inheritance and virtual functions work.
#include <cstdio>

struct Root { int r; };
struct Left : virtual Root { int l; }; // ERROR "virtual base classes are not supported"

struct Plain : Root {
    virtual int get() const { return r; }
};

int main() {
    Plain p;
    p.r = 3;
    printf("%d\n", p.get());
    return 0;
}
