// cudaMalloc of 4 GiB: fine on an H200 (141 GB), beyond the lab's simulated memory limit (1 GiB by default).
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

int main() {
    char *big;
    CHECK(cudaMalloc(&big, (size_t)4 << 30)); // ERROR "memory"
    CHECK(cudaFree(big));
    printf("allocated and freed 4 GiB\n");
    return 0;
}
