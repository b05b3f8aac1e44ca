// Tests 1D thread indexing: blockIdx.x * blockDim.x + threadIdx.x over several blocks, the
// built-ins gridDim.x and blockDim.x, the warp and lane of each thread, and a grid that has
// more threads than elements (boundary check).
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void record(int *gid, int *info, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        gid[i] = i;
        info[i] = blockIdx.x * 10000 + threadIdx.x * 100 + (threadIdx.x / warpSize) * 10 + gridDim.x;
    }
}

int main() {
    const int n = 100, block = 48;
    const int grid = (n + block - 1) / block;
    int hg[n], hi[n];
    int *dg, *di;
    CHECK(cudaMalloc(&dg, sizeof(hg)));
    CHECK(cudaMalloc(&di, sizeof(hi)));
    record<<<grid, block>>>(dg, di, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hg, dg, sizeof(hg), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost));
    printf("grid=%d block=%d threads=%d elements=%d\n", grid, block, grid * block, n);
    for (int i = 0; i < n; i += 7)
        printf("i=%3d gid=%3d block=%d thread=%2d warp=%d\n", i, hg[i], hi[i] / 10000, hi[i] / 100 % 100,
               hi[i] / 10 % 10);
    CHECK(cudaFree(dg));
    CHECK(cudaFree(di));
    return 0;
}
