// Function templates told apart by std::enable_if (SFINAE): in an unnamed template parameter
// (enable_if_t<B, int> = 0, typename = enable_if_t<B>, typename enable_if<B>::type * = nullptr),
// in the result type, in a defaulted function parameter, in member function templates, and in
// templates that use a traits struct template of their own parameter (the lab makes those for
// the instances the program names: Traits<long long> and Traits<unsigned> are named in main).
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t err_ = (call);                                               \
        if (err_ != cudaSuccess) {                                               \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__); \
            return 1;                                                            \
        }                                                                        \
    } while (0)

// which kind of number: 1 integral, 2 floating point
template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__host__ __device__ int kindOf(T) { return 1; }
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__host__ __device__ int kindOf(T) { return 2; }

// the guard is the only thing that differs: result types of enable_if
template <typename T>
__device__ typename std::enable_if<std::is_integral<T>::value, T>::type scaled(T v) { return v * 3; }
template <typename T>
__device__ typename std::enable_if<!std::is_integral<T>::value, T>::type scaled(T v) { return v * (T)1.5 + (T)0.25; }

// by size
template <typename T>
__device__ std::enable_if_t<(sizeof(T) <= 4), unsigned> bitsOf(T) { return 32u; }
template <typename T>
__device__ std::enable_if_t<(sizeof(T) > 4), unsigned> bitsOf(T) { return 64u; }

// a pointer parameter that defaults to nullptr
template <typename T, typename std::enable_if<std::is_signed<T>::value>::type * = nullptr>
__device__ int signOf(T v) { return v < 0 ? -1 : (v > 0 ? 1 : 0); }
template <typename T, typename std::enable_if<std::is_unsigned<T>::value>::type * = nullptr>
__device__ int signOf(T v) { return v != 0 ? 2 : 0; }

// a guarded function parameter
template <typename T>
__device__ T clampLow(T x, std::enable_if_t<std::is_signed<T>::value> * = nullptr) { return x < 0 ? T(0) : x; }
template <typename T>
__device__ T clampLow(T x, std::enable_if_t<std::is_unsigned<T>::value> * = nullptr) { return x > 1000u ? T(1000) : x; }

// a single template with a type-parameter guard
template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>>
__host__ __device__ T square(T v) { return v * v; }

// member function templates
struct Accumulator {
    double sum = 0.0;
    int count = 0;
    template <typename T, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0>
    __device__ void add(T v) { sum += (double)v; count += 10; }
    template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
    __device__ void add(T v) { sum += (double)v * 0.5; count += 1; }
};

// a traits struct template used by guarded templates
template <typename T>
struct Traits {
    static constexpr int digits = std::numeric_limits<T>::digits;
    static constexpr bool is_signed = std::numeric_limits<T>::is_signed;
};

template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__host__ __device__ uint32_t mixBits(T v) {
    uint64_t x = static_cast<uint64_t>(static_cast<std::make_unsigned_t<T>>(v));
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    return static_cast<uint32_t>(x) ^ static_cast<uint32_t>(Traits<T>::digits);
}
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__host__ __device__ uint32_t mixBits(T v) {
    if constexpr (sizeof(T) == 4) {
        uint32_t b;
        memcpy(&b, &v, 4);
        return b * 0x9E3779B1u ^ static_cast<uint32_t>(Traits<T>::digits);
    } else {
        uint64_t b;
        memcpy(&b, &v, 8);
        return static_cast<uint32_t>(b ^ (b >> 32)) * 0x9E3779B1u ^ static_cast<uint32_t>(Traits<T>::digits);
    }
}

