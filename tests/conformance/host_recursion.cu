// Tests recursion in host code: factorial, Fibonacci, Ackermann, a recursive quicksort and
// mutual recursion; the sorted data is then checked by a kernel.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

unsigned long long factorial(int n) { return n <= 1 ? 1ULL : n * factorial(n - 1); }
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int ackermann(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}
bool isOdd(int n);
bool isEven(int n) { return n == 0 ? true : isOdd(n - 1); }
bool isOdd(int n) { return n == 0 ? false : isEven(n - 1); }

void quicksort(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int pivot = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < pivot) i++;
        while (a[j] > pivot) j--;
        if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    quicksort(a, lo, j);
    quicksort(a, i, hi);
}

__global__ void checkSorted(const int *a, int n, int *bad) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + 1 < n && a[i] > a[i + 1]) atomicAdd(bad, 1);
}

int main() {
    printf("20! = %llu\n", factorial(20));
    printf("fib(20) = %d\n", fib(20));
    printf("ackermann(2, 3) = %d\n", ackermann(2, 3));
    printf("isEven(10) = %d, isOdd(7) = %d\n", isEven(10), isOdd(7));
    const int n = 64;
    int a[n];
    for (int i = 0; i < n; i++) a[i] = (i * 37 + 11) % 101;
    quicksort(a, 0, n - 1);
    for (int i = 0; i < 10; i++) printf("%d ", a[i]);
    printf("... %d\n", a[n - 1]);
    int *da, *dbad, bad = 0;
    CHECK(cudaMalloc(&da, sizeof(a)));
    CHECK(cudaMalloc(&dbad, sizeof(int)));
    CHECK(cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dbad, &bad, sizeof(int), cudaMemcpyHostToDevice));
    checkSorted<<<2, 32>>>(da, n, dbad);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&bad, dbad, sizeof(int), cudaMemcpyDeviceToHost));
    printf("unsorted pairs found on the GPU: %d\n", bad);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dbad));
    return 0;
}
