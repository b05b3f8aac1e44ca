// A kernel launched on memory that was already released with cudaFree.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void fill(int *a) {
    a[threadIdx.x] = 1; // ERROR "freed|after free"
}

int main() {
    int *d;
    CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    CHECK(cudaFree(d));
    fill<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    return 0;
}
