// Partial specializations reached from kernel templates: a pointee trait
// in a parameter's type, a trait deriving from a bool constant, a Vec of
// two with members of its own, a defaulted parameter matched by a
// pattern, and a recursive pattern over nested instances.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T> struct Pointee { typedef T type; };
template <typename T> struct Pointee<T *> { typedef T type; };

template <bool B> struct BoolConstant { static const bool value = B; };
template <typename T> struct IsPointer : BoolConstant<false> {};
template <typename T> struct IsPointer<T *> : BoolConstant<true> {};

template <typename T, int N> struct Vec { T v[N]; };
template <typename T> struct Vec<T, 2> {
    T x, y;
    __host__ __device__ T norm2() const { return x * x + y * y; }
};

template <typename T, typename Acc = double> struct Accumulator { static const int which = 0; };
template <typename T> struct Accumulator<T, float> { static const int which = 1; };

template <typename W> struct Nesting { static const int depth = 0; };
template <typename W> struct Nesting<Nesting<W>> { static const int depth = 1 + Nesting<W>::depth; };

template <typename P>
__device__ typename Pointee<P>::type twice(P p) { return *p * 2; }

template <typename P>
__global__ void kernel(P in, typename Pointee<P>::type *out) {
    Vec<typename Pointee<P>::type, 2> v;
    v.x = twice(in + threadIdx.x);
    v.y = (typename Pointee<P>::type)(threadIdx.x + 1);
    out[threadIdx.x] = v.norm2() + IsPointer<P>::value + IsPointer<int>::value;
}

int main() {
    const int n = 8;
    float hf[n], rf[n];
    int hi[n], ri[n];
    for (int i = 0; i < n; ++i) { hf[i] = 0.75f * i - 1.25f; hi[i] = 3 * i - 7; }
    float *df, *of;
    int *di, *oi;
    cudaMalloc(&df, sizeof(hf)); cudaMalloc(&of, sizeof(hf));
    cudaMalloc(&di, sizeof(hi)); cudaMalloc(&oi, sizeof(hi));
    cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
    cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
    kernel<float *><<<1, n>>>(df, of);
    kernel<int *><<<1, n>>>(di, oi);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(err)); return 1; }
    cudaMemcpy(rf, of, sizeof(rf), cudaMemcpyDeviceToHost);
    cudaMemcpy(ri, oi, sizeof(ri), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) printf("%d: float %.9g int %d\n", i, rf[i], ri[i]);
    printf("Accumulator<int> %d, Accumulator<int, float> %d\n", Accumulator<int>::which, Accumulator<int, float>::which);
    printf("Nesting depth %d %d %d\n", Nesting<int>::depth, Nesting<Nesting<int>>::depth, Nesting<Nesting<Nesting<Nesting<char>>>>::depth);
    Vec<int, 3> v3 = {{1, 2, 3}};
    Vec<double, 2> v2 = {0.5, -2.0};
    printf("%d %.17g %zu %zu %zu\n", v3.v[2], v2.norm2(), sizeof(Vec<double, 2>), sizeof(Vec<char, 5>), sizeof(Vec<short, 2>));
    cudaFree(df); cudaFree(of); cudaFree(di); cudaFree(oi);
    return 0;
}
