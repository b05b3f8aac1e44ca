// Memory pattern: the tiled matrix multiply (64x64, 16x16 tiles and blocks) with its inner
// product loop kept rolled (#pragma unroll 1), so each source access is one SASS instruction:
// per phase one LDG + one STS for each tile, then per k one LDS of As[ty][k] (one word per
// row of lanes: broadcast) and one LDS of Bs[k][tx] (16 consecutive words); one STG of C.
// Without the pragma the compiler merges the As loads into 128-bit LDS (see matmul_tiled).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define T 16

__global__ void matmulTiledRolled(const float *A, const float *B, float *C, int n) {
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float sum = 0.0f;
#pragma unroll 1
    for (int p = 0; p < n / T; p++) {
        As[ty][tx] = A[row * n + p * T + tx];
        Bs[ty][tx] = B[(p * T + ty) * n + col];
        __syncthreads();
#pragma unroll 1
        for (int k = 0; k < T; k++) sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
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
    matmulTiledRolled<<<dim3(n / T, n / T), dim3(T, T)>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
    double checksum = 0;
    for (int i = 0; i < n * n; i++) checksum += C[i] * (i % 11 + 1);
    printf("matmulTiledRolled %dx%d checksum=%.0f C[0]=%.0f\n", n, n, checksum, C[0]);
    free(A);
    free(B);
    free(C);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    return 0;
}
