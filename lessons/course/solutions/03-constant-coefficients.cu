#include <cstdio>

#define N 256

// Read by every thread at the same time: a job for the constant cache.
__constant__ float coef[4];

__global__ void poly(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = ((coef[3] * v + coef[2]) * v + coef[1]) * v + coef[0];
    }
}

int main()
{
    float hcoef[4] = {3, -2, 1, 2};
    float hx[N], hy[N];
    for (int i = 0; i < N; i++)
        hx[i] = i % 10 - 5;

    float *dx, *dy;
    cudaMalloc(&dx, sizeof(hx));
    cudaMalloc(&dy, sizeof(hy));
    cudaMemcpyToSymbol(coef, hcoef, sizeof(hcoef));
    cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);

    poly<<<N / 64, 64>>>(dx, dy, N);
    cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost);

    float sum = 0;
    for (int i = 0; i < N; i++)
        sum += hy[i];
    printf("y(-5) = %.0f, y(0) = %.0f, y(4) = %.0f\n", hy[0], hy[5], hy[9]);
    printf("sum = %.0f\n", sum);

    cudaFree(dx);
    cudaFree(dy);
    return 0;
}
