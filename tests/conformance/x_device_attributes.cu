// A deviceQuery-style report: cudaDeviceProp's fields, cudaDeviceGetAttribute
// by name (including the clock rates, which CUDA 13 keeps only there), an
// attribute number that is not one, and the runtime and driver versions.
#include <cstdio>

#define SHOW(attr)                                                   \
    do {                                                             \
        int v = -1;                                                  \
        cudaError_t e = cudaDeviceGetAttribute(&v, attr, 0);         \
        printf("%-48s %s %d\n", #attr, cudaGetErrorName(e), v);      \
    } while (0)

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("%s, compute capability %d.%d, %d SMs\n", p.name, p.major, p.minor, p.multiProcessorCount);
    printf("global %zu B, constant %zu B, L2 %d B (persisting up to %d), bus %d bits\n", p.totalGlobalMem,
           p.totalConstMem, p.l2CacheSize, p.persistingL2CacheMaxSize, p.memoryBusWidth);
    printf("shared: %zu per block, %zu opt-in, %zu per SM, %zu reserved per block\n", p.sharedMemPerBlock,
           p.sharedMemPerBlockOptin, p.sharedMemPerMultiprocessor, p.reservedSharedMemPerBlock);
    printf("threads: %d per block (%d x %d x %d), %d per SM, %d blocks per SM; grid %d x %d x %d\n",
           p.maxThreadsPerBlock, p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2],
           p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor, p.maxGridSize[0], p.maxGridSize[1],
           p.maxGridSize[2]);
    printf("registers: %d per block, %d per SM; warp %d; pitch %zu; texture alignment %zu\n", p.regsPerBlock,
           p.regsPerMultiprocessor, p.warpSize, p.memPitch, p.textureAlignment);
    printf("flags: concurrent %d ecc %d copy engines %d unified %d managed %d coop %d integrated %d\n",
           p.concurrentKernels, p.ECCEnabled, p.asyncEngineCount, p.unifiedAddressing, p.managedMemory,
           p.cooperativeLaunch, p.integrated);

    SHOW(cudaDevAttrClockRate);
    SHOW(cudaDevAttrMemoryClockRate);
    SHOW(cudaDevAttrGpuOverlap);
    SHOW(cudaDevAttrComputeMode);
    SHOW(cudaDevAttrKernelExecTimeout);
    SHOW(cudaDevAttrMaxSharedMemoryPerBlockOptin);
    SHOW(cudaDevAttrMaxBlocksPerMultiprocessor);
    SHOW(cudaDevAttrL2CacheSize);
    SHOW(cudaDevAttrMaxPersistingL2CacheSize);
    SHOW(cudaDevAttrGlobalL1CacheSupported);
    SHOW(cudaDevAttrLocalL1CacheSupported);
    SHOW(cudaDevAttrSingleToDoublePrecisionPerfRatio);
    SHOW(cudaDevAttrConcurrentManagedAccess);
    SHOW(cudaDevAttrPageableMemoryAccess);
    SHOW(cudaDevAttrCooperativeLaunch);
    SHOW(cudaDevAttrClusterLaunch);
    SHOW(cudaDevAttrMemoryPoolsSupported);
    SHOW(cudaDevAttrWarpSize);
    SHOW(cudaDevAttrMultiProcessorCount);
    SHOW((cudaDeviceAttr)9999);

    int runtime = 0, driver = 0;
    cudaRuntimeGetVersion(&runtime);
    cudaDriverGetVersion(&driver);
    printf("runtime %d, driver >= runtime: %d\n", runtime, driver >= runtime);
    return 0;
}
