// Memory pattern: a 32x32 float tile in shared memory read by one warp along a row
// (conflict-free), down a column (32 lanes in one bank: 32-way conflict) and down a column
// of a padded 32x33 tile (conflict-free). Tiles filled row by row (32 STS each, no
// conflicts), one LDS and one STG per kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define N 32

__global__ void rowRead(const float *in, float *out, int row) {
    __shared__ volatile float tile[N][N];
    for (int r = 0; r < N; r++) tile[r][threadIdx.x] = in[r * N + threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[row][threadIdx.x];
}

__global__ void columnRead(const float *in, float *out, int col) {
    __shared__ volatile float tile[N][N];
    for (int r = 0; r < N; r++) tile[r][threadIdx.x] = in[r * N + threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x][col];
}

__global__ void paddedColumnRead(const float *in, float *out, int col) {
    __shared__ volatile float tile[N][N + 1];
    for (int r = 0; r < N; r++) tile[r][threadIdx.x] = in[r * N + threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x][col];
}

int main() {
    float h[N * N], r[N];
    for (int i = 0; i < N * N; i++) h[i] = (float)(i % 101);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    const char *names[3] = {"rowRead", "columnRead", "paddedColumnRead"};
    for (int k = 0; k < 3; k++) {
        if (k == 0) rowRead<<<1, 32>>>(din, dout, 3);
        if (k == 1) columnRead<<<1, 32>>>(din, dout, 3);
        if (k == 2) paddedColumnRead<<<1, 32>>>(din, dout, 3);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < N; i++) sum += r[i] * (i + 1);
        printf("%-16s checksum=%.0f\n", names[k], sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
