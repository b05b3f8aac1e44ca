// Function pointers whose functions return structs or take references,
// declared with a parenthesised declarator after a struct's name
// (P (*fp)(int) = make), called in host and device code, through a table
// and through std::transform; explicit specializations that deduce their
// arguments (template <> __device__ float blend(float, float)) and a
// specialization of one member of a struct template instance.
#include <algorithm>
#include <cstdio>
#include <vector>

struct Pair { float lo, hi; };

__host__ __device__ Pair split(float v) {
    Pair p;
    p.lo = v - floorf(v);
    p.hi = floorf(v);
    return p;
}
__host__ __device__ Pair swapped(float v) {
    Pair p = split(v);
    float t = p.lo;
    p.lo = p.hi;
    p.hi = t;
    return p;
}
__host__ __device__ void accumulate(float &sum, int &count, float v) {
    sum += v;
    count += 1;
}

typedef Pair (*SplitFn)(float);
__device__ SplitFn d_table[2] = {split, swapped};

template <typename T> __device__ T blend(T a, T b);
template <> __device__ float blend(float a, float b) { return 0.25f * a + 0.75f * b; }
template <> __device__ int blend(int a, int b) { return (a + 3 * b) / 4; }

template <typename T> struct Clamp {
    __host__ __device__ static T top();
    __host__ __device__ T apply(T v) const { return v > top() ? top() : v; }
};
template <typename T> __host__ __device__ T Clamp<T>::top() { return T(100); }
template <> __host__ __device__ float Clamp<float>::top() { return 2.5f; }

__global__ void useTable(const float *in, Pair *out, float *sums, int *counts, float *mixed, int *imixed, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Pair (*pick)(float) = d_table[i & 1];
    out[i] = pick(in[i]);
    void (*acc)(float &, int &, float) = accumulate;
    float s = 0.0f;
    int c = 0;
    for (int k = 0; k <= i % 5; ++k) acc(s, c, out[i].lo + k);
    sums[i] = s;
    counts[i] = c;
    Clamp<float> cf;
    Clamp<int> ci;
    mixed[i] = blend(cf.apply(in[i]), out[i].hi);
    imixed[i] = blend(ci.apply(i * 9), c);
}

int main() {
    const int n = 37;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = (i * 37 % 23) * 0.37f - 2.0f;
    float *din, *dsums, *dmixed;
    int *dcounts, *dimixed;
    Pair *dout;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dsums, n * sizeof(float));
    cudaMalloc(&dmixed, n * sizeof(float));
    cudaMalloc(&dcounts, n * sizeof(int));
    cudaMalloc(&dimixed, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(Pair));
    cudaMemcpy(din, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    useTable<<<2, 32>>>(din, dout, dsums, dcounts, dmixed, dimixed, n);
    std::vector<Pair> out(n);
    std::vector<float> sums(n), mixed(n);
    std::vector<int> counts(n), imixed(n);
    cudaMemcpy(out.data(), dout, n * sizeof(Pair), cudaMemcpyDeviceToHost);
    cudaMemcpy(sums.data(), dsums, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(mixed.data(), dmixed, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(counts.data(), dcounts, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(imixed.data(), dimixed, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("%2d in=%9.6f pair=(%9.6f,%9.6f) sum=%10.6f count=%d mixed=%.9g imixed=%d\n", i, h[i], out[i].lo,
               out[i].hi, sums[i], counts[i], mixed[i], imixed[i]);

    // host: the same pointers, a table, std::transform
    Pair (*fp)(float) = split;
    SplitFn table[2] = {split, swapped};
    Pair a = fp(3.75f), b = table[1](-1.25f);
    printf("host fp (%g,%g) table (%g,%g) direct .hi %g\n", a.lo, a.hi, b.lo, b.hi, fp(7.5f).hi);
    std::vector<Pair> viaTransform(5);
    std::transform(h.begin(), h.begin() + 5, viaTransform.begin(), swapped);
    for (const Pair &p : viaTransform) printf("(%g,%g) ", p.lo, p.hi);
    printf("\n");
    float s = 1.0f;
    int c = 0;
    void (*acc)(float &, int &, float) = &accumulate;
    for (int k = 0; k < 4; ++k) acc(s, c, 0.5f * k);
    Clamp<float> cf;
    Clamp<double> cd;
    printf("acc %g %d clamp %g %g\n", s, c, cf.apply(9.0f), cd.apply(250.0));
    cudaFree(din);
    cudaFree(dsums);
    cudaFree(dmixed);
    cudaFree(dcounts);
    cudaFree(dimixed);
    cudaFree(dout);
    return 0;
}
