// Template template parameters: a kernel and a host driver take the
// binning policy as a struct template and instantiate it with their own
// value type, named in the call or deduced from an argument.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                               \
    do {                                                                          \
        cudaError_t e_ = (call);                                                  \
        if (e_ != cudaSuccess) {                                                  \
            printf("%s failed: %s (line %d)\n", #call, cudaGetErrorString(e_), __LINE__); \
            return 1;                                                             \
        }                                                                         \
    } while (0)

template <typename T> struct UniformBins {
    T lo, width;
    __host__ __device__ int operator()(T v) const { return (int)((v - lo) / width); }
    static const char *name() { return "uniform"; }
};

template <typename T> struct SquareBins {
    T scale;
    __host__ __device__ int operator()(T v) const { return (int)(v * v * scale); }
    static const char *name() { return "square"; }
};

template <typename T> struct Pair { T first, second; };

template <typename T, template <typename> class Policy, int NBINS>
__global__ void bin_kernel(const T *data, int n, Policy<T> policy, unsigned *counts) {
    __shared__ unsigned local[NBINS];
    for (int i = threadIdx.x; i < NBINS; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int b = policy(data[i]);
        b = b < 0 ? 0 : (b >= NBINS ? NBINS - 1 : b);
        atomicAdd(&local[b], 1u);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < NBINS; i += blockDim.x) atomicAdd(&counts[i], local[i]);
}

template <typename T, template <typename> class Policy, int NBINS>
int run_bins(const char *label, const T *d_data, int n, Policy<T> policy) {
    unsigned *d_counts, h[NBINS];
    CHECK(cudaMalloc(&d_counts, sizeof(h)));
    CHECK(cudaMemset(d_counts, 0, sizeof(h)));
    bin_kernel<T, Policy, NBINS><<<4, 64>>>(d_data, n, policy, d_counts);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d_counts, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_counts));
    printf("%-6s %-7s:", label, Policy<T>::name());
    unsigned total = 0;
    for (int i = 0; i < NBINS; ++i) {
        printf(" %u", h[i]);
        total += h[i];
    }
    printf(" (total %u)\n", total);
    return 0;
}

// Deduced: the policy's template and its argument come from the argument.
template <typename T, template <typename> class Policy>
T first_bin_edge(Policy<T> p, T v) { return (T)p(v) + v; }

template <template <typename> class Box, typename T>
T sum_box(const Box<T> &b) { return b.first + b.second; }

int main() {
    const int n = 5000;
    float *hf = new float[n];
    int *hi = new int[n];
    unsigned s = 2463534242u;
    for (int i = 0; i < n; ++i) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        hf[i] = (s >> 9) * (1.0f / 8388608.0f) * 4.0f - 1.0f;
        hi[i] = (int)(s % 1000u) - 200;
    }
    float *df;
    int *di;
    CHECK(cudaMalloc(&df, n * sizeof(float)));
    CHECK(cudaMalloc(&di, n * sizeof(int)));
    CHECK(cudaMemcpy(df, hf, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(di, hi, n * sizeof(int), cudaMemcpyHostToDevice));

    if (run_bins<float, UniformBins, 8>("float", df, n, UniformBins<float>{-1.0f, 0.5f})) return 1;
    if (run_bins<float, SquareBins, 6>("float", df, n, SquareBins<float>{0.75f})) return 1;
    if (run_bins<int, UniformBins, 10>("int", di, n, UniformBins<int>{-200, 100})) return 1;
    if (run_bins<int, SquareBins, 5>("int", di, n, SquareBins<int>{1})) return 1;

    printf("deduced: %.9g %d %.17g\n", first_bin_edge(UniformBins<float>{-1.0f, 0.25f}, 0.3f),
           first_bin_edge(SquareBins<int>{3}, 4), first_bin_edge(UniformBins<double>{0.0, 0.1}, 0.95));
    Pair<int> pi = {20, 22};
    Pair<double> pd = {0.1, 0.2};
    printf("boxes: %d %.17g\n", sum_box(pi), sum_box(pd));
    CHECK(cudaFree(df));
    CHECK(cudaFree(di));
    delete[] hf;
    delete[] hi;
    return 0;
}
