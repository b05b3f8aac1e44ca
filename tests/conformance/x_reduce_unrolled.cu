// Mark Harris's "Optimizing Parallel Reduction" kernel 6: template block size, first add
// during load, a grid-stride loop, unrolled shared-memory steps and a volatile warp-
// synchronous tail (with __syncwarp, as Volta+ requires), for several block sizes.
#include <cstdio>
#include <cuda_runtime.h>

template <unsigned int blockSize>
__device__ void warpReduce(volatile int *sdata, unsigned int tid) {
    if (blockSize >= 64) { sdata[tid] += sdata[tid + 32]; __syncwarp(); }
    if (blockSize >= 32) { sdata[tid] += sdata[tid + 16]; __syncwarp(); }
    if (blockSize >= 16) { sdata[tid] += sdata[tid + 8]; __syncwarp(); }
    if (blockSize >= 8) { sdata[tid] += sdata[tid + 4]; __syncwarp(); }
    if (blockSize >= 4) { sdata[tid] += sdata[tid + 2]; __syncwarp(); }
    if (blockSize >= 2) { sdata[tid] += sdata[tid + 1]; __syncwarp(); }
}

template <unsigned int blockSize>
__global__ void reduce6(const int *g_idata, int *g_odata, unsigned int n) {
    extern __shared__ int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    int sum = 0;
    while (i < n) {
        sum += g_idata[i];
        if (i + blockSize < n) sum += g_idata[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = sum;
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) warpReduce<blockSize>(sdata, tid);
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <unsigned int B>
int run(const int *d_in, int *d_out, unsigned int n, int blocks) {
    reduce6<B><<<blocks, B, B * sizeof(int)>>>(d_in, d_out, n);
    int *h = new int[blocks];
    cudaMemcpy(h, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    int s = 0;
    for (int b = 0; b < blocks; b++) s += h[b];
    delete[] h;
    return s;
}

int main() {
    const unsigned int n = 1 << 18;
    int *h = new int[n];
    long long ref = 0;
    for (unsigned i = 0; i < n; i++) { h[i] = (int)(i % 19) - 9; ref += h[i]; }
    int *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, 64 * sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    printf("ref %lld\n", ref);
    printf("B=512: %d\n", run<512>(d_in, d_out, n, 64));
    printf("B=256: %d\n", run<256>(d_in, d_out, n, 48));
    printf("B=128: %d\n", run<128>(d_in, d_out, n - 1000, 33));
    printf("B=64:  %d\n", run<64>(d_in, d_out, 12345, 7));
    printf("B=64:  %d\n", run<64>(d_in, d_out, 100, 1));
    delete[] h;
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
