// No boundary check: 256 threads write a 200-element array.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void fill(float *a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = 1.0f; // ERROR "out of bounds"
}

int main() {
    float *a;
    CHECK(cudaMalloc(&a, 200 * sizeof(float)));
    fill<<<2, 128>>>(a);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(a));
    return 0;
}
