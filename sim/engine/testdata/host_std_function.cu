// std::function where programs put it most: a local holding a lambda, and
// parameters of functions (by value and by const reference, one function
// template already) that take lambdas, capturing or not, and a plain
// function. The output is g++ 12's.
#include <cstdio>
#include <functional>
#include <vector>

static double square(int i, int j) { return (double)i * j; }

double tabulate(const char *name, int n, std::function<double(int, int)> gen) {
    double sum = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) sum += gen(i, j);
    printf("%s: %g\n", name, sum);
    return sum;
}

template <typename T>
T fold(const std::vector<T> &v, T init, const std::function<T(T, T)> &op, std::function<void(T)> report) {
    for (const T &x : v) init = op(init, x);
    report(init);
    return init;
}

int main() {
    int calls = 0;
    std::function<void(int)> note = [&](int k) {
        ++calls;
        printf("note %d (call %d)\n", k, calls);
    };
    note(7);
    double scale = 0.5;
    tabulate("scaled", 4, [scale](int i, int j) { return scale * (i + j); });
    tabulate("square", 3, square);
    std::vector<int> v = {3, 1, 4, 1, 5};
    int s = fold<int>(v, 0, [](int a, int b) { return a + b; }, [&](int r) { note(r); });
    float m = fold<float>({2.5f, -1.0f, 4.0f}, 1.0f, [](float a, float b) { return a * b; },
                          [](float r) { printf("product %g\n", r); });
    printf("%d %g calls=%d\n", s, m, calls);
    return 0;
}
// Output:
// note 7 (call 1)
// scaled: 24
// square: 9
// note 14 (call 2)
// product -10
// 14 -10 calls=2
