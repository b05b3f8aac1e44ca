// Does a call that succeeds clear the error an earlier call left for
// cudaGetLastError? Before each call below, a cudaMemset past the end of
// its allocation fails (cudaErrorInvalidValue); the call then runs and
// succeeds, and cudaGetLastError says what is left.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ int table[16];
__device__ int counters[8];

__global__ void fill(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

static int *d;

static void fail() {
    if (cudaMemset(d, 0, (size_t)1 << 40) != cudaErrorInvalidValue) printf("the failing call did not fail\n");
}

static void after(const char *what, cudaError_t e) {
    cudaError_t last = cudaGetLastError();
    printf("%-26s returns %-14s last %s\n", what, cudaGetErrorName(e), cudaGetErrorName(last));
}

int main() {
    static int host[256];
    cudaMalloc(&d, 256 * sizeof(int));
    fail(); after("MemcpyToSymbol", cudaMemcpyToSymbol(table, host, 16));
    fail(); after("MemcpyFromSymbol", cudaMemcpyFromSymbol(host, counters, 16));
    { void *p; fail(); after("GetSymbolAddress", cudaGetSymbolAddress(&p, table)); }
    { size_t n; fail(); after("GetSymbolSize", cudaGetSymbolSize(&n, counters)); }
    fail(); after("FuncSetAttribute", cudaFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
    { cudaFuncAttributes fa; fail(); after("FuncGetAttributes", cudaFuncGetAttributes(&fa, fill)); }
    fail(); after("FuncSetCacheConfig", cudaFuncSetCacheConfig(fill, cudaFuncCachePreferL1));
    { int nb; fail(); after("Occupancy", cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, fill, 128, 0)); }
    { int *p; fail(); after("Malloc", cudaMalloc(&p, 64)); fail(); after("Free", cudaFree(p)); }
    fail(); after("Memcpy", cudaMemcpy(d, host, 64, cudaMemcpyHostToDevice));
    fail(); after("Memset", cudaMemset(d, 0, 64));
    fail(); after("DeviceSynchronize", cudaDeviceSynchronize());
    { cudaDeviceProp p; fail(); after("GetDeviceProperties", cudaGetDeviceProperties(&p, 0)); }
    { int v; fail(); after("DeviceGetAttribute", cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0)); }
    { int v; fail(); after("GetDevice", cudaGetDevice(&v)); fail(); after("GetDeviceCount", cudaGetDeviceCount(&v)); }
    fail(); after("SetDevice", cudaSetDevice(0));
    {
        cudaEvent_t a, b;
        float ms;
        fail(); after("EventCreate", cudaEventCreate(&a));
        cudaEventCreate(&b);
        fail(); after("EventRecord", cudaEventRecord(a));
        cudaEventRecord(b);
        fail(); after("EventSynchronize", cudaEventSynchronize(b));
        fail(); after("EventQuery", cudaEventQuery(b));
        fail(); after("EventElapsedTime", cudaEventElapsedTime(&ms, a, b));
        fail(); after("EventDestroy", cudaEventDestroy(a));
    }
    {
        cudaStream_t s;
        fail(); after("StreamCreate", cudaStreamCreate(&s));
        fail(); after("MemcpyAsync", cudaMemcpyAsync(d, host, 64, cudaMemcpyHostToDevice, s));
        fail(); after("MemsetAsync", cudaMemsetAsync(d, 0, 64, s));
        fail(); after("StreamSynchronize", cudaStreamSynchronize(s));
        fail(); after("StreamQuery", cudaStreamQuery(s));
        fail(); after("StreamDestroy", cudaStreamDestroy(s));
    }
    { cudaPointerAttributes a; fail(); after("PointerGetAttributes", cudaPointerGetAttributes(&a, d)); }
    { size_t v; fail(); after("DeviceGetLimit", cudaDeviceGetLimit(&v, cudaLimitStackSize)); }
    fail(); after("DeviceSetLimit", cudaDeviceSetLimit(cudaLimitStackSize, 2048));
    { int *p; fail(); after("MallocManaged", cudaMallocManaged(&p, 64)); cudaFree(p); }
    { int *p; fail(); after("MallocHost", cudaMallocHost(&p, 64)); fail(); after("FreeHost", cudaFreeHost(p)); }
    {
        int *p;
        size_t pitch;
        fail(); after("MallocPitch", cudaMallocPitch((void **)&p, &pitch, 64, 4));
        fail(); after("Memcpy2D", cudaMemcpy2D(p, pitch, host, 64, 64, 4, cudaMemcpyHostToDevice));
        fail(); after("Memset2D", cudaMemset2D(p, pitch, 0, 64, 4));
        cudaFree(p);
    }
    { int v; fail(); after("RuntimeGetVersion", cudaRuntimeGetVersion(&v)); fail(); after("DriverGetVersion", cudaDriverGetVersion(&v)); }
    fail(); printf("%s\n", cudaGetErrorString(cudaErrorInvalidValue)); after("GetErrorString", cudaSuccess);
    fail(); after("PeekAtLastError", cudaPeekAtLastError());
    fail(); fill<<<1, 64>>>(d, 256); after("a good launch", cudaSuccess);
    fail(); fill<<<1, 64>>>(d, 256); after("launch, then sync", cudaDeviceSynchronize());
    fail(); after("DeviceSynchronize after", cudaSuccess);
    return 0;
}
