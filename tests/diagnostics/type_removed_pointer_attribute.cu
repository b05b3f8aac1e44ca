// cudaPointerAttributes::memoryType, which CUDA 11 replaced by type (nvcc 13
// rejects it, checked on the H200): the lab names the replacement.
// sanitizer-tool: none
#include <cstdio>

int main() {
    int *d;
    cudaMalloc(&d, 4);
    cudaPointerAttributes a;
    cudaPointerGetAttributes(&a, d);
    printf("%d\n", (int)a.memoryType); // ERROR "cudaPointerAttributes has no member 'memoryType': CUDA 11 replaced it by 'type'"
    return 0;
}
