// Tests __device__ functions (called from kernels, calling each other, with reference and
// pointer parameters), a __host__ __device__ function called from both sides, default
// __host__ functions, and a __device__ function returning a struct.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

struct MinMax { int lo, hi; };

__host__ __device__ int collatzSteps(int n) {
    int steps = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        steps++;
    }
    return steps;
}

__device__ int square(int x) { return x * x; }
__device__ int sumOfSquares(int a, int b) { return square(a) + square(b); }
__device__ void addTo(int &acc, int v) { acc += v; }
__device__ void incr(int *p) { (*p)++; }
__device__ MinMax bounds(int a, int b) {
    MinMax m;
    m.lo = a < b ? a : b;
    m.hi = a < b ? b : a;
    return m;
}

__global__ void work(int *steps, int *other) {
    int i = threadIdx.x;
    steps[i] = collatzSteps(i + 1);
    int acc = sumOfSquares(i, 2);
    addTo(acc, 1000);
    incr(&acc);
    MinMax m = bounds(7 - i, i);
    other[i] = acc * 100 + m.hi * 10 + m.lo;
}

int hostOnly(int x) { return collatzSteps(x) * 2; }

int main() {
    const int n = 8;
    int hs[n], ho[n];
    int *ds, *dother;
    CHECK(cudaMalloc(&ds, sizeof(hs)));
    CHECK(cudaMalloc(&dother, sizeof(ho)));
    work<<<1, n>>>(ds, dother);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hs, ds, sizeof(hs), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ho, dother, sizeof(ho), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("n=%d device steps=%d host steps=%d other=%d\n", i + 1, hs[i], collatzSteps(i + 1), ho[i]);
    printf("hostOnly(27) = %d\n", hostOnly(27));
    CHECK(cudaFree(ds));
    CHECK(cudaFree(dother));
    return 0;
}
