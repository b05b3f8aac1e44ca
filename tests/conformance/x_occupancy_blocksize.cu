// cudaOccupancyMaxPotentialBlockSize for kernels of different shared-memory needs, with
// the suggested launch used; cudaOccupancyMaxActiveBlocksPerMultiprocessor for the chosen
// sizes; cudaOccupancyMaxPotentialBlockSizeVariableSMem-free usage only.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(int *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = a[i] * a[i];
}

__global__ void sharedHeavy(int *a, int n) {
    __shared__ int buf[8192];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = i < n ? a[i] : 0;
    __syncthreads();
    if (i < n) a[i] = buf[blockDim.x - 1 - threadIdx.x];
}

__global__ void __launch_bounds__(128) bounded(int *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] += 1;
}

int main() {
    const int n = 100000;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemset(d, 0, n * sizeof(int));
    int minGrid = 0, block = 0, active = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, square, 0, 0);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, square, block, 0);
    printf("square: block %d minGrid %d active/SM %d\n", block, minGrid, active);
    square<<<(n + block - 1) / block, block>>>(d, n);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, sharedHeavy, 0, 0);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, sharedHeavy, block, 0);
    printf("sharedHeavy: block %d minGrid %d active/SM %d\n", block, minGrid, active);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, bounded);
    printf("bounded: block %d minGrid %d\n", block, minGrid);
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, square, 4096, 256);
    printf("square smem 4096 limit 256: block %d minGrid %d\n", block, minGrid);
    for (int b = 32; b <= 1024; b *= 2) {
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, sharedHeavy, b, 0);
        printf("  sharedHeavy block %4d -> %d blocks/SM\n", b, active);
    }
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("SMs %d, max threads/SM %d, smem/SM %zu\n", prop.multiProcessorCount, prop.maxThreadsPerMultiProcessor,
           prop.sharedMemPerMultiprocessor);
    cudaFree(d);
    return 0;
}
