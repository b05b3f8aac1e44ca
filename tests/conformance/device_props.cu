// Tests cudaGetDeviceProperties for fields that are fixed for an H200 (name, compute
// capability, warp size, per-block and per-SM limits, SM count, shared memory and register
// file sizes, constant memory) and cudaGetDevice/cudaSetDevice.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

int main() {
    CHECK(cudaSetDevice(0));
    int dev = -1;
    CHECK(cudaGetDevice(&dev));
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, dev));
    printf("device %d: %s\n", dev, p.name);
    printf("compute capability %d.%d\n", p.major, p.minor);
    printf("warpSize %d\n", p.warpSize);
    printf("maxThreadsPerBlock %d\n", p.maxThreadsPerBlock);
    printf("maxThreadsDim %d x %d x %d\n", p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2]);
    printf("maxGridSize %d x %d x %d\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]);
    printf("multiProcessorCount %d\n", p.multiProcessorCount);
    printf("maxThreadsPerMultiProcessor %d\n", p.maxThreadsPerMultiProcessor);
    printf("maxBlocksPerMultiProcessor %d\n", p.maxBlocksPerMultiProcessor);
    printf("sharedMemPerBlock %zu\n", p.sharedMemPerBlock);
    printf("sharedMemPerBlockOptin %zu\n", p.sharedMemPerBlockOptin);
    printf("sharedMemPerMultiprocessor %zu\n", p.sharedMemPerMultiprocessor);
    printf("regsPerBlock %d\n", p.regsPerBlock);
    printf("regsPerMultiprocessor %d\n", p.regsPerMultiprocessor);
    printf("totalConstMem %zu\n", p.totalConstMem);
    printf("l2CacheSize %d\n", p.l2CacheSize);
    printf("shared memory per SM in KiB: %zu\n", p.sharedMemPerMultiprocessor / 1024);
    return 0;
}
