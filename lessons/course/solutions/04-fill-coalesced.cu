#include <cstdio>

#define BLOCKS 4
#define THREADS_PER_BLOCK 256
#define PER_THREAD 4
#define N (BLOCKS * THREADS_PER_BLOCK * PER_THREAD)

__global__ void fill(int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int total = gridDim.x * blockDim.x;
    for (int k = 0; k < PER_THREAD; k++) {
        // The k-th store of all threads covers one contiguous stretch, so the
        // 32 lanes of a warp write 128 consecutive bytes: 4 sectors.
        int j = t + k * total;
        out[j] = j * j % 1009;
    }
}

int main()
{
    int *dout, h[N];
    cudaMalloc(&dout, N * sizeof(int));
    fill<<<BLOCKS, THREADS_PER_BLOCK>>>(dout);
    cudaMemcpy(h, dout, N * sizeof(int), cudaMemcpyDeviceToHost);

    long long sum = 0;
    for (int j = 0; j < N; j++)
        sum += h[j];
    printf("out[1] = %d, out[1000] = %d, out[4095] = %d\n", h[1], h[1000], h[4095]);
    printf("checksum = %lld\n", sum);
    cudaFree(dout);
    return 0;
}
