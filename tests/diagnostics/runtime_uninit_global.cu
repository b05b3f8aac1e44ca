// A kernel reads device memory that cudaMalloc returned but nothing wrote.
// sanitizer-tool: initcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void copy(const float *in, float *out) {
    out[threadIdx.x] = in[threadIdx.x] * 2.0f; // ERROR "uninitiali[sz]ed"
}

int main() {
    float *in, *out, h[32];
    CHECK(cudaMalloc(&in, 32 * sizeof(float)));
    CHECK(cudaMalloc(&out, 32 * sizeof(float)));
    copy<<<1, 32>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
