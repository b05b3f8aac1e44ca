// Structured bindings (C++17): auto [a, b] = value copies and names its
// members, auto &[a, b] names the original's, in declarations and
// range-for loops, on the host and in device code (CUDA vector types and
// pairs included).
#include <cstdio>
#include <vector>
#include <utility>

struct Sample { int id; float weight; };

std::pair<int, float> heaviest(const std::vector<Sample> &v) {
    int best = 0;
    for (int i = 1; i < (int)v.size(); i++)
        if (v[i].weight > v[best].weight) best = i;
    return {v[best].id, v[best].weight};
}

__device__ float2 polar(float x, float y) { return make_float2(sqrtf(x * x + y * y), atan2f(y, x)); }

__global__ void to_polar(const float2 *in, float2 *out) {
    int i = threadIdx.x;
    auto [x, y] = in[i];
    auto [r, theta] = polar(x, y);
    auto &[ox, oy] = out[i];
    ox = r;
    oy = theta;
}

int main() {
    std::vector<Sample> samples = {{4, 0.5f}, {9, 2.25f}, {2, 1.0f}};
    auto [id, weight] = heaviest(samples);
    printf("heaviest %d %.2f\n", id, weight);
    for (auto &[sid, w] : samples) w *= sid;
    for (auto [sid, w] : samples) printf("%d:%.2f ", sid, w);
    printf("\n");
    Sample copy = samples[0];
    auto [a, b] = copy;
    a = 100;
    auto &[ra, rb] = copy;
    rb = -1;
    printf("%d %d %.1f\n", a, copy.id, copy.weight);

    const int n = 4;
    float2 h[n] = {{3, 4}, {0, 2}, {-1, 0}, {1, 1}}, r[n];
    float2 *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    to_polar<<<1, n>>>(din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (auto [rad, ang] : r) printf("(%.4f, %.4f) ", rad, ang);
    printf("\n");
    return 0;
}
