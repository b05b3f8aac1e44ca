// Tests the error codes of more runtime misuses, each reported without stopping the program:
// a launch with 64 KiB of dynamic shared memory (above the 48 KiB default), a grid whose y
// dimension exceeds 65535, a kernel launched above its __launch_bounds__, cudaFree of a host
// pointer, cudaFree twice, a device-to-host copy larger than the allocation, and a launch that
// succeeds afterwards (none of these errors is sticky).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void stage(float *a) {
    extern __shared__ float buf[];
    buf[threadIdx.x] = a[threadIdx.x];
    __syncthreads();
    a[threadIdx.x] = buf[(threadIdx.x + 1) % blockDim.x];
}

__global__ void __launch_bounds__(64) bounded(float *a) { a[threadIdx.x] += 1.0f; }

void report(const char *what, cudaError_t e) {
    printf("%-30s -> %d %s: %s\n", what, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

int main() {
    float *d;
    CHECK(cudaMalloc(&d, 256 * sizeof(float)));
    CHECK(cudaMemset(d, 0, 256 * sizeof(float)));
    stage<<<1, 256, 64 * 1024>>>(d);
    report("64 KiB dynamic shared memory", cudaGetLastError());
    stage<<<dim3(1, 70000), 32, 128>>>(d);
    report("grid (1, 70000)", cudaGetLastError());
    bounded<<<1, 128>>>(d);
    report("128 threads, bound 64", cudaGetLastError());
    report("synchronize", cudaDeviceSynchronize());
    float *h = (float *)malloc(512 * sizeof(float));  // room for the oversized copy below
    report("cudaFree(host pointer)", cudaFree(h));
    report("cudaGetLastError", cudaGetLastError());
    report("copy 2 KiB out of 1 KiB", cudaMemcpy(h, d, 512 * sizeof(float), cudaMemcpyDeviceToHost));
    float *e;
    CHECK(cudaMalloc(&e, 64));
    report("cudaFree once", cudaFree(e));
    report("cudaFree twice", cudaFree(e));
    report("cudaGetLastError", cudaGetLastError());
    stage<<<1, 256, 256 * sizeof(float)>>>(d);
    report("valid launch", cudaGetLastError());
    report("synchronize", cudaDeviceSynchronize());
    report("copy back", cudaMemcpy(h, d, 256 * sizeof(float), cudaMemcpyDeviceToHost));
    printf("h[0] = %.1f\n", h[0]);
    free(h);
    CHECK(cudaFree(d));
    return 0;
}
