// Member functions marked __host__ __device__ whose bodies depend on __CUDA_ARCH__: defined in
// the class and out of it, called from a kernel, from host code, and from a __host__ __device__
// function that runs on the device. Each side runs its own pass's body, as nvcc compiles them.
#include <cstdio>
#include <cuda_runtime.h>

struct Probe {
    int v;
    __host__ __device__ int side() const {
#ifdef __CUDA_ARCH__
        return 1000 + v;
#else
        return -v;
#endif
    }
    __host__ __device__ int arch() const;
    __host__ __device__ int twice() const { return 2 * side(); }
};

__host__ __device__ int Probe::arch() const {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    return __CUDA_ARCH__ / 10 + v;
#else
    return 7;
#endif
}

__host__ __device__ int viaFunction(const Probe &p) { return p.side() + p.arch(); }

__global__ void kernel(int *out) {
    Probe p = {(int)threadIdx.x};
    out[4 * threadIdx.x + 0] = p.side();
    out[4 * threadIdx.x + 1] = p.arch();
    out[4 * threadIdx.x + 2] = p.twice();
    out[4 * threadIdx.x + 3] = viaFunction(p);
}

int main() {
    int *d;
    cudaMalloc(&d, 16 * sizeof(int));
    kernel<<<1, 4>>>(d);
    int h[16];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++) printf("device %d: side %d arch %d twice %d via %d\n", t, h[4 * t], h[4 * t + 1], h[4 * t + 2], h[4 * t + 3]);
    Probe p = {5};
    printf("host: side %d arch %d twice %d via %d\n", p.side(), p.arch(), p.twice(), viaFunction(p));
    return 0;
}
