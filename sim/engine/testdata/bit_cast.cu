// __builtin_bit_cast(T, x) in device and host code: the bytes of x as a T.
#include <cstdio>
__global__ void k(const float *x, unsigned *o) { o[threadIdx.x] = __builtin_bit_cast(unsigned int, x[threadIdx.x] * 2.0f); }
int main() {
    float h[2] = {1.5f, -0.1f}; float *d; unsigned *o; cudaMalloc(&d, 8); cudaMalloc(&o, 8);
    cudaMemcpy(d, h, 8, cudaMemcpyHostToDevice); k<<<1, 2>>>(d, o); unsigned r[2]; cudaMemcpy(r, o, 8, cudaMemcpyDeviceToHost);
    double v = 2.5; unsigned long long b = __builtin_bit_cast(unsigned long long, v);
    printf("%08x %08x %016llx %g\n", r[0], r[1], b, __builtin_bit_cast(float, 0x40490fdbu));
}
// Exit: 0
// Output:
// 40400000 be4ccccd 4004000000000000 3.14159
