// A kernel given a device pointer that was never allocated (NULL).
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void fill(int *a) {
    a[threadIdx.x] = 7; // ERROR "null pointer|out of bounds|invalid address"
}

int main() {
    int *d = NULL;
    fill<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    return 0;
}
