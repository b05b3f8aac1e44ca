// libcu++'s asynchronous copies (cuda::memcpy_async, cuda::pipeline) are not simulated: the message
// says what to write instead.
#include <cstdio>
#include <cuda/pipeline>

__global__ void stage(const float *a, float *out) {
    __shared__ float s[64];
    cuda::memcpy_async(&s[threadIdx.x], &a[threadIdx.x], sizeof(float), 0); // ERROR "undeclared identifier .memcpy_async.: the lab does not simulate libcu\+\+.s asynchronous copies .* copy to shared memory with loads and stores and wait with __syncthreads\(\)"
    __syncthreads();
    out[threadIdx.x] = s[63 - threadIdx.x];
}

int main() {
    float *a, *out;
    cudaMalloc(&a, 256);
    cudaMalloc(&out, 256);
    stage<<<1, 64>>>(a, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
