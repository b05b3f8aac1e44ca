// Tests streams: two streams created with cudaStreamCreate and cudaStreamCreateWithFlags, each
// copying its half of an array in (cudaMemcpyAsync), running a kernel and copying out; a
// cudaMemsetAsync; cudaEventRecord on a stream and cudaStreamWaitEvent making the second
// stream wait for the first; cudaStreamQuery/cudaEventQuery after synchronisation; the
// legacy default stream (0) ordering launches in issue order.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void addOffset(int *x, int n, int offset) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += offset;
}

__global__ void doubleAll(int *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 2;
}

int main() {
    const int n = 1 << 12, half = n / 2;
    int *h = NULL, *d = NULL;
    cudaMallocHost(&h, n * sizeof(int));
    cudaMalloc(&d, n * sizeof(int));
    for (int i = 0; i < n; i++) h[i] = i;

    cudaStream_t s[2];
    printf("create: %s %s\n", cudaGetErrorName(cudaStreamCreate(&s[0])),
           cudaGetErrorName(cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking)));
    for (int k = 0; k < 2; k++) {
        int *dk = d + k * half, *hk = h + k * half;
        cudaMemcpyAsync(dk, hk, half * sizeof(int), cudaMemcpyHostToDevice, s[k]);
        addOffset<<<half / 256, 256, 0, s[k]>>>(dk, half, 1000 * (k + 1));
        cudaMemcpyAsync(hk, dk, half * sizeof(int), cudaMemcpyDeviceToHost, s[k]);
    }
    for (int k = 0; k < 2; k++) printf("stream %d sync: %s\n", k, cudaGetErrorName(cudaStreamSynchronize(s[k])));
    printf("h[0]=%d h[%d]=%d h[%d]=%d h[%d]=%d\n", h[0], half - 1, h[half - 1], half, h[half], n - 1, h[n - 1]);

    // Stream 1 waits for an event recorded after stream 0's kernel.
    cudaEvent_t ready;
    cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
    cudaMemsetAsync(d, 0, n * sizeof(int), s[0]);
    addOffset<<<n / 256, 256, 0, s[0]>>>(d, n, 7);
    printf("record: %s\n", cudaGetErrorName(cudaEventRecord(ready, s[0])));
    printf("wait: %s\n", cudaGetErrorName(cudaStreamWaitEvent(s[1], ready, 0)));
    doubleAll<<<n / 256, 256, 0, s[1]>>>(d, n);
    cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s[1]);
    cudaStreamSynchronize(s[1]);
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("after wait: h[0]=%d h[%d]=%d sum=%lld\n", h[0], n - 1, h[n - 1], sum);
    printf("queries: %s %s %s\n", cudaGetErrorName(cudaStreamQuery(s[0])), cudaGetErrorName(cudaStreamQuery(s[1])),
           cudaGetErrorName(cudaEventQuery(ready)));

    // Default stream: launches and copies run in the order they were issued.
    cudaMemset(d, 0, n * sizeof(int));
    for (int r = 0; r < 5; r++) {
        addOffset<<<n / 256, 256>>>(d, n, r + 1);
        doubleAll<<<n / 256, 256, 0, 0>>>(d, n);
    }
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("default stream: h[0]=%d h[%d]=%d\n", h[0], n - 1, h[n - 1]);

    cudaEventDestroy(ready);
    printf("destroy: %s %s\n", cudaGetErrorName(cudaStreamDestroy(s[0])), cudaGetErrorName(cudaStreamDestroy(s[1])));
    cudaFree(d);
    cudaFreeHost(h);
    return 0;
}
