// Memory pattern: a row-major 32x32 float matrix in global memory read by one warp along a
// row (4 sectors) and down a column (32 sectors in 32 lines), and written down a column (32
// sectors). 1 LDG + 1 STG per kernel.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define N 32

__global__ void readRow(const float *m, float *out, int row) { out[threadIdx.x] = m[row * N + threadIdx.x]; }
__global__ void readColumn(const float *m, float *out, int col) { out[threadIdx.x] = m[threadIdx.x * N + col]; }
__global__ void writeColumn(const float *v, float *m, int col) { m[threadIdx.x * N + col] = v[threadIdx.x]; }

int main() {
    float h[N * N], r[N];
    for (int i = 0; i < N * N; i++) h[i] = (float)(i % 97);
    float *dm, *dv;
    CHECK(cudaMalloc(&dm, sizeof(h)));
    CHECK(cudaMalloc(&dv, sizeof(r)));
    CHECK(cudaMemcpy(dm, h, sizeof(h), cudaMemcpyHostToDevice));
    readRow<<<1, 32>>>(dm, dv, 5);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dv, sizeof(r), cudaMemcpyDeviceToHost));
    double s = 0;
    for (int i = 0; i < N; i++) s += r[i] * (i + 1);
    printf("readRow checksum=%.0f\n", s);
    readColumn<<<1, 32>>>(dm, dv, 5);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dv, sizeof(r), cudaMemcpyDeviceToHost));
    s = 0;
    for (int i = 0; i < N; i++) s += r[i] * (i + 1);
    printf("readColumn checksum=%.0f\n", s);
    writeColumn<<<1, 32>>>(dv, dm, 9);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, dm, sizeof(h), cudaMemcpyDeviceToHost));
    s = 0;
    for (int i = 0; i < N * N; i++) s += h[i] * (i % 13 + 1);
    printf("writeColumn checksum=%.0f\n", s);
    CHECK(cudaFree(dm));
    CHECK(cudaFree(dv));
    return 0;
}
