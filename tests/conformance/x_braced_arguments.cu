// Braced lists as arguments and results: f({a, b}) initialises the
// parameter (an aggregate, a constructor, a vector, a CUDA vector type),
// push_back({..}), emplace_back(a, b), std::min/std::max of a list, and
// return {..}; on the host and in device functions.
#include <cstdio>
#include <vector>
#include <utility>
#include <algorithm>

struct Point { float x, y; };
struct Cell { int row, col; __host__ __device__ Cell(int r, int c) : row(r), col(c) {} };

__host__ __device__ float norm2(Point p) { return p.x * p.x + p.y * p.y; }
__host__ __device__ int index_of(Cell c, int width) { return c.row * width + c.col; }
__device__ float2 swap2(float2 v) { return {v.y, v.x}; }
float total(const std::vector<float> &v) { float s = 0; for (float x : v) s += x; return s; }
dim3 doubled(dim3 d) { return {d.x * 2, d.y * 2}; }

__global__ void fill(float *out, int width) {
    int r = blockIdx.x, c = threadIdx.x;
    float2 s = swap2({float(r), float(c)});
    out[index_of({r, c}, width)] = norm2({s.x, s.y * 0.5f}) + max(0.0f, s.x - 1.0f);
}

int main() {
    printf("%g %d %g\n", norm2({3, 4}), index_of({2, 5}, 10), total({1, 2, 3.5f}));
    std::vector<Point> pts;
    pts.push_back({1.5f, -2.0f});
    std::vector<std::pair<int, int>> edges;
    edges.push_back({3, 4});
    edges.emplace_back(5, 6);
    printf("%g %d %d %zu\n", pts[0].y, edges[0].second, edges[1].first, edges.size());
    printf("%d %d %g %d\n", std::max({1, 5, 3}), std::min({7, 2, 9, 2}), std::max({1.5f, -2.0f}), std::min({4}));
    dim3 grid = doubled({2, 3});
    printf("%u %u %u\n", grid.x, grid.y, grid.z);
    const int w = 8;
    float *d, h[4 * w];
    cudaMalloc(&d, sizeof h);
    fill<<<grid.x, w>>>(d, w);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4 * w; i++) printf("%g%c", h[i], i % w == w - 1 ? '\n' : ' ');
    return 0;
}
