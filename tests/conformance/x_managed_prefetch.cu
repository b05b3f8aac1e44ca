// Unified memory as the "even easier introduction to CUDA" post writes it: cudaMallocManaged,
// initialisation on the host, cudaMemPrefetchAsync to the device and back, cudaMemAdvise, a
// grid-stride add kernel and a max-error check on the host.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

__global__ void add(int n, float *x, float *y) {
    int index = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
    for (int i = index; i < n; i += stride) y[i] = x[i] + y[i];
}

int main() {
    int N = 1 << 20;
    float *x, *y;
    cudaMallocManaged(&x, N * sizeof(float));
    cudaMallocManaged(&y, N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = 1.0f;
        y[i] = 2.0f;
    }
    int device = -1;
    cudaGetDevice(&device);
    cudaMemLocation loc;
    loc.type = cudaMemLocationTypeDevice;
    loc.id = device;
    cudaMemAdvise(x, N * sizeof(float), cudaMemAdviseSetReadMostly, loc);
    cudaMemPrefetchAsync(x, N * sizeof(float), loc, 0);
    cudaMemPrefetchAsync(y, N * sizeof(float), loc, 0);
    int blockSize = 256;
    int numBlocks = (N + blockSize - 1) / blockSize;
    add<<<numBlocks, blockSize>>>(N, x, y);
    cudaError_t err = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(err));
    float maxError = 0.0f;
    for (int i = 0; i < N; i++) maxError = fmax(maxError, fabs(y[i] - 3.0f));
    printf("Max error: %f\n", maxError);
    add<<<numBlocks / 8, blockSize>>>(N, y, x);
    cudaDeviceSynchronize();
    double sum = 0;
    for (int i = 0; i < N; i++) sum += x[i];
    printf("sum x = %.1f, x[12345] = %.1f\n", sum, x[12345]);
    cudaPointerAttributes attr;
    cudaPointerGetAttributes(&attr, x);
    printf("attr type %d\n", (int)attr.type);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
