#include <cstdio>

__managed__ int total;

__global__ void add(int *m, int n) {
    int i = threadIdx.x;
    if (i < n) atomicAdd(&total, m[i]);
}

__global__ void big(float *p) {
    extern __shared__ float s[];
    s[threadIdx.x] = 1.0f;
    p[threadIdx.x] = s[threadIdx.x];
}

int main() {
    int *m;
    cudaMallocManaged(&m, 8 * sizeof(int));
    for (int i = 0; i < 8; i++) m[i] = i + 1;
    add<<<1, 8>>>(m, 8);
    cudaDeviceSynchronize();
    printf("managed total = %d\n", total);

    int count = -1, dev = -1;
    cudaGetDeviceCount(&count);
    cudaGetDevice(&dev);
    printf("devices %d current %d set(1) -> %s\n", count, dev, cudaGetErrorName(cudaSetDevice(1)));
    printf("last: %s\n", cudaGetErrorName(cudaGetLastError()));

    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    cudaEventRecord(a);
    add<<<1, 8>>>(m, 8);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms = -1;
    cudaEventElapsedTime(&ms, a, b);
    printf("elapsed positive: %d\n", ms > 0);
    cudaEventDestroy(a);
    cudaEventDestroy(b);

    float *p;
    cudaMalloc(&p, 1024 * sizeof(float));
    big<<<1, 32, 64 * 1024>>>(p);
    printf("64 KiB: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024);
    big<<<1, 32, 64 * 1024>>>(p);
    printf("after attribute: %s\n", cudaGetErrorName(cudaGetLastError()));
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, add, 256, 0);
    printf("blocks per SM at 256 threads: %d\n", blocks);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("%s cc %d.%d sms %d warp %d\n", prop.name, prop.major, prop.minor, prop.multiProcessorCount, prop.warpSize);
    cudaFree(m);
    cudaFree(p);
    return 0;
}
// Diagnostic: launch of big<<<(1,1,1), (32,1,1)>>> failed
// Output:
// managed total = 36
// devices 1 current 0 set(1) -> cudaErrorInvalidDevice
// last: cudaErrorInvalidDevice
// elapsed positive: 1
// 64 KiB: cudaErrorInvalidValue
// after attribute: cudaSuccess
// blocks per SM at 256 threads: 8
// NVIDIA H200 cc 9.0 sms 132 warp 32
