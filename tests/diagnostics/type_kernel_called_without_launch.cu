// A kernel called like an ordinary function, without <<<grid, block>>>.
#include <cuda_runtime.h>

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
    int *d;
    cudaMalloc(&d, 128);
    fill(d); // ERROR "launch|<<<"
    cudaFree(d);
    return 0;
}
