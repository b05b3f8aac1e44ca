// Member typedefs and using-aliases in structs that have a base class (a struct template
// instance, with and without an access specifier), used inside the struct, through Derived::name
// outside it, on the host and in a kernel.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
struct Storage {
    T data[4];
    __host__ __device__ T sum() const { return data[0] + data[1] + data[2] + data[3]; }
};

struct Samples : Storage<float> {
    typedef float value_type;
    using index_type = unsigned short;
    __host__ __device__ value_type mean() const { return sum() / 4.0f; }
    __host__ __device__ value_type at(index_type i) const { return data[i & 3]; }
};

struct Tally : public Storage<int> {
    int hits;
    using count_type = long long;
    typedef int value_type;
    __host__ __device__ count_type weighted() const {
        count_type w = 0;
        for (int i = 0; i < 4; i++) w += (count_type)data[i] * (i + 1);
        return w * hits;
    }
};

__global__ void reduce(const Samples *s, const Tally *t, float *means, long long *weights, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Samples::value_type m = s[i].mean();
    Samples::index_type k = (Samples::index_type)(i % 4);
    means[i] = m + s[i].at(k);
    Tally::count_type w = t[i].weighted();
    weights[i] = w;
}

int main() {
    const int n = 40;
    Samples hs[n];
    Tally ht[n];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++) {
            hs[i].data[k] = 0.25f * (i * 4 + k) - 7.0f;
            ht[i].data[k] = (i * 37 + k * 11) % 23 - 11;
        }
        ht[i].hits = i % 5 + 1;
    }
    Samples *ds;
    Tally *dt;
    float *dm;
    long long *dw;
    cudaMalloc(&ds, sizeof hs);
    cudaMalloc(&dt, sizeof ht);
    cudaMalloc(&dm, n * sizeof(float));
    cudaMalloc(&dw, n * sizeof(long long));
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    cudaMemcpy(dt, ht, sizeof ht, cudaMemcpyHostToDevice);
    reduce<<<2, 32>>>(ds, dt, dm, dw, n);
    float means[n];
    long long weights[n];
    cudaMemcpy(means, dm, sizeof means, cudaMemcpyDeviceToHost);
    cudaMemcpy(weights, dw, sizeof weights, cudaMemcpyDeviceToHost);
    double total = 0;
    long long wsum = 0;
    for (int i = 0; i < n; i++) {
        total += means[i];
        wsum += weights[i];
        if (i % 8 == 0) printf("%2d: mean+at %.4f weighted %lld\n", i, means[i], weights[i]);
    }
    Tally::value_type first = ht[0].data[0];
    Samples::index_type idx = 65535;
    idx++;
    printf("total %.4f, weights %lld, first %d, index wraps to %u, sizes %zu %zu\n", total, wsum, first,
           (unsigned)idx, sizeof(Samples::index_type), sizeof(Tally::count_type));
    cudaFree(ds);
    cudaFree(dt);
    cudaFree(dm);
    cudaFree(dw);
    return 0;
}
