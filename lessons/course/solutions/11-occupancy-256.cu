#include <cstdio>

// Stages smemBytes of data per block in shared memory, then writes one value per thread.
__global__ void work(float *out, int floatsPerBlock)
{
    extern __shared__ float buf[];
    for (int k = threadIdx.x; k < floatsPerBlock; k += blockDim.x)
        buf[k] = k * 0.5f;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = buf[threadIdx.x % floatsPerBlock];
}

// Blocks per SM and occupancy (in % of the SM's warps) for one configuration.
int blocksPerSM(int threads, int smem, float *occupancy)
{
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, work, threads, smem);
    int warps = (threads + 31) / 32;
    *occupancy = 100.0f * blocks * warps / (p.maxThreadsPerMultiProcessor / 32);
    return blocks;
}

int main()
{
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("SMs: %d, per SM: %d threads, %d blocks, %d registers, %d bytes of shared memory\n",
           p.multiProcessorCount, p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor,
           p.regsPerMultiprocessor, (int)p.sharedMemPerMultiprocessor);

    int sizes[] = {32, 96, 128, 256, 768, 1024};
    for (int s = 0; s < 6; s++) {
        float occ0, occ20;
        int b0 = blocksPerSM(sizes[s], 0, &occ0);
        int b20 = blocksPerSM(sizes[s], 20 * 1024, &occ20);
        printf("%4d threads: %2d blocks (%5.1f%%) without shared memory, %2d blocks (%5.1f%%) with 20 KB\n",
               sizes[s], b0, occ0, b20, occ20);
    }

    // The launch: 20 KB of dynamic shared memory per block.
    const int smemBytes = 20 * 1024;
    // 8 warps per block: the thread slots allow 8 blocks, shared memory 10,
    // so 8 blocks x 8 warps = all 64 warp slots.
    int threads = 256;
    int blocks = 264;
    float occupancy;
    int perSM = blocksPerSM(threads, smemBytes, &occupancy);
    float *dout;
    cudaMalloc(&dout, blocks * 1024 * sizeof(float));
    work<<<blocks, threads, smemBytes>>>(dout, smemBytes / sizeof(float));
    cudaDeviceSynchronize();
    printf("launch: %d blocks of %d threads, dynamic shared memory: %d bytes\n",
           blocks, threads, smemBytes);
    printf("blocks per SM: %d, occupancy: %.1f%%\n", perSM, occupancy);
    cudaFree(dout);
    return 0;
}
