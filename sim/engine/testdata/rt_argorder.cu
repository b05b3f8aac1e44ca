#include <cstdio>

// Host code evaluates call arguments right to left, as gcc does (the
// H200 recordings of tests/conformance/rt_runtime_queries show it).
static int counter = 0;

int bump(int by) {
    counter += by;
    return counter;
}

__device__ int dbump(int *c, int by) {
    *c += by;
    return *c;
}

__global__ void k(int *out) {
    int c = 0;
    out[0] = dbump(&c, 1) * 100 + dbump(&c, 10);
}

int main() {
    printf("%d %d\n", bump(1), bump(10));
    int n = 5;
    printf("%d %d\n", n, (n = 7));
    int *o;
    cudaMallocManaged(&o, sizeof(int));
    k<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("device operands: %d\n", o[0]);
    return 0;
}
// Output:
// 11 10
// 7 7
// device operands: 111
