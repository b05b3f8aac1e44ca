// CUDA's device printf prints %zu as it stands and consumes no argument, so the %s after it
// reads the size_t as a string pointer: the launch fails (illegal address) on the GPU.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

__global__ void show(const char *name) {
    printf("%zu bytes for %s\n", sizeof(double), name); // ERROR "takes argument [0-9]+, which is not a string"
}

int main() {
    show<<<1, 1>>>("x");
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    return 0;
}
