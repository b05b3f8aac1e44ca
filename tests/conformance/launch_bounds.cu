// Tests __launch_bounds__ with one and two arguments on kernels launched within their bounds,
// and a kernel launched above its bound (the launch error is reported
// by cudaGetLastError without stopping the program).
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void __launch_bounds__(256) fill256(int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = i * 2;
}

__global__ void __launch_bounds__(128, 4) fill128(int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] += 1;
}

int main() {
    const int n = 512;
    int *d, h[n];
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    fill256<<<2, 256>>>(d);
    CHECK(cudaGetLastError());
    fill128<<<4, 128>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    printf("h[0]=%d h[511]=%d sum=%lld\n", h[0], h[511], sum);
    fill128<<<1, 256>>>(d);  // more threads than the bound allows
    cudaError_t err = cudaGetLastError();
    printf("launch above bound: %s\n", err == cudaSuccess ? "accepted" : "rejected");
    printf("error code nonzero: %d\n", err != cudaSuccess);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(d));
    return 0;
}
