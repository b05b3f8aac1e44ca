// Read-only data paths: const __restrict__ pointers, __ldg on int, float, float4 and double,
// #pragma unroll with a count, and a 4-wide vectorised copy via reinterpret_cast<float4*>.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void stencil3(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1) out[i] = __ldg(&in[i - 1]) + 2.0f * __ldg(in + i) + __ldg(&in[i + 1]);
}

__global__ void vecCopy(const float *__restrict__ in, float *__restrict__ out, int n4) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n4) {
        float4 v = __ldg(reinterpret_cast<const float4 *>(in) + i);
        v.x += 1; v.w -= 1;
        reinterpret_cast<float4 *>(out)[i] = v;
    }
}

__global__ void unrolled(const int *__restrict__ a, const double *__restrict__ b, double *out) {
    double s = 0;
#pragma unroll 4
    for (int k = 0; k < 16; k++) s += __ldg(&a[threadIdx.x * 16 + k]) * __ldg(&b[k]);
#pragma unroll
    for (int k = 0; k < 3; k++) s *= 0.5;
    out[threadIdx.x] = s;
}

int main() {
    const int n = 1024;
    float h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = (float)(i % 10);
    float *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof h);
    stencil3<<<n / 128, 128>>>(din, dout, n);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("stencil: %g %g %g %g\n", r[0], r[1], r[9], r[1022]);
    vecCopy<<<2, 128>>>(din, dout, n / 4);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("vec: %g %g %g %g %g\n", r[0], r[1], r[3], r[4], r[1023]);
    int a[64 * 16];
    double b[16], o[64];
    for (int i = 0; i < 64 * 16; i++) a[i] = i % 13 - 6;
    for (int k = 0; k < 16; k++) b[k] = 0.125 * k;
    int *da;
    double *db, *dout2;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dout2, sizeof o);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    unrolled<<<1, 64>>>(da, db, dout2);
    cudaMemcpy(o, dout2, sizeof o, cudaMemcpyDeviceToHost);
    printf("unrolled: %g %g %g %g\n", o[0], o[1], o[31], o[63]);
    cudaFree(din); cudaFree(dout); cudaFree(da); cudaFree(db); cudaFree(dout2);
    return 0;
}
