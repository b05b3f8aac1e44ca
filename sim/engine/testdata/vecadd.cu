#include <cstdio>
#include <cuda_runtime.h>

__global__ void add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

int main() {
    const int n = 100;
    size_t bytes = n * sizeof(float);
    float *a = (float *)malloc(bytes), *b = (float *)malloc(bytes), *c = (float *)malloc(bytes);
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 2 * i; }
    float *da, *db, *dc;
    cudaMalloc((void **)&da, bytes);
    cudaMalloc((void **)&db, bytes);
    cudaMalloc((void **)&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    add<<<(n + 31) / 32, 32>>>(da, db, dc, n);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    printf("c[0] = %.1f, c[95] = %g, c[99] = %f\n", c[0], c[95], c[99]);
    cudaFree(da); cudaFree(db); cudaFree(dc);
    free(a); free(b); free(c);
    return 0;
}
// Output:
// c[0] = 0.0, c[95] = 285, c[99] = 297.000000
