// Static struct members (data and functions, reached as Tag::m, T::m through a
// template parameter and unqualified inside members), explicit specializations
// of function templates, std::vector from a braced list and struct __align__(n).
#include <cstdio>
#include <vector>

struct Cfg {
    static const int N = 4;
    static constexpr float scale = 2.5f;
    static int counter;
    static __host__ __device__ int twice(int x) { return 2 * x; }
    int v;
    __host__ __device__ int get() const { return v * N + twice(1); }
};
int Cfg::counter = 7;

struct AddOp {
    __device__ int operator()(int a, int b) const { return a + b; }
    static __device__ int identity() { return 0; }
};

template <typename Op>
__global__ void fold(int *o) {
    Op op;
    o[threadIdx.x] = op(Op::identity(), Cfg::twice(threadIdx.x)) + Cfg::N;
}

template <typename T> __host__ __device__ int kind() { return 0; }
template <> __host__ __device__ int kind<float>() { return 1; }
template <typename T> T twice(T x) { return x + x; }
template <> int twice<int>(int x) { return x * 100; }
template <int K> int val() { return K; }
template <> int val<3>() { return -3; }

struct __align__(16) Vec3 { float x, y, z; };

int main() {
    int a[Cfg::N];
    Cfg c = {5};
    std::vector<int> w = {9, -2, 7};
    std::vector<float> f{1.5f, 2.5f};
    printf("%zu %d %d %d %zu %zu\n", sizeof a, c.get(), Cfg::counter, kind<float>() + kind<int>(), w.size(), f.size());
    printf("%d %g %d %zu\n", twice(4), twice(1.5), val<3>() + val<2>(), sizeof(Vec3));
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    fold<AddOp><<<1, 4>>>(d);
    return 0;
}
