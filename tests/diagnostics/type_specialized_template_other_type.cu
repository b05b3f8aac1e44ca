// A function template that uses a struct template with its own parameter:
// the lab makes it for the types of the instances the program names
// (Traits<int>, Traits<float>), and a call with another type finds none of
// them, where it once converted its argument to one of theirs.
// sanitizer-tool: none
#include <cstdio>
#include <limits>

template <typename T>
struct Traits { static constexpr int digits = std::numeric_limits<T>::digits; };

template <typename T>
__host__ __device__ int widen(T v) { return (int)v + Traits<T>::digits; }

int main() {
    printf("%d %d\n", widen(3), widen(1.5f));
    printf("%d\n", widen(7ll)); // ERROR "no version of widen takes \(long long\): the lab makes this function template"
    printf("%d %d\n", Traits<int>::digits, Traits<float>::digits);
    return 0;
}
