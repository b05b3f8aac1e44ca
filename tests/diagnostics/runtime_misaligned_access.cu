// An int written through a pointer two bytes past an aligned address.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void poke(char *base) {
    int *p = (int *)(base + 2);
    *p = 42; // ERROR "misaligned|not aligned"
}

int main() {
    char *d;
    CHECK(cudaMalloc(&d, 64));
    poke<<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(d));
    return 0;
}
