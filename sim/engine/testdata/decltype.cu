// decltype(x): a variable's declared type, a reference for another lvalue
// (decltype(o[0]) is float &), the type of any other expression; in
// sizeof, and in a trailing return type that reads the parameters.
#include <cstdio>
template <typename T> __host__ __device__ auto sq(T x) -> decltype(x * x) { return x * x; }
__host__ __device__ auto halve(float v) -> decltype(v / 2) { return v / 2; }
__global__ void k(float *o, int n) {
    decltype(n) i = threadIdx.x;
    float a = 1.5f;
    decltype(a * 2) b = a * 3;
    decltype(o[0]) r = o[1];
    r = 7.0f;
    o[0] = b + i + sizeof(decltype(n)) + halve(sq(2.0f));
}
int main() {
    double x = 2.5; decltype(x) y = x * 2; long long big = 1LL << 40; decltype(big + 1) z = big;
    int v = 3; decltype(v) &ref = v; ref = 9;
    float *d, h[2] = {0, 0}; cudaMalloc(&d, 8); cudaMemcpy(d, h, 8, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, 4); cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
    printf("%g %lld %d %g %g %zu %d %zu\n", y, z, v, h[0], h[1], sizeof(decltype(y)), sq(7), sizeof(sq('a')));
}
// Exit: 0
// Output:
// 5 1099511627776 9 10.5 7 8 49 4
