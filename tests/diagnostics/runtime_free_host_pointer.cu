// cudaFree given a host pointer from malloc.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#include <cstdlib>

int main() {
    int *h = (int *)malloc(64);
    CHECK(cudaFree(h)); // ERROR "not a device pointer|invalid (device )?pointer"
    free(h);
    return 0;
}
