// A function template guarded by enable_if, called with a type its
// condition refuses: in C++ no function fits the call (SFINAE leaves no
// candidate); the lab says that enable_if has no type there.
// sanitizer-tool: none
#include <cstdio>
#include <type_traits>

template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>> // ERROR "enable_if's condition is false"
__host__ __device__ T halve(T v) { return v / 2; }

template <typename T, std::enable_if_t<std::is_signed<T>::value, int> = 0>
__host__ __device__ int sign(T v) { return v < 0 ? -1 : 1; }
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__host__ __device__ int sign(T v) { return v < 0 ? -2 : 2; }

int main() {
    printf("%d\n", halve(9));
    printf("%g\n", halve(2.5));
    printf("%d\n", sign(-4) + sign(1.5f));
    printf("%d\n", sign(7u)); // ERROR "no version of sign takes \(unsigned int\)"
    return 0;
}
