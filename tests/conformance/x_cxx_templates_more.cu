// C++ that CUDA programs write around their kernels: default template arguments (a kernel's
// block size, a host helper's tile), out-of-class members of a class template (a static
// counter, a member function), a functor whose operator() is a template, numeric_limits'
// static members, std::min<T>, the string members reports use, std::exchange in a move
// constructor, std::reduce and std::transform_reduce (libstdc++'s order), std::partial_sort.
#include <cstdio>
#include <string>
#include <vector>
#include <limits>
#include <numeric>
#include <algorithm>
#include <utility>
#include <functional>

template <int BLOCK = 128, typename T = float>
__global__ void scaleKernel(T *p, int n, T s) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) p[i] = p[i] * s + (T)BLOCK;
}

template <typename T> struct Buffer {
    T *d = nullptr;
    int n = 0;
    static int live;
    explicit Buffer(int count);
    Buffer(Buffer &&o) : d(std::exchange(o.d, nullptr)), n(std::exchange(o.n, 0)) {}
    ~Buffer() { if (d) { cudaFree(d); --live; } }
    T sumOnHost() const;
};
template <typename T> int Buffer<T>::live = 0;
template <typename T> Buffer<T>::Buffer(int count) : n(count) { cudaMalloc(&d, n * sizeof(T)); ++live; }
template <typename T> T Buffer<T>::sumOnHost() const {
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
    return std::accumulate(h.begin(), h.end(), T(0));
}

struct MaxOf { template <typename T> __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; } };

template <typename T, int TILE = 32> int tilesFor(const std::vector<T> &v) { return (int)((v.size() + TILE - 1) / TILE); }

template <typename T> void limits(const char *name) {
    printf("%-6s digits=%d digits10=%d max_digits10=%d signed=%d integer=%d exact=%d radix=%d\n", name,
           std::numeric_limits<T>::digits, std::numeric_limits<T>::digits10, std::numeric_limits<T>::max_digits10,
           (int)std::numeric_limits<T>::is_signed, (int)std::numeric_limits<T>::is_integer,
           (int)std::numeric_limits<T>::is_exact, std::numeric_limits<T>::radix);
}

int main() {
    const int n = 300;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = 0.25f * i - 20.0f;
    {
        Buffer<float> b(n);
        cudaMemcpy(b.d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
        scaleKernel<<<(n + 127) / 128, 128>>>(b.d, n, 0.5f);
        printf("default BLOCK: sum=%.3f live=%d\n", b.sumOnHost(), Buffer<float>::live);
        Buffer<float> moved(std::move(b));
        scaleKernel<64><<<(n + 63) / 64, 64>>>(moved.d, n, 2.0f);
        printf("BLOCK=64: sum=%.3f moved-from n=%d live=%d\n", moved.sumOnHost(), b.n, Buffer<float>::live);
        Buffer<int> bi(10);
        cudaMemset(bi.d, 0, 10 * sizeof(int));
        scaleKernel<32, int><<<1, 32>>>(bi.d, 10, 3);
        printf("int: sum=%d live=%d/%d\n", bi.sumOnHost(), Buffer<float>::live, Buffer<int>::live);
    }
    printf("after scope live=%d/%d\n", Buffer<float>::live, Buffer<int>::live);

    MaxOf mx;
    printf("MaxOf: %d %.2f %lld\n", mx(3, 9), mx(2.5, -1.0), mx(5LL, 4LL));
    printf("tiles: %d %d\n", tilesFor(h), tilesFor<float, 7>(h));
    printf("min<int>(7, 3.9)=%d max<long>(-2, 5)=%ld min<double>(1, 0.5)=%g\n", std::min<int>(7, 3.9), std::max<long>(-2, 5), std::min<double>(1, 0.5));
    limits<int>("int");
    limits<unsigned char>("uchar");
    limits<long long>("ll");
    limits<float>("float");
    limits<double>("double");
    printf("int epsilon=%d float round_error=%g\n", std::numeric_limits<int>::epsilon(), std::numeric_limits<float>::round_error());

    std::string s;
    s.reserve(32);
    s.append(3, '=').append(" report ").append(3, '=');
    s.insert(0, "[").append("]");
    printf("%s size=%zu back=%c compare=%d\n", s.c_str(), s.size(), s.back(), s.compare(1, 3, "==="));
    s.erase(1, 4);
    s.resize(12, '.');
    printf("%s\n", s.c_str());

    std::vector<float> v;
    for (int i = 0; i < 23; ++i) v.push_back(1.0f / (i + 1) + (i == 5 ? 1e7f : 0.0f));
    printf("reduce=%.9g reduce(0.0)=%.17g product=%.9g\n", std::reduce(v.begin(), v.end()), std::reduce(v.begin(), v.end(), 0.0),
           std::reduce(v.begin(), v.begin() + 9, 1.0f, std::multiplies<float>()));
    printf("transform_reduce=%.9g squares=%.9g\n", std::transform_reduce(v.begin(), v.end(), v.begin(), 0.0f),
           std::transform_reduce(v.begin(), v.end(), 0.0f, std::plus<float>(), [](float x) { return x * x; }));
    std::vector<int> a;
    for (int i = 0; i < 17; ++i) a.push_back((i * 7919) % 23);
    std::partial_sort(a.begin(), a.begin() + 5, a.end());
    for (int x : a) printf("%d ", x);
    printf("\n");
    std::partial_sort(a.begin(), a.begin() + 4, a.end(), std::greater<int>());
    for (int x : a) printf("%d ", x);
    printf("\n");
    return 0;
}
