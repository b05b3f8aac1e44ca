// Explicit specializations of function templates that use a struct
// template with their own parameter (set aside and made per call on
// tokens): the program's template <> version is the function its calls
// reach, and a primary only declared is specialized by the program alone.
#include <cstdio>
template <class T> struct Sq { __host__ __device__ T operator()(T x) const { return x * x; } };
template <class T> struct Box { T v; };
template <class T> void f(int n) { Sq<T> s; printf("generic %d\n", (int)s((T)n)); }
template <> void f<float>(int n) { printf("float %d\n", n); }
template <typename T> __host__ __device__ Box<T> boxed(T a);
template <> __host__ __device__ Box<float> boxed<float>(float a) { Box<float> b; b.v = a * 2.0f; return b; }
template <> __host__ __device__ Box<int> boxed<int>(int a) { Box<int> b; b.v = a + 1; return b; }
__global__ void k(float *o) { o[0] = boxed<float>(1.25f).v + boxed<int>(3).v; }
int main() {
    f<int>(3);
    f<float>(4);
    float *d, h;
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %d\n", h, boxed<int>(9).v);
}
// Exit: 0
// Output:
// generic 9
// float 4
// 6.5 10
