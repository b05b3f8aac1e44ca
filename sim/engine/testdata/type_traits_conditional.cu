// std::conditional and conditional_t pick a type from a constant, nested
// and beside the other traits, with a comparison in parentheses among the
// arguments; `typename X<T>::type v` declares in any function. The
// output is g++'s.
#include <cstdio>
#include <cstdint>
#include <type_traits>
template <typename T> struct Acc {
    using type = typename std::conditional<std::is_floating_point<T>::value, double,
        typename std::conditional<(sizeof(T) < 4), int32_t, int64_t>::type>::type;
};
template <typename T> std::conditional_t<(sizeof(T) > 4), T, long> widen(T v) { return v; }
template <typename T> __global__ void sum(const T *v, typename Acc<T>::type *out, int n)
{
    typename Acc<T>::type s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    *out = s;
}
int main() {
    printf("%d %d %d %d\n", (int)sizeof(Acc<float>::type), (int)sizeof(Acc<short>::type), (int)sizeof(Acc<int>::type), (int)sizeof(widen('a')));
    typename Acc<char>::type s = 300;
    short h[4] = {30000, 30000, 30000, -5};
    short *d; int32_t *o, r;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    sum<<<1, 1>>>(d, o, 4);
    cudaMemcpy(&r, o, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", (int)s, r);
    return 0;
}
// Exit: 0
// Output:
// 8 4 8 8
// 300 89995
