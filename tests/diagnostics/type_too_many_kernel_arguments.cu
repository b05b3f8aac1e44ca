// A kernel launched with more arguments than its parameters.
#include <cuda_runtime.h>

__global__ void fill(int *a, int v) { a[threadIdx.x] = v; }

int main() {
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    fill<<<1, 32>>>(d, 1, 2); // ERROR "too many arguments"
    cudaFree(d);
    return 0;
}
