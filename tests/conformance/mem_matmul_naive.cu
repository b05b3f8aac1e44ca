// Memory pattern: the naive matrix multiply (64x64, 16x16 blocks, 16 blocks) with its inner
// loop kept rolled (#pragma unroll 1) so that the compiler cannot merge consecutive A loads
// into vector loads: per iteration one LDG of A (a row element, the same for the 16 lanes of a
// row: broadcast within a half-warp) and one LDG of B (16 consecutive floats per half-warp),
// then one STG of C. Small integers keep the result exact.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void matmulNaiveRolled(const float *A, const float *B, float *C, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = 0; k < n; k++) sum += A[row * n + k] * B[k * n + col];
    C[row * n + col] = sum;
}

int main() {
    const int n = 64;
    size_t bytes = n * n * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) {
        A[i] = (float)(i % 5 - 2);
        B[i] = (float)(i % 3 - 1);
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes));
    CHECK(cudaMalloc(&dB, bytes));
    CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    matmulNaiveRolled<<<dim3(n / 16, n / 16), dim3(16, 16)>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
    double checksum = 0;
    for (int i = 0; i < n * n; i++) checksum += C[i] * (i % 11 + 1);
    printf("matmulNaiveRolled %dx%d checksum=%.0f C[0]=%.0f\n", n, n, checksum, C[0]);
    free(A);
    free(B);
    free(C);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    return 0;
}
