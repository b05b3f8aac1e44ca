// Range-for over classes of the program's own (begin() and end() that
// return pointers, or iterators with operator*, ++ and !=), in host and
// device code; std::optional made from values, braced temporaries and
// std::nullopt; unordered_map's emplace and a vector built from its
// iterators; a constructor taking a braced temporary by const reference.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

template <typename T> struct DeviceSpan {
    T *ptr;
    int count;
    __host__ __device__ T *begin() const { return ptr; }
    __host__ __device__ T *end() const { return ptr + count; }
};

// a strided index range: an iterator class of its own
struct Strided {
    struct Iter {
        int at, step;
        __host__ __device__ int operator*() const { return at; }
        __host__ __device__ Iter &operator++() {
            at += step;
            return *this;
        }
        __host__ __device__ bool operator!=(const Iter &o) const { return at < o.at; }
    };
    int first, last, step;
    __host__ __device__ Iter begin() const { return {first, step}; }
    __host__ __device__ Iter end() const { return {last, step}; }
};

__global__ void gather(DeviceSpan<const float> in, float *out) {
    float acc = 0.0f;
    for (float v : in) acc = acc * 0.5f + v;
    int picks = 0;
    for (int i : Strided{(int)threadIdx.x, in.count, 4}) picks += i;
    out[threadIdx.x] = acc + picks;
}

struct Pinned {
    std::vector<int> store;
    int *begin() { return store.data(); }
    int *end() { return store.data() + store.size(); }
};
struct Labelled : Pinned {
    const char *label;
};

struct Reading {
    int sensor;
    float value;
};
struct Slot {
    Reading r;
    int uses;
    Slot(const Reading &x) : r(x), uses(1) {}
};

static std::optional<Reading> lookup(const std::vector<Reading> &rs, int sensor) {
    for (const Reading &r : rs)
        if (r.sensor == sensor) return r;
    return std::nullopt;
}
static std::optional<Reading> calibrated(float raw) {
    if (raw < 0.0f) return {};
    return Reading{99, raw * 1.25f};
}
static Strided evensBelow(int n) { return {0, n, 2}; }

int main() {
    const int n = 10;
    float host[n];
    for (int i = 0; i < n; i++) host[i] = 0.5f * i - 1.0f;
    float *dIn, *dOut;
    cudaMalloc(&dIn, sizeof host);
    cudaMalloc(&dOut, 4 * sizeof(float));
    cudaMemcpy(dIn, host, sizeof host, cudaMemcpyHostToDevice);
    gather<<<1, 4>>>(DeviceSpan<const float>{dIn, n}, dOut);
    float out[4];
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
    printf("gather: %.5f %.5f %.5f %.5f\n", out[0], out[1], out[2], out[3]);

    DeviceSpan<float> hs{host, n};
    for (float &v : hs) v *= 2.0f;
    float total = 0.0f;
    for (auto v : hs) total += v;
    printf("doubled total %.2f\n", total);
    int evens = 0, count = 0;
    for (int e : evensBelow(15)) {
        if (e % 3 == 0) continue;
        evens += e;
        if (++count == 4) break;
    }
    printf("evens %d after %d\n", evens, count);

    Labelled lab;
    lab.label = "squares";
    for (int i = 1; i <= 5; i++) lab.store.push_back(i * i);
    for (int &x : lab) x -= 1;
    printf("%s:", lab.label);
    for (int x : lab) printf(" %d", x);
    printf("\n");

    std::vector<Reading> readings = {{3, 1.5f}, {7, -2.25f}, {11, 0.125f}};
    for (int s : {7, 8, 11}) {
        auto r = lookup(readings, s);
        if (r)
            printf("sensor %d: %.3f\n", s, r->value);
        else
            printf("sensor %d: none (%.1f)\n", s, r.value_or(Reading{0, -1.0f}).value);
    }
    auto c1 = calibrated(2.0f), c2 = calibrated(-1.0f);
    printf("calibrated %d %.2f %d %d\n", c1.has_value(), (*c1).value, c2.has_value(), c2 == std::nullopt);
    std::optional<double> best;
    for (double x : {3.5, -1.25, 8.0, 2.0})
        if (!best || x > *best) best = x;
    printf("best %.2f\n", best.value());
    best.reset();
    printf("after reset %d\n", (int)best.has_value());

    Slot slot(Reading{5, 0.75f});
    printf("slot %d %.2f %d\n", slot.r.sensor, slot.r.value, slot.uses);

    std::unordered_map<std::string, int> counts;
    const char *words[] = {"warp", "lane", "warp", "block", "lane", "warp"};
    for (const char *w : words) {
        auto res = counts.emplace(w, 1);
        if (!res.second) res.first->second++;
    }
    counts.try_emplace("grid", 0);
    counts.try_emplace("warp", 100);
    std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end());
    for (const auto &[w, k] : sorted) printf("%s=%d ", w.c_str(), k);
    printf("\n");

    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
