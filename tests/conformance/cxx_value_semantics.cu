// Tests C++ value semantics around kernels: copying a std::vector (copy construction,
// copy assignment, then changing the original), a converting constructor (T v = x), an
// explicit constructor, = default and = delete members, the implicit copy of a struct
// with constructors, noexcept functions, and a struct returned from a __device__
// function by value.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

struct Celsius {
    float deg;
    Celsius() = default;
    Celsius(float d) : deg(d) {}
    Celsius(const Celsius &) = default;
    __host__ __device__ float kelvin() const noexcept { return deg + 273.15f; }
};

struct Handle {
    int id;
    explicit Handle(int i) : id(i) {}
    Handle &operator=(const Handle &) = default;
    void reset() = delete;
};

struct MinMax {
    float lo, hi;
};

__device__ MinMax scan(const float *v, int n) noexcept {
    MinMax m = {v[0], v[0]};
    for (int i = 1; i < n; i++) {
        if (v[i] < m.lo) m.lo = v[i];
        if (v[i] > m.hi) m.hi = v[i];
    }
    return m;
}

__global__ void ranges(const float *v, int per, MinMax *out) {
    int t = threadIdx.x;
    MinMax m = scan(v + t * per, per);
    MinMax copy = m;
    copy.hi += 1000.0f;
    out[t] = t % 2 ? copy : m;
}

int main() {
    const int threads = 4, per = 6;
    std::vector<float> data(threads * per);
    for (size_t i = 0; i < data.size(); i++) data[i] = (float)((i * 17) % 13) - 6.0f;
    std::vector<float> backup = data;
    std::vector<float> second(data);
    std::vector<float> third;
    third = data;
    data[0] = 99.0f;
    printf("data[0]=%.1f backup[0]=%.1f second[0]=%.1f third[0]=%.1f sizes %zu %zu %zu\n", data[0], backup[0],
           second[0], third[0], backup.size(), second.size(), third.size());
    float *dv;
    MinMax *dm;
    cudaMalloc(&dv, backup.size() * sizeof(float));
    cudaMalloc(&dm, threads * sizeof(MinMax));
    cudaMemcpy(dv, backup.data(), backup.size() * sizeof(float), cudaMemcpyHostToDevice);
    ranges<<<1, threads>>>(dv, per, dm);
    MinMax hm[threads];
    cudaMemcpy(hm, dm, sizeof(hm), cudaMemcpyDeviceToHost);
    for (int t = 0; t < threads; t++) printf("thread %d: lo %.1f hi %.1f\n", t, hm[t].lo, hm[t].hi);
    Celsius room = 21.5f;
    Celsius copy = room;
    copy.deg += 10.0f;
    Celsius again(copy);
    printf("room %.2f K, copy %.2f K, again %.2f C\n", room.kelvin(), copy.kelvin(), again.deg);
    Handle h(7);
    Handle g(9);
    g = h;
    printf("handles %d %d\n", h.id, g.id);
    cudaFree(dv);
    cudaFree(dm);
    return 0;
}
