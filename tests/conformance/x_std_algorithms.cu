// The C++ standard library around kernels: std::vector<float> with .data() and .size(),
// std::fill, std::iota, std::accumulate, std::sort, std::min/max/swap, std::reverse,
// <cstdint> types (uint8_t, int16_t, int64_t, uint64_t), sizeof with %zu and <chrono> timing
// that is measured but never printed.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <algorithm>
#include <numeric>
#include <chrono>
#include <cuda_runtime.h>

__global__ void scale(float *v, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= s;
}

__global__ void bytes(const uint8_t *in, int64_t *out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = (int64_t)in[i] * -1000000000LL + (int16_t)(in[i] << 8);
}

int main() {
    auto t0 = std::chrono::high_resolution_clock::now();
    std::vector<float> v(1000);
    std::iota(v.begin(), v.end(), 1.0f);
    float *d;
    cudaMalloc(&d, v.size() * sizeof(float));
    cudaMemcpy(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(int)(v.size() + 255) / 256, 256>>>(d, (int)v.size(), 0.5f);
    cudaMemcpy(v.data(), d, v.size() * sizeof(float), cudaMemcpyDeviceToHost);
    float total = std::accumulate(v.begin(), v.end(), 0.0f);
    printf("size %zu sum %.1f front %.1f back %.1f\n", v.size(), total, v.front(), v.back());

    std::vector<int> w = {9, -2, 7, 4, 4, 0, 15, -8};
    std::sort(w.begin(), w.end());
    for (int x : w) printf("%d ", x);
    printf("\n");
    std::reverse(w.begin(), w.end());
    int a = 3, b = 8;
    std::swap(a, b);
    printf("first %d min %d max %d swapped %d %d\n", w[0], std::min(a, b), std::max(w[1], w[2]), a, b);
    std::vector<int> z(5);
    std::fill(z.begin(), z.end(), 42);
    z.push_back(-1);
    printf("z: %d %d size %zu\n", z[0], z[5], z.size());

    uint8_t in[6] = {0, 1, 2, 127, 128, 255};
    uint8_t *din;
    int64_t *dout, out[6];
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    bytes<<<1, 32>>>(din, dout, 6);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf("%lld ", (long long)out[i]);
    printf("\n");
    uint64_t big = UINT64_MAX;
    int8_t neg = (int8_t)200;
    printf("sizes %zu %zu %zu %zu %zu big %llu neg %d\n", sizeof(uint8_t), sizeof(int16_t), sizeof(int64_t),
           sizeof(size_t), sizeof(ptrdiff_t), (unsigned long long)big, neg);
    auto t1 = std::chrono::high_resolution_clock::now();
    double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    printf("timing measured: %s\n", ms >= 0 ? "yes" : "no");
    cudaFree(d); cudaFree(din); cudaFree(dout);
    return 0;
}
