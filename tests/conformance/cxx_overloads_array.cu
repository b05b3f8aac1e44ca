// Tests function overloading (by parameter type and count, on host and device, with
// struct parameters), range-for over a plain array in device code, std::array in host code
// (aggregate initialisation, operator[], size(), fill(), range-for), std::cout.precision,
// and std::chrono timing around a kernel (only whether the elapsed time is non-negative is
// printed). std::array's members are constexpr host functions, which nvcc refuses in device
// code: tests/diagnostics/type_std_array_in_kernel.cu.
#include <cstdio>
#include <array>
#include <chrono>
#include <iostream>
#include <cuda_runtime.h>

struct Meters { float v; };
struct Feet { float v; };

__host__ __device__ float describe(int x) { return x * 2.0f; }
__host__ __device__ float describe(float x) { return x * 0.5f; }
__host__ __device__ float describe(double x) { return (float)(x * 10.0); }
__host__ __device__ float describe(int a, int b) { return (float)(a - b); }
__host__ __device__ float describe(Meters m) { return m.v; }
__host__ __device__ float describe(Feet f) { return f.v * 0.3048f; }

__global__ void overloads(float *out) {
    int t = threadIdx.x;
    float r[6] = {describe(t), describe(t * 1.5f), describe(t * 0.25), describe(t, 3),
                  describe(Meters{t + 0.5f}), describe(Feet{t * 10.0f})};
    float s = 0.0f;
    for (float v : r) s += v;
    r[0] = s;
    out[t] = r[0] + sizeof(r) / sizeof(r[0]);
}

int main() {
    auto start = std::chrono::high_resolution_clock::now();
    const int n = 8;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    overloads<<<1, n>>>(d);
    std::array<float, n> h;
    cudaMemcpy(h.data(), d, sizeof(float) * n, cudaMemcpyDeviceToHost);
    auto stop = std::chrono::high_resolution_clock::now();
    double ms = std::chrono::duration<double, std::milli>(stop - start).count();
    std::cout.precision(4);
    for (int i = 0; i < n; i++) std::cout << "out[" << i << "] = " << h[i] << '\n';
    std::cout << "host: " << describe(2) << ' ' << describe(2.0f) << ' ' << describe(2.0) << ' '
              << describe(7, 2) << ' ' << describe(Meters{1.25f}) << ' ' << describe(Feet{10.0f}) << std::endl;
    std::array<int, 5> counts;
    counts.fill(3);
    counts[2] = 10;
    int total = 0;
    for (const auto &c : counts) total += c;
    std::cout << "counts total " << total << " size " << counts.size() << " front " << counts.front()
              << " back " << counts.back() << std::endl;
    std::cout << "timed: " << (ms >= 0.0) << std::endl;
    cudaFree(d);
    return 0;
}
