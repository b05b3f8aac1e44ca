// Generic lambdas called with several argument types: C++ makes one call
// operator per list of types, in device code and on the host, with
// captures by value and by reference, and const auto & parameters.
#include <cstdio>

template <typename F>
__device__ float apply_twice(F f, float x)
{
    return f(f(x));
}

__global__ void mixed(const int *ints, const float *floats, double *out)
{
    int t = threadIdx.x;
    float scale = 0.5f;
    auto square = [](auto x) { return x * x; };
    auto scaled = [scale](auto x) { return x * scale; };
    int count = 0;
    auto tally = [&count](const auto &x) { count += (x > 0); return x; };
    auto mix = [](auto a, auto b) { return a * 2 + b; };
    double r = square(ints[t]) + square(floats[t]) + square((double)t);
    r += scaled(ints[t]) + scaled(floats[t]);
    tally(ints[t]);
    tally(floats[t]);
    tally(-1.0);
    r += count;
    r += mix(ints[t], floats[t]) + mix(floats[t], ints[t]) + mix(t, t);
    r += apply_twice(square, floats[t]);
    out[t] = r;
}

int main()
{
    const int n = 8;
    int hi[n];
    float hf[n];
    for (int i = 0; i < n; i++) {
        hi[i] = i * 3 - 7;
        hf[i] = 0.25f * i - 1.0f;
    }
    int *di;
    float *df;
    double *dout;
    cudaMalloc(&di, sizeof hi);
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&dout, n * sizeof(double));
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    mixed<<<1, n>>>(di, df, dout);
    double out[n];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("out[%d] = %.6f\n", i, out[i]);

    auto twice = [](const auto &v) { return v + v; };
    auto describe = [](auto v) { return sizeof(v); };
    printf("host: %d %.3f %c %ld | %zu %zu %zu\n", twice(21), twice(1.25), (char)twice('!'), twice(1L << 40),
           describe(1), describe(2.0), describe('c'));
    cudaFree(di);
    cudaFree(df);
    cudaFree(dout);
    return 0;
}
