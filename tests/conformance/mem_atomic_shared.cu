// Memory pattern: shared-memory atomics by one warp: atomicAdd to one word, to 32
// consecutive words, to words 32 apart (all in one bank), and atomicCAS on consecutive
// words. Thread 0 copies a few words out after a barrier.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sharedAtomics(int *out) {
    __shared__ int s[32 * 32];
    for (int i = threadIdx.x; i < 32 * 32; i += 32) s[i] = 0;
    __syncthreads();
    atomicAdd(&s[0], 1);                       // one address
    atomicAdd(&s[threadIdx.x], 2);             // distinct words, distinct banks
    atomicAdd(&s[threadIdx.x * 32 + 1], 3);    // distinct words, one bank
    atomicCAS(&s[64 + threadIdx.x], 0, (int)threadIdx.x + 100);
    __syncthreads();
    if (threadIdx.x == 0) {
        out[0] = s[0];
        out[1] = s[5];
        out[2] = s[32 * 7 + 1];
        out[3] = s[64 + 9];
    }
}

int main() {
    int h[4], *d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    sharedAtomics<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    printf("s[0]=%d s[5]=%d s[225]=%d s[73]=%d\n", h[0], h[1], h[2], h[3]);
    CHECK(cudaFree(d));
    return 0;
}
