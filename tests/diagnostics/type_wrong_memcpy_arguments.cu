// cudaMemcpy called without its direction argument.
#include <cuda_runtime.h>

int main() {
    int h[4] = {1, 2, 3, 4}, *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h)); // ERROR "too few arguments"
    cudaFree(d);
    return 0;
}
