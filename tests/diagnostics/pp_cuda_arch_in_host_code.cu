// __CUDA_ARCH__ exists in nvcc's device pass only: a kernel reads it, host
// code that reads it outside #ifdef is an error, as nvcc's host pass says.
#include <cstdio>

__global__ void report() { printf("arch %d\n", __CUDA_ARCH__); }

int main() {
    report<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host arch %d\n", __CUDA_ARCH__); // ERROR "undeclared identifier '__CUDA_ARCH__': nvcc defines it only when it compiles device code"
    return 0;
}
