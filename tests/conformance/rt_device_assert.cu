// Tests assert() in device code: a kernel whose assertions all hold runs normally; a kernel in
// which one thread's assertion fails makes the launch fail with cudaErrorAssert (reported by
// cudaDeviceSynchronize), the error is sticky (later calls return it too, cudaGetLastError
// does not clear it).
#include <cstdio>
#include <cassert>
#include <cuda_runtime.h>

__global__ void checkedScale(int *x, int n, int limit) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        assert(x[i] < limit);
        x[i] *= 3;
    }
}

int main() {
    const int n = 256;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = i;
    int *d = NULL;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);

    checkedScale<<<2, 128>>>(d, n, 1000);
    printf("holds: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("h[1]=%d h[255]=%d\n", h[1], h[255]);

    // Now x[i] = 3 * i, and the threads with i >= 200 fail the assertion.
    checkedScale<<<2, 128>>>(d, n, 600);
    cudaError_t e = cudaDeviceSynchronize();
    printf("fails: %d %s: %s\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
    printf("sticky: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("sticky again: %s\n", cudaGetErrorName(cudaGetLastError()));
    int *more = NULL;
    printf("cudaMalloc: %s\n", cudaGetErrorName(cudaMalloc(&more, 64)));
    printf("cudaMemcpy: %s\n", cudaGetErrorName(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost)));
    return 0;
}
