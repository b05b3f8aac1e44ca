// A launch asking for 64 KiB of dynamic shared memory without opting in (the default limit is 48 KiB).
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void stage(float *a) {
    extern __shared__ float buf[];
    buf[threadIdx.x] = a[threadIdx.x];
    __syncthreads();
    a[threadIdx.x] = buf[(threadIdx.x + 1) % blockDim.x];
}

int main() {
    float *a;
    CHECK(cudaMalloc(&a, 256 * sizeof(float)));
    CHECK(cudaMemset(a, 0, 256 * sizeof(float)));
    stage<<<1, 256, 64 * 1024>>>(a); // ERROR "shared memory"
    cudaError_t err = cudaGetLastError();
    printf("launch: %s\n", cudaGetErrorString(err));
    CHECK(cudaFree(a));
    return err == cudaSuccess ? 0 : 1;
}
