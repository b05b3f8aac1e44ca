// A shared-memory transpose that reads the tile by column before all warps have written it.
// sanitizer-tool: racecheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define T 32

__global__ void transpose(const float *in, float *out) {
    __shared__ float tile[T][T];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[y * T + x];
    out[y * T + x] = tile[x][y]; // ERROR "race"
}

int main() {
    float *in, *out;
    CHECK(cudaMalloc(&in, T * T * sizeof(float)));
    CHECK(cudaMalloc(&out, T * T * sizeof(float)));
    CHECK(cudaMemset(in, 0, T * T * sizeof(float)));
    transpose<<<1, dim3(T, T)>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
