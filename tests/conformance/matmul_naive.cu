// Tests the naive matrix multiply of the course: one thread per C element, 16x16 blocks,
// row of A times column of B read straight from global memory, 128x128 matrices of small
// integers stored as floats (every partial sum is exact, so any summation order or fused
// multiply-add gives the same result), checked against a host multiply.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void matmulNaive(const float *A, const float *B, float *C, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n) {
        float sum = 0.0f;
        for (int k = 0; k < n; k++) sum += A[row * n + k] * B[k * n + col];
        C[row * n + col] = sum;
    }
}

int main() {
    const int n = 128;
    size_t bytes = n * n * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) {
        A[i] = (float)(i % 7 - 3);
        B[i] = (float)(i % 5 - 2);
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes));
    CHECK(cudaMalloc(&dB, bytes));
    CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    dim3 block(16, 16), grid((n + 15) / 16, (n + 15) / 16);
    matmulNaive<<<grid, block>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
    int errors = 0;
    double checksum = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) s += A[r * n + k] * B[k * n + c];
            if (s != C[r * n + c]) errors++;
            checksum += C[r * n + c] * ((r + c) % 3 + 1);
        }
    printf("naive matmul %dx%d: errors=%d checksum=%.0f C[0]=%.0f C[n*n-1]=%.0f\n", n, n, errors, checksum,
           C[0], C[n * n - 1]);
    free(A);
    free(B);
    free(C);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    return 0;
}
