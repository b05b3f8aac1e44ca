#include <cstdio>

__global__ void k(int *p) { if (p) p[threadIdx.x] = 1; }

int main() {
    k<<<1, 2048>>>(nullptr);
    cudaError_t e = cudaGetLastError();
    printf("%d %s\n", (int)e, cudaGetErrorString(e));
    printf("%d\n", (int)cudaGetLastError());
    k<<<1, 32>>>(nullptr);
    printf("%s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
// Diagnostic: a block of 2048 threads is more than the 1024
// Output:
// 1 invalid argument
// 0
// cudaSuccess
