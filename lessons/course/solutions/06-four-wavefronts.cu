#include <cstdio>

#define WARPS 8
#define THREADS (32 * WARPS)

__global__ void yours(int *out)
{
    __shared__ int s[1024];
    int l = threadIdx.x, w = threadIdx.y;
    int t = w * 32 + l;
    for (int k = 0; k < 1024; k += THREADS)
        s[k + t] = k + t;
    __syncthreads();

    // Stride of 4 words: lanes l, l+8, l+16 and l+24 share a bank with four
    // different words, so each warp needs 4 wavefronts.
    int word = w * 128 + 4 * l;
    out[t] = s[word % 1024];
}

int main()
{
    int *dout, h[THREADS];
    cudaMalloc(&dout, sizeof(h));
    yours<<<1, dim3(32, WARPS)>>>(dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    printf("lane 5 of warp 0 read word %d\n", h[5]);
    cudaFree(dout);
    return 0;
}
