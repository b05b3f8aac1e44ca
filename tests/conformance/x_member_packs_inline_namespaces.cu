// Member function templates with a parameter pack (a heap's emplace
// forwarding to its vector's emplace_back), and functions taken from an
// inline namespace by a using-declaration beside an older version of the
// same name.
#include <cstdio>
#include <utility>
#include <vector>

namespace geo {
inline namespace v2 {
__host__ __device__ inline float blend(float a, float b, float t) { return a + (b - a) * t * t; }
}
namespace v1 {
__host__ __device__ inline float blend(float a, float b, float t) { return a + (b - a) * t; }
}
} // namespace geo

using geo::blend;

struct Entry {
    int key;
    float weight;
    Entry(int k, float w) : key(k), weight(w) {}
    explicit Entry(int k) : key(k), weight(1.0f) {}
    bool operator<(const Entry &o) const { return key < o.key || (key == o.key && weight < o.weight); }
};

template <typename T> class MinHeap {
    std::vector<T> a_;
    void up(size_t i) {
        while (i > 0 && a_[i] < a_[(i - 1) / 2]) {
            std::swap(a_[i], a_[(i - 1) / 2]);
            i = (i - 1) / 2;
        }
    }
    void down(size_t i) {
        for (;;) {
            size_t l = 2 * i + 1, r = l + 1, m = i;
            if (l < a_.size() && a_[l] < a_[m]) m = l;
            if (r < a_.size() && a_[r] < a_[m]) m = r;
            if (m == i) return;
            std::swap(a_[i], a_[m]);
            i = m;
        }
    }

public:
    template <typename... Args> void emplace(Args &&...args) {
        a_.emplace_back(std::forward<Args>(args)...);
        up(a_.size() - 1);
    }
    template <typename... Args> int arity(const Args &...) const { return (int)sizeof...(Args); }
    bool empty() const { return a_.empty(); }
    T pop() {
        T top = a_.front();
        a_.front() = a_.back();
        a_.pop_back();
        if (!a_.empty()) down(0);
        return top;
    }
};

__global__ void curve(float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = blend(1.0f, 3.0f, i / (float)(n - 1)) - geo::v1::blend(1.0f, 3.0f, i / (float)(n - 1));
}

int main() {
    MinHeap<Entry> heap;
    const int keys[] = {9, 4, 7, 4, 1, 8, 2};
    for (int i = 0; i < 7; i++) {
        if (i % 2)
            heap.emplace(keys[i], 0.5f * i);
        else
            heap.emplace(keys[i]);
    }
    printf("arity %d %d %d\n", heap.arity(), heap.arity(1), heap.arity(1, 2.0, 'c'));
    while (!heap.empty()) {
        Entry e = heap.pop();
        printf("(%d %.1f) ", e.key, e.weight);
    }
    printf("\n");

    const int n = 9;
    float *d, h[n];
    cudaMalloc(&d, sizeof h);
    curve<<<1, 32>>>(d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("%.5f ", h[i]);
    printf("\nhost: %.4f %.4f\n", blend(0.0f, 10.0f, 0.3f), geo::v1::blend(0.0f, 10.0f, 0.3f));
    cudaFree(d);
    return 0;
}
