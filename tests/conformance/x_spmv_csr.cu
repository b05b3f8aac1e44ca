// Sparse matrix-vector product in CSR format: the scalar kernel (one thread per row) and the
// vector kernel (one warp per row with a shuffle reduction), on a banded matrix built on the
// host; values are small integers so the float sums are exact.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void spmvScalar(int rows, const int *rowPtr, const int *cols, const float *vals, const float *x, float *y) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0;
        for (int j = rowPtr[r]; j < rowPtr[r + 1]; j++) s += vals[j] * x[cols[j]];
        y[r] = s;
    }
}

__global__ void spmvVector(int rows, const int *rowPtr, const int *cols, const float *vals, const float *x, float *y) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    if (warp >= rows) return;
    float s = 0;
    for (int j = rowPtr[warp] + lane; j < rowPtr[warp + 1]; j += 32) s += vals[j] * x[cols[j]];
    for (int o = 16; o > 0; o /= 2) s += __shfl_down_sync(0xffffffff, s, o);
    if (lane == 0) y[warp] = s;
}

int main() {
    const int n = 500;
    std::vector<int> rowPtr(n + 1), cols;
    std::vector<float> vals;
    for (int r = 0; r < n; r++) {
        rowPtr[r] = (int)cols.size();
        for (int c = r - 3; c <= r + 3 + (r % 40); c++) {
            if (c < 0 || c >= n) continue;
            cols.push_back(c);
            vals.push_back((float)((r + c) % 5 - 2));
        }
    }
    rowPtr[n] = (int)cols.size();
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; i++) x[i] = (float)(i % 9 - 4);
    int *dRow, *dCol;
    float *dVal, *dx, *dy;
    cudaMalloc(&dRow, (n + 1) * sizeof(int));
    cudaMalloc(&dCol, cols.size() * sizeof(int));
    cudaMalloc(&dVal, vals.size() * sizeof(float));
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    cudaMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dCol, cols.data(), cols.size() * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dVal, vals.data(), vals.size() * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    printf("nnz %zu\n", vals.size());
    for (int k = 0; k < 2; k++) {
        cudaMemset(dy, 0, n * sizeof(float));
        if (k == 0) spmvScalar<<<(n + 127) / 128, 128>>>(n, dRow, dCol, dVal, dx, dy);
        else spmvVector<<<(n * 32 + 255) / 256, 256>>>(n, dRow, dCol, dVal, dx, dy);
        cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        double s = 0;
        for (int i = 0; i < n; i++) s += y[i] * (i % 3 + 1);
        printf("%s: y[0]=%g y[1]=%g y[250]=%g y[499]=%g weighted %g\n", k ? "vector" : "scalar", y[0], y[1], y[250], y[499], s);
    }
    cudaFree(dRow); cudaFree(dCol); cudaFree(dVal); cudaFree(dx); cudaFree(dy);
    return 0;
}
