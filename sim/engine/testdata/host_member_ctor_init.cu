#include <cstdio>
#include <vector>
#include <string>
#include <algorithm>
template <typename T> struct Matrix {
    int rows, cols; std::vector<T> data;
    Matrix(int r, int c) : rows(r), cols(c), data(r * c, T(0)) {}
    T &operator()(int r, int c) { return data[r * cols + c]; }
    T at(int r, int c) const { return data[r * cols + c]; }
    Matrix operator*(const Matrix &o) const {
        Matrix m(rows, o.cols);
        for (int i = 0; i < rows; i++) for (int j = 0; j < o.cols; j++) { T s = 0; for (int k = 0; k < cols; k++) s += at(i, k) * o.at(k, j); m(i, j) = s; }
        return m;
    }
};
struct Timer { const char *name; Timer(const char *n) : name(n) { printf("start %s\n", n); } ~Timer() { printf("stop %s\n", name); } };
enum class Mode { Fast, Slow };
const char *modeName(Mode m) { switch (m) { case Mode::Fast: return "fast"; case Mode::Slow: return "slow"; } return "?"; }
int main() {
    Timer t("main");
    Matrix<float> a(2, 3), b(3, 2);
    for (int i = 0; i < 6; i++) { a.data[i] = i + 1; b.data[i] = 6 - i; }
    Matrix<float> c = a * b;
    printf("%g %g %g %g\n", c(0, 0), c(0, 1), c(1, 0), c(1, 1));
    std::vector<std::string> names = {"warp", "block", "grid"};
    std::sort(names.begin(), names.end());
    for (const auto &n : names) printf("%s ", n.c_str());
    printf("\n%s %s\n", modeName(Mode::Fast), modeName(Mode::Slow));
    {
        Timer inner("inner");
        auto it = std::find(names.begin(), names.end(), std::string("grid"));
        printf("found at %d\n", (int)(it - names.begin()));
    }
    return 0;
}
// Output:
// start main
// 20 14 56 41
// block grid warp 
// fast slow
// start inner
// found at 1
// stop inner
// stop main
