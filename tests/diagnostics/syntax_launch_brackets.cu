// A kernel launch whose configuration is closed with >> instead of >>>.
#include <cuda_runtime.h>

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
    int *d;
    cudaMalloc(&d, 128);
    fill<<<1, 32>>(d); // ERROR "expected '>>>'"
    cudaFree(d);
    return 0;
}
