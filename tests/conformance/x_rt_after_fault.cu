// After a kernel faults, the context is lost and most runtime calls fail
// with the fault's error. Which ones still work? Each call's result is
// printed and flushed at once, in case one of them ends the process.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ int table[16];

__global__ void store(int *p) { p[threadIdx.x] = threadIdx.x; }

static void show(const char *what, cudaError_t e) {
    printf("%-30s %s\n", what, cudaGetErrorName(e));
    fflush(stdout);
}

int main() {
    int *d, *m, *h;
    cudaMalloc(&d, 1024);
    cudaMallocManaged(&m, 1024);
    cudaMallocHost(&h, 1024);
    store<<<1, 32>>>(nullptr);
    show("fault", cudaDeviceSynchronize());
    show("GetLastError", cudaGetLastError());
    show("GetLastError again", cudaGetLastError());
    { int v = -1; show("GetDevice", cudaGetDevice(&v)); printf("  device %d\n", v); }
    { int v = -1; show("GetDeviceCount", cudaGetDeviceCount(&v)); printf("  count %d\n", v > 0); }
    show("SetDevice 0", cudaSetDevice(0));
    show("SetDevice 5", cudaSetDevice(5));
    { int v = -1; show("DeviceGetAttribute", cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0)); printf("  sms %d\n", v); }
    { cudaDeviceProp p; p.multiProcessorCount = -1; show("GetDeviceProperties", cudaGetDeviceProperties(&p, 0)); printf("  sms %d\n", p.multiProcessorCount); }
    { int v = -1; show("RuntimeGetVersion", cudaRuntimeGetVersion(&v)); printf("  known %d\n", v > 0); }
    { cudaPointerAttributes a; a.type = cudaMemoryTypeUnregistered; show("PointerGetAttributes device", cudaPointerGetAttributes(&a, d)); printf("  type %d\n", (int)a.type); }
    { cudaPointerAttributes a; a.type = cudaMemoryTypeUnregistered; show("PointerGetAttributes managed", cudaPointerGetAttributes(&a, m)); printf("  type %d\n", (int)a.type); }
    { void *p = (void *)1; show("Malloc 0", cudaMalloc(&p, 0)); printf("  null %d\n", p == nullptr); }
    show("PeekAtLastError", cudaPeekAtLastError());
    { void *p = (void *)1; show("Malloc 64", cudaMalloc(&p, 64)); printf("  unchanged %d\n", p == (void *)1); }
    show("GetLastError", cudaGetLastError());
    show("Memcpy 0 bytes", cudaMemcpy(d, h, 0, cudaMemcpyHostToDevice));
    show("Memcpy 16 bytes", cudaMemcpy(d, h, 16, cudaMemcpyHostToDevice));
    show("Memcpy2D pitch below width", cudaMemcpy2D(d, 16, h, 16, 32, 2, cudaMemcpyHostToDevice));
    show("Memset 0 bytes", cudaMemset(d, 0, 0));
    show("Memset2D width past pitch", cudaMemset2D(d, 16, 0, 32, 2));
    show("MemcpyToSymbol past the end", cudaMemcpyToSymbol(table, h, 128));
    show("MemcpyToSymbol", cudaMemcpyToSymbol(table, h, 16));
    { size_t v = 0; show("DeviceGetLimit", cudaDeviceGetLimit(&v, cudaLimitStackSize)); printf("  stack %zu\n", v); }
    show("DeviceSetLimit", cudaDeviceSetLimit(cudaLimitStackSize, 2048));
    { cudaEvent_t ev; show("EventCreate", cudaEventCreate(&ev)); }
    { cudaStream_t s = 0; show("StreamCreate", cudaStreamCreate(&s)); printf("  null %d\n", s == 0); }
    show("StreamSynchronize 0", cudaStreamSynchronize(0));
    show("DeviceSynchronize", cudaDeviceSynchronize());
    store<<<1, 2048>>>(d);
    show("bad launch", cudaGetLastError());
    store<<<1, 32>>>(d);
    show("good launch", cudaGetLastError());
    show("Free", cudaFree(d));
    show("Free null", cudaFree(nullptr));
    show("FreeHost", cudaFreeHost(h));
    printf("end\n");
    return 0;
}
