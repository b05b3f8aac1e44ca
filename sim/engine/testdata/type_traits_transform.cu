// The traits that name a type: make_unsigned_t / make_signed<T>::type in a
// template (a rotation done on the unsigned type), remove_cv_t, and
// `typename` before a ::type in a function body. The output is g++'s.
#include <cstdio>
#include <type_traits>
template <typename T> __host__ __device__ T rotr(T x, int n) {
    using U = std::make_unsigned_t<T>;
    return (T)(((U)x >> n) | ((U)x << (sizeof(T) * 8 - n)));
}
template <typename T> void show(T v) {
    typename std::make_unsigned<T>::type u = v;
    std::make_signed_t<T> s = v;
    std::remove_cv_t<const T> w = v;
    w += 1;
    printf("%s %d %d %llu %lld\n", std::is_unsigned<decltype(u)>::value ? "u" : "s", (int)sizeof(u), std::is_signed_v<decltype(s)>, (unsigned long long)u, (long long)w);
}
__global__ void k(int *o) { o[0] = rotr(-16, 2); o[1] = (int)rotr(0x80000001u, 1); }
int main() {
    int h[2], *d;
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %x %d %x\n", rotr(-16, 2), rotr(0x80000001u, 1), h[0], h[1]);
    show(-3); show((short)-3); show((char)-3); show(-3LL); show(7u);
    return 0;
}
// Exit: 0
// Output:
// 1073741820 c0000000 1073741820 c0000000
// u 4 1 4294967293 -2
// u 2 1 65533 -2
// u 1 1 253 -2
// u 8 1 18446744073709551613 -2
// u 4 1 7 8
