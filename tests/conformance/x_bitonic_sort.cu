// Bitonic sort: the global-memory version with one launch per (k, j) step from the classic
// tutorials, and a shared-memory version that sorts 1024 keys inside one block.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void bitonicStep(float *dev, int j, int k) {
    unsigned int i = threadIdx.x + blockDim.x * blockIdx.x;
    unsigned int ixj = i ^ j;
    if (ixj > i) {
        if ((i & k) == 0) {
            if (dev[i] > dev[ixj]) { float t = dev[i]; dev[i] = dev[ixj]; dev[ixj] = t; }
        }
        if ((i & k) != 0) {
            if (dev[i] < dev[ixj]) { float t = dev[i]; dev[i] = dev[ixj]; dev[ixj] = t; }
        }
    }
}

__global__ void bitonicShared(int *keys) {
    __shared__ int s[1024];
    unsigned t = threadIdx.x;
    s[t] = keys[t];
    s[t + 512] = keys[t + 512];
    __syncthreads();
    for (unsigned k = 2; k <= 1024; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned i = 2 * t - (t & (j - 1));
            unsigned l = i + j;
            bool up = (i & k) == 0;
            int a = s[i], b = s[l];
            if ((a > b) == up) { s[i] = b; s[l] = a; }
            __syncthreads();
        }
    }
    keys[t] = s[t];
    keys[t + 512] = s[t + 512];
}

int main() {
    const int N = 4096;
    float *h = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) h[i] = (float)((i * 2654435761u) % 10007) * 0.25f;
    float *d;
    cudaMalloc(&d, N * sizeof(float));
    cudaMemcpy(d, h, N * sizeof(float), cudaMemcpyHostToDevice);
    int launches = 0;
    for (int k = 2; k <= N; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
            bitonicStep<<<N / 256, 256>>>(d, j, k);
            launches++;
        }
    cudaMemcpy(h, d, N * sizeof(float), cudaMemcpyDeviceToHost);
    int ok = 1;
    for (int i = 1; i < N; i++) ok &= h[i - 1] <= h[i];
    printf("global bitonic: %d launches, %s, min %.2f median %.2f max %.2f\n", launches, ok ? "sorted" : "NOT sorted",
           h[0], h[N / 2], h[N - 1]);
    free(h);

    int keys[1024];
    for (int i = 0; i < 1024; i++) keys[i] = (i * 37 + 101) % 1024 - (i % 3) * 500;
    int *dk;
    cudaMalloc(&dk, sizeof keys);
    cudaMemcpy(dk, keys, sizeof keys, cudaMemcpyHostToDevice);
    bitonicShared<<<1, 512>>>(dk);
    cudaMemcpy(keys, dk, sizeof keys, cudaMemcpyDeviceToHost);
    ok = 1;
    for (int i = 1; i < 1024; i++) ok &= keys[i - 1] <= keys[i];
    printf("shared bitonic: %s, %d %d %d ... %d\n", ok ? "sorted" : "NOT sorted", keys[0], keys[1], keys[512], keys[1023]);
    cudaFree(d);
    cudaFree(dk);
    return 0;
}
