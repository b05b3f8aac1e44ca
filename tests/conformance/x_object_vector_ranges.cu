// Vectors around classes with destructors: a range erased from a vector of
// traced objects (moved down, then destroyed in order), a vector of
// pointers to a polymorphic class cleaned with erase-remove, and a vector
// of a class template's instances that own device memory.
#include <algorithm>
#include <cstdio>
#include <vector>

struct Traced {
    int v;
    Traced(int x) : v(x) {}
    Traced(const Traced &o) : v(o.v) {}
    Traced &operator=(const Traced &o) {
        v = o.v;
        return *this;
    }
    ~Traced() { printf(" ~%d", v); }
};

struct Listener {
    int id;
    explicit Listener(int i) : id(i) {}
    virtual ~Listener() {}
    virtual int weight() const { return id; }
};

struct Heavy : Listener {
    explicit Heavy(int i) : Listener(i) {}
    int weight() const override { return 10 * id; }
};

template <typename T>
struct DeviceArray {
    T *ptr;
    int n;
    explicit DeviceArray(int count) : ptr(nullptr), n(count) { cudaMalloc(&ptr, n * sizeof(T)); }
    DeviceArray(DeviceArray &&o) noexcept : ptr(o.ptr), n(o.n) { o.ptr = nullptr; }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(DeviceArray &&o) noexcept {
        if (this != &o) {
            cudaFree(ptr);
            ptr = o.ptr;
            n = o.n;
            o.ptr = nullptr;
        }
        return *this;
    }
    ~DeviceArray() {
        if (ptr) printf(" free(%d)", n);
        cudaFree(ptr);
    }
};

__global__ void fill(float *p, int n, float v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v * i;
}

int main() {
    printf("build:");
    std::vector<Traced> t;
    t.reserve(8);
    for (int i = 0; i < 6; ++i) t.emplace_back(i);
    printf("\nerase [1, 3):");
    t.erase(t.begin() + 1, t.begin() + 3);
    printf("\nleft:");
    for (const Traced &x : t) printf(" %d", x.v);
    printf("\nerase nothing:");
    t.erase(t.begin() + 2, t.begin() + 2);
    printf(" (size %zu)\n", t.size());

    Listener a(1), c(3);
    Heavy b(2), d(4);
    std::vector<Listener *> ls = {&a, &b, &c, &b, &d};
    ls.erase(std::remove(ls.begin(), ls.end(), static_cast<Listener *>(&b)), ls.end());
    int total = 0;
    for (Listener *l : ls) total += l->weight();
    printf("listeners %zu, weight %d\n", ls.size(), total);

    printf("arrays:");
    {
        std::vector<DeviceArray<float>> arrays;
        for (int k = 1; k <= 3; ++k) arrays.emplace_back(64 * k);
        for (DeviceArray<float> &arr : arrays) fill<<<(arr.n + 63) / 64, 64>>>(arr.ptr, arr.n, 0.5f);
        float last;
        cudaMemcpy(&last, arrays[2].ptr + arrays[2].n - 1, sizeof(float), cudaMemcpyDeviceToHost);
        printf(" last %.1f;", last);
        arrays.erase(arrays.begin(), arrays.begin() + 2);
        printf(" kept %zu (%d);", arrays.size(), arrays[0].n);
    }
    printf("\nend:");
    return 0;
}
