#include <cstdio>

#define B 128              // threads per block = elements per segment
#define BLOCKS 4
#define N (B * BLOCKS)

__global__ void smooth(const int *in, int *out)
{
    __shared__ int s[B + 2];          // the segment with a 0 at each end
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;

    s[t + 1] = in[i];
    if (t == 0) {
        s[0] = 0;
        s[B + 1] = 0;
    }
    __syncthreads();                  // all of s is written before anyone reads it (RAW)

    int v = s[t] + s[t + 1] + s[t + 2];
    __syncthreads();                  // everyone has read round 1 before it is overwritten (WAR)
    s[t + 1] = v;
    __syncthreads();                  // round 1 is complete before round 2 reads it (RAW)

    out[i] = s[t] + s[t + 1] + s[t + 2];
}

int main()
{
    int h[N];
    for (int i = 0; i < N; i++)
        h[i] = i * i % 17 - 8;
    int *din, *dout;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);

    smooth<<<BLOCKS, B>>>(din, dout);
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);

    long long sum = 0;
    for (int i = 0; i < N; i++)
        sum += h[i];
    printf("out[0..4] = %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
    printf("out[127] = %d, out[128] = %d\n", h[127], h[128]);
    printf("checksum = %lld\n", sum);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
