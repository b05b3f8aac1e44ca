// A partial specialization whose own parameter does not appear in its
// arguments can never be chosen (nvcc: "template parameter U is not used
// in or cannot be deduced from the template argument list"); the one
// beside it, which deduces its parameter, works.
// sanitizer-tool: none
#include <cstdio>

template <typename A, typename B> struct Pick { static const int value = 0; };
template <typename T> struct Pick<T, T *> { static const int value = 1; };
template <typename T, typename U> struct Pick<T, int> { static const int value = 2; }; // ERROR "template parameter U of this partial specialization of Pick does not appear in its arguments \(<T, int>\)"

int main() {
    printf("%d %d\n", Pick<int, float>::value, Pick<float, float *>::value);
    return 0;
}
