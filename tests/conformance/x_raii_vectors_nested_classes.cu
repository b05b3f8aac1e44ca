// A std::vector of objects with destructors (device buffers, a traced
// class) constructs, moves and destroys its elements where libstdc++
// does; classes nest classes of the same name (each container's
// iterator); a class's scoped enum; std::swap in a class's own swap;
// explicit instantiations; the canonical `return a *= s;` operator of a
// vector class, whose products fuse as nvcc's inlining lets them.
#include <cstdio>
#include <utility>
#include <vector>

struct Traced {
    int id;
    static int live;
    explicit Traced(int i) : id(i) {
        live++;
        printf("  make %d\n", id);
    }
    Traced(const Traced &o) : id(o.id + 100) {
        live++;
        printf("  copy %d -> %d\n", o.id, id);
    }
    Traced(Traced &&o) noexcept : id(o.id) {
        o.id = -o.id;
        live++;
        printf("  move %d\n", id);
    }
    Traced &operator=(Traced &&o) noexcept {
        printf("  move-assign %d <- %d\n", id, o.id);
        id = o.id;
        o.id = 0;
        return *this;
    }
    ~Traced() {
        live--;
        printf("  drop %d\n", id);
    }
};
int Traced::live = 0;

template <typename T> class DeviceArray {
    T *ptr_ = nullptr;
    size_t count_ = 0;

public:
    explicit DeviceArray(size_t n) : count_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    DeviceArray(DeviceArray &&o) noexcept : ptr_(o.ptr_), count_(o.count_) {
        o.ptr_ = nullptr;
        o.count_ = 0;
    }
    ~DeviceArray() {
        if (ptr_) {
            cudaFree(ptr_);
            printf("  released %zu elements\n", count_);
        }
    }
    void swap(DeviceArray &o) {
        std::swap(ptr_, o.ptr_);
        std::swap(count_, o.count_);
    }
    T *data() const { return ptr_; }
    size_t size() const { return count_; }
};
template class DeviceArray<float>;

// two containers, each with a nested class called iterator
template <typename T> class Ring {
public:
    class iterator {
    public:
        iterator(const T *b, int at, int n) : base_(b), at_(at), n_(n) {}
        T operator*() const { return base_[at_ % n_]; }
        iterator &operator++() {
            ++at_;
            return *this;
        }
        bool operator!=(const iterator &o) const { return at_ != o.at_; }

    private:
        const T *base_;
        int at_, n_;
    };
    Ring(const T *b, int n, int start) : base_(b), n_(n), start_(start) {}
    iterator begin() const { return iterator(base_, start_, n_); }
    iterator end() const { return iterator(base_, start_ + n_, n_); }

private:
    const T *base_;
    int n_, start_;
};

class Countdown {
public:
    enum class Mode { Plain, Squared };
    class iterator {
        int v_;
        Mode m_;

    public:
        iterator(int v, Mode m) : v_(v), m_(m) {}
        int operator*() const { return m_ == Mode::Squared ? v_ * v_ : v_; }
        iterator &operator++() {
            --v_;
            return *this;
        }
        bool operator!=(const iterator &o) const { return v_ != o.v_; }
    };
    Countdown(int from, Mode m) : from_(from), mode_(m) {}
    iterator begin() const { return iterator(from_, mode_); }
    iterator end() const { return iterator(0, mode_); }

private:
    int from_;
    Mode mode_;
};

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0.f), y(0.f), z(0.f) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 &operator+=(const Vec3 &o) {
        x += o.x;
        y += o.y;
        z += o.z;
        return *this;
    }
    __host__ __device__ Vec3 &operator-=(const Vec3 &o) {
        x -= o.x;
        y -= o.y;
        z -= o.z;
        return *this;
    }
    __host__ __device__ Vec3 &operator*=(float s) {
        x *= s;
        y *= s;
        z *= s;
        return *this;
    }
    friend __host__ __device__ Vec3 operator-(Vec3 a, const Vec3 &b) { return a -= b; }
    friend __host__ __device__ Vec3 operator*(Vec3 a, float s) { return a *= s; }
};
__host__ __device__ inline float dot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__global__ void pull(const Vec3 *pos, Vec3 *acc, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Vec3 a;
    for (int j = 0; j < n; ++j) {
        Vec3 d = pos[j] - pos[i];
        float inv = rsqrtf(dot(d, d) + 0.05f);
        a += d * (inv * inv * inv);
    }
    acc[i] = a;
}
template <typename T> __global__ void fillSquares(T *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (T)(i * i);
}
template __global__ void fillSquares<int>(int *, int);

int main() {
    printf("vector of traced objects:\n");
    {
        std::vector<Traced> v;
        Traced first(1);
        v.push_back(first);
        v.push_back(Traced(2));
        v.emplace_back(3);
        printf(" size %zu capacity %zu live %d\n", v.size(), v.capacity(), Traced::live);
        v.erase(v.begin());
        v.pop_back();
        v.reserve(4);
        std::vector<Traced> copy = v;
        printf(" leaving the block, live %d\n", Traced::live);
    }
    printf(" live after the block: %d\n", Traced::live);

    printf("vector of device arrays:\n");
    {
        std::vector<DeviceArray<int>> arrays;
        for (int k = 1; k <= 3; k++) arrays.emplace_back(16 * k);
        for (auto &a : arrays) fillSquares<<<1, 64>>>(a.data(), (int)a.size());
        int last = 0;
        cudaMemcpy(&last, arrays[2].data() + 47, sizeof(int), cudaMemcpyDeviceToHost);
        printf(" last square %d\n", last);
        DeviceArray<int> spare(5);
        spare.swap(arrays[0]);
        printf(" swapped: spare %zu, first %zu\n", spare.size(), arrays[0].size());
        arrays.pop_back();
        printf(" leaving the block\n");
    }

    const int ring[5] = {10, 20, 30, 40, 50};
    int sum = 0;
    for (int x : Ring<int>(ring, 5, 3)) sum = sum * 3 + x;
    printf("ring walk %d\n", sum);
    const float fr[3] = {0.5f, 1.5f, 2.5f};
    float fsum = 0.0f;
    for (float x : Ring<float>(fr, 3, 2)) fsum = fsum * 2.0f + x;
    printf("float ring walk %.2f\n", fsum);
    for (int x : Countdown(4, Countdown::Mode::Squared)) printf("%d ", x);
    Countdown::iterator it = Countdown(3, Countdown::Mode::Plain).begin();
    printf("| first %d\n", *it);

    const int n = 96;
    Vec3 hp[n];
    for (int i = 0; i < n; i++) hp[i] = Vec3(0.37f * (i % 7) - 1.1f, 0.21f * (i % 11) - 0.9f, 0.13f * (i % 5) + 0.05f * i);
    Vec3 *dp, *da;
    cudaMalloc(&dp, n * sizeof(Vec3));
    cudaMalloc(&da, n * sizeof(Vec3));
    cudaMemcpy(dp, hp, n * sizeof(Vec3), cudaMemcpyHostToDevice);
    pull<<<3, 32>>>(dp, da, n);
    Vec3 ha[n];
    cudaMemcpy(ha, da, n * sizeof(Vec3), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 19) printf("acc[%2d] = (%.6e, %.6e, %.6e)\n", i, ha[i].x, ha[i].y, ha[i].z);
    cudaFree(dp);
    cudaFree(da);
    return 0;
}
