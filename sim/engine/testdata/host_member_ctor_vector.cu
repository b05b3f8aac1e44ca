#include <cstdio>
#include <vector>
struct M {
    int rows, cols; std::vector<float> data;
    M(int r, int c) : rows(r), cols(c), data(r * c) {}
    float at(int r, int c) const { return data[r * cols + c]; }
    float get(int r, int c) { return data[r * cols + c]; }
};
float dot(const M &a, const M &b) { return a.at(0, 0) * b.at(0, 0); }
int main() {
    M a(2, 3), b(3, 2);
    for (int i = 0; i < 6; i++) { a.data[i] = i + 1; b.data[i] = 6 - i; }
    printf("%g %g %g %g\n", a.at(0, 1), a.get(0, 1), b.at(1, 0), b.get(1, 0));
    printf("%zu %zu %g\n", a.data.size(), b.data.size(), dot(a, b));
    return 0;
}
// Output:
// 2 2 4 4
// 6 6 6
