#include <cstdio>

__global__ void fill(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    size_t v = 0;
    cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize);
    printf("heap %zu\n", v);
    printf("set %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20)));
    cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize);
    printf("heap %zu\n", v);
    cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize);
    printf("fifo %zu\n", v);
    printf("bad %s\n", cudaGetErrorName(cudaDeviceGetLimit(&v, (cudaLimit)99)));

    cudaStream_t s;
    cudaStreamCreate(&s);
    float *p = NULL, h[4];
    printf("async %s\n", cudaGetErrorName(cudaMallocAsync((void **)&p, 256 * sizeof(float), s)));
    fill<<<1, 256, 0, s>>>(p, 256);
    cudaMemcpyAsync(h, p + 252, sizeof h, cudaMemcpyDeviceToHost, s);
    printf("free %s\n", cudaGetErrorName(cudaFreeAsync(p, s)));
    cudaStreamSynchronize(s);
    printf("%.0f %.0f\n", h[0], h[3]);
    int can = -1;
    unsigned flags = 0;
    cudaDeviceCanAccessPeer(&can, 0, 0);
    cudaGetDeviceFlags(&flags);
    printf("peer %d flags %u\n", can, flags);
    return 0;
}
// Output:
// heap 8388608
// set cudaSuccess
// heap 67108864
// fifo 8650752
// bad cudaErrorInvalidValue
// async cudaSuccess
// free cudaSuccess
// 252 255
// peer 0 flags 8
