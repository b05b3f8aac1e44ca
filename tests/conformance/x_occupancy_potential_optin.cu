// Lecture 8: occupancy. Ask the runtime how many blocks of each kernel fit on one SM,
// and what block size maximises occupancy. Kernels differ in registers and shared memory.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e__ = (x); if (e__ != cudaSuccess) { \
    std::printf("%s -> %s\n", #x, cudaGetErrorString(e__)); } } while (0)

__global__ void lightKernel(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 2.0f * i;
}

__global__ void __launch_bounds__(256, 8) boundedKernel(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = out[i] * 0.5f + 1.0f;
}

__global__ void staticSmemKernel(float *out, int n)
{
    __shared__ float buf[8192];          // 32 KB static shared memory
    int t = threadIdx.x;
    for (int k = t; k < 8192; k += blockDim.x) buf[k] = (float)k;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + t;
    if (i < n) out[i] = buf[(i * 7) % 8192];
}

__global__ void dynSmemKernel(float *out, int n)
{
    extern __shared__ float dyn[];
    int t = threadIdx.x;
    dyn[t] = (float)t;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + t;
    if (i < n) out[i] = dyn[blockDim.x - 1 - t];
}

__global__ void __launch_bounds__(1024, 1) bigBlockKernel(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = -1.0f;
}

static int g_maxThreadsPerSM = 0;

template <typename K>
void query(const char *name, K kernel, const std::vector<int> &blockSizes, size_t dynSmem)
{
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, kernel));
    std::printf("%s: staticSmem=%zu bytes maxThreadsPerBlock=%d localBytes=%zu\n",
                name, attr.sharedSizeBytes, attr.maxThreadsPerBlock, attr.localSizeBytes);
    for (int bs : blockSizes) {
        int blocks = -1;
        CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, bs, dynSmem));
        double occ = (double)(blocks * bs) / g_maxThreadsPerSM;
        std::printf("   block %4d dyn %6zu: %2d blocks/SM, %4d threads/SM, occupancy %.4f\n",
                    bs, dynSmem, blocks, blocks * bs, occ);
    }
    int minGrid = 0, bestBlock = 0;
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &bestBlock, kernel, dynSmem, 0));
    std::printf("   suggested block size %d, min grid %d\n", bestBlock, minGrid);
}

int main()
{
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    g_maxThreadsPerSM = prop.maxThreadsPerMultiProcessor;
    std::printf("SMs=%d maxThreads/SM=%d maxBlocks/SM=%d smem/SM=%zu smem/block=%zu optin=%zu regs/SM=%d\n",
                prop.multiProcessorCount, prop.maxThreadsPerMultiProcessor, prop.maxBlocksPerMultiProcessor,
                prop.sharedMemPerMultiprocessor, prop.sharedMemPerBlock, prop.sharedMemPerBlockOptin,
                prop.regsPerMultiprocessor);

    std::vector<int> sizes = {32, 64, 96, 128, 256, 512, 1024};
    query("lightKernel", lightKernel, sizes, 0);
    query("boundedKernel", boundedKernel, {64, 128, 256}, 0);
    query("staticSmemKernel", staticSmemKernel, sizes, 0);
    query("dynSmemKernel(4KB)", dynSmemKernel, sizes, 4096);
    query("dynSmemKernel(40KB)", dynSmemKernel, sizes, 40 * 1024);
    query("bigBlockKernel", bigBlockKernel, {256, 1024}, 0);

    // opt in to more than 48 KB of dynamic shared memory
    CHECK(cudaFuncSetAttribute(dynSmemKernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
    query("dynSmemKernel(100KB)", dynSmemKernel, {128, 256, 1024}, 100 * 1024);

    size_t avail = 0;
    CHECK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, dynSmemKernel, 2, 256));
    std::printf("available dynamic smem per block with 2 blocks of 256: %zu\n", avail);
    CHECK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, staticSmemKernel, 4, 128));
    std::printf("available dynamic smem per block for staticSmemKernel, 4 blocks of 128: %zu\n", avail);

    // block-size-dependent shared memory: 8 bytes per thread
    int minGrid = 0, best = 0;
    auto smemPerBlock = [](int bs) -> size_t { return (size_t)bs * 8; };
    CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &best, dynSmemKernel, smemPerBlock, 0));
    std::printf("variable smem: best block %d min grid %d\n", best, minGrid);
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &best, lightKernel, 0, 200));
    std::printf("lightKernel with block limit 200: best block %d min grid %d\n", best, minGrid);

    // actually use a suggestion: launch lightKernel with its best block size
    const int n = 100000;
    float *d;
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &best, lightKernel, 0, 0));
    int grid = (n + best - 1) / best;
    lightKernel<<<grid, best>>>(d, n);
    boundedKernel<<<(n + 255) / 256, 256>>>(d, n);
    dynSmemKernel<<<(n + 127) / 128, 128, 128 * sizeof(float)>>>(d, n);
    CHECK(cudaGetLastError());
    std::vector<float> h(n);
    CHECK(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
    double s = 0; for (float v : h) s += v;
    std::printf("launched grid=%d block=%d, result sum=%.1f h[5]=%g h[n-1]=%g\n", grid, best, s, h[5], h[n - 1]);

    // a launch that must fail: too much dynamic shared memory
    dynSmemKernel<<<1, 128, 200 * 1024>>>(d, n);
    cudaError_t e = cudaGetLastError();
    std::printf("oversized launch: %s\n", cudaGetErrorName(e));
    cudaFree(d);
    return 0;
}
