// Tests reduction style 2, the in-block tree: one block of 1024 threads reduces 2048
// elements in place in global memory, pairing a[i] with a[i + d] for d = 1, 2, 4, ...
// (interleaved addressing, i = 2*d*t), with __syncthreads between levels; thread 0 writes
// the result. Integer data; checked against 1 + 2 + ... + 2048.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void reduceTree(int *a, int *result, int n) {
    int elements = blockDim.x * 2;
    int t = threadIdx.x;
    for (int d = 1; d < elements; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i < elements && i + d < n) a[i] += a[i + d];
    }
    if (t == 0) *result = a[0];
}

int main() {
    const int n = 2048;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = i + 1;
    int *da, *dr, result = 0;
    CHECK(cudaMalloc(&da, sizeof(h)));
    CHECK(cudaMalloc(&dr, sizeof(int)));
    CHECK(cudaMemcpy(da, h, sizeof(h), cudaMemcpyHostToDevice));
    reduceTree<<<1, n / 2>>>(da, dr, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&result, dr, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h, da, sizeof(h), cudaMemcpyDeviceToHost));
    printf("tree reduction: %d (expected %d), a[1024]=%d a[1536]=%d\n", result, n * (n + 1) / 2, h[1024], h[1536]);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dr));
    return 0;
}
