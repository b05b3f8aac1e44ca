// A shared array of 64 floats of which the block writes only the first 32 before reading all of it (initcheck covers global memory only; the lab also tracks shared).
// sanitizer-tool: initcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void average(const float *in, float *out) {
    __shared__ float s[64];
    if (threadIdx.x < 32) s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x] * 0.5f; // ERROR "uninitiali[sz]ed"
}

int main() {
    float *in, *out;
    CHECK(cudaMalloc(&in, 64 * sizeof(float)));
    CHECK(cudaMalloc(&out, 64 * sizeof(float)));
    CHECK(cudaMemset(in, 0, 64 * sizeof(float)));
    average<<<1, 64>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
