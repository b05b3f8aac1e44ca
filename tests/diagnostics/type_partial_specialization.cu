// A partial specialization of a struct template is refused at its
// declaration, with the explicit specialization that does the same for
// one type; the explicit specialization beside it works.
// sanitizer-tool: none
#include <cstdio>

template <typename T> struct IsPointer { static const int value = 0; };
template <typename T> struct IsPointer<T *> { static const int value = 1; }; // ERROR "partial specializations of struct templates .* are not supported: write the template's explicit specializations"
template <> struct IsPointer<float *> { static const int value = 1; };

int main() {
    printf("%d %d\n", IsPointer<int>::value, IsPointer<float *>::value);
    return 0;
}
