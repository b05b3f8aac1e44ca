// C++ that host code around kernels uses: delegating constructors (an RAII
// device buffer among them), std::deque built from a braced list, bit-fields
// of enum types, and a member function whose name is also a std algorithm's.
#include <cstdio>
#include <deque>
#include <vector>

template <typename T> class DeviceArray {
public:
    explicit DeviceArray(size_t n) : n_(n) { cudaMalloc(&p_, sizeof(T) * (n ? n : 1)); }
    DeviceArray(const std::vector<T> &h) : DeviceArray(h.size())
    {
        cudaMemcpy(p_, h.data(), sizeof(T) * n_, cudaMemcpyHostToDevice);
    }
    ~DeviceArray() { cudaFree(p_); }
    DeviceArray(const DeviceArray &) = delete;
    T *get() const { return p_; }
    size_t size() const { return n_; }
    std::vector<T> download() const
    {
        std::vector<T> h(n_);
        cudaMemcpy(h.data(), p_, sizeof(T) * n_, cudaMemcpyDeviceToHost);
        return h;
    }

private:
    T *p_ = nullptr;
    size_t n_ = 0;
};

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ explicit Vec3(float s) : Vec3(s, s * 2, s * 3) { z += 0.5f; }
    __host__ __device__ Vec3() : Vec3(1.0f) {}
};

struct Accumulator {
    int bias;
    __host__ __device__ int reduce(int a, int b) const { return a + b + bias; }
    __host__ __device__ int fold(const int *v, int n) const
    {
        int acc = 0;
        for (int i = 0; i < n; i++) acc = reduce(acc, v[i]);
        return acc;
    }
};

enum Channel : unsigned { RED, GREEN, BLUE = 3 };
enum Mode { OFF, SLOW, FAST, TURBO };
enum Delta { DOWN = -1, SAME, UP };
enum class Level { LOW, MID, HIGH, MAX };
struct Packed {
    Channel ch : 2;
    Mode mode : 2;
    Delta delta : 2;
    Level level : 2;
};

__global__ void build(const int *v, int n, float *out)
{
    int i = threadIdx.x;
    Vec3 a(1.5f * i);
    Vec3 b;
    Accumulator acc{i};
    out[i] = a.x + a.y * b.z + a.z + acc.fold(v, n);
}

int main()
{
    std::vector<int> values = {4, 8, 15, 16, 23, 42};
    DeviceArray<int> dv(values);
    DeviceArray<float> dout(8);
    build<<<1, 8>>>(dv.get(), (int)dv.size(), dout.get());
    std::vector<float> out = dout.download();
    for (int i = 0; i < 8; i++) printf("out[%d] = %g\n", i, out[i]);

    Vec3 v(2.0f), w;
    printf("v = (%g, %g, %g), w = (%g, %g, %g)\n", v.x, v.y, v.z, w.x, w.y, w.z);
    Accumulator host{-1};
    printf("host fold = %d\n", host.fold(values.data(), (int)values.size()));

    // breadth-first order over a small tree, starting from a queue of one
    int children[7][2] = {{1, 2}, {3, 4}, {5, 6}, {-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}};
    int root = 0;
    std::deque<int> queue{root};
    printf("bfs:");
    while (!queue.empty()) {
        int at = queue.front();
        queue.pop_front();
        printf(" %d", at);
        for (int c : children[at])
            if (c >= 0) queue.push_back(c);
    }
    printf("\n");
    std::deque<int> one{4}, two{2, 9}, counted(3, 7);
    std::deque<double> list = {0.5, 1.5, 2.5};
    list.push_front(-0.5);
    printf("one: %zu [%d]  two: %zu [%d %d]  counted: %zu [%d]  list: %zu [%g .. %g]\n", one.size(), one[0],
           two.size(), two[0], two[1], counted.size(), counted[2], list.size(), list.front(), list.back());

    Packed p{};
    p.ch = BLUE;
    p.mode = TURBO;
    p.delta = UP;
    p.level = Level::MAX;
    printf("packed: ch=%u (%s) mode=%d (%s) delta=%d level=%d\n", (unsigned)p.ch, p.ch == BLUE ? "blue" : "?",
           (int)p.mode, p.mode == TURBO ? "turbo" : "?", (int)p.delta, (int)p.level);
    p.delta = DOWN;
    printf("delta down reads %d\n", (int)p.delta);
    return 0;
}
