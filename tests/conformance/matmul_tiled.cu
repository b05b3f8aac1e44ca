// Tests the tiled matrix multiply: 16x16 tiles of A and B staged in shared memory, two
// __syncthreads per phase, a matrix size (120) that is not a multiple of the tile so the
// loads are guarded and padded with zeros; small integers stored as floats keep every sum
// exact. Checked against a host multiply.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define T 16

__global__ void matmulTiled(const float *A, const float *B, float *C, int n) {
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float sum = 0.0f;
    for (int p = 0; p < (n + T - 1) / T; p++) {
        int ac = p * T + tx, br = p * T + ty;
        As[ty][tx] = (row < n && ac < n) ? A[row * n + ac] : 0.0f;
        Bs[ty][tx] = (br < n && col < n) ? B[br * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < T; k++) sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = sum;
}

int main() {
    const int n = 120;
    size_t bytes = n * n * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
    for (int i = 0; i < n * n; i++) {
        A[i] = (float)((i * 3) % 11 - 5);
        B[i] = (float)((i * 7) % 13 - 6);
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes));
    CHECK(cudaMalloc(&dB, bytes));
    CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    dim3 block(T, T), grid((n + T - 1) / T, (n + T - 1) / T);
    matmulTiled<<<grid, block>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
    int errors = 0;
    double checksum = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++) s += A[r * n + k] * B[k * n + c];
            if (s != C[r * n + c]) errors++;
            checksum += C[r * n + c] * ((r * 2 + c) % 5 + 1);
        }
    printf("tiled matmul %dx%d tile %d: errors=%d checksum=%.0f C[5]=%.0f\n", n, n, T, errors, checksum, C[5]);
    free(A);
    free(B);
    free(C);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    return 0;
}
