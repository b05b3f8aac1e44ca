// A shared array indexed at twice the thread index: the upper half of the block writes past its end.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void spread(int *out) {
    __shared__ int s[64];
    s[threadIdx.x * 2] = threadIdx.x; // ERROR "out of bounds"
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

int main() {
    int *out;
    CHECK(cudaMalloc(&out, 64 * sizeof(int)));
    spread<<<1, 64>>>(out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(out));
    return 0;
}
