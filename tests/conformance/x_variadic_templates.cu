// Variadic function templates: packs of types and of values, expanded in
// argument lists, braced lists and template arguments; sizeof...; the four
// kinds of fold expression; recursion down to a base case (a template and a
// plain function); forwarding (T&&, std::forward, std::move); a variadic
// kernel, a launcher that forwards a kernel's arguments, and variadic
// device functions.
#include <cstdio>
#include <iostream>
#include <utility>

// --- host: formatting and recursion ---
template <typename... Args>
void report(const char *fmt, Args... args) {
    printf(fmt, args...);
}

void line() { std::cout << '\n'; }

template <typename T, typename... Rest>
void line(const T &first, const Rest &...rest) {
    std::cout << first;
    if constexpr (sizeof...(rest) > 0) std::cout << " | ";
    line(rest...);
}

template <typename T>
T smallest(T v) { return v; }

template <typename T, typename... Rest>
T smallest(T v, Rest... rest) {
    T m = smallest(rest...);
    return v < m ? v : m;
}

template <typename... Ts>
int countArgs(Ts...) { return (int)sizeof...(Ts); }

template <typename... Ts>
double mean(Ts... xs) { return (xs + ... + 0.0) / sizeof...(xs); }

template <typename... Ts>
long long product(Ts... xs) { return (1LL * ... * xs); }

template <typename... Ts>
int leftMinus(Ts... xs) { return (... - xs); }

template <typename... Ts>
int rightMinus(Ts... xs) { return (xs - ...); }

template <typename... Ts>
bool allEven(Ts... xs) { return ((xs % 2 == 0) && ...); }

template <typename... Ts>
bool anyNegative(Ts... xs) { return ((xs < 0) || ...); }

template <typename... Ts>
void spaced(Ts... xs) {
    ((std::cout << xs << ' '), ...);
    std::cout << "(" << sizeof...(Ts) << ")\n";
}

template <typename... Ts>
void chained(const Ts &...xs) {
    (std::cout << ... << xs) << std::endl;
}

template <int... Ns>
int sumOf() { return (Ns + ... + 0); }

template <unsigned... Bits>
unsigned maskOf() { return ((1u << Bits) | ... | 0u); }

int twice(int x) { return 2 * x; }
int sum3(int a, int b, int c) { return 100 * a + 10 * b + c; }

template <typename... Ts>
int viaTwice(Ts... xs) { return sum3(twice(xs)...); }

template <typename F, typename... Ts>
auto invoke(F f, Ts... xs) { return f(xs...); }

template <typename... Ts>
void setAll(int v, Ts *...ptrs) { ((*ptrs = v++), ...); }

struct Span {
    int lo, hi;
    Span(int a, int b) : lo(a), hi(b) {}
    int width() const { return hi - lo; }
};

template <typename T, typename... Args>
T build(Args &&...args) { return T(std::forward<Args>(args)...); }

template <typename T>
auto consume(T &&v) { return v + 1; }

// --- device ---
template <typename... Ts>
__device__ int weighted(Ts... xs) {
    int w = 0, s = 0;
    ((s += ++w * xs), ...);
    return s;
}

template <typename... Ts>
__global__ void packKernel(int *out, Ts... xs) {
    int t = threadIdx.x;
    int vals[] = {xs...};
    int acc = 0;
    for (int i = 0; i < (int)sizeof...(Ts); i++) acc = acc * 7 + vals[i] * (t + 1);
    out[t] = acc + weighted(t, xs...);
}

__global__ void axpb(int *out, int a, int b) { out[threadIdx.x] = a * threadIdx.x + b; }

template <typename... Args>
void launch(void (*kernel)(int *, Args...), int *out, int threads, Args... args) {
    kernel<<<1, threads>>>(out, args...);
}

template <typename... Ts>
__device__ float dotWith(float x, Ts... cs) {
    float acc = 0.0f;
    ((acc = acc * x + cs), ...); // Horner's rule over the coefficients
    return acc;
}

__global__ void horner(float *out) {
    float x = 0.25f * threadIdx.x;
    out[threadIdx.x] = dotWith(x, 2.0f, -3.0f, 0.5f, 1.0f);
}

int main() {
    report("%s has %d args\n", "report", 2);
    report("no args\n");
    line(1, 2.5, "three", 'c');
    line("alone");
    line();
    printf("smallest %d %g\n", smallest(7, 3, 9, 4), smallest(2.5, -1.25, 0.5));
    printf("count %d %d %d\n", countArgs(), countArgs(1), countArgs(1, 'x', 2.0, "s"));
    printf("mean %.4f\n", mean(1, 2.5f, 4u, 7.25));
    printf("product %lld\n", product(3, 4, 5, 6, 7, 8, 9));
    printf("minus %d %d\n", leftMinus(10, 3, 2, 1), rightMinus(10, 3, 2, 1));
    printf("even %d %d neg %d %d\n", allEven(2, 4, 6), allEven(2, 3), anyNegative(1, 2), anyNegative(1, -2, 3));
    printf("empty %d %d\n", allEven(), anyNegative());
    spaced(1, 2.5, "x");
    spaced();
    chained("a", 1, '-', 2.5);
    printf("sumOf %d %d mask %08x\n", sumOf<1, 2, 3, 4>(), sumOf<>(), maskOf<0, 3, 5, 31>());
    printf("viaTwice %d\n", viaTwice(1, 2, 3));
    printf("invoke %d\n", invoke(sum3, 4, 5, 6));
    int a = 0, b = 0, c = 0;
    setAll(40, &a, &b, &c);
    printf("setAll %d %d %d\n", a, b, c);
    Span s = build<Span>(3, 11);
    int k = 5;
    printf("build %d consume %d %d moved %d\n", s.width(), consume(k), consume(2.5) > 3.4, consume(std::move(k)));

    int *d;
    cudaMalloc(&d, 8 * sizeof(int));
    int h[8];
    packKernel<<<1, 8>>>(d, 3, -2, 5);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    packKernel<<<1, 4>>>(d, 9);
    cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("%d ", h[i]);
    printf("\n");
    launch(axpb, d, 8, 3, -4);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    float *f;
    cudaMalloc(&f, 8 * sizeof(float));
    horner<<<1, 8>>>(f);
    float hf[8];
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%.6f ", hf[i]);
    printf("\n");
    cudaFree(d);
    cudaFree(f);
    return 0;
}
