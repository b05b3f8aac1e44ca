// Tests reduction style 3, a single block for any size: 1024 threads first fold the elements
// beyond the first 2048 into the first 2048 (strided loop), then run the in-block tree in
// global memory. 100000 integers; the array is modified in place.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void reduceSingleBlock(int *a, int *result, int n) {
    int elements = blockDim.x * 2;
    int t = threadIdx.x;
    for (int i = t + elements; i < n; i += elements) a[t] += a[i];
    for (int i = t + blockDim.x + elements; i < n; i += elements) a[t + blockDim.x] += a[i];
    for (int d = 1; d < elements; d *= 2) {
        __syncthreads();
        int i = 2 * d * t;
        if (i < elements && i + d < n) a[i] += a[i + d];
    }
    if (t == 0) *result = a[0];
}

int main() {
    const int n = 100000;
    int *h = (int *)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; i++) { h[i] = i % 1000; expect += h[i]; }
    int *da, *dr, result = 0;
    CHECK(cudaMalloc(&da, n * sizeof(int)));
    CHECK(cudaMalloc(&dr, sizeof(int)));
    CHECK(cudaMemcpy(da, h, n * sizeof(int), cudaMemcpyHostToDevice));
    reduceSingleBlock<<<1, 1024>>>(da, dr, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&result, dr, sizeof(int), cudaMemcpyDeviceToHost));
    printf("single-block reduction of %d: %d (expected %lld)\n", n, result, expect);
    free(h);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dr));
    return 0;
}
