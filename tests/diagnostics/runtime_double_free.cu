// cudaFree called twice on the same pointer; the second call returns an error.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

int main() {
    int *d;
    CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    CHECK(cudaFree(d));
    CHECK(cudaFree(d)); // ERROR "double free|already freed"
    return 0;
}
