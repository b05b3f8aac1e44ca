#include <cstdio>

__global__ void sum(const int *a, int *out) {
    out[threadIdx.x] = a[threadIdx.x] + 1;
}

int main() {
    int *a, *out;
    cudaMalloc(&a, 32 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(a, 0, 16 * sizeof(int));
    sum<<<1, 32>>>(a, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
// Diagnostic: uninit.cu:4:5: warning: kernel 'sum': uninitialized __global__ memory read of size 4
// Diagnostic: by thread (16,0,0) in block (0,0,0)
// Output:
// no error
