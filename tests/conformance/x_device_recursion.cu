// Recursion in device code (nvcc supports it with a stack): recursive factorial, Fibonacci,
// Ackermann with small arguments, a recursive binary search and a recursive
// greatest-common-divisor, all checked against the same __host__ __device__ functions on
// the host.
#include <cstdio>
#include <cuda_runtime.h>

__host__ __device__ unsigned long long fact(int n) { return n <= 1 ? 1ull : n * fact(n - 1); }
__host__ __device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__host__ __device__ int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
__host__ __device__ int bsearch_r(const int *a, int lo, int hi, int key) {
    if (lo > hi) return -1;
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) return mid;
    return a[mid] < key ? bsearch_r(a, mid + 1, hi, key) : bsearch_r(a, lo, mid - 1, key);
}
__host__ __device__ int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

__global__ void rec(const int *sorted, int n, long long *out) {
    int t = threadIdx.x;
    out[t * 5 + 0] = (long long)fact(t % 21);
    out[t * 5 + 1] = fib(t % 18);
    out[t * 5 + 2] = ack(t % 3, t % 4);
    out[t * 5 + 3] = bsearch_r(sorted, 0, n - 1, t * 3);
    out[t * 5 + 4] = gcd(t * 84 + 12, 360);
}

int main() {
    const int n = 40, T = 32;
    int sorted[n];
    for (int i = 0; i < n; i++) sorted[i] = i * 2;
    int *ds;
    long long *dout, out[T * 5];
    cudaMalloc(&ds, sizeof sorted);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(ds, sorted, sizeof sorted, cudaMemcpyHostToDevice);
    rec<<<1, T>>>(ds, n, dout);
    cudaError_t e = cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(e));
    int bad = 0;
    for (int t = 0; t < T; t++) {
        long long ref[5] = {(long long)fact(t % 21), fib(t % 18), ack(t % 3, t % 4), bsearch_r(sorted, 0, n - 1, t * 3),
                            gcd(t * 84 + 12, 360)};
        for (int k = 0; k < 5; k++) bad += out[t * 5 + k] != ref[k];
        if (t % 7 == 0) printf("t=%2d %lld %lld %lld %lld %lld\n", t, out[t * 5], out[t * 5 + 1], out[t * 5 + 2], out[t * 5 + 3], out[t * 5 + 4]);
    }
    printf("mismatches %d\n", bad);
    cudaFree(ds);
    cudaFree(dout);
    return 0;
}
