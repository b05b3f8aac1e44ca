// __syncthreads inside a branch that only half of the block takes.
// sanitizer-tool: synccheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void halfBlockBarrier(int *a) {
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = t;
    if (t < 16) {
        __syncthreads(); // ERROR "__syncthreads"
        a[t] = s[63 - t];
    }
}

int main() {
    int *a;
    CHECK(cudaMalloc(&a, 64 * sizeof(int)));
    halfBlockBarrier<<<1, 64>>>(a);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(a));
    return 0;
}
