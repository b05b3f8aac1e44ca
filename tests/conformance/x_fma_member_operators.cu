// Vec3 operator overloading shared by host and device, functor-templated transform kernel.
#include <cstdio>
#include <vector>
#include <numeric>
#include <algorithm>
#include <iostream>
#include <iomanip>
#include <cmath>

#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            std::fprintf(stderr, "CUDA error %s at %s:%d\n",                  \
                         cudaGetErrorString(err_), __FILE__, __LINE__);       \
            return 1;                                                         \
        }                                                                     \
    } while (0)

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3& o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator-(const Vec3& o) const { return Vec3(x - o.x, y - o.y, z - o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3& operator+=(const Vec3& o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ Vec3 operator-() const { return Vec3(-x, -y, -z); }
    __host__ __device__ bool operator==(const Vec3& o) const { return x == o.x && y == o.y && z == o.z; }
};

__host__ __device__ inline Vec3 operator*(float s, const Vec3& v) { return v * s; }
__host__ __device__ inline float dot(const Vec3& a, const Vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__host__ __device__ inline Vec3 cross(const Vec3& a, const Vec3& b) {
    return Vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

std::ostream& operator<<(std::ostream& os, const Vec3& v) {
    return os << "(" << v.x << ", " << v.y << ", " << v.z << ")";
}

struct CrossWithAxis {
    Vec3 axis;
    __host__ __device__ Vec3 operator()(const Vec3& v) const { return cross(v, axis) + 0.5f * v; }
};

struct Reflect {
    Vec3 n;  // unit normal
    __host__ __device__ Vec3 operator()(const Vec3& v) const { return v - n * (2.0f * dot(v, n)); }
};

template <typename Op>
__global__ void transformKernel(const Vec3* in, Vec3* out, int n, Op op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i]);
}

template <typename Op>
int runOp(const char* name, const std::vector<Vec3>& h_in, Op op) {
    const int n = static_cast<int>(h_in.size());
    Vec3 *d_in = nullptr, *d_out = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(Vec3)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(Vec3)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(Vec3), cudaMemcpyHostToDevice));
    const int block = 64;
    const int grid = (n + block - 1) / block;
    transformKernel<<<grid, block>>>(d_in, d_out, n, op);
    CUDA_CHECK(cudaGetLastError());
    std::vector<Vec3> h_out(n);
    CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(Vec3), cudaMemcpyDeviceToHost));

    std::vector<Vec3> ref(n);
    std::transform(h_in.begin(), h_in.end(), ref.begin(), op);
    int mismatches = 0;
    for (int i = 0; i < n; ++i)
        if (!(h_out[i] == ref[i])) ++mismatches;

    std::cout << "== " << name << " n=" << n << " grid=" << grid << " mismatches(vs host)=" << mismatches << "\n";
    std::cout << std::setprecision(9);
    for (int i : {0, 1, 2, n / 2, n - 2, n - 1})
        std::cout << "  out[" << std::setw(3) << i << "] = " << h_out[i] << "\n";
    Vec3 sum = std::accumulate(h_out.begin(), h_out.end(), Vec3());
    double dsum = std::inner_product(h_out.begin(), h_out.end(), h_in.begin(), 0.0,
                                     [](double a, double b) { return a + b; },
                                     [](const Vec3& a, const Vec3& b) { return (double)dot(a, b); });
    std::printf("  sum = (%.9g, %.9g, %.9g)  <out,in> = %.17g\n", sum.x, sum.y, sum.z, dsum);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    return 0;
}

int main() {
    const int n = 203;  // not a multiple of the block size
    std::vector<Vec3> h(n);
    for (int i = 0; i < n; ++i) {
        float t = 0.1f * i - 7.0f;
        h[i] = Vec3(std::sin(t) * 3.0f, t * 0.25f, -1.0f + (i % 7) * 0.375f);
    }
    h[5] = Vec3(1e30f, -1e30f, 0.0f);
    h[6] = Vec3(-0.0f, 1e-40f, 3.0f);

    std::cout << std::fixed << std::setprecision(4) << "input[0] = " << h[0] << "\n";
    std::cout.unsetf(std::ios::floatfield);

    if (runOp("cross+scale", h, CrossWithAxis{Vec3(0.0f, 0.0f, 1.0f)})) return 1;
    float s = 1.0f / std::sqrt(3.0f);
    if (runOp("reflect", h, Reflect{Vec3(s, s, s)})) return 1;
    Vec3 a(1, 2, 3), b(-4, 5, 0.5f);
    std::cout << "host: a+b=" << a + b << " -a=" << -a << " a x b=" << cross(a, b) << " a.b=" << dot(a, b) << "\n";
    return 0;
}
