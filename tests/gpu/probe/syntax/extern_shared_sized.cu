#include <cstdio>
__global__ void k(float *o) {
    extern __shared__ float s[4];
    s[threadIdx.x] = threadIdx.x * 1.5f;
    __syncthreads();
    o[threadIdx.x] = s[7 - threadIdx.x];
}
int main() {
    float *d, h[8];
    cudaMalloc(&d, sizeof h);
    k<<<1, 8, 8 * sizeof(float)>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %s\n", h[0], h[7], cudaGetErrorString(cudaGetLastError()));
    return 0;
}
