#include <cstdio>

#define B 256                 // threads per block = values per block
#define BLOCKS 64
#define N (B * BLOCKS)

__global__ void blockSums(const int *in, int *sums)
{
    __shared__ int s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    // Sequential addressing: the first half absorbs the second half, so the
    // active lanes of a warp touch consecutive words.
    for (int half = B / 2; half > 0; half /= 2) {
        __syncthreads();
        if (t < half)
            s[t] += s[t + half];
    }
    if (t == 0)
        sums[blockIdx.x] = s[0];
}

int main()
{
    int h[N], sums[BLOCKS];
    for (int i = 0; i < N; i++)
        h[i] = i * 29 % 53;
    int *din, *dsums;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dsums, sizeof(sums));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);

    blockSums<<<BLOCKS, B>>>(din, dsums);
    cudaMemcpy(sums, dsums, sizeof(sums), cudaMemcpyDeviceToHost);

    long long total = 0;
    for (int b = 0; b < BLOCKS; b++)
        total += sums[b];
    printf("block 0: %d, block %d: %d\n", sums[0], BLOCKS - 1, sums[BLOCKS - 1]);
    printf("sum = %lld\n", total);
    cudaFree(din);
    cudaFree(dsums);
    return 0;
}
