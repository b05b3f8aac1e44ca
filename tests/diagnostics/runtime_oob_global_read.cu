// Off-by-one boundary check: the last thread reads one element past the end of a cudaMalloc'd array.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sum(const int *a, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n) out[i % n] = a[i] + 1; // ERROR "out of bounds"
}

int main() {
    const int n = 64;
    int *a, *out;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemset(a, 0, n * sizeof(int)));
    sum<<<1, 128>>>(a, out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(a));
    CHECK(cudaFree(out));
    return 0;
}
