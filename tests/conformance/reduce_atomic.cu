// Tests reduction style 1, atomics only: every thread atomically adds its element to one
// global float. 65536 small integers (exact in float in any order), 256 blocks of 256.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void reduceAtomic(const float *a, float *result, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(result, a[i]);
}

int main() {
    const int n = 1 << 16;
    float *h = (float *)malloc(n * sizeof(float));
    double expect = 0;
    for (int i = 0; i < n; i++) { h[i] = (float)(i % 4); expect += h[i]; }
    float *da, *dr, result = 0.0f;
    CHECK(cudaMalloc(&da, n * sizeof(float)));
    CHECK(cudaMalloc(&dr, sizeof(float)));
    CHECK(cudaMemcpy(da, h, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dr, &result, sizeof(float), cudaMemcpyHostToDevice));
    reduceAtomic<<<(n + 255) / 256, 256>>>(da, dr, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&result, dr, sizeof(float), cudaMemcpyDeviceToHost));
    printf("atomic reduction of %d elements: %.1f (expected %.1f)\n", n, result, expect);
    free(h);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dr));
    return 0;
}
