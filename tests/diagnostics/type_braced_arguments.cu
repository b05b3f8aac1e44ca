// Braced lists as arguments initialise their parameter; where no parameter
// can take one, the message says so.
#include <cstdio>

struct Pair { int a, b; };
void show(Pair &p) { printf("%d\n", p.a); }
int two(Pair p) { return p.a + p.b; }

int main() {
    show({1, 2}); // ERROR "a braced list makes a temporary, which cannot be passed by non-const reference"
    int n = two({1, 2, 3}); // ERROR "too many initialisers for struct Pair"
    printf("%d\n", {n}); // ERROR "a braced list \{...\} can only initialise a variable"
    return 0;
}
