#include <cstdio>

__global__ void k(char *base, int *out) {
    int *p = (int *)(base + 2);
    out[0] = *p;
}

int main() {
    char *b;
    int *o;
    cudaMalloc(&b, 64);
    cudaMalloc(&o, 4);
    cudaMemset(b, 1, 64);
    k<<<1, 1>>>(b, o);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
// Exit: 1
// Diagnostic: misaligned.cu:5:5: error: kernel 'k': invalid __global__ read of size 4
// Diagnostic: is not aligned to the access size 4
// Output:
// cudaErrorMisalignedAddress
