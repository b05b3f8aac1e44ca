// Rectangular matrix multiply C[M][N] = A[M][K] * B[K][N] with M, N, K not multiples of the
// tile, the tiled kernel padding out-of-range tiles with zeros, a row-major index macro,
// and small-integer inputs so the float results are exact; compared with the host.
#include <cstdio>
#include <cuda_runtime.h>

#define IDX(r, c, ld) ((r) * (ld) + (c))
#define T 16

__global__ void matmulTiled(const float *A, const float *B, float *C, int M, int N, int K) {
    __shared__ float As[T][T];
    __shared__ float Bs[T][T + 1];
    int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + T - 1) / T; t++) {
        int ac = t * T + threadIdx.x, br = t * T + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[IDX(row, ac, K)] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[IDX(br, col, N)] : 0.0f;
        __syncthreads();
        for (int k = 0; k < T; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[IDX(row, col, N)] = acc;
}

int main() {
    const int M = 50, N = 37, K = 29;
    float *A = new float[M * K], *B = new float[K * N], *C = new float[M * N];
    for (int i = 0; i < M * K; i++) A[i] = (float)(i % 7 - 3);
    for (int i = 0; i < K * N; i++) B[i] = (float)(i % 5 - 2);
    float *dA, *dB, *dC;
    cudaMalloc(&dA, M * K * sizeof(float));
    cudaMalloc(&dB, K * N * sizeof(float));
    cudaMalloc(&dC, M * N * sizeof(float));
    cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice);
    dim3 block(T, T), grid((N + T - 1) / T, (M + T - 1) / T);
    matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
    cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    double trace = 0;
    for (int r = 0; r < M; r++)
        for (int c = 0; c < N; c++) {
            float ref = 0;
            for (int k = 0; k < K; k++) ref += A[IDX(r, k, K)] * B[IDX(k, c, N)];
            bad += ref != C[IDX(r, c, N)];
            if (r == c) trace += C[IDX(r, c, N)];
        }
    printf("C is %dx%d, %d mismatches, trace %.0f, C[0][0]=%.0f C[49][36]=%.0f\n", M, N, bad, trace, C[0],
           C[M * N - 1]);
    delete[] A; delete[] B; delete[] C;
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    return 0;
}
