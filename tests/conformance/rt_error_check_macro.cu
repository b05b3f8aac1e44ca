// Tests the usual error-checking macro: CUDA_CHECK wraps every runtime call, prints
// file:line and the error string with fprintf(stderr, ...) and calls exit(EXIT_FAILURE) on
// failure. Calls that succeed pass silently; a cudaMalloc of 1 PiB fails, so the program
// stops there with exit status 1 and nothing after it is printed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                              \
    do {                                                                              \
        cudaError_t err_ = (call);                                                    \
        if (err_ != cudaSuccess) {                                                    \
            fprintf(stderr, "CUDA error at %s:%d: %s (%s)\n", __FILE__, __LINE__,     \
                    cudaGetErrorString(err_), cudaGetErrorName(err_));                \
            exit(EXIT_FAILURE);                                                       \
        }                                                                             \
    } while (0)

#define CHECK_LAST() CUDA_CHECK(cudaGetLastError())

__global__ void iota(int *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = i;
}

int main() {
    const int n = 100;
    int *d = NULL, h[n];
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(int)));
    iota<<<1, 128>>>(d, n);
    CHECK_LAST();
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("h[99] = %d\n", h[99]);
    fflush(stdout);

    CUDA_CHECK(cudaFree(d));
    printf("freed\n");
    fflush(stdout);
    void *huge = NULL;
    CUDA_CHECK(cudaMalloc(&huge, (size_t)1 << 50));
    printf("not reached\n");
    return 0;
}
