// Records jnf and ynf for orders 0 to 12 on 1024 arguments (|x| from 2^-12
// to 2^12 with a uniform exponent; jnf of both signs, ynf of the magnitude),
// one line per argument and order: the order, the argument's bits, jnf's and
// ynf's result bits.
#include <cstdio>
#include <cstdint>
__device__ uint32_t mix(uint32_t x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16; return x; }
__global__ void orders(uint32_t *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n * 13) return;
    int k = i % 13, j = i / 13;
    uint32_t h = mix(j + 99);
    float x = ldexpf(1.0f + (float)((h >> 8) & 0x7fffff) * 0x1p-23f, -12 + (int)(h % 25));
    if (h >> 31) x = -x;
    uint32_t *o = out + i * 4;
    o[0] = k;
    o[1] = __float_as_uint(x);
    o[2] = __float_as_uint(jnf(k, x));
    o[3] = __float_as_uint(ynf(k, fabsf(x)));
}
int main() {
    const int n = 1024;
    uint32_t *d;
    cudaMalloc(&d, n * 13 * 16);
    orders<<<(n * 13 + 255) / 256, 256>>>(d, n);
    static uint32_t h[n * 13 * 4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n * 13; i++) printf("%u %08x %08x %08x\n", h[i * 4], h[i * 4 + 1], h[i * 4 + 2], h[i * 4 + 3]);
    return 0;
}
