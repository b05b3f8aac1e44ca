// A float pointer passed where the kernel expects an int pointer.
#include <cuda_runtime.h>

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    fill<<<1, 32>>>(d); // ERROR "cannot convert|incompatible"
    cudaFree(d);
    return 0;
}
