// Records the float Bessel functions j0f, j1f, y0f and y1f on 4096 arguments
// each (|x| from 2^-20 to 2^40 with a uniform exponent, both signs for j0f
// and j1f, positive for y0f and y1f, plus zero and small integers), one line
// per argument: the argument's bits and each function's result bits.
#include <cstdio>
#include <cstdint>
__device__ uint32_t mix(uint32_t x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16; return x; }
__global__ void bessel(uint32_t *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t h = mix(i + 7);
    float x;
    if (i < 64) x = (float)(i / 2) * (i % 2 ? 0.5f : 1.0f);
    else x = ldexpf(1.0f + (float)((h >> 8) & 0x7fffff) * 0x1p-23f, -20 + (int)(h % 61));
    if (i >= 64 && (h >> 31)) x = -x;
    float ax = fabsf(x);
    uint32_t *o = out + i * 5;
    o[0] = __float_as_uint(x);
    o[1] = __float_as_uint(j0f(x));
    o[2] = __float_as_uint(j1f(x));
    o[3] = __float_as_uint(y0f(ax));
    o[4] = __float_as_uint(y1f(ax));
}
int main() {
    const int n = 4096;
    uint32_t *d;
    cudaMalloc(&d, n * 5 * 4);
    bessel<<<n / 256, 256>>>(d, n);
    static uint32_t h[n * 5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 5; k++) printf("%08x%c", h[i * 5 + k], k == 4 ? '\n' : ' ');
    return 0;
}
