// Modern C++ in CUDA code: constexpr, auto, static_assert, nullptr, using aliases, function
// templates with explicit and deduced arguments, non-type template parameters, a full
// specialisation, __host__ __device__ functions called from both sides, __forceinline__,
// __noinline__, static __device__ helpers and an extern "C" kernel.
#include <cstdio>
#include <cuda_runtime.h>

using real = float;
typedef unsigned int uint;
constexpr int N = 64;
constexpr int square(int x) { return x * x; }
static_assert(square(4) == 16, "constexpr works");
static_assert(sizeof(real) == 4, "float");

template <typename T>
__host__ __device__ T clampv(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

template <int K>
__device__ __forceinline__ int scaleBy(int x) { return x * K; }

template <typename T> struct Name { static constexpr const char *str = "generic"; };

template <typename T> __host__ __device__ int kind() { return 0; }
template <> __host__ __device__ int kind<float>() { return 1; }
template <> __host__ __device__ int kind<double>() { return 2; }

static __device__ int helper(int x) { return x ^ 0x55; }
__device__ __noinline__ int slowAdd(int a, int b) { return a + b; }

template <typename T, int BLOCK>
__global__ void clampKernel(T *data, T lo, T hi) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    auto v = data[i];
    data[i] = clampv(v, lo, hi);
}

extern "C" __global__ void mixKernel(int *out) {
    int i = threadIdx.x;
    auto a = scaleBy<3>(i);
    auto b = helper(i);
    out[i] = slowAdd(a, b) + kind<float>() * 1000 + kind<double>() * 10000 + kind<int>();
}

int main() {
    real h[N];
    for (int i = 0; i < N; i++) h[i] = (real)(i - 20) * 0.5f;
    real *d = nullptr;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    clampKernel<real, 32><<<N / 32, 32>>>(d, -3.0f, 7.25f);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i += 7) printf("%g ", h[i]);
    printf("\n");

    int *di, hi[32];
    cudaMalloc(&di, sizeof hi);
    mixKernel<<<1, 32>>>(di);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    for (auto k = 0; k < 32; k += 5) printf("%d ", hi[k]);
    printf("\n");
    printf("host: clamp=%d %.2f kinds=%d%d%d square=%d\n", clampv(15, 0, 10), clampv<double>(-1.5, -1, 1),
           kind<int>(), kind<float>(), kind<double>(), square(9));
    constexpr uint mask = 0xF0u;
    printf("mask=%u name=%s nullptr=%d\n", mask, Name<int>::str, d == nullptr);
    cudaFree(d);
    cudaFree(di);
    return 0;
}
