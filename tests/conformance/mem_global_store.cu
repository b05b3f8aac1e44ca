// Memory pattern: global stores by one warp, one STG per kernel: contiguous aligned (4
// sectors), offset by one float (5 sectors), stride 2 (8 sectors), every lane writing the
// same value to one word (1 sector), and 64-bit stores (8 sectors).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void storeContiguous(float *out) { out[threadIdx.x] = threadIdx.x * 1.0f; }
__global__ void storeOffset1(float *out) { out[threadIdx.x + 1] = threadIdx.x * 2.0f; }
__global__ void storeStride2(float *out) { out[threadIdx.x * 2] = threadIdx.x * 3.0f; }
__global__ void storeSameWord(float *out, float v) { out[40] = v; }
__global__ void storeDouble(double *out) { out[threadIdx.x] = threadIdx.x * 0.5; }

int main() {
    const int n = 128;
    float h[n];
    float *d;
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    const char *names[5] = {"storeContiguous", "storeOffset1", "storeStride2", "storeSameWord", "storeDouble"};
    for (int k = 0; k < 5; k++) {
        CHECK(cudaMemset(d, 0, n * sizeof(float)));
        switch (k) {
        case 0: storeContiguous<<<1, 32>>>(d); break;
        case 1: storeOffset1<<<1, 32>>>(d); break;
        case 2: storeStride2<<<1, 32>>>(d); break;
        case 3: storeSameWord<<<1, 32>>>(d, 6.5f); break;
        default: storeDouble<<<1, 32>>>((double *)d); break;
        }
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < n; i++) sum += (double)h[i] * (i + 1);
        printf("%-15s checksum=%.2f\n", names[k], sum);
    }
    CHECK(cudaFree(d));
    return 0;
}
