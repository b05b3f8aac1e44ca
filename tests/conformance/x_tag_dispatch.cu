// Tag dispatch: overloads that take std::true_type or std::false_type, picked by passing a
// trait's object (std::is_integral<T>(), std::is_floating_point<T>{}), in device and host code;
// the tags' value member on both sides, their conversion to bool and their call operator on the host.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <type_traits>
#include <cuda_runtime.h>

// quantize: integers by a shift, floats by scaling and rounding
template <typename T>
__host__ __device__ int quantize(T v, std::true_type) { return (int)(v >> 2); }
template <typename T>
__host__ __device__ int quantize(T v, std::false_type) { return (int)rintf((float)v * 0.25f); }
template <typename T>
__host__ __device__ int quantize(T v) { return quantize(v, std::is_integral<T>()); }

// magnitude: a signed type folds its sign, an unsigned one cannot be negative
template <typename T>
__host__ __device__ unsigned magnitudeImpl(T v, std::true_type) { return v < 0 ? (unsigned)(-(long long)v) : (unsigned)v; }
template <typename T>
__host__ __device__ unsigned magnitudeImpl(T v, std::false_type) { return (unsigned)v; }
template <typename T>
__host__ __device__ unsigned magnitude(T v) { return magnitudeImpl(v, std::is_signed<T>{}); }

// (the tags' conversion and call are constexpr host functions: device code reads their value)
__device__ int describe(std::true_type t) { return t.value ? 10 : 0; }
__device__ int describe(std::false_type) { return std::false_type::value ? 1 : 2; }

template <typename T>
__global__ void classify(const T *in, int *q, unsigned *m, int *d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    q[i] = quantize(in[i]);
    m[i] = magnitude(in[i]);
    d[i] = describe(std::is_floating_point<T>()) + (std::is_integral<T>::value ? 100 : 0);
}

template <typename T>
void run(const char *name, const T *h, int n) {
    T *din;
    int *dq, *dd;
    unsigned *dm;
    cudaMalloc(&din, n * sizeof(T));
    cudaMalloc(&dq, n * sizeof(int));
    cudaMalloc(&dm, n * sizeof(unsigned));
    cudaMalloc(&dd, n * sizeof(int));
    cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
    classify<T><<<1, 32>>>(din, dq, dm, dd, n);
    int q[16], d[16];
    unsigned m[16];
    cudaMemcpy(q, dq, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(m, dm, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(d, dd, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%-8s", name);
    int same = 0;
    for (int i = 0; i < n; i++) {
        printf(" %d/%u", q[i], m[i]);
        same += q[i] == quantize(h[i]) && m[i] == magnitude(h[i]);
    }
    printf("  describe %d, host agrees %d of %d\n", d[0], same, n);
    cudaFree(din);
    cudaFree(dq);
    cudaFree(dm);
    cudaFree(dd);
}

int main() {
    const int ints[] = {-9, -4, -1, 0, 3, 7, 100, -1000};
    const unsigned words[] = {0u, 5u, 17u, 4000000000u, 123456u};
    const float floats[] = {-9.5f, -1.25f, 0.0f, 0.5f, 1.5f, 2.5f, 3.75f, 1000.1f};
    const double doubles[] = {-2.5, 1e3, 6.0, -0.125};
    const int16_t shorts[] = {-32768, -7, 9, 32767};
    run("int", ints, 8);
    run("unsigned", words, 5);
    run("float", floats, 8);
    run("double", doubles, 4);
    run("int16", shorts, 4);
    printf("tags: %d %d %d %d\n", (int)std::true_type::value, (int)std::false_type::value,
           (int)(bool)std::is_integral<char>(), (int)std::is_floating_point<int>{}());
    return 0;
}
