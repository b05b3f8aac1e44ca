// <type_traits>' queries and numeric_limits of a template's type
// parameter, answered once the template is instantiated: in if constexpr,
// in static_assert, as values, in host and device code. The output is
// what C++17 defines (checked by hand against g++ 12 for the host part).
#include <cstdio>
#include <limits>
#include <type_traits>

template <typename T>
const char *kind() {
    if constexpr (std::is_same<T, float>::value) return "float";
    else if constexpr (std::is_same_v<T, double>) return "double";
    else if constexpr (std::is_integral_v<T> && std::is_signed<T>::value) return "signed integer";
    else if constexpr (std::is_unsigned_v<T>) return "unsigned";
    else return "other";
}

template <typename T>
T smallest(const T *v, int n) {
    static_assert(std::is_arithmetic<T>::value, "numbers only");
    T m = std::numeric_limits<T>::max();
    for (int i = 0; i < n; i++) m = v[i] < m ? v[i] : m;
    return m;
}

template <typename T>
__global__ void clampLow(T *v, int n) {
    int i = threadIdx.x;
    if (i < n && v[i] < std::numeric_limits<T>::lowest() / 2) v[i] = std::numeric_limits<T>::lowest() / 2;
}

int main() {
    printf("%s %s %s %s %s %s\n", kind<float>(), kind<double>(), kind<int>(), kind<unsigned char>(), kind<bool>(), kind<int *>());
    printf("%d %d %d %d\n", (int)std::is_pointer<int *>::value, (int)std::is_floating_point_v<int>,
           (int)std::is_same<const int, int>::value, (int)std::is_void<void>::value);
    int a[] = {5, -3, 9};
    double b[] = {2.5, 0.125, 7.0};
    printf("%d %g %u\n", smallest(a, 3), smallest(b, 3), std::numeric_limits<unsigned>::max());
    float h[4] = {1.0f, -3.0e38f, 2.0f, -1.0e38f};
    float *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    clampLow<<<1, 4>>>(d, 4);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    return 0;
}
// Output:
// float double signed integer unsigned unsigned other
// 1 0 0 1
// -3 0.125 4294967295
// 1 -1.70141e+38 2 -1e+38
