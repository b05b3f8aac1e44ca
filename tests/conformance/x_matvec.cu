// Matrix-vector products three ways: one thread per row, one warp per row with a shuffle
// reduction, and a transposed (column-major) layout for coalescing; integer-valued floats so
// every sum is exact regardless of order.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void mvRow(const float *A, const float *x, float *y, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0;
        for (int c = 0; c < cols; c++) s += A[r * cols + c] * x[c];
        y[r] = s;
    }
}

__global__ void mvWarp(const float *A, const float *x, float *y, int rows, int cols) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    if (warp >= rows) return;
    float s = 0;
    for (int c = lane; c < cols; c += 32) s += A[warp * cols + c] * x[c];
    for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffff, s, off);
    if (lane == 0) y[warp] = s;
}

__global__ void mvColMajor(const float *At, const float *x, float *y, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0;
        for (int c = 0; c < cols; c++) s += At[c * rows + r] * x[c];
        y[r] = s;
    }
}

int main() {
    const int rows = 300, cols = 200;
    float *A = new float[rows * cols], *At = new float[rows * cols], x[cols], y[rows];
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            A[r * cols + c] = (float)((r + 2 * c) % 5 - 2);
            At[c * rows + r] = A[r * cols + c];
        }
    for (int c = 0; c < cols; c++) x[c] = (float)(c % 7);
    float *dA, *dAt, *dx, *dy;
    cudaMalloc(&dA, rows * cols * sizeof(float));
    cudaMalloc(&dAt, rows * cols * sizeof(float));
    cudaMalloc(&dx, sizeof x);
    cudaMalloc(&dy, sizeof y);
    cudaMemcpy(dA, A, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dAt, At, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    const char *names[3] = {"row", "warp", "colmajor"};
    for (int k = 0; k < 3; k++) {
        cudaMemset(dy, 0, sizeof y);
        if (k == 0) mvRow<<<(rows + 127) / 128, 128>>>(dA, dx, dy, rows, cols);
        if (k == 1) mvWarp<<<(rows * 32 + 255) / 256, 256>>>(dA, dx, dy, rows, cols);
        if (k == 2) mvColMajor<<<(rows + 63) / 64, 64>>>(dAt, dx, dy, rows, cols);
        cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
        double s = 0;
        for (int r = 0; r < rows; r++) s += y[r] * (r % 3 + 1);
        printf("%-8s y[0]=%g y[1]=%g y[299]=%g weighted=%g\n", names[k], y[0], y[1], y[rows - 1], s);
    }
    delete[] A; delete[] At;
    cudaFree(dA); cudaFree(dAt); cudaFree(dx); cudaFree(dy);
    return 0;
}
