// Every thread increments one shared counter with a plain read-modify-write instead of atomicAdd.
// sanitizer-tool: racecheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void count(int *out) {
    __shared__ int counter;
    if (threadIdx.x == 0) counter = 0;
    __syncthreads();
    counter = counter + 1; // ERROR "race"
    __syncthreads();
    if (threadIdx.x == 0) *out = counter;
}

int main() {
    int *out;
    CHECK(cudaMalloc(&out, sizeof(int)));
    count<<<1, 128>>>(out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(out));
    return 0;
}
