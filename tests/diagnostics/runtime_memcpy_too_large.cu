// cudaMemcpy of 400 bytes into a 256-byte allocation.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

int main() {
    int h[100] = {0};
    int *d;
    CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice)); // ERROR "out of bounds|larger than|exceeds"
    CHECK(cudaFree(d));
    return 0;
}
