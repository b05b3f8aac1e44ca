// Aliases of the program's own namespaces (namespace ip = imgproc; and an alias of a nested
// one), used for types, functions and constants on the host and the device, and casts whose
// target type ends in a template's closing angle: static_cast<std::make_unsigned_t<T>>(v).
#include <cstdio>
#include <type_traits>
#include <cuda_runtime.h>

namespace imgproc {
constexpr int kRadius = 2;
namespace filters {
__host__ __device__ inline float weight(int d) { return 1.0f / (1.0f + d * d); }
}
struct Pixel { unsigned char r, g, b; };
__host__ __device__ inline float luma(Pixel p) { return 0.299f * p.r + 0.587f * p.g + 0.114f * p.b; }
}

namespace ip = imgproc;
namespace ipf = imgproc::filters;
namespace ipf2 = ip::filters;

template <typename T>
__host__ __device__ unsigned long long widen(T v) {
    return static_cast<unsigned long long>(static_cast<std::make_unsigned_t<T>>(v));
}

__global__ void blur(const ip::Pixel *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f, wsum = 0.0f;
    for (int d = -ip::kRadius; d <= ip::kRadius; d++) {
        int j = min(max(i + d, 0), n - 1);
        float w = ipf::weight(d) + ipf2::weight(d + 1);
        acc += w * ip::luma(in[j]);
        wsum += w;
    }
    out[i] = acc / wsum;
}

__global__ void casts(int *in, unsigned long long *out) {
    int t = threadIdx.x;
    out[t] = widen(in[t]) + widen(static_cast<short>(in[t]));
}

int main() {
    const int n = 16;
    ip::Pixel h[n];
    for (int i = 0; i < n; i++) h[i] = ip::Pixel{(unsigned char)(i * 37), (unsigned char)(255 - i * 11), (unsigned char)(i * i)};
    ip::Pixel *d; float *o;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, n * sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    blur<<<1, 32>>>(d, o, n);
    float ho[n];
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 5) printf("blur[%d] = %.9g\n", i, ho[i]);

    int hv[4] = {-1, 7, -70000, 123456};
    int *dv; unsigned long long *dw;
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dw, 4 * sizeof(unsigned long long));
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    casts<<<1, 4>>>(dv, dw);
    unsigned long long hw[4];
    cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("device %d -> %llu, host %llu\n", hv[i], hw[i], widen(hv[i]) + widen(static_cast<short>(hv[i])));
    printf("radius %d, weight(1) %.9g, luma %.9g\n", ip::kRadius, ipf2::weight(1), ip::luma(h[3]));
    return 0;
}
