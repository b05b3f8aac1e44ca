// Pitched 2D memory: cudaMallocPitch, cudaMemcpy2D both ways (with a sub-rectangle),
// cudaMemset2D, and a kernel that walks rows through the pitch with char pointer arithmetic.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scaleRows(float *base, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float *row = (float *)((char *)base + y * pitch);
        row[x] = row[x] * (y + 1) + x;
    }
}

int main() {
    const int W = 37, H = 11;
    float h[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) h[y][x] = (float)((x * 3 + y * 5) % 17);
    float *d;
    size_t pitch = 0;
    cudaError_t e = cudaMallocPitch((void **)&d, &pitch, W * sizeof(float), H);
    printf("mallocPitch: %s, pitch %% 128 = %zu, pitch >= row: %d\n", cudaGetErrorString(e), pitch % 128,
           pitch >= W * sizeof(float));
    cudaMemset2D(d, pitch, 0, W * sizeof(float), H);
    cudaMemcpy2D(d, pitch, h, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice);
    dim3 block(16, 4);
    dim3 grid((W + block.x - 1) / block.x, (H + block.y - 1) / block.y);
    scaleRows<<<grid, block>>>(d, pitch, W, H);
    float out[H][W];
    cudaMemcpy2D(out, W * sizeof(float), d, pitch, W * sizeof(float), H, cudaMemcpyDeviceToHost);
    double total = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) total += out[y][x];
    printf("total %.1f, out[10][36] = %.1f, out[3][4] = %.1f\n", total, out[10][36], out[3][4]);
    float sub[4][5];
    cudaMemcpy2D(sub, 5 * sizeof(float), (char *)d + 2 * pitch + 3 * sizeof(float), pitch, 5 * sizeof(float), 4,
                 cudaMemcpyDeviceToHost);
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 5; x++) printf("%6.1f", sub[y][x]);
        printf("\n");
    }
    cudaMemset2D((char *)d + pitch, pitch, 0x40, 8, 2);
    float row1[3];
    cudaMemcpy(row1, (char *)d + pitch, sizeof row1, cudaMemcpyDeviceToHost);
    printf("memset2D: %g %g %g\n", row1[0], row1[1], row1[2]);
    e = cudaMemcpy2D(out, 4, d, pitch, W * sizeof(float), H, cudaMemcpyDeviceToHost);
    printf("bad dpitch: %s\n", cudaGetErrorName(e));
    cudaFree(d);
    return 0;
}
