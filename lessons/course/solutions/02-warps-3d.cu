#include <cstdio>

// Position of the calling thread once its block is laid out in one line:
// x moves fastest, then y, then z.
__device__ int linearThreadIndex()
{
    return threadIdx.x + threadIdx.y * blockDim.x
         + threadIdx.z * blockDim.x * blockDim.y;
}

__global__ void whichWarp(int *warpOf, int *threadsInWarp)
{
    int t = linearThreadIndex();
    int warp = t / 32;
    warpOf[t] = warp;
    atomicAdd(&threadsInWarp[warp], 1);
}

int main()
{
    dim3 block(6, 4, 3);
    int threads = block.x * block.y * block.z;
    int warps = (threads + 31) / 32;

    int *dWarpOf, *dCount;
    cudaMalloc(&dWarpOf, 1024 * sizeof(int));
    cudaMalloc(&dCount, 32 * sizeof(int));
    cudaMemset(dWarpOf, 0xFF, 1024 * sizeof(int));   // every int becomes -1
    cudaMemset(dCount, 0, 32 * sizeof(int));

    whichWarp<<<1, block>>>(dWarpOf, dCount);

    int warpOf[1024], count[32];
    cudaMemcpy(warpOf, dWarpOf, sizeof(warpOf), cudaMemcpyDeviceToHost);
    cudaMemcpy(count, dCount, sizeof(count), cudaMemcpyDeviceToHost);

    printf("block %d x %d x %d = %d threads in %d warps\n",
           block.x, block.y, block.z, threads, warps);
    for (int z = 0; z < (int)block.z; z++) {
        printf("z = %d\n", z);
        for (int y = 0; y < (int)block.y; y++) {
            for (int x = 0; x < (int)block.x; x++)
                printf("%3d", warpOf[(z * block.y + y) * block.x + x]);
            printf("\n");
        }
    }
    for (int w = 0; w < warps; w++)
        printf("warp %d: %d threads\n", w, count[w]);

    cudaFree(dWarpOf);
    cudaFree(dCount);
    return 0;
}
