// A launch whose grid y dimension exceeds 65535.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void touch(int *a) {
    if (blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0) a[0] = 1;
}

int main() {
    int *a;
    CHECK(cudaMalloc(&a, sizeof(int)));
    touch<<<dim3(1, 70000), 32>>>(a); // ERROR "65535|invalid configuration"
    cudaError_t err = cudaGetLastError();
    printf("launch: %s\n", cudaGetErrorString(err));
    CHECK(cudaFree(a));
    return err == cudaSuccess ? 0 : 1;
}
