// Lambdas with init captures (C++14): `[x = e]`, `[x{e}]`, `[&r = lvalue]`,
// alongside default captures, on the host and in a kernel.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>

__global__ void scaleAndCount(int *out, int *hits, int n, int factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    // each thread's closure owns a copy computed once
    auto scaled = [s = factor * (i + 1)](int x) { return x * s; };
    auto bump = [&h = hits[i % 4]](int by) { atomicAdd(&h, by); };
    if (i < n) {
        out[i] = scaled(3) - i;
        bump(i + 1);
    }
}

int main()
{
    const int n = 37;
    int *dOut, *dHits;
    cudaMalloc(&dOut, n * sizeof(int));
    cudaMalloc(&dHits, 4 * sizeof(int));
    cudaMemset(dHits, 0, 4 * sizeof(int));
    scaleAndCount<<<(n + 15) / 16, 16>>>(dOut, dHits, n, 5);
    std::vector<int> out(n);
    int hits[4];
    cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hits, dHits, sizeof hits, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 6) printf("out[%2d] = %d\n", i, out[i]);
    printf("hits: %d %d %d %d\n", hits[0], hits[1], hits[2], hits[3]);

    // host closures
    const int base = 11;
    int total = 0;
    int table[4] = {4, 3, 2, 1};
    auto weigh = [&, w = base - 1](int i) { return out[i] * w; };
    auto lookup = [t = table, off{base % 4}](int i) { return t[(i + off) % 4]; };
    auto add = [&sum = total](int v) { sum += v; };
    for (int i = 0; i < 5; ++i) {
        printf("weigh(%d)=%d lookup(%d)=%d\n", i, weigh(i), i, lookup(i));
        add(lookup(i));
    }
    printf("total=%d\n", total);

    // a mutable init capture is the closure's own state
    auto next = [k = base]() mutable { return k += 3; };
    int a = next();
    int b = next();
    printf("next: %d %d\n", a, b);
    std::vector<int> squares(8);
    std::generate(squares.begin(), squares.end(), [k = 0]() mutable { ++k; return k * k; });
    printf("sum of squares = %d\n", std::accumulate(squares.begin(), squares.end(), 0));

    // capturing a moved-into copy leaves the original untouched
    std::vector<int> src = {1, 2, 3};
    auto owner = [copy = src](int i) { return copy[i] * 100; };
    src[0] = 9;
    printf("owner(0)=%d src[0]=%d\n", owner(0), src[0]);
    cudaFree(dOut);
    cudaFree(dHits);
    return 0;
}
