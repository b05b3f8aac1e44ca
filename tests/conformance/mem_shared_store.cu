// Memory pattern: shared-memory stores by one warp, one STS per kernel into a volatile
// array: all lanes store the same value to one word (same-word stores), stride 1, stride 2
// (2-way conflict), stride 32 (32-way conflict), and bytes of one word (lane % 4). Lane 0
// then reads one word back so the result is observable (1 LDS, 1 STG from one lane).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sameWord(int *out, int v) {
    __shared__ volatile int s[1024];
    s[5] = v;
    __syncthreads();
    if (threadIdx.x == 0) out[0] = s[5];
}

__global__ void storeStride(int *out, int stride) {
    __shared__ volatile int s[1024];
    s[threadIdx.x * stride] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) out[0] = s[31 * stride];
}

__global__ void bytesOfOneWord(int *out) {
    __shared__ volatile unsigned char s[64];
    if (threadIdx.x < 4) s[threadIdx.x] = 0;  // lanes 0..3 clear the word first
    __syncthreads();
    s[threadIdx.x % 4] = (unsigned char)(threadIdx.x % 4 + 1);
    __syncthreads();
    if (threadIdx.x == 0) out[0] = s[0] | (s[1] << 8) | (s[2] << 16) | (s[3] << 24);
}

int main() {
    int r = 0, *d;
    CHECK(cudaMalloc(&d, sizeof(int)));
    sameWord<<<1, 32>>>(d, 77);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("sameWord result=%d\n", r);
    int strides[3] = {1, 2, 32};
    for (int k = 0; k < 3; k++) {
        storeStride<<<1, 32>>>(d, strides[k]);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
        printf("storeStride %2d result=%d\n", strides[k], r);
    }
    bytesOfOneWord<<<1, 32>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("bytesOfOneWord result=0x%08x\n", r);
    CHECK(cudaFree(d));
    return 0;
}
