// cudaFree given a __constant__ or __device__ variable: nvcc builds it
// (the symbol's host shadow), the call fails with cudaErrorInvalidValue,
// and the variable still works in the next kernel.
#include <cstdio>
__constant__ float d_angle[360];
__device__ float d_i[16];
__global__ void k(float *out) {
    d_i[threadIdx.x] = threadIdx.x * 2.0f;
    out[threadIdx.x] = d_i[threadIdx.x] + d_angle[0];
}
int main() {
    cudaError_t a = cudaFree(d_angle);
    cudaError_t b = cudaFree(d_i);
    float *out;
    cudaMallocManaged(&out, 16 * sizeof(float));
    float one = 1.5f;
    cudaMemcpyToSymbol(d_angle, &one, sizeof one);
    k<<<1, 16>>>(out);
    cudaError_t c = cudaDeviceSynchronize();
    printf("%d %d %d %g %s\n", (int)a, (int)b, (int)c, out[15], cudaGetErrorString(cudaGetLastError()));
    return 0;
}
