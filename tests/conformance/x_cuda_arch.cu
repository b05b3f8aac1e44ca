// nvcc compiles a file twice, the device pass with __CUDA_ARCH__ defined
// (900 on an H200) and the host pass without: kernels and device functions
// see the device pass's branches, main the host pass's, and file-scope
// definitions exist in the pass that keeps them.
#include <cstdio>

// A double atomicAdd written by hand for GPUs older than sm_60, guarded
// so that only a device pass for them would compile it.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *address, double val) {
    return val;  // not compiled for sm_90
}
#endif

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
#define HAS_VOLTA_FEATURES 1
#else
#define HAS_VOLTA_FEATURES 0
#endif

// defined only where a device pass for Volta or newer keeps it
#if __CUDA_ARCH__ >= 700
__device__ int warpLeader(int lane) { return __ffs(__activemask()) - 1 + lane * 0; }
#endif

__device__ int generation() {
#if __CUDA_ARCH__ >= 900
    int g = 9;
#elif __CUDA_ARCH__ >= 800
    int g = 8;
#elif __CUDA_ARCH__ >= 700
    int g = 7;
#else
    int g = 0;
#endif
    return g;
}

namespace lab {
struct Probe {
    int scale;
    __device__ int value(int x) const {
#ifndef __CUDA_ARCH__
        return -x;
#else
        return x * scale;
#endif
    }
};
}  // namespace lab

__host__ __device__ int twice(int x) { return 2 * x; }

// A __host__ __device__ function whose body differs between the passes:
// the device pass's body runs on the device, the host pass's on the host,
// also when another __host__ __device__ function calls it.
__host__ __device__ int side();
__global__ void early(int *out) { out[0] = side(); }
__host__ __device__ int side() {
#ifdef __CUDA_ARCH__
    return __CUDA_ARCH__ / 100;
#else
    return -1;
#endif
}
__host__ __device__ int sideTwice() { return 2 * side(); }
__device__ int sidePlusOne() { return side() + 1; }

__global__ void report(double *sum, int *out) {
    int t = threadIdx.x;
#ifdef __CUDA_ARCH__
    if (t == 0) printf("device pass: __CUDA_ARCH__ = %d\n", __CUDA_ARCH__);
#else
    if (t == 0) printf("host pass text in a kernel\n");
#endif
    atomicAdd(sum, 0.5 * t);
    lab::Probe p{3};
    int v = generation() * 100 + p.value(t) + twice(HAS_VOLTA_FEATURES);
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
    v += 1000 * (warpLeader(t) + 1);
#endif
    out[t] = v;
    if (t == 0) printf("side %d, side + 1 %d, twice %d\n", side(), sidePlusOne(), sideTwice());
}

int main() {
    double *dsum;
    int *dout;
    cudaMalloc(&dsum, sizeof(double));
    cudaMalloc(&dout, 8 * sizeof(int));
    cudaMemset(dsum, 0, sizeof(double));
    report<<<1, 8>>>(dsum, dout);
    double sum;
    int out[8];
    cudaMemcpy(&sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    printf("sum %.1f\n", sum);
    for (int i = 0; i < 8; i++) printf("%d%c", out[i], i == 7 ? '\n' : ' ');
#ifdef __CUDA_ARCH__
    printf("host sees __CUDA_ARCH__\n");
#else
    printf("host pass: no __CUDA_ARCH__, twice(21) = %d\n", twice(21));
    early<<<1, 1>>>(dout);
    cudaMemcpy(out, dout, sizeof(int), cudaMemcpyDeviceToHost);
    printf("early %d, host side %d, host twice %d\n", out[0], side(), sideTwice());
#endif
    return 0;
}
