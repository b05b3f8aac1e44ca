// Struct templates with typedefs and using-aliases in their bodies (one
// naming another), and static constant members used as array bounds in
// the member declarations of a struct and of a struct template. The output
// is g++ 12's.
#include <cstdio>
template <typename T, int N>
struct Ring {
    typedef T value_type;
    typedef value_type *pointer;
    using index = unsigned;
    static const int capacity = N;
    static constexpr int mask = N - 1;
    value_type items[capacity];
    index head;
    pointer at(index i) { return &items[i & mask]; }
};
struct Histogram {
    static const int bins = 4;
    static const int width = bins * 2;
    int counts[bins];
    char label[width + 1];
};
int main() {
    Ring<float, 8> r;
    for (Ring<float, 8>::index i = 0; i < 12; i++) *r.at(i) = i * 0.5f;
    Ring<float, 8>::value_type first = *r.at(0);
    Ring<double, 4>::pointer p = nullptr;
    printf("%g %g %d %d %zu\n", first, r.items[7], Ring<float, 8>::capacity, Ring<double, 4>::mask, sizeof(Ring<double, 4>::value_type));
    printf("%d %zu\n", p == nullptr, sizeof(Ring<char, 16>));
    Histogram h = {};
    for (int i = 0; i < 10; i++) h.counts[i % Histogram::bins]++;
    for (int i = 0; i < Histogram::width; i++) h.label[i] = 'a' + i;
    printf("%d %d %s %zu\n", h.counts[0], h.counts[3], h.label, sizeof(Histogram));
    return 0;
}
// Output:
// 4 3.5 8 3 8
// 1 20
// 3 2 abcdefgh 28
