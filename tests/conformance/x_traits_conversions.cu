// A conversion library over a traits struct template: clamped conversions between nine
// arithmetic types, a kernel template and a host driver template that both name the traits of
// their two parameters, drivers called with the destination type given and the source type
// deduced (run<int8_t>(floats, n)), and enable_if overloads that hash integers and floats apart.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <limits>
#include <type_traits>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t err_ = (call);                                               \
        if (err_ != cudaSuccess) {                                               \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(err_), __LINE__); \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

template <typename T>
struct Range {
    static constexpr T low = std::numeric_limits<T>::lowest();
    static constexpr T high = std::numeric_limits<T>::max();
    static constexpr int bits = std::numeric_limits<T>::digits;
    static constexpr bool isInt = std::numeric_limits<T>::is_integer;
};

// clamp a value into To's range, NaN to zero, then convert
template <typename To, typename From>
__host__ __device__ To clampTo(From v) {
    if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
        if (v != v) return To(0);
        if (v <= (From)Range<To>::low) return Range<To>::low;
        if (v >= (From)Range<To>::high) return Range<To>::high;
        return (To)v;
    } else if constexpr (std::is_integral_v<From> && std::is_integral_v<To> && sizeof(To) < sizeof(From)) {
        if ((long long)v < (long long)Range<To>::low) return Range<To>::low;
        if (std::is_unsigned_v<From> ? (unsigned long long)v > (unsigned long long)Range<To>::high
                                     : (long long)v > (long long)Range<To>::high)
            return Range<To>::high;
        return (To)v;
    } else {
        return (To)v;
    }
}

template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__host__ __device__ uint32_t fingerprint(T v) {
    uint64_t x = (uint64_t)v * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32) ^ (uint32_t)Range<T>::bits;
}
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__host__ __device__ uint32_t fingerprint(T v) {
    double d = (double)v;
    uint64_t b;
    memcpy(&b, &d, 8);
    return (uint32_t)(b ^ (b >> 29)) * 0x85EBCA6Bu + (uint32_t)Range<T>::bits;
}

template <typename To, typename From>
__global__ void convertAll(const From *in, To *out, uint32_t *prints, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    To r = clampTo<To>(in[i]);
    out[i] = r;
    prints[i] = fingerprint(r) ^ (fingerprint(in[i]) << 1);
}

template <typename T>
void show(T v) {
    if constexpr (std::is_floating_point_v<T>) printf(" %.9g", (double)v);
    else if constexpr (std::is_signed_v<T>) printf(" %lld", (long long)v);
    else printf(" %llu", (unsigned long long)v);
}

template <typename To, typename From>
void run(const From *host, int n, const char *label) {
    From *dIn;
    To *dOut;
    uint32_t *dPrints;
    CHECK(cudaMalloc(&dIn, n * sizeof(From)));
    CHECK(cudaMalloc(&dOut, n * sizeof(To)));
    CHECK(cudaMalloc(&dPrints, n * sizeof(uint32_t)));
    CHECK(cudaMemcpy(dIn, host, n * sizeof(From), cudaMemcpyHostToDevice));
    convertAll<To, From><<<1, 32>>>(dIn, dOut, dPrints, n);
    CHECK(cudaGetLastError());
    To out[32];
    uint32_t prints[32];
    CHECK(cudaMemcpy(out, dOut, n * sizeof(To), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(prints, dPrints, n * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    uint32_t h = 0;
    int differ = 0;
    printf("%s (%d -> %d bits):", label, Range<From>::bits, Range<To>::bits);
    for (int i = 0; i < n; i++) {
        show(out[i]);
        h = h * 31u + prints[i];
        To onHost = clampTo<To>(host[i]);
        differ += memcmp(&onHost, &out[i], sizeof(To)) != 0;
    }
    printf("\n  fingerprints %08x, host differs %d\n", h, differ);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dPrints));
}

int main() {
    const float floats[] = {-3e9f, -70000.5f, -200.0f, -128.5f, -1.75f, -0.0f, 0.5f, 100.25f,
                            127.5f, 128.0f, 255.75f, 300.0f, 65535.5f, 1e10f,
                            std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()};
    const int nf = sizeof floats / sizeof floats[0];
    const double doubles[] = {-1e19, -5e9, -40000.25, -1.0, 0.0, 1.5, 40000.75, 5e9, 1e19, -0.0};
    const int nd = sizeof doubles / sizeof doubles[0];
    const int64_t wides[] = {-5000000000ll, -70000, -129, -128, -1, 0, 1, 127, 255, 256, 70000, 5000000000ll};
    const int nw = sizeof wides / sizeof wides[0];
    const uint32_t words[] = {0u, 1u, 127u, 128u, 255u, 32767u, 32768u, 65535u, 2147483647u, 2147483648u, 4294967295u};
    const int nu = sizeof words / sizeof words[0];

    run<int8_t>(floats, nf, "float->int8");
    run<uint8_t>(floats, nf, "float->uint8");
    run<int16_t>(floats, nf, "float->int16");
    run<uint32_t>(floats, nf, "float->uint32");
    run<int32_t>(doubles, nd, "double->int32");
    run<uint64_t>(doubles, nd, "double->uint64");
    run<float>(doubles, nd, "double->float");
    run<int8_t>(wides, nw, "int64->int8");
    run<uint16_t>(wides, nw, "int64->uint16");
    run<int16_t>(words, nu, "uint32->int16");
    run<double>(words, nu, "uint32->double");
    printf("bits: %d %d %d %d %d %d %d %d %d\n", Range<int8_t>::bits, Range<uint8_t>::bits, Range<int16_t>::bits,
           Range<uint16_t>::bits, Range<int32_t>::bits, Range<uint32_t>::bits, Range<int64_t>::bits,
           Range<uint64_t>::bits, Range<double>::bits);
    printf("ints: %d %d %d\n", (int)Range<float>::isInt, (int)Range<int64_t>::isInt, (int)Range<uint8_t>::isInt);
    return 0;
}
