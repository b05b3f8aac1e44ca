// Tests templates: a template<int N> kernel (compile-time loop count and shared array size)
// and a template<typename T> kernel instantiated with int, float and double at its launch,
// plus a templated __device__ helper and explicit template arguments.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

template <typename T>
__device__ T twice(T v) { return v + v; }

template <int N>
__global__ void blockSum(const int *in, int *out) {
    __shared__ int s[N];
    int t = threadIdx.x;
    s[t] = in[t];
    __syncthreads();
    for (int stride = N / 2; stride > 0; stride /= 2) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) out[0] = s[0];
}

template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = twice<T>(a) * x[i] + y[i];
}

template <typename T>
int runAxpy(const char *name, const char *fmt) {
    const int n = 5;
    T hx[n], hy[n];
    for (int i = 0; i < n; i++) { hx[i] = (T)i; hy[i] = (T)(10 * i); }
    T *dx, *dy;
    CHECK(cudaMalloc(&dx, sizeof(hx)));
    CHECK(cudaMalloc(&dy, sizeof(hy)));
    CHECK(cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice));
    axpy<T><<<1, 32>>>((T)3, dx, dy, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost));
    printf("%s:", name);
    for (int i = 0; i < n; i++) printf(fmt, hy[i]);
    printf("\n");
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    return 0;
}

int main() {
    int h[64], *din, *dout, r64 = 0, r16 = 0;
    for (int i = 0; i < 64; i++) h[i] = i + 1;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    blockSum<64><<<1, 64>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&r64, dout, sizeof(int), cudaMemcpyDeviceToHost));
    blockSum<16><<<1, 16>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&r16, dout, sizeof(int), cudaMemcpyDeviceToHost));
    printf("blockSum<64> = %d, blockSum<16> = %d\n", r64, r16);
    if (runAxpy<int>("int", " %d")) return 1;
    if (runAxpy<float>("float", " %.2f")) return 1;
    if (runAxpy<double>("double", " %.2f")) return 1;
    return 0;
}
