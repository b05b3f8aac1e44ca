// A float4 read through a float pointer moved by two floats: the 16-byte load
// needs a 16-byte aligned address, though each float in it is aligned.
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sum4(const float *in, float *out) {
    const float4 *v = reinterpret_cast<const float4 *>(in + 2);
    float4 q = v[threadIdx.x]; // ERROR "not aligned to 16 bytes"
    out[threadIdx.x] = q.x + q.y + q.z + q.w;
}

int main() {
    float *in, *out;
    CHECK(cudaMalloc(&in, 64 * sizeof(float)));
    CHECK(cudaMalloc(&out, 8 * sizeof(float)));
    CHECK(cudaMemset(in, 0, 64 * sizeof(float)));
    sum4<<<1, 8>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
