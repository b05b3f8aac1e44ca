// Tests pitched 2D memory: cudaMallocPitch for a 100 x 37 float matrix (the pitch is a multiple
// of the alignment and at least the row width), cudaMemcpy2D host -> device and back, a kernel
// indexing rows by the pitch, cudaMemset2D, and cudaMemcpy2D's error for a width larger
// than the pitch.
#include <cstdio>
#include <cuda_runtime.h>

#define W 100
#define H 37

__global__ void addRowCol(float *m, size_t pitch, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float *row = (float *)((char *)m + y * pitch);
        row[x] += 1000.0f * y + x;
    }
}

static float host[H][W];

int main() {
    float *d = NULL;
    size_t pitch = 0;
    cudaError_t e = cudaMallocPitch((void **)&d, &pitch, W * sizeof(float), H);
    printf("cudaMallocPitch: %s pitch>=row: %d pitch%%128==0: %d\n", cudaGetErrorName(e), pitch >= W * sizeof(float),
           pitch % 128 == 0);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) host[y][x] = 0.5f;
    e = cudaMemcpy2D(d, pitch, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice);
    printf("cudaMemcpy2D to device: %s\n", cudaGetErrorName(e));

    dim3 block(32, 8), grid((W + 31) / 32, (H + 7) / 8);
    addRowCol<<<grid, block>>>(d, pitch, W, H);
    e = cudaMemcpy2D(host, W * sizeof(float), d, pitch, W * sizeof(float), H, cudaMemcpyDeviceToHost);
    printf("cudaMemcpy2D to host: %s\n", cudaGetErrorName(e));
    printf("host[0][0]=%.1f host[0][99]=%.1f host[36][0]=%.1f host[36][99]=%.1f\n", host[0][0], host[0][99],
           host[36][0], host[36][99]);
    double sum = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) sum += host[y][x];
    printf("sum=%.1f\n", sum);

    // Zero the bytes of columns 0..9 of every row, then read back a sub-rectangle.
    e = cudaMemset2D(d, pitch, 0, 10 * sizeof(float), H);
    printf("cudaMemset2D: %s\n", cudaGetErrorName(e));
    float corner[H][12];
    e = cudaMemcpy2D(corner, 12 * sizeof(float), d, pitch, 12 * sizeof(float), H, cudaMemcpyDeviceToHost);
    printf("sub-rectangle: %s corner[5][9]=%.1f corner[5][10]=%.1f corner[5][11]=%.1f\n", cudaGetErrorName(e),
           corner[5][9], corner[5][10], corner[5][11]);

    e = cudaMemcpy2D(host, 8, d, pitch, 16, 2, cudaMemcpyDeviceToHost);
    printf("width > dpitch: %s\n", cudaGetErrorName(e));
    printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
