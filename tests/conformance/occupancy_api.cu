// Tests cudaOccupancyMaxActiveBlocksPerMultiprocessor for small kernels whose register use
// never limits occupancy (so the answer depends only on block size, warps, block slots and
// shared memory): several block sizes, static shared memory and dynamic shared memory.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void simple(float *a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = a[i] * 2.0f;
}

__global__ void staticShared(float *a) {
    __shared__ float buf[12 * 1024];  // 48 KiB
    int t = threadIdx.x;
    buf[t] = a[t];
    __syncthreads();
    a[t] = buf[blockDim.x - 1 - t];
}

__global__ void dynamicShared(float *a) {
    extern __shared__ float dyn[];
    int t = threadIdx.x;
    dyn[t] = a[t];
    __syncthreads();
    a[t] = dyn[blockDim.x - 1 - t] + 1.0f;
}

int main() {
    int sizes[] = {32, 64, 96, 128, 256, 512, 768, 1024};
    for (int i = 0; i < 8; i++) {
        int blocks = -1;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, simple, sizes[i], 0));
        printf("simple        block=%4d smem=0      -> %2d blocks/SM (%d warps)\n", sizes[i], blocks,
               blocks * sizes[i] / 32);
    }
    int sblocks = -1;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&sblocks, staticShared, 128, 0));
    printf("staticShared  block= 128 smem=48KiB  -> %2d blocks/SM\n", sblocks);
    size_t dyn[] = {0, 1024, 8192, 16384, 32768, 49152};
    for (int i = 0; i < 6; i++) {
        int blocks = -1;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, dynamicShared, 256, dyn[i]));
        printf("dynamicShared block= 256 smem=%-6zu -> %2d blocks/SM\n", dyn[i], blocks);
    }
    return 0;
}
