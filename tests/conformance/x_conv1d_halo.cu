// 1D convolution with the mask in __constant__ memory and a shared-memory tile with halo
// cells loaded by the edge threads (the textbook "tiled 1D convolution" exercise), checked
// against a host loop; integer-valued floats so sums are exact.
#include <cstdio>
#include <cuda_runtime.h>

#define MASK_WIDTH 7
#define TILE 128
__constant__ float M[MASK_WIDTH];

__global__ void conv1dTiled(const float *N, float *P, int width) {
    __shared__ float tile[TILE + MASK_WIDTH - 1];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int r = MASK_WIDTH / 2;
    int haloLeft = (blockIdx.x - 1) * blockDim.x + threadIdx.x;
    if (threadIdx.x >= blockDim.x - r) tile[threadIdx.x - (blockDim.x - r)] = haloLeft < 0 ? 0 : N[haloLeft];
    tile[r + threadIdx.x] = i < width ? N[i] : 0;
    int haloRight = (blockIdx.x + 1) * blockDim.x + threadIdx.x;
    if (threadIdx.x < r) tile[r + blockDim.x + threadIdx.x] = haloRight >= width ? 0 : N[haloRight];
    __syncthreads();
    float v = 0;
    for (int j = 0; j < MASK_WIDTH; j++) v += tile[threadIdx.x + j] * M[j];
    if (i < width) P[i] = v;
}

__global__ void conv1dSimple(const float *N, float *P, int width) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0;
    int start = i - MASK_WIDTH / 2;
    for (int j = 0; j < MASK_WIDTH; j++)
        if (start + j >= 0 && start + j < width) v += N[start + j] * M[j];
    if (i < width) P[i] = v;
}

int main() {
    const int width = 1000;
    float h[width], mask[MASK_WIDTH] = {1, -2, 3, 4, 3, -2, 1}, p1[width], p2[width];
    for (int i = 0; i < width; i++) h[i] = (float)((i * 13) % 9 - 4);
    cudaMemcpyToSymbol(M, mask, sizeof mask);
    float *dN, *dP;
    cudaMalloc(&dN, sizeof h);
    cudaMalloc(&dP, sizeof h);
    cudaMemcpy(dN, h, sizeof h, cudaMemcpyHostToDevice);
    int blocks = (width + TILE - 1) / TILE;
    conv1dTiled<<<blocks, TILE>>>(dN, dP, width);
    cudaMemcpy(p1, dP, sizeof p1, cudaMemcpyDeviceToHost);
    conv1dSimple<<<blocks, TILE>>>(dN, dP, width);
    cudaMemcpy(p2, dP, sizeof p2, cudaMemcpyDeviceToHost);
    int bad = 0;
    double sum = 0;
    for (int i = 0; i < width; i++) {
        float ref = 0;
        for (int j = 0; j < MASK_WIDTH; j++) {
            int k = i - MASK_WIDTH / 2 + j;
            if (k >= 0 && k < width) ref += h[k] * mask[j];
        }
        bad += (p1[i] != ref) + (p2[i] != ref);
        sum += p1[i];
    }
    printf("conv1d: %d mismatches, sum %.1f, P[0]=%.1f P[127]=%.1f P[128]=%.1f P[999]=%.1f\n", bad, sum, p1[0],
           p1[127], p1[128], p1[999]);
    cudaFree(dN);
    cudaFree(dP);
    return 0;
}
