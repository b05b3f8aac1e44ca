// cudaGetSymbolSize takes a __device__ or __constant__ variable, not a host array.
#include <cuda_runtime.h>

float table[16];

int main() {
    size_t n = 0;
    cudaGetSymbolSize(&n, table); // ERROR "symbol|__device__|__constant__"
    return (int)n;
}
