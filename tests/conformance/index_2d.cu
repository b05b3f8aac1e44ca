// Tests 2D thread indexing over a 2D grid of 2D blocks: row = blockIdx.y * blockDim.y +
// threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x, row-major linearisation, a matrix
// whose size is not a multiple of the block, and the warp each thread of a 16x4 block is in.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define W 10
#define H 7

__global__ void label(int *m, int *warpOf) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < H && col < W) m[row * W + col] = (blockIdx.y * gridDim.x + blockIdx.x) * 100 + row * 10 + col % 10;
    if (blockIdx.x == 0 && blockIdx.y == 0) {
        int linear = threadIdx.y * blockDim.x + threadIdx.x;
        warpOf[linear] = linear / 32;
    }
}

int main() {
    int h[H * W], hw[16 * 4];
    int *d, *dw;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMalloc(&dw, sizeof(hw)));
    dim3 block(4, 4);
    dim3 grid((W + block.x - 1) / block.x, (H + block.y - 1) / block.y);
    label<<<grid, block>>>(d, dw);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    printf("grid %ux%u of blocks %ux%u\n", grid.x, grid.y, block.x, block.y);
    for (int r = 0; r < H; r++) {
        for (int c = 0; c < W; c++) printf(" %4d", h[r * W + c]);
        printf("\n");
    }
    label<<<dim3(1, 1), dim3(16, 4)>>>(d, dw);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hw, dw, sizeof(hw), cudaMemcpyDeviceToHost));
    printf("warp of each thread in a 16x4 block:\n");
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 16; x++) printf("%d", hw[y * 16 + x]);
        printf("\n");
    }
    CHECK(cudaFree(d));
    CHECK(cudaFree(dw));
    return 0;
}
