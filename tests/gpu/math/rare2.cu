// Records asinhf on 4096 arguments (a uniform exponent from 2^-30 to 2^127
// with random mantissas, both signs, and the edges), and acoshf below 1
// (negative, subnormal, zero and (0, 1) arguments, which rare.cu's set does
// not reach), one line per argument: asinhf's argument and result bits,
// then acoshf's. For fitting the lab's models.
#include <cstdio>
#include <cstdint>
__device__ uint32_t mix(uint32_t x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16; return x; }
__global__ void rare2(uint32_t *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t h = mix(i * 7 + 3), g = mix(i * 13 + 5);
    float m = 1.0f + (float)((h >> 8) & 0x7fffff) * 0x1p-23f;
    float a = ldexpf(m, -30 + (int)(h % 158u));
    if (g & 1) a = -a;
    const float edges[8] = {0.0f, -0.0f, 1.0f, -1.0f, 3.0f, 0.5f, 1e38f, 3.4e38f};
    if (i < 8) a = edges[i];
    float b = ldexpf(1.0f + (float)((g >> 8) & 0x7fffff) * 0x1p-23f, -140 + (int)(g % 268u));
    if (g & 2) b = -b; else b = fminf(b, 0.99999994f);
    uint32_t *o = out + i * 4;
    o[0] = __float_as_uint(a); o[1] = __float_as_uint(asinhf(a));
    o[2] = __float_as_uint(b); o[3] = __float_as_uint(acoshf(b));
}
int main() {
    const int n = 4096;
    uint32_t *d;
    cudaMalloc(&d, n * 4 * 4);
    rare2<<<n / 256, 256>>>(d, n);
    static uint32_t h[n * 4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("%08x %08x %08x %08x\n", h[i * 4], h[i * 4 + 1], h[i * 4 + 2], h[i * 4 + 3]);
    return 0;
}
