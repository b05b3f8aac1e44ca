// SAXPY with the max-error check of the CUDA blog, then a dot product with atomicAdd on a
// float whose partial sums are small integers (exact in any order), and a block-reduced dot
// product in double.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void dotAtomic(const float *a, const float *b, float *result, int n) {
    __shared__ float cache[256];
    int tid = threadIdx.x + blockIdx.x * blockDim.x;
    float temp = 0;
    while (tid < n) {
        temp += a[tid] * b[tid];
        tid += blockDim.x * gridDim.x;
    }
    cache[threadIdx.x] = temp;
    __syncthreads();
    for (int i = blockDim.x / 2; i != 0; i /= 2) {
        if (threadIdx.x < i) cache[threadIdx.x] += cache[threadIdx.x + i];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(result, cache[0]);
}

__global__ void dotDouble(const double *a, const double *b, double *partial, int n) {
    __shared__ double cache[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cache[threadIdx.x] = i < n ? a[i] * b[i] : 0.0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

int main() {
    int N = 1 << 20;
    float *x = (float *)malloc(N * sizeof(float)), *y = (float *)malloc(N * sizeof(float));
    float *d_x, *d_y;
    cudaMalloc(&d_x, N * sizeof(float));
    cudaMalloc(&d_y, N * sizeof(float));
    for (int i = 0; i < N; i++) { x[i] = 1.0f; y[i] = 2.0f; }
    cudaMemcpy(d_x, x, N * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_y, y, N * sizeof(float), cudaMemcpyHostToDevice);
    saxpy<<<(N + 255) / 256, 256>>>(N, 2.0f, d_x, d_y);
    cudaMemcpy(y, d_y, N * sizeof(float), cudaMemcpyDeviceToHost);
    float maxError = 0.0f;
    for (int i = 0; i < N; i++) maxError = fmaxf(maxError, fabsf(y[i] - 4.0f));
    printf("Max error: %f\n", maxError);

    const int n = 33 * 1024;
    for (int i = 0; i < n; i++) { x[i] = (float)(i % 3); y[i] = (float)((i % 5) - 2); }
    cudaMemcpy(d_x, x, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_y, y, n * sizeof(float), cudaMemcpyHostToDevice);
    float *d_r, r = 0;
    cudaMalloc(&d_r, sizeof(float));
    cudaMemset(d_r, 0, sizeof(float));
    dotAtomic<<<32, 256>>>(d_x, d_y, d_r, n);
    cudaMemcpy(&r, d_r, sizeof r, cudaMemcpyDeviceToHost);
    double ref = 0;
    for (int i = 0; i < n; i++) ref += (double)x[i] * y[i];
    printf("dot float atomic = %.1f (host %.1f)\n", r, ref);

    const int m = 1000;
    double *ha = new double[m], *hb = new double[m];
    for (int i = 0; i < m; i++) { ha[i] = 0.5 * i; hb[i] = 0.25 * (i % 8); }
    double *da, *db, *dp, hp[8];
    cudaMalloc(&da, m * sizeof(double));
    cudaMalloc(&db, m * sizeof(double));
    cudaMalloc(&dp, 8 * sizeof(double));
    cudaMemcpy(da, ha, m * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, m * sizeof(double), cudaMemcpyHostToDevice);
    dotDouble<<<8, 128>>>(da, db, dp, m);
    cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost);
    double total = 0;
    for (int b = 0; b < 8; b++) { total += hp[b]; printf("%.2f ", hp[b]); }
    printf("\ndot double = %.3f\n", total);
    free(x); free(y); delete[] ha; delete[] hb;
    cudaFree(d_x); cudaFree(d_y); cudaFree(d_r); cudaFree(da); cudaFree(db); cudaFree(dp);
    return 0;
}
