#include <cstdio>

__global__ void bad(int *out) {
    __shared__ int s[64];
    int t = threadIdx.x;
    if (t < 16) {
        s[t] = t;
        __syncthreads();
    }
    out[t] = s[t];
}

int main() {
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    bad<<<1, 64>>>(d);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
// Exit: 1
// Diagnostic: divergent __syncthreads()
// Output:
// unspecified launch failure
