#include <cstdio>

__global__ void inc(int *a) { a[threadIdx.x] += 1; }

int main() {
    int h[4] = {1, 2, 3, 4};
    inc<<<1, 4>>>(h);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    return 0;
}
// Exit: 1
// Diagnostic: hostptr.cu:3:1: error: kernel 'inc': invalid host read of size 4
// Diagnostic: a host pointer was dereferenced in device code
// Output:
// cudaErrorIllegalAddress
