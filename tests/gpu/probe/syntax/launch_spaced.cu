#include <cstdio>
__global__ void k(int *a) { a[threadIdx.x] = threadIdx.x * 3; }
int main() {
    int *d, h[16];
    cudaMalloc(&d, sizeof h);
    k << <1, 16 >> > (d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[2], h[15]);
    return 0;
}
