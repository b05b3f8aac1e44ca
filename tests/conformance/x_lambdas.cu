// C++ lambdas: no captures, by value, by reference, [=] and [&] defaults
// with exceptions, mutable state kept between calls, a lambda holding
// another, deduced and written (-> T) results, lambdas passed to function
// templates as function objects, and lambdas inside a kernel.
#include <cstdio>
template <typename F> __global__ void apply(float *p, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = f(p[i], i);
}
template <typename F> float reduceHost(const float *p, int n, F op, float init) {
    for (int i = 0; i < n; i++) init = op(init, p[i]);
    return init;
}
// lambdas written inside device code need no --extended-lambda
__global__ void inKernel(float *p, float s) {
    int i = threadIdx.x;
    float acc = 0;
    auto scaleBy = [s](float v) { return v * s; };
    auto accumulate = [&acc](float v) { acc += v; };
    auto both = [&](float v, int k) { accumulate(scaleBy(v)); return acc + k; };
    float first = both(p[i], i);
    p[i] = first + both(1.0f, 0);
}

int main() {
    int base = 10;
    float scale = 0.5f;
    auto add = [](int p, int q) { return p + q; };
    auto addBase = [base](int p) { return p + base; };
    auto bump = [&base](int by) { base += by; };
    int counter = 0;
    auto next = [&]() { return ++counter * base; };
    auto mix = [=, &counter](int k) -> double { counter += k; return scale * k + base; };
    printf("%d %d\n", add(2, 3), addBase(5));
    bump(7);
    printf("base=%d addBase=%d (captured before)\n", base, addBase(5));
    printf("%d %d counter=%d\n", next(), next(), counter);
    printf("%.2f counter=%d\n", mix(3), counter);
    int calls = 0;
    auto countCalls = [calls]() mutable { return ++calls; };
    countCalls(); countCalls();
    printf("mutable: %d outer %d\n", countCalls(), calls);
    auto square = [](float x) { return x * x; };
    auto sumsq = [square](float a, float b) { return a + square(b); };
    float h[8], *d;
    for (int i = 0; i < 8; i++) h[i] = i;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    float s = scale;
    inKernel<<<1, 8>>>(d, s);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%.1f ", h[i]);
    printf("\nsumsq=%.1f max=%.1f\n", reduceHost(h, 8, sumsq, 0.0f),
           reduceHost(h, 8, [](float a, float b) { return a > b ? a : b; }, -1.0f));
    auto noargs = [] { return 42; };
    auto voidret = [&](int v) { if (v > 0) { counter = v; return; } counter = -v; };
    voidret(-5);
    printf("%d %d\n", noargs(), counter);
    return 0;
}
