// 2D indexing with the row stride of the wrong dimension (height instead of width) on a non-square matrix.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define W 64
#define H 16

__global__ void setOne(float *m) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < W && y < H) m[x * W + y] = 1.0f; // ERROR "out of bounds"
}

int main() {
    float *m;
    CHECK(cudaMalloc(&m, W * H * sizeof(float)));
    setOne<<<dim3(W / 16, H / 16), dim3(16, 16)>>>(m);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(m));
    return 0;
}
