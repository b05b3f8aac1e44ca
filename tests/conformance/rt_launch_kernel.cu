// Tests cudaLaunchKernel, the runtime's explicit launch: the kernel named directly and through
// a (const void *) cast, arguments passed as an array of pointers (a device pointer, an int, a
// float and a struct by value), dynamic shared memory and a stream argument, the error it
// returns for a block of 2048 threads (also left for cudaGetLastError), and the same kernel
// launched with <<<...>>> for comparison.
#include <cstdio>
#include <cuda_runtime.h>

struct Affine {
    int scale;
    int shift;
};

__global__ void affine(int *out, int n, float bias, Affine f) {
    extern __shared__ int staged[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    staged[threadIdx.x] = i * f.scale + f.shift;
    __syncthreads();
    if (i < n) out[i] = staged[blockDim.x - 1 - threadIdx.x] + (int)bias;
}

int main() {
    const int n = 200;
    int *d = NULL, h[256];
    cudaMalloc(&d, 256 * sizeof(int));
    int count = n;
    float bias = 0.5f;
    Affine f = {3, -1};
    void *args[] = {&d, &count, &bias, &f};

    cudaError_t e = cudaLaunchKernel((const void *)affine, dim3(2), dim3(128), args, 128 * sizeof(int), 0);
    printf("cudaLaunchKernel: %s\n", cudaGetErrorName(e));
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("h[0]=%d h[127]=%d h[128]=%d h[199]=%d\n", h[0], h[127], h[128], h[199]);

    cudaStream_t s;
    cudaStreamCreate(&s);
    f.scale = -2;
    bias = 10.0f;
    e = cudaLaunchKernel(affine, dim3(4), dim3(64), args, 64 * sizeof(int), s);
    cudaStreamSynchronize(s);
    printf("on a stream: %s\n", cudaGetErrorName(e));
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("h[0]=%d h[63]=%d h[64]=%d h[199]=%d\n", h[0], h[63], h[64], h[199]);

    e = cudaLaunchKernel((const void *)affine, dim3(1), dim3(2048), args, 0, 0);
    printf("2048 threads: %s, then cudaGetLastError: %s\n", cudaGetErrorName(e), cudaGetErrorName(cudaGetLastError()));

    Affine identity = {1, 0};
    affine<<<1, 256, 256 * sizeof(int)>>>(d, n, 0.0f, identity);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("<<<>>>: h[0]=%d h[199]=%d\n", h[0], h[199]);
    cudaStreamDestroy(s);
    cudaFree(d);
    return 0;
}
