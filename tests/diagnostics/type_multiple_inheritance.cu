// A struct derives from one base only in lab programs: multiple
// inheritance is refused with a message (single inheritance works).
#include <cstdio>

struct Named { const char *name; };
struct Counted { int count; };

struct Item : Named, Counted { // ERROR "multiple inheritance is not supported: Item can derive from one struct only"
    float price;
};

struct Single : Named { int id; };

int main() {
    Single s;
    s.name = "one";
    s.id = 1;
    printf("%s %d\n", s.name, s.id);
    return 0;
}
