#include <cstdio>
#include <cstdlib>

// An integer hash: turns a point's index into well-mixed random bits.
__host__ __device__ unsigned int mix(unsigned int v)
{
    v ^= v >> 16;
    v *= 0x7feb352dU;
    v ^= v >> 15;
    v *= 0x846ca68bU;
    v ^= v >> 16;
    return v;
}

__global__ void countInside(unsigned int *blockCounts, unsigned int numPoints)
{
    extern __shared__ unsigned int partial[];    // one count per thread
    unsigned int t = threadIdx.x;
    unsigned int first = blockIdx.x * blockDim.x + t;
    unsigned int stride = gridDim.x * blockDim.x;

    unsigned int inside = 0;
    for (unsigned int i = first; i < numPoints; i += stride) {
        unsigned int x = mix(2 * i) >> 17;         // 0 .. 32767
        unsigned int y = mix(2 * i + 1) >> 17;
        if (x * x + y * y < (1u << 30))             // inside radius 32768
            inside++;
    }

    partial[t] = inside;
    __syncthreads();
    // Tree reduction for any block size: start from the smallest power of two
    // that covers the block, and skip partners beyond its end.
    unsigned int span = 1;
    while (span < blockDim.x)
        span <<= 1;
    for (unsigned int half = span / 2; half > 0; half >>= 1) {
        if (t < half && t + half < blockDim.x)
            partial[t] += partial[t + half];
        __syncthreads();
    }
    if (t == 0)
        blockCounts[blockIdx.x] = partial[0];
}

int main()
{
    const unsigned int numPoints = 1 << 20;
    const int blocksPerSM = 10;
    int threads = 96;

    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    int blocks = (numPoints + threads - 1) / threads;
    while (blocks > 2 * blocksPerSM * prop.multiProcessorCount)
        blocks >>= 1;

    unsigned int *dcounts;
    cudaMalloc(&dcounts, blocks * sizeof(unsigned int));
    countInside<<<blocks, threads, threads * sizeof(unsigned int)>>>(dcounts, numPoints);

    unsigned int *counts = (unsigned int *)malloc(blocks * sizeof(unsigned int));
    cudaMemcpy(counts, dcounts, blocks * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    unsigned long long inside = 0;
    for (int b = 0; b < blocks; b++)
        inside += counts[b];

    printf("threads per block: %d\n", threads);
    printf("points: %u, inside: %llu\n", numPoints, inside);
    printf("pi is about %.6f\n", 4.0 * inside / numPoints);

    cudaFree(dcounts);
    free(counts);
    return 0;
}
