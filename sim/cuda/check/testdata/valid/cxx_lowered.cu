// C++ forms the front end lowers: out-of-class member functions and
// constructors, access labels, overloaded functions, aggregates built with
// T{...}, std::array, std::chrono, std::cout.precision, numeric_limits,
// struct templates with a local constant argument, operator overloads
// chosen by constness, defaulted and deleted members.
#include <cstdio>
#include <array>
#include <chrono>
#include <iostream>
#include <limits>
#include <vector>

class Acc {
public:
    __host__ __device__ Acc();
    __host__ __device__ Acc(float s, int k = 1);
    __host__ __device__ void add(float v);
    __host__ __device__ float mean() const;
    __host__ __device__ Acc operator+(const Acc &o) const;
protected:
    float sum;
    int n;
};
__host__ __device__ Acc::Acc() : sum(0), n(0) {}
__host__ __device__ Acc::Acc(float s, int k) : sum(s), n(k) {}
__host__ __device__ void Acc::add(float v) { sum += v; n++; }
__host__ __device__ float Acc::mean() const { return n ? sum / n : 0.0f; }
__host__ __device__ Acc Acc::operator+(const Acc &o) const { return Acc(sum + o.sum, n + o.n); }

enum class Mode : unsigned { Fast = 1, Exact };
int modeBits(Mode m) { return m == Mode::Exact ? 2 : 1; }

struct M { float v; };
struct Pt { int a, b; };
__host__ __device__ float g(M m) { return m.v; }
__host__ __device__ float g(Pt p) { return p.a + p.b; }
__host__ __device__ float g(float x, float y = 2.0f) { return x * y; }

template <typename T, int N> struct Ring {
    T items[N];
    int head;
    __host__ __device__ T &operator[](int i) { return items[(head + i) % N]; }
    __host__ __device__ T operator[](int i) const { return items[(head + i) % N]; }
};

__global__ void k(float *out) {
    Acc a;
    for (int i = 0; i <= (int)threadIdx.x; i++) a.add(i);
    float r[3] = {g(M{1.5f}), g(Pt{1, 2}), g(3.0f)};
    float s = 0;
    for (float v : r) s += v;
    out[threadIdx.x] = (a + Acc(s)).mean();
}

float first(const Ring<float, 4> &ring) { return ring[0]; }

// std::array's members are host functions (constexpr to nvcc): host code only.
float total3() {
    std::array<float, 3> r = {1.0f, 2.0f, 3.5f};
    float s = 0;
    for (float v : r) s += v;
    return s + r.size();
}

// explicit, = default, = delete, noexcept and the implicit copy constructor
struct Id {
    int v;
    Id() = default;
    explicit Id(int x) : v(x) {}
    Id(const Id &) = default;
    Id &operator=(const Id &) = default;
    void forbidden() = delete;
};
__host__ __device__ inline int twiceId(Id id) noexcept { return 2 * id.v; }
int copies() {
    Id a(3), b(a), c = Id(b);
    Id d;
    d = c;
    return twiceId(d);
}

int main() {
    const int cap = 4;
    Ring<float, cap> ring = {{1, 2, 3, 4}, 1};
    ring[0] = 9.0f;
    auto t0 = std::chrono::steady_clock::now();
    float *d;
    cudaMalloc(&d, 4 * sizeof(float));
    k<<<1, 4>>>(d);
    std::vector<float> h(4);
    cudaMemcpy(h.data(), d, 4 * sizeof(float), cudaMemcpyDeviceToHost);
    auto t1 = std::chrono::steady_clock::now();
    long us = std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count();
    std::cout.precision(3);
    std::cout << h[0] << ' ' << first(ring) << ' ' << (us >= 0) << ' '
              << std::numeric_limits<short>::max() << std::endl;
    return 0;
}
