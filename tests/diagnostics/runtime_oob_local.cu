// A per-thread local array of 8 ints indexed with the lane number (0..31).
// sanitizer-tool: memcheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void readLocal(const int *in, int *out) {
    int buf[8];
    for (int i = 0; i < 8; i++) buf[i] = in[i];
    int lane = threadIdx.x % 32;
    out[threadIdx.x] = buf[lane]; // ERROR "out of bounds"
}

int main() {
    int *in, *out;
    CHECK(cudaMalloc(&in, 8 * sizeof(int)));
    CHECK(cudaMalloc(&out, 32 * sizeof(int)));
    CHECK(cudaMemset(in, 0, 8 * sizeof(int)));
    readLocal<<<1, 32>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
