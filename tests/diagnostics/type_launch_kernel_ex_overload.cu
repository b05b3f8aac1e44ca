// cudaLaunchKernelEx launches the __global__ function of a name that a host
// function shares: its arguments are checked against the kernel's
// parameters, not the host function's.
#include <cstdio>

void fill() {}
__global__ void fill(int *out, int v) { out[threadIdx.x] = v; }

int main() {
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(1);
    config.blockDim = dim3(32);
    fill();
    cudaLaunchKernelEx(&config, fill, d); // ERROR "cudaLaunchKernelEx: kernel 'fill' takes 2 arguments, not 1"
    return 0;
}
