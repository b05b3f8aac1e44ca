// Typedefs and using-aliases in a struct's body, used in the body, in
// member functions and, qualified, outside. The output is g++ 12's.
#include <cstdio>
struct Acc {
    typedef float value_type;
    using index = int;
    value_type v;
    value_type twice() const { value_type t = v * 2; return t; }
    index count(index k) { return k + 1; }
};
int main() {
    Acc a;
    a.v = 2;
    Acc::value_type w = a.twice();
    Acc::index n = a.count(4);
    printf("%g %d %zu\n", w, n, sizeof(Acc::value_type));
    return 0;
}
// Output:
// 4 5 4
