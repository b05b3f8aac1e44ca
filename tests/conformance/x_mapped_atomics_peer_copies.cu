// Atomics from kernels on mapped pinned host memory and on managed memory,
// then peer copies on the one device: cudaMemcpyPeer and its async form
// between two allocations of device 0, and the error a device that does
// not exist gives.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorName(e_), __LINE__); return 1; } } while (0)

struct Tally {
    unsigned long long sumSquares;
    int count;
    int maxValue;
    unsigned int bits;
    float half;
};

__global__ void tally(const int *values, int n, Tally *t) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = values[i];
    atomicAdd(&t->sumSquares, (unsigned long long)(v * v));
    atomicAdd(&t->count, 1);
    atomicMax(&t->maxValue, v);
    atomicOr(&t->bits, 1u << (v % 32));
    atomicAdd(&t->half, 0.5f); // sums of halves are exact in any order
}

__global__ void fill(int *p, int n, int scale) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = (i * 37 + 11) % 1000 * scale;
}

int main() {
    const int n = 5000;
    CHECK(cudaSetDeviceFlags(cudaDeviceMapHost));
    int *values;
    CHECK(cudaMalloc(&values, n * sizeof(int)));
    fill<<<(n + 255) / 256, 256>>>(values, n, 1);
    CHECK(cudaGetLastError());

    Tally *hostTally, *mappedTally;
    CHECK(cudaHostAlloc(&hostTally, sizeof(Tally), cudaHostAllocMapped));
    CHECK(cudaHostGetDevicePointer(&mappedTally, hostTally, 0));
    *hostTally = Tally{0, 0, -1, 0, 0.0f};
    tally<<<(n + 127) / 128, 128>>>(values, n, mappedTally);
    CHECK(cudaDeviceSynchronize());
    printf("mapped:  sumSquares=%llu count=%d max=%d bits=%08x half=%.1f\n", hostTally->sumSquares,
           hostTally->count, hostTally->maxValue, hostTally->bits, hostTally->half);

    Tally *managed;
    CHECK(cudaMallocManaged(&managed, sizeof(Tally)));
    *managed = Tally{0, 0, -1, 0, 0.0f};
    tally<<<(n + 511) / 512, 512>>>(values, n / 2, managed);
    CHECK(cudaDeviceSynchronize());
    printf("managed: sumSquares=%llu count=%d max=%d bits=%08x half=%.1f\n", managed->sumSquares,
           managed->count, managed->maxValue, managed->bits, managed->half);

    int *copy, *copy2;
    CHECK(cudaMalloc(&copy, n * sizeof(int)));
    CHECK(cudaMalloc(&copy2, n * sizeof(int)));
    CHECK(cudaMemcpyPeer(copy, 0, values, 0, n * sizeof(int)));
    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaMemcpyPeerAsync(copy2, 0, copy, 0, n / 2 * sizeof(int), s));
    CHECK(cudaMemsetAsync(copy2 + n / 2, 0, (n - n / 2) * sizeof(int), s));
    CHECK(cudaStreamSynchronize(s));
    int h[n];
    CHECK(cudaMemcpy(h, copy2, sizeof h, cudaMemcpyDeviceToHost));
    long long total = 0;
    for (int i = 0; i < n; ++i) total += h[i];
    printf("peer copies: h[0]=%d h[%d]=%d h[%d]=%d total=%lld\n", h[0], n / 2 - 1, h[n / 2 - 1], n / 2, h[n / 2], total);

    int canAccess = -1;
    CHECK(cudaDeviceCanAccessPeer(&canAccess, 0, 0));
    printf("device 0 reaches itself as a peer: %d\n", canAccess);
    cudaError_t e = cudaMemcpyPeer(copy, 7, values, 0, 16);
    printf("copy to device 7: %s\n", cudaGetErrorName(e));
    e = cudaMemcpyPeer(copy, 0, values, -1, 16);
    printf("copy from device -1: %s\n", cudaGetErrorName(e));
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(copy2));
    CHECK(cudaFree(copy));
    CHECK(cudaFree(managed));
    CHECK(cudaFreeHost(hostTally));
    CHECK(cudaFree(values));
    return 0;
}
