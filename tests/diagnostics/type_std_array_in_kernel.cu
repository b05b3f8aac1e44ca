// std::array's members are constexpr host functions to nvcc, so a kernel may not call them
// (nvcc 13: "calling a constexpr __host__ function("operator[]") from a __global__ function is
// not allowed"); a plain array or a struct of your own with __device__ members works.
#include <array>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void pick(float *out) {
    std::array<float, 4> weights = {0.5f, 1.0f, 1.5f, 2.0f};
    out[threadIdx.x] = weights[threadIdx.x % 4]; // ERROR "operator\[\]\(\) is a host function; it cannot be called from device code"
}

int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    pick<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    printf("done\n");
    return 0;
}
