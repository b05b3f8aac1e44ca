// Tests unified memory: cudaMallocManaged buffers that the host fills and reads directly (after
// cudaDeviceSynchronize, as real programs do), a __managed__ global counter, managed memory
// passed between two kernels, cudaMallocManaged with cudaMemAttachGlobal, and cudaFree.
#include <cstdio>
#include <cuda_runtime.h>

__managed__ int launches = 0;

__global__ void scale(float *x, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
    if (i == 0) atomicAdd(&launches, 1);
}

__global__ void prefixPairs(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] + (i > 0 ? x[i - 1] : 0.0f);
    if (i == 0) atomicAdd(&launches, 1);
}

int main() {
    const int n = 1000;
    float *x = NULL, *y = NULL;
    cudaError_t e1 = cudaMallocManaged(&x, n * sizeof(float));
    cudaError_t e2 = cudaMallocManaged(&y, n * sizeof(float), cudaMemAttachGlobal);
    printf("cudaMallocManaged: %s %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2));
    for (int i = 0; i < n; i++) x[i] = 0.5f * i;

    scale<<<(n + 255) / 256, 256>>>(x, 4.0f, n);
    cudaDeviceSynchronize();
    printf("after scale: x[0]=%.1f x[1]=%.1f x[999]=%.1f\n", x[0], x[1], x[999]);

    prefixPairs<<<(n + 127) / 128, 128>>>(x, y, n);
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    double sum = 0;
    for (int i = 0; i < n; i++) sum += y[i];
    printf("y[0]=%.1f y[1]=%.1f y[500]=%.1f sum=%.1f\n", y[0], y[1], y[500], sum);

    // The host changes managed data between launches; the next kernel sees it.
    for (int i = 0; i < n; i++) x[i] = 1.0f;
    scale<<<4, 256>>>(x, -2.0f, n);
    cudaDeviceSynchronize();
    int negatives = 0;
    for (int i = 0; i < n; i++) negatives += x[i] == -2.0f;
    printf("negatives=%d launches=%d\n", negatives, launches);

    printf("cudaFree: %s %s\n", cudaGetErrorName(cudaFree(x)), cudaGetErrorName(cudaFree(y)));
    return 0;
}
