// static_assert is checked where it stands: at file scope once, in a
// template for each instance. A condition the lab cannot evaluate (a type
// trait it lacks) passes, as it did before static_assert was checked.
// sanitizer-tool: none
#include <cstdio>
#include <type_traits>

static_assert(sizeof(int) == 4, "int is four bytes");
static_assert(sizeof(long) == 4, "long is four bytes"); // ERROR "static assertion failed: long is four bytes"

template <typename T>
__global__ void fill(T *p) {
    static_assert(sizeof(T) >= 4, "elements of at least a word"); // ERROR "static assertion failed: elements of at least a word"
    static_assert(std::is_arithmetic<T>::value, "numbers only");
    p[threadIdx.x] = T(1);
}

int main() {
    static_assert(2 + 2 == 5); // ERROR "static assertion failed"
    char *c = nullptr;
    fill<<<1, 1>>>(c);
    printf("done\n");
    return 0;
}
