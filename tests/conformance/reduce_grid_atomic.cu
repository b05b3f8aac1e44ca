// Tests reduction style 4, the grid with atomics: each block loads its 512 elements into
// shared memory, reduces them with a sequential-addressing tree (stride halving, no
// divergence within active warps), and thread 0 atomically adds the block's sum to the
// global total. 2^18 floats holding small integers (exact in any order).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define BLOCK 512

__global__ void reduceGridAtomic(const float *a, float *total, int n) {
    __shared__ float s[BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * BLOCK + t;
    s[t] = i < n ? a[i] : 0.0f;
    __syncthreads();
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) atomicAdd(total, s[0]);
}

int main() {
    const int n = 1 << 18;
    float *h = (float *)malloc(n * sizeof(float));
    double expect = 0;
    for (int i = 0; i < n; i++) { h[i] = (float)((i * 7) % 5); expect += h[i]; }
    float *da, *dt, total = 0.0f;
    CHECK(cudaMalloc(&da, n * sizeof(float)));
    CHECK(cudaMalloc(&dt, sizeof(float)));
    CHECK(cudaMemcpy(da, h, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dt, 0, sizeof(float)));
    reduceGridAtomic<<<n / BLOCK, BLOCK>>>(da, dt, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&total, dt, sizeof(float), cudaMemcpyDeviceToHost));
    printf("grid+atomic reduction of %d: %.1f (expected %.1f), %d blocks\n", n, total, expect, n / BLOCK);
    free(h);
    CHECK(cudaFree(da));
    CHECK(cudaFree(dt));
    return 0;
}
