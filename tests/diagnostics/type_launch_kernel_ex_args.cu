// cudaLaunchKernelEx passes its arguments to the kernel's parameters, as a launch does: one too
// few is a compile error, and so is an argument that does not convert.
#include <cstdio>

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
    cudaLaunchKernelEx(&config, scale, d, 2.0f); // ERROR "cudaLaunchKernelEx: kernel 'scale' takes 3 arguments, not 2"
    cudaLaunchKernelEx(&config, scale, d, "two", 64); // ERROR "cannot convert"
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
