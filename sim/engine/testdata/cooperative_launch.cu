// cudaLaunchCooperativeKernel launches as cudaLaunchKernel does (the
// arguments through an array of pointers); a kernel that calls grid.sync()
// runs its whole grid at once (tests/conformance/x_grid_sync.cu).
#include <cstdio>

__global__ void scale(int *a, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = i * k;
}

int main() {
    int n = 200, k = 3, *a;
    cudaMallocManaged(&a, n * sizeof(int));
    void *args[] = {&a, &n, &k};
    cudaError_t e = cudaLaunchCooperativeKernel((void *)scale, dim3(4), dim3(64), args, 0, 0);
    cudaDeviceSynchronize();
    printf("%s %d %d\n", cudaGetErrorString(e), a[1], a[199]);
    return 0;
}
// Output:
// no error 3 597
