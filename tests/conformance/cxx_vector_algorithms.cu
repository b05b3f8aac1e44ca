// Tests std::vector around a kernel (size and value constructors, push_back, resize,
// operator[], data() for cudaMemcpy, size(), back(), iteration with range-for and with
// begin()/end()), the <algorithm>/<numeric> functions std::sort, std::fill,
// std::accumulate, std::iota, std::reverse, std::min_element/std::max_element,
// std::swap, std::min/std::max, and std::numeric_limits.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <limits>
#include <cuda_runtime.h>

__global__ void squareShift(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (in[i] * in[i]) % 97 - 40;
}

float mean(const std::vector<float> &v) {
    return std::accumulate(v.begin(), v.end(), 0.0f) / v.size();
}

int main() {
    const int n = 40;
    std::vector<int> in(n);
    std::iota(in.begin(), in.end(), 3);
    std::vector<int> out(n, -1);
    int *din, *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    cudaMemcpy(din, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice);
    squareShift<<<(n + 15) / 16, 16>>>(din, dout, n);
    cudaMemcpy(out.data(), dout, out.size() * sizeof(int), cudaMemcpyDeviceToHost);
    printf("out[0..4] = %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    long sum = std::accumulate(out.begin(), out.end(), 0L);
    int lo = *std::min_element(out.begin(), out.end());
    int hi = *std::max_element(out.begin(), out.end());
    printf("sum %ld min %d max %d\n", sum, lo, hi);
    std::sort(out.begin(), out.end());
    printf("sorted:");
    for (int v : out) printf(" %d", v);
    printf("\n");
    std::reverse(out.begin(), out.begin() + 5);
    printf("first five reversed: %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    std::vector<float> samples;
    for (int i = 0; i < 10; i++) samples.push_back(0.5f * i * i);
    printf("samples %zu back %.1f mean %.3f\n", samples.size(), samples.back(), mean(samples));
    samples.resize(4);
    samples.resize(6, 9.5f);
    for (auto it = samples.begin(); it != samples.end(); ++it) printf("%.2f ", *it);
    printf("\n");
    std::fill(samples.begin(), samples.begin() + 2, -1.0f);
    float &first = samples[0];
    first *= 3.0f;
    printf("after fill: %.1f %.1f %.1f size %zu\n", samples[0], samples[1], samples[2], samples.size());
    int a = 7, b = 2;
    std::swap(a, b);
    printf("swap %d %d min %d max %d\n", a, b, std::min(a, b), std::max(a, b));
    int imax = std::numeric_limits<int>::max();
    float fmax = std::numeric_limits<float>::max();
    double eps = std::numeric_limits<double>::epsilon();
    printf("limits %d %g %g %d\n", imax, fmax, eps, std::numeric_limits<int>::min() < 0);
    std::vector<double> empty;
    printf("empty %d size %zu\n", empty.empty(), empty.size());
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
