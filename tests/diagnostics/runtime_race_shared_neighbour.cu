// Each thread writes its shared slot and reads the slot of a thread in another warp with no __syncthreads in between.
// sanitizer-tool: racecheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void shift(const int *in, int *out) {
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[t];
    out[t] = s[(t + 32) % 256]; // ERROR "race"
}

int main() {
    int *in, *out;
    CHECK(cudaMalloc(&in, 256 * sizeof(int)));
    CHECK(cudaMalloc(&out, 256 * sizeof(int)));
    CHECK(cudaMemset(in, 0, 256 * sizeof(int)));
    shift<<<1, 256>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
