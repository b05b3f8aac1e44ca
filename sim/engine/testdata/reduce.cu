#include <cstdio>

#define N 1024
#define THREADS 256

__global__ void reduce(const int *in, int *out) {
    __shared__ int s[THREADS];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = in[i];
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) atomicAdd(out, s[0]);
}

int main() {
    int h[N];
    for (int i = 0; i < N; i++) h[i] = i % 10;
    int *din, *dout;
    cudaMalloc(&din, N * sizeof(int));
    cudaMalloc(&dout, sizeof(int));
    cudaMemset(dout, 0, sizeof(int));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    reduce<<<N / THREADS, THREADS>>>(din, dout);
    int total = 0;
    cudaMemcpy(&total, dout, sizeof(int), cudaMemcpyDeviceToHost);
    int want = 0;
    for (int i = 0; i < N; i++) want += h[i];
    printf("sum = %d (expected %d)\n", total, want);
    return 0;
}
// Output:
// sum = 4596 (expected 4596)