__global__ void dispatch(const int *ints, const float *floats, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int a = ints[i];
    float f = floats[i];
    unsigned u = (unsigned)a * 977u;
    long long wide = (long long)a << 33;
    int r = 0;
    r = r * 7 + kindOf(a);
    r = r * 7 + kindOf(f);
    r = r * 7 + kindOf(wide);
    r = r * 7 + kindOf((double)f);
    r = r * 7 + (int)bitsOf(a) / 8;
    r = r * 7 + (int)bitsOf(wide) / 8;
    r = r * 7 + (int)bitsOf((double)f) / 8;
    r = r * 7 + signOf(a) + 1;
    r = r * 7 + signOf(u);
    out[4 * i] = r;
    out[4 * i + 1] = scaled(a) + clampLow(a) + (int)clampLow(u);
    out[4 * i + 2] = (int)(scaled(f) * 1000.0f) + square(a % 100);
    out[4 * i + 3] = (int)(mixBits(a) ^ mixBits(f) ^ mixBits(wide) ^ mixBits((double)f) ^ mixBits(u));
}

__global__ void accumulate(const int *ints, const float *floats, double *sums, int *counts, int n) {
    Accumulator acc;
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        acc.add(ints[i]);
        acc.add(floats[i]);
        acc.add((short)(ints[i] & 0x7fff));
        acc.add((double)floats[i] * 0.25);
    }
    sums[threadIdx.x] = acc.sum;
    counts[threadIdx.x] = acc.count;
}

int main() {
    const int n = 96, threads = 8;
    int hInts[n];
    float hFloats[n];
    for (int i = 0; i < n; i++) {
        hInts[i] = (i * 7919) % 2001 - 1000;
        hFloats[i] = (float)((i * 37) % 101 - 50) / 8.0f;
    }
    int *dInts, *dOut, *dCounts;
    float *dFloats;
    double *dSums;
    CHECK(cudaMalloc(&dInts, sizeof hInts));
    CHECK(cudaMalloc(&dFloats, sizeof hFloats));
    CHECK(cudaMalloc(&dOut, 4 * n * sizeof(int)));
    CHECK(cudaMalloc(&dSums, threads * sizeof(double)));
    CHECK(cudaMalloc(&dCounts, threads * sizeof(int)));
    CHECK(cudaMemcpy(dInts, hInts, sizeof hInts, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dFloats, hFloats, sizeof hFloats, cudaMemcpyHostToDevice));
    dispatch<<<3, 32>>>(dInts, dFloats, dOut, n);
    CHECK(cudaGetLastError());
    accumulate<<<1, threads>>>(dInts, dFloats, dSums, dCounts, n);
    CHECK(cudaGetLastError());
    int hOut[4 * n];
    double hSums[threads];
    int hCounts[threads];
    CHECK(cudaMemcpy(hOut, dOut, sizeof hOut, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hSums, dSums, sizeof hSums, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hCounts, dCounts, sizeof hCounts, cudaMemcpyDeviceToHost));

    for (int i = 0; i < 12; i++)
        printf("%2d: a=%5d f=%8.3f kinds=%d sum=%d scaled=%d mix=%08x\n", i, hInts[i], hFloats[i],
               hOut[4 * i], hOut[4 * i + 1], hOut[4 * i + 2], (unsigned)hOut[4 * i + 3]);
    uint32_t h = 2166136261u;
    for (int i = 0; i < 4 * n; i++) h = (h ^ (uint32_t)hOut[i]) * 16777619u;
    printf("hash of all %d results: %08x\n", 4 * n, h);
    for (int t = 0; t < threads; t++) printf("thread %d: sum=%.17g count=%d\n", t, hSums[t], hCounts[t]);

    // the same overloads on the host
    printf("host: kinds %d %d %d %d, squares %d %.6f, mix %08x %08x %08x\n", kindOf('x'), kindOf(2.5),
           kindOf(7ull), kindOf(1.0f), square(-12), square(1.25), mixBits(12345), mixBits(0.1f), mixBits(-7ll));
    printf("traits: int %d/%d float %d double %d long long %d unsigned %d/%d\n", Traits<int>::digits,
           (int)Traits<int>::is_signed, Traits<float>::digits, Traits<double>::digits, Traits<long long>::digits,
           Traits<unsigned>::digits, (int)Traits<unsigned>::is_signed);
    CHECK(cudaFree(dInts));
    CHECK(cudaFree(dFloats));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dSums));
    CHECK(cudaFree(dCounts));
    return 0;
}
