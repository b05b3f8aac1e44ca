// Tests dim3 launch configurations and the built-ins seen by the kernel: one thread per
// launch (thread 0 of block 0) prints gridDim, blockDim and the last block's index with
// device printf, for 1D integer launches, dim3 launches with defaulted components and a 3D
// launch. Launches are synchronised so their output keeps program order.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void show(int tag) {
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0 && blockIdx.x == 0 && blockIdx.y == 0 &&
        blockIdx.z == 0)
        printf("launch %d: gridDim=(%u,%u,%u) blockDim=(%u,%u,%u) warpSize=%d\n", tag, gridDim.x, gridDim.y,
               gridDim.z, blockDim.x, blockDim.y, blockDim.z, warpSize);
}

__global__ void lastBlock(int tag) {
    if (blockIdx.x == gridDim.x - 1 && blockIdx.y == gridDim.y - 1 && blockIdx.z == gridDim.z - 1 &&
        threadIdx.x == blockDim.x - 1 && threadIdx.y == blockDim.y - 1 && threadIdx.z == blockDim.z - 1)
        printf("launch %d: last thread is block (%u,%u,%u) thread (%u,%u,%u)\n", tag, blockIdx.x, blockIdx.y,
               blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z);
}

int main() {
    show<<<3, 64>>>(1);
    CHECK(cudaDeviceSynchronize());
    show<<<dim3(4, 2), dim3(8, 8)>>>(2);
    CHECK(cudaDeviceSynchronize());
    dim3 g(2, 3, 4), b(4, 4, 2);
    show<<<g, b>>>(3);
    CHECK(cudaDeviceSynchronize());
    lastBlock<<<g, b>>>(4);
    CHECK(cudaDeviceSynchronize());
    lastBlock<<<dim3(5), dim3(33)>>>(5);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaGetLastError());
    printf("done\n");
    return 0;
}
