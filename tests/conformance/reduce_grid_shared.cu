// Tests reduction style 5, the grid with shared memory and two launches: each block sums a
// grid-stride share of the input into a register, reduces the block in shared memory and
// writes one partial sum; a second launch of a single block reduces the partial sums.
// 2^20 integers (the course's 1024x1024 size).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define THREADS 256

__global__ void partialSums(const int *a, int *partial, int n) {
    __shared__ int s[THREADS];
    int t = threadIdx.x;
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) sum += a[i];
    s[t] = sum;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
}

int main() {
    const int n = 1 << 20, blocks = 128;
    int *h = (int *)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; i++) { h[i] = (i ^ (i >> 3)) & 15; expect += h[i]; }
    int *da, *dpartial, *dresult, result = 0, hpartial[blocks];
    CHECK(cudaMalloc(&da, n * sizeof(int)));
    CHECK(cudaMalloc(&dpartial, blocks * sizeof(int)));
    CHECK(cudaMalloc(&dresult, sizeof(int)));
    CHECK(cudaMemcpy(da, h, n * sizeof(int), cudaMemcpyHostToDevice));
    partialSums<<<blocks, THREADS>>>(da, dpartial, n);
    CHECK(cudaGetLastError());
    partialSums<<<1, THREADS>>>(dpartial, dresult, blocks);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&result, dresult, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hpartial, dpartial, sizeof(hpartial), cudaMemcpyDeviceToHost));
    printf("grid+shared reduction of %d: %d (expected %lld), partial[0]=%d partial[127]=%d\n", n, result, expect,
           hpartial[0], hpartial[blocks - 1]);
    free(h);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dpartial));
    CHECK(cudaFree(dresult));
    return 0;
}
