// A struct template whose bases are instances of other struct templates of
// its parameters (struct Arr : public Base<T>): each instance's bases are
// instantiated in turn.
#include <cstdio>
template <typename T> struct Base { T v; __host__ __device__ T twice() const { return v + v; } };
template <typename T, int N> struct Arr : public Base<T> { T a[N]; __host__ __device__ T sum() const { T s = this->v; for (int i = 0; i < N; i++) s += a[i]; return s; } };
template <typename T> struct Pair : Base<T>, Base<long long> { };
__global__ void k(int *o) { Arr<int, 3> x; x.v = 5; x.a[0] = 1; x.a[1] = 2; x.a[2] = 3; o[0] = x.sum(); o[1] = x.twice(); }
int main() { int *d, h[2]; cudaMalloc(&d, 8); k<<<1,1>>>(d); cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost); Arr<double, 2> y; y.v = 1.5; y.a[0] = 1; y.a[1] = 2; printf("%d %d %g %g\n", h[0], h[1], y.sum(), y.twice()); }
// Exit: 0
// Output:
// 11 10 4.5 3
