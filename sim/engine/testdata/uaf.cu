#include <cstdio>

__global__ void touch(float *a) { a[threadIdx.x] = 1.0f; }

int main() {
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaFree(d);
    touch<<<1, 64>>>(d);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
// Exit: 1
// Diagnostic: uaf.cu:3:1: error: kernel 'touch': invalid __global__ write of size 4
// Diagnostic: which was already freed (use after free)
// Output:
// no error
// an illegal memory access was encountered
