// Only __global__ functions can be launched with <<< >>>.
#include <cuda_runtime.h>

__device__ void helper(int *a) { a[threadIdx.x] = 1; }

int main() {
    int *d;
    cudaMalloc(&d, 128);
    helper<<<1, 32>>>(d); // ERROR "__global__|not a kernel"
    cudaFree(d);
    return 0;
}
