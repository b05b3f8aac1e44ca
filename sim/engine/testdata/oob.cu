#include <cstdio>

__global__ void fill(int *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    a[i] = i;
}

int main() {
    int *d;
    cudaMalloc(&d, 100 * sizeof(int));
    fill<<<1, 128>>>(d, 100);
    cudaError_t err = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(err));
    printf("again: %s\n", cudaGetErrorName(cudaMalloc(&d, 4)));
    return 0;
}
// Exit: 1
// Diagnostic: kernel 'fill': invalid __global__ write of size 4
// Diagnostic: by thread (100,0,0) in block (0,0,0)
// Diagnostic: 0 bytes after the end of a 400-byte global allocation
// Output:
// sync: an illegal memory access was encountered
// again: cudaErrorIllegalAddress
