#include <cstdio>

struct P {
    int a;
    float b;
};

__global__ void k(int *out, int n, P p) {
    int i = threadIdx.x;
    if (i < n) out[i] = i * p.a + (int)p.b;
}

int main() {
    int *d;
    cudaMallocManaged(&d, 64 * sizeof(int));
    int n = 40;
    P p = {3, 7.5f};
    void *args[] = {&d, &n, &p};
    cudaError_t e = cudaLaunchKernel((const void *)k, dim3(1), dim3(64), args, 0, 0);
    cudaDeviceSynchronize();
    printf("%s %d %d\n", cudaGetErrorName(e), d[0], d[39]);
    e = cudaLaunchKernel(k, dim3(1), dim3(2048), args);
    printf("%s %s\n", cudaGetErrorName(e), cudaGetErrorName(cudaGetLastError()));
    void *bad[] = {&d, NULL, &p};
    printf("%s\n", cudaGetErrorName(cudaLaunchKernel(k, dim3(1), dim3(32), bad)));
    return 0;
}
// Diagnostic: a block of 2048 threads is more than the 1024 threads a block may have
// Diagnostic: cudaLaunchKernel: args[1] is not a pointer to the kernel's parameter n
// Output:
// cudaSuccess 7 124
// cudaErrorInvalidValue cudaErrorInvalidValue
// cudaErrorInvalidValue
