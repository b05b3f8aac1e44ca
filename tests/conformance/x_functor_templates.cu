// Generic kernels the way template libraries write them: a transform kernel templated on a
// functor type (structs with __device__ operator()), a reduce kernel templated on the
// operation and the block size, and a class template holding a device pointer and size.
#include <cstdio>
#include <cuda_runtime.h>

struct Square {
    __device__ float operator()(float x) const { return x * x; }
};
struct Affine {
    float a, b;
    __device__ float operator()(float x) const { return a * x + b; }
};
struct AddOp {
    __device__ int operator()(int x, int y) const { return x + y; }
    static __device__ int identity() { return 0; }
};
struct MaxOp {
    __device__ int operator()(int x, int y) const { return x > y ? x : y; }
    static __device__ int identity() { return -2147483647 - 1; }
};

template <typename F>
__global__ void transform(const float *in, float *out, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(in[i]);
}

template <typename Op, int BLOCK>
__global__ void reduce(const int *in, int *out, int n) {
    __shared__ int s[BLOCK];
    Op op;
    int i = blockIdx.x * BLOCK + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : Op::identity();
    __syncthreads();
    for (int k = BLOCK / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + k]);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

template <typename T>
struct DeviceArray {
    T *ptr;
    int n;
    __host__ __device__ int size() const { return n; }
    __device__ T &operator[](int i) { return ptr[i]; }
};

__global__ void fillIndex(DeviceArray<int> a) {
    int i = threadIdx.x;
    if (i < a.size()) a[i] = i * 3;
}

int main() {
    const int n = 100;
    float h[n], r[n];
    for (int i = 0; i < n; i++) h[i] = i * 0.5f - 10.0f;
    float *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    transform<<<1, 128>>>(din, dout, n, Square());
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("square: %g %g %g\n", r[0], r[20], r[99]);
    Affine af = {2.0f, -1.0f};
    transform<<<1, 128>>>(din, dout, n, af);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("affine: %g %g %g\n", r[0], r[20], r[99]);

    int hi[1000], part[8];
    for (int i = 0; i < 1000; i++) hi[i] = (i * 7919) % 1000 - 500;
    int *di, *dp;
    cudaMalloc(&di, sizeof hi);
    cudaMalloc(&dp, sizeof part);
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    reduce<AddOp, 128><<<8, 128>>>(di, dp, 1000);
    cudaMemcpy(part, dp, sizeof part, cudaMemcpyDeviceToHost);
    int sum = 0;
    for (int b = 0; b < 8; b++) sum += part[b];
    reduce<MaxOp, 128><<<8, 128>>>(di, dp, 1000);
    cudaMemcpy(part, dp, sizeof part, cudaMemcpyDeviceToHost);
    int mx = part[0];
    for (int b = 1; b < 8; b++) mx = part[b] > mx ? part[b] : mx;
    printf("sum %d max %d last partial %d\n", sum, mx, part[7]);

    DeviceArray<int> arr;
    arr.n = 20;
    cudaMalloc(&arr.ptr, arr.n * sizeof(int));
    fillIndex<<<1, 32>>>(arr);
    int back[20];
    cudaMemcpy(back, arr.ptr, sizeof back, cudaMemcpyDeviceToHost);
    printf("array: size %d, %d %d %d\n", arr.size(), back[0], back[1], back[19]);
    cudaFree(din); cudaFree(dout); cudaFree(di); cudaFree(dp); cudaFree(arr.ptr);
    return 0;
}
