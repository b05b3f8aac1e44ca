// A stencil that reads a[i - 1] for i = 0, before the start of the allocation.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void diff(const float *a, float *d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = a[i] - a[i - 1]; // ERROR "out of bounds"
}

int main() {
    const int n = 256;
    float *a, *d;
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    CHECK(cudaMemset(a, 0, n * sizeof(float)));
    diff<<<1, n>>>(a, d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(a));
    CHECK(cudaFree(d));
    return 0;
}
