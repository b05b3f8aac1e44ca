// Tests struct templates: a type parameter, several parameters, an int parameter
// used as an array size with a default argument, member functions in templates
// (const and non-const), instances used as kernel parameters and in device code, and
// overloaded functions taking different instances.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
struct Range {
    T lo, hi;
    __host__ __device__ bool contains(T v) const { return v >= lo && v < hi; }
    __host__ __device__ T width() const { return hi - lo; }
};

template <typename K, typename V>
struct Entry {
    K key;
    V value;
};

template <typename T, int N = 4>
struct SmallVec {
    T items[N];
    int count;
    __host__ __device__ void push(T v) { if (count < N) items[count++] = v; }
    __host__ __device__ T total() const {
        T s = 0;
        for (int i = 0; i < count; i++) s += items[i];
        return s;
    }
    __host__ __device__ int capacity() const { return N; }
};

__global__ void bucket(const float *x, int n, Range<float> r, int *inside, SmallVec<float> *firsts) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    inside[i] = r.contains(x[i]) ? 1 : 0;
    if (i == 0) {
        SmallVec<float> s;
        s.count = 0;
        for (int k = 0; k < 6; k++) s.push(x[k]);
        *firsts = s;
    }
}

float span(Range<float> r) { return r.width(); }
int span(Range<int> r) { return r.width(); }

int main() {
    const int n = 16;
    float hx[n];
    for (int i = 0; i < n; i++) hx[i] = (i * 13 % 16) * 0.75f;
    float *dx;
    int *din;
    SmallVec<float> *dv;
    cudaMalloc(&dx, sizeof(hx));
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dv, sizeof(SmallVec<float>));
    cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
    Range<float> r = {2.0f, 7.5f};
    bucket<<<2, 8>>>(dx, n, r, din, dv);
    int inside[n];
    SmallVec<float> firsts;
    cudaMemcpy(inside, din, sizeof(inside), cudaMemcpyDeviceToHost);
    cudaMemcpy(&firsts, dv, sizeof(firsts), cudaMemcpyDeviceToHost);
    int count = 0;
    for (int i = 0; i < n; i++) count += inside[i];
    printf("%d of %d in [%.1f, %.1f), width %.2f\n", count, n, r.lo, r.hi, span(r));
    printf("firsts: count %d capacity %d total %.2f\n", firsts.count, firsts.capacity(), firsts.total());
    Range<int> ri = {-3, 4};
    printf("int range width %d contains 0: %d contains 4: %d\n", span(ri), ri.contains(0), ri.contains(4));
    Entry<int, double> table[3] = {{1, 0.5}, {2, 0.25}, {3, 0.125}};
    double acc = 0;
    for (const auto &e : table) acc += e.key * e.value;
    printf("weighted %.4f\n", acc);
    SmallVec<int, 8> big;
    big.count = 0;
    for (int i = 0; i < 10; i++) big.push(i * i);
    printf("big: count %d capacity %d total %d sizeof %d\n", big.count, big.capacity(), big.total(), (int)sizeof(big));
    cudaFree(dx);
    cudaFree(din);
    cudaFree(dv);
    return 0;
}
