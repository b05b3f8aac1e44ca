// typename Op::T of a kernel template's parameter: an operation struct with a member typedef
// T, named in the kernel's parameters and a local typedef, for an int and a float operation.
#include <cstdio>
struct Op { typedef int T; __device__ static T apply(T a, T b) { return a + b; } };
struct OpF { typedef float T; __device__ static T apply(T a, T b) { return a * b + 1; } };
template <class O> __global__ void k(typename O::T *out) { typedef typename O::T V; V v = O::apply((V)threadIdx.x, (V)1); out[threadIdx.x] = v; }
int main() { int *d; float *f; cudaMalloc(&d, 16); cudaMalloc(&f, 16); k<Op><<<1, 4>>>(d); k<OpF><<<1, 4>>>(f); int h[4]; float hf[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost); cudaMemcpy(hf, f, 16, cudaMemcpyDeviceToHost);
 printf("%d %d %g %g\n", h[0], h[3], hf[0], hf[3]); }
