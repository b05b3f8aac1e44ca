// C++ that real programs use around their kernels: a nested struct named
// from outside (Grid::Cell), auto * and const auto *, a braced constructor
// argument and a braced map key, assigning a braced list to a vector, a
// parenthesised static member, a const view whose operator() returns a
// reference into the memory it points to, an array member built in the
// initialiser list, std::gcd and std::lcm, printf's %.4s of bytes with no
// NUL, and a function template called with its first argument named and
// the second deduced.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <numeric>
#include <utility>
#include <vector>

struct Grid {
    struct Cell { int count; float mass; };
    Cell cells[4];
    static int side() { return 2; }
};

struct V3 { float x, y, z; };
struct Body {
    V3 v;
    float e[3];
    Body(V3 a) : v(a), e{a.x * 2, a.y * 2, a.z * 2} {}
};

struct View {
    float *d;
    int n;
    __host__ __device__ float &operator()(int i) const { return d[i]; }
};

__global__ void scale(View v, float s) {
    int i = threadIdx.x;
    if (i < v.n) v(i) = v(i) * s + 1.0f;
}

template <typename T, typename F>
T reduceWith(F f, int n) {
    std::vector<T> h(n);
    for (int i = 0; i < n; ++i) h[i] = T(i + 1);
    T acc = T(0);
    for (int i = 0; i < n; ++i) acc = f(acc, h[i]);
    return acc;
}
struct SumSquares { double operator()(double a, double b) const { return a + b * b * 0.5; } };
struct Add { int operator()(int a, int b) const { return a + b; } };

int main() {
    Grid g;
    for (int i = 0; i < 4; ++i) g.cells[i] = Grid::Cell{i * i, 0.5f * i};
    Grid::Cell c = g.cells[3];
    int side = (Grid::side() + 1) * 2;
    printf("cell %d %.2f side %d\n", c.count, c.mass, side);

    float values[3] = {1.5f, -2.0f, 4.25f};
    auto *p = &values[1];
    const auto *q = values;
    printf("auto*: %g %g\n", *p, q[2]);

    Body b({0.5f, 4.0f, -1.0f});
    printf("body %g %g %g | %g %g %g\n", b.v.x, b.v.y, b.v.z, b.e[0], b.e[1], b.e[2]);

    std::map<std::pair<int, int>, double> m;
    m[{1, 2}] += 3.5;
    m[{1, 2}] += 1.25;
    m[{0, 7}] = -1.0;
    for (auto &kv : m) printf("m[(%d,%d)] = %g\n", kv.first.first, kv.first.second, kv.second);

    std::vector<double> w;
    w = {2.5, 3.5, 4.5};
    printf("w: %zu %g %g\n", w.size(), w[0], w[2]);

    float h[8];
    for (int i = 0; i < 8; ++i) h[i] = i * 0.25f;
    float *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    View view{d, 8};
    scale<<<1, 8>>>(view, 3.0f);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    View hv{h, 8};
    hv(0) = -7.0f;
    printf("view: %g %g %g\n", hv(0), hv(1), hv(7));

    printf("gcd %d %d lcm %d %d\n", std::gcd(84, 36), std::gcd(-12, 18), std::lcm(4, 6), std::lcm(21, 6));

    char *raw = (char *)malloc(8);
    memcpy(raw, "ABCDEFGH", 8);
    printf("[%.4s] [%.*s] [%-6.3s]\n", raw, 2, raw + 4, raw + 1);
    free(raw);

    printf("reduceWith: %g %d\n", reduceWith<double>(SumSquares(), 6), reduceWith<int>(Add(), 10));
    cudaFree(d);
    return 0;
}
