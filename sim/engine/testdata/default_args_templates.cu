// Default arguments where templates meet them: a kernel launched with
// fewer arguments than it has parameters, defaults that name the
// template's own parameters (M m = M{}, T s = T(2)), functors defaulted
// to struct template instances (Map = Square<T>), and a head that ends
// in `>>` (typename R = Plus<T>>).
#include <cstdio>
template <typename T> struct Square { __host__ __device__ T operator()(T x) const { return x * x; } };
template <typename T> struct Plus { __host__ __device__ T operator()(T a, T b) const { return a + b; } };
struct Halve { __device__ float operator()(float x) const { return x / 2; } };

__global__ void fill(float *o, int n, float v = 1.5f, int stride = 1) {
    for (int i = threadIdx.x; i < n; i += blockDim.x) o[i * stride] = v + i;
}
template <typename T, typename M = Halve> __global__ void scale(T *o, int n = 4, M m = M{}) {
    if (threadIdx.x < n) o[threadIdx.x] = m(o[threadIdx.x]);
}
template <typename T, typename Map = Square<T>, typename Red = Plus<T>, int BLOCK = 32>
__global__ void mapReduce(const T *in, T *out, int n, Map map = Map{}, Red red = Red{}) {
    T acc = 0;
    for (int i = threadIdx.x; i < n; i += BLOCK) acc = red(acc, map(in[i]));
    out[threadIdx.x] = acc;
}
template <typename T> __device__ T twice(T x, T s = T(2)) { return x * s; }
__global__ void twiceAll(float *o) { o[threadIdx.x] = twice(o[threadIdx.x]); }
template <typename T, typename Red = Plus<T>>
T fold(const T *v, int n, T init, Red red = Red{}) {
    for (int i = 0; i < n; i++) init = red(init, v[i]);
    return init;
}

int main() {
    float *d, h[64];
    cudaMalloc(&d, sizeof h);
    fill<<<1, 32>>>(d, 8);
    scale<float><<<1, 32>>>(d);
    twiceAll<<<1, 8>>>(d);
    mapReduce<float><<<1, 32>>>(d, d + 32, 8);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g | %g %g\n", h[0], h[3], h[4], h[7], h[32], h[39]);
    fill<<<1, 32>>>(d, 4, -2.0f, 2);
    cudaMemcpy(h, d, 8 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", h[0], h[2], h[6]);
    int w[3] = {4, 5, 6};
    printf("%g %d\n", fold<float>(h, 3, 0.5f), fold<int, Plus<int>>(w, 3, 1));
    return 0;
}
// Exit: 0
// Output:
// 1.5 4.5 11 17 | 2.25 289
// -2 -1 1
// 0 16
