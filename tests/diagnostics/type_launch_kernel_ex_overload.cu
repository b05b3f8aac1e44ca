// cudaLaunchKernelEx launches the __global__ function of a name that a host
// function shares: its arguments are checked against the kernel's
// parameters, not the host function's.
#include <cstdio>

void scale() {}

__global__ void scale(float *out, float factor, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] *= factor;
}

int main() {
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaLaunchConfig_t config = {0};
    config.gridDim = dim3(1);
    config.blockDim = dim3(64);
    scale();
    cudaLaunchKernelEx(&config, scale, d, 2); // ERROR "cudaLaunchKernelEx: kernel 'scale' takes 3 arguments, not 2"
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
