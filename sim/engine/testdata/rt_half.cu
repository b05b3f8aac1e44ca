#include <cstdio>
#include <cuda_fp16.h>

__global__ void axpy(const __half *x, __half *y, __half a, int n) {
    int i = threadIdx.x;
    if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

int main() {
    __half hx[4], hy[4];
    for (int i = 0; i < 4; i++) {
        hx[i] = __float2half(i + 0.1f);
        hy[i] = __float2half(100.0f * i);
    }
    __half *x, *y;
    cudaMalloc(&x, sizeof hx);
    cudaMalloc(&y, sizeof hy);
    cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
    axpy<<<1, 4>>>(x, y, __float2half(2.5f), 4);
    cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("%.4f\n", __half2float(hy[i]));
    __half2 p = __floats2half2_rn(65504.0f, 1e-8f);
    printf("%.1f %.9f %zu\n", __low2float(p), __high2float(p), sizeof p);
    return 0;
}
// Output:
// 0.2500
// 102.7500
// 205.2500
// 307.7500
// 65504.0 0.000000000 4
