// A loop whose exit condition never becomes true: the lab stops it at its step budget (not run on the GPU: it would never finish).
// sanitizer-tool: none
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void spin(volatile int *flag, int *out) {
    int n = 0;
    while (*flag == 0) { // ERROR "step budget|limit|ran more than [0-9]+ warp instructions|is stuck"
        n++;
    }
    out[threadIdx.x] = n;
}

int main() {
    int *flag, *out;
    CHECK(cudaMalloc(&flag, sizeof(int)));
    CHECK(cudaMalloc(&out, 32 * sizeof(int)));
    CHECK(cudaMemset(flag, 0, sizeof(int)));
    spin<<<1, 32>>>(flag, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(flag));
    CHECK(cudaFree(out));
    return 0;
}
