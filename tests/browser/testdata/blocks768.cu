#include <cstdio>

__global__ void fill(float *a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = i;
}

int main() {
    const int blocks = 600, threads = 768;
    float *a;
    cudaMalloc(&a, blocks * threads * sizeof(float));
    fill<<<blocks, threads>>>(a);
    cudaDeviceSynchronize();
    printf("filled %d\n", blocks * threads);
    return 0;
}
