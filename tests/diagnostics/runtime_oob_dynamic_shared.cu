// Dynamic shared memory sized for 32 floats at launch but indexed by 128 threads.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void stage(const float *in, float *out) {
    extern __shared__ float buf[];
    buf[threadIdx.x] = in[threadIdx.x]; // ERROR "out of bounds"
    __syncthreads();
    out[threadIdx.x] = buf[threadIdx.x];
}

int main() {
    float *in, *out;
    CHECK(cudaMalloc(&in, 128 * sizeof(float)));
    CHECK(cudaMalloc(&out, 128 * sizeof(float)));
    CHECK(cudaMemset(in, 0, 128 * sizeof(float)));
    stage<<<1, 128, 32 * sizeof(float)>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
