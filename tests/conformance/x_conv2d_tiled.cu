// 2D convolution (image blur style): a naive kernel and a tiled kernel whose shared tile
// includes a halo, on a non-multiple image size, with a 5x5 integer mask in constant memory.
#include <cstdio>
#include <cuda_runtime.h>

#define R 2
#define MW (2 * R + 1)
#define TW 16
__constant__ int cMask[MW * MW];

__global__ void convNaive(const int *in, int *out, int w, int h) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (col >= w || row >= h) return;
    int acc = 0;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) {
            int y = row + dy, x = col + dx;
            if (y >= 0 && y < h && x >= 0 && x < w) acc += in[y * w + x] * cMask[(dy + R) * MW + dx + R];
        }
    out[row * w + col] = acc;
}

__global__ void convTiled(const int *in, int *out, int w, int h) {
    __shared__ int tile[TW + 2 * R][TW + 2 * R];
    int tx = threadIdx.x, ty = threadIdx.y;
    int col = blockIdx.x * TW + tx, row = blockIdx.y * TW + ty;
    for (int y = ty; y < TW + 2 * R; y += TW)
        for (int x = tx; x < TW + 2 * R; x += TW) {
            int gy = blockIdx.y * TW + y - R, gx = blockIdx.x * TW + x - R;
            tile[y][x] = (gy >= 0 && gy < h && gx >= 0 && gx < w) ? in[gy * w + gx] : 0;
        }
    __syncthreads();
    if (col < w && row < h) {
        int acc = 0;
#pragma unroll
        for (int dy = 0; dy < MW; dy++)
#pragma unroll 5
            for (int dx = 0; dx < MW; dx++) acc += tile[ty + dy][tx + dx] * cMask[dy * MW + dx];
        out[row * w + col] = acc;
    }
}

int main() {
    const int w = 70, h = 45;
    int mask[MW * MW];
    for (int i = 0; i < MW * MW; i++) mask[i] = (i % 5) - (i / 5) + 1;
    cudaMemcpyToSymbol(cMask, mask, sizeof mask);
    int *img = new int[w * h], *o1 = new int[w * h], *o2 = new int[w * h];
    for (int i = 0; i < w * h; i++) img[i] = (i * 31 + (i / w) * 7) % 256;
    int *din, *dout;
    cudaMalloc(&din, w * h * sizeof(int));
    cudaMalloc(&dout, w * h * sizeof(int));
    cudaMemcpy(din, img, w * h * sizeof(int), cudaMemcpyHostToDevice);
    dim3 block(TW, TW), grid((w + TW - 1) / TW, (h + TW - 1) / TW);
    convNaive<<<grid, block>>>(din, dout, w, h);
    cudaMemcpy(o1, dout, w * h * sizeof(int), cudaMemcpyDeviceToHost);
    convTiled<<<grid, block>>>(din, dout, w, h);
    cudaMemcpy(o2, dout, w * h * sizeof(int), cudaMemcpyDeviceToHost);
    long long s = 0;
    int diff = 0;
    for (int i = 0; i < w * h; i++) { s += o1[i]; diff += o1[i] != o2[i]; }
    printf("conv2d %dx%d: checksum %lld, tiled differs at %d pixels\n", w, h, s, diff);
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 6; x++) printf("%6d", o2[y * w + x]);
        printf("\n");
    }
    printf("corner %d\n", o2[w * h - 1]);
    delete[] img; delete[] o1; delete[] o2;
    cudaFree(din); cudaFree(dout);
    return 0;
}
