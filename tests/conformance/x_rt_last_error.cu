// Which failing runtime calls leave their error for cudaGetLastError, and
// which only return it: each call below fails, prints what it returned,
// then what cudaGetLastError says (which also clears it).
#include <cstdio>
#include <cuda_runtime.h>

__constant__ int table[16];
__device__ int counters[8];

__global__ void fill(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

static void report(const char *what, cudaError_t e) {
    cudaError_t last = cudaGetLastError();
    printf("%-34s returns %-28s last %s\n", what, cudaGetErrorName(e), cudaGetErrorName(last));
}

int main() {
    int *d, *other;
    static int host[1 << 16];
    cudaMalloc(&d, 256 * sizeof(int));
    cudaMalloc(&other, 256 * sizeof(int));
    report("setup", cudaSuccess);
    report("MemcpyToSymbol past the end", cudaMemcpyToSymbol(table, host, 8 * sizeof(int), 12 * sizeof(int)));
    report("MemcpyToSymbol offset past", cudaMemcpyToSymbol(table, host, 4, 64));
    report("MemcpyToSymbol too long", cudaMemcpyToSymbol(counters, host, 9 * sizeof(int)));
    report("MemcpyFromSymbol past the end", cudaMemcpyFromSymbol(host, table, 8 * sizeof(int), 12 * sizeof(int)));
    report("MemcpyToSymbol wrong kind", cudaMemcpyToSymbol(table, host, 4, 0, cudaMemcpyDeviceToHost));
    report("Memcpy D2D huge", cudaMemcpy(other, d, (size_t)1 << 40, cudaMemcpyDeviceToDevice));
    report("Memcpy H2D past the end", cudaMemcpy(d, host, 1 << 20, cudaMemcpyHostToDevice));
    report("Memcpy D2H past the end", cudaMemcpy(host, d, 1 << 20, cudaMemcpyDeviceToHost));
    report("Memcpy H2D a little past", cudaMemcpy(d + 200, host, 100 * sizeof(int), cudaMemcpyHostToDevice));
    report("Memcpy wrong kind", cudaMemcpy(d, other, 16, (cudaMemcpyKind)7));
    report("Memset huge", cudaMemset(d, 0, (size_t)1 << 40));
    report("Memset a little past", cudaMemset(d + 200, 0, 100 * sizeof(int)));
    report("Memset of host memory", cudaMemset(host, 0, 16));
    report("Free of host memory", cudaFree(host));
    report("Free of an inner pointer", cudaFree(d + 1));
    {
        int *p;
        cudaMalloc(&p, 64);
        cudaFree(p);
        report("Free twice", cudaFree(p));
    }
    {
        void *p;
        report("Malloc huge", cudaMalloc(&p, (size_t)1 << 50));
    }
    {
        int *p;
        size_t pitch;
        cudaMallocPitch((void **)&p, &pitch, 64, 4);
        report("Memcpy2D pitch below width", cudaMemcpy2D(p, pitch, host, 32, 64, 4, cudaMemcpyHostToDevice));
        report("Memcpy2D width past pitch", cudaMemcpy2D(p, 32, host, 64, 64, 4, cudaMemcpyHostToDevice));
        report("Memset2D width past pitch", cudaMemset2D(p, 32, 0, 64, 4));
        cudaFree(p);
    }
    report("FuncSetAttribute past the opt-in", cudaFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, 228 * 1024));
    {
        int nb = -1;
        report("Occupancy block 0", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, fill, 0, 0));
        printf("  blocks %d\n", nb);
        nb = -1;
        report("Occupancy block 1025", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, fill, 1025, 0));
        printf("  blocks %d\n", nb);
        nb = -1;
        report("Occupancy shared past the limit", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, fill, 128, 300 * 1024));
        printf("  blocks %d\n", nb);
        nb = -1;
        report("Occupancy shared 64 KB", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, fill, 128, 64 * 1024));
        printf("  blocks %d\n", nb);
    }
    report("SetDevice 64", cudaSetDevice(64));
    {
        cudaDeviceProp p;
        report("GetDeviceProperties 1", cudaGetDeviceProperties(&p, 1));
    }
    {
        int v;
        report("DeviceGetAttribute bad attribute", cudaDeviceGetAttribute(&v, (cudaDeviceAttr)9999, 0));
        report("DeviceGetAttribute bad device", cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 3));
    }
    report("DeviceSetLimit stack 1 GB", cudaDeviceSetLimit(cudaLimitStackSize, 1 << 30));
    report("DeviceSetLimit bad limit", cudaDeviceSetLimit((cudaLimit)77, 1));
    {
        cudaEvent_t a, b;
        float ms;
        cudaEventCreate(&a);
        cudaEventCreate(&b);
        report("EventElapsedTime unrecorded", cudaEventElapsedTime(&ms, a, b));
        cudaEventRecord(a);
        report("EventElapsedTime one recorded", cudaEventElapsedTime(&ms, a, b));
    }
    {
        cudaPointerAttributes a;
        report("PointerGetAttributes null", cudaPointerGetAttributes(&a, nullptr));
    }
    fill<<<1, 2048>>>(d, 256);
    report("launch of 2048 threads", cudaSuccess);
    fill<<<1, 64, 100 * 1024>>>(d, 256);
    report("launch with 100 KB dynamic", cudaSuccess);
    fill<<<1, 64>>>(d, 256);
    report("good launch", cudaSuccess);
    report("DeviceSynchronize", cudaDeviceSynchronize());
    return 0;
}
