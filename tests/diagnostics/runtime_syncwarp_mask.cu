// __syncwarp with a full mask called by only half of the warp's lanes.
// sanitizer-tool: synccheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void k(int *a) {
    int lane = threadIdx.x % 32;
    if (lane < 16) {
        __syncwarp(0xffffffffu); // ERROR "__syncwarp|mask"
        a[lane] = lane;
    }
}

int main() {
    int *a;
    CHECK(cudaMalloc(&a, 32 * sizeof(int)));
    k<<<1, 32>>>(a);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(a));
    return 0;
}
