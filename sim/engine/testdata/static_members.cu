// Static data members and extern variables: the declaration and the
// definition are one object, used before and after the definition.
#include <cstdio>

struct Counter {
    static int made;
    static int limit;
    int id;
    Counter() { id = made; made++; }
    static void reset() { made = 0; }
    static int remaining() { return limit - made; }
    static int describe(int scale);
};
int Counter::made = 0;
int Counter::limit = 10;

// a static member function defined outside its struct: no object
int Counter::describe(int scale) { return scale * made + remaining(); }

struct Tagged : Counter {
    static int twice() { return 2 * made; }
};

extern int total;
void add(int v) { total += v; }
int total = 100;
extern int total;

int main() {
    Counter a, b, c;
    printf("made %d ids %d %d %d remaining %d\n", Counter::made, a.id, b.id, c.id, Counter::remaining());
    printf("describe %d\n", Counter::describe(100));
    Tagged t;
    printf("tagged id %d twice %d\n", t.id, Tagged::twice());
    Counter::reset();
    Counter d;
    printf("after reset %d %d\n", Counter::made, d.id);
    add(5);
    add(7);
    printf("total %d\n", total);
    return 0;
}
// Output:
// made 3 ids 0 1 2 remaining 7
// describe 307
// tagged id 3 twice 8
// after reset 1 0
// total 112
