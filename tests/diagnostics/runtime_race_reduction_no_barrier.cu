// A shared-memory tree reduction with the __syncthreads missing inside the loop.
// sanitizer-tool: racecheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void reduce(const int *in, int *out) {
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[t];
    __syncthreads();
    for (int stride = 128; stride > 0; stride /= 2) {
        if (t < stride) s[t] += s[t + stride]; // ERROR "race"
    }
    if (t == 0) *out = s[0];
}

int main() {
    int *in, *out;
    CHECK(cudaMalloc(&in, 256 * sizeof(int)));
    CHECK(cudaMalloc(&out, sizeof(int)));
    CHECK(cudaMemset(in, 0, 256 * sizeof(int)));
    reduce<<<1, 256>>>(in, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    return 0;
}
