// A launch with 2048 threads per block (the limit is 1024): the launch fails and cudaGetLastError reports it.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
    int *a;
    CHECK(cudaMalloc(&a, 2048 * sizeof(int)));
    fill<<<1, 2048>>>(a); // ERROR "1024|invalid configuration"
    cudaError_t err = cudaGetLastError();
    printf("launch: %s\n", cudaGetErrorString(err));
    CHECK(cudaFree(a));
    return err == cudaSuccess ? 0 : 1;
}
