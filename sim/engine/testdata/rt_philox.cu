#include <cstdio>
#include <curand_kernel.h>

// With seed 0 and subsequence 0 the first block is Philox-4x32-10 of
// counter 0 and key 0, Random123's first known-answer vector.
__global__ void kat(unsigned *out, float *f) {
    curandStatePhilox4_32_10_t s;
    curand_init(0, 0, 0, &s);
    for (int i = 0; i < 4; i++) out[i] = curand(&s);
    uint4 q = curand4(&s);
    out[4] = q.x;
    out[5] = q.w;
    float2 n = curand_normal2(&s);
    f[0] = n.x;
    f[1] = n.y;
    f[2] = curand_normal(&s);
}

int main() {
    unsigned *o;
    float *f;
    cudaMallocManaged(&o, 6 * sizeof(unsigned));
    cudaMallocManaged(&f, 3 * sizeof(float));
    kat<<<1, 1>>>(o, f);
    cudaDeviceSynchronize();
    printf("%08x %08x %08x %08x\n", o[0], o[1], o[2], o[3]);
    printf("%08x %08x %.3f %.3f %.3f\n", o[4], o[5], f[0], f[1], f[2]);
    return 0;
}
// Output:
// 6627e8d5 e169c58d bc57ac4c 9b00dbd8
// f8e4cca4 097eff67 2.544 -1.186 1.961
