// Memory pattern: warp partitioning of 2D blocks. A 16x16 block (8 warps, each covering two
// rows of 16 threads) reads a row-major 16x16 float matrix (each warp: 2 rows of 64 bytes =
// 4 sectors) and a 32x8 block reads a 32-wide matrix (each warp one 128-byte row). Then a
// 8x4 block where a warp covers four 32-byte row pieces of a 64-float-wide matrix.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void copy2d(const float *in, float *out, int width) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * width + x] = in[y * width + x] + 1.0f;
}

int main() {
    const int n = 64 * 16;
    float h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = (float)(i % 50);
    float *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(r)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    struct { int bx, by, width; } cfg[3] = {{16, 16, 16}, {32, 8, 32}, {8, 4, 64}};
    for (int k = 0; k < 3; k++) {
        CHECK(cudaMemset(dout, 0, sizeof(r)));
        copy2d<<<1, dim3(cfg[k].bx, cfg[k].by)>>>(din, dout, cfg[k].width);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
        double sum = 0;
        for (int i = 0; i < n; i++) sum += r[i] * (i % 7 + 1);
        printf("block %2dx%-2d width %2d checksum=%.0f\n", cfg[k].bx, cfg[k].by, cfg[k].width, sum);
    }
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    return 0;
}
