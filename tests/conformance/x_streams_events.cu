// Overlap-style code: pinned host memory, several streams each doing an async copy in, a kernel
// and an async copy out, events recorded on streams, cudaStreamWaitEvent, cudaStreamSynchronize,
// cudaEventSynchronize, cudaStreamQuery/cudaEventQuery after synchronisation. No times printed.
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t err = (call); if (err != cudaSuccess) { \
    printf("error %s at line %d\n", cudaGetErrorString(err), __LINE__); return 1; } } while (0)

__global__ void process(int *data, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * k + i % 7;
}

int main() {
    const int nStreams = 4, chunk = 1 << 14, n = nStreams * chunk;
    int *h, *d;
    CUDA_CHECK(cudaMallocHost(&h, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    for (int i = 0; i < n; i++) h[i] = i % 1000;
    cudaStream_t s[nStreams];
    cudaEvent_t done[nStreams], start, stop;
    for (int i = 0; i < nStreams; i++) {
        CUDA_CHECK(cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking));
        CUDA_CHECK(cudaEventCreateWithFlags(&done[i], cudaEventDisableTiming));
    }
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start, 0));
    for (int i = 0; i < nStreams; i++) {
        int off = i * chunk;
        CUDA_CHECK(cudaMemcpyAsync(d + off, h + off, chunk * sizeof(int), cudaMemcpyHostToDevice, s[i]));
        process<<<chunk / 256, 256, 0, s[i]>>>(d + off, chunk, i + 2);
        CUDA_CHECK(cudaEventRecord(done[i], s[i]));
    }
    CUDA_CHECK(cudaStreamWaitEvent(s[0], done[3], 0));
    process<<<chunk / 256, 256, 0, s[0]>>>(d + 3 * chunk, chunk, 10);
    for (int i = 0; i < nStreams; i++) {
        int off = i * chunk;
        CUDA_CHECK(cudaMemcpyAsync(h + off, d + off, chunk * sizeof(int), cudaMemcpyDeviceToHost, s[i]));
    }
    for (int i = 0; i < nStreams; i++) CUDA_CHECK(cudaStreamSynchronize(s[i]));
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = -1.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("elapsed positive: %d\n", ms > 0.0f);
    cudaError_t e = cudaEventElapsedTime(&ms, done[0], done[1]);
    printf("timing-disabled event: %s\n", cudaGetErrorName(e));
    printf("queries: %s %s\n", cudaGetErrorName(cudaStreamQuery(s[1])), cudaGetErrorName(cudaEventQuery(stop)));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("sum %lld h[5]=%d h[%d]=%d h[%d]=%d\n", sum, h[5], chunk + 5, h[chunk + 5], 3 * chunk + 9, h[3 * chunk + 9]);
    for (int i = 0; i < nStreams; i++) {
        cudaStreamDestroy(s[i]);
        cudaEventDestroy(done[i]);
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
