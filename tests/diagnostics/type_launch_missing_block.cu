// A launch configuration needs at least a grid and a block size.
#include <cuda_runtime.h>

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
    int *d;
    cudaMalloc(&d, 128);
    fill<<<1>>>(d); // ERROR "grid and a block|at least 2|expected ','"
    cudaFree(d);
    return 0;
}
