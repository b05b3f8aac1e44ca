// Records rarer single-argument float functions on 4096 arguments each,
// spread over the range each function is defined on (a uniform exponent
// with random mantissas, both signs where the function takes them, and the
// edges), one line per argument: the argument's bits, then acoshf, atanhf,
// rcbrtf, erfinvf, erfcinvf, normcdff, normcdfinvf and erfcxf of it (each
// function's own argument: see arg()). For fitting the lab's models.
#include <cstdio>
#include <cstdint>
__device__ uint32_t mix(uint32_t x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16; return x; }
// arg returns argument i of function f: a magnitude 2^e * (1 + m) with e
// uniform in [elo, ehi], negated when signed and the hash says so.
__device__ float arg(int f, int i) {
    uint32_t h = mix(i * 16 + f + 1);
    int elo[] = {0, -24, -126, -24, -24, -20, -24, -20};
    int ehi[] = {60, -1, 127, -1, 0, 3, -1, 60};
    bool sgn[] = {false, true, true, true, false, true, false, true};
    int e = elo[f] + (int)(h % (uint32_t)(ehi[f] - elo[f] + 1));
    float m = 1.0f + (float)((h >> 8) & 0x7fffff) * 0x1p-23f;
    float x = ldexpf(m, e);
    if (f == 0) x = 1.0f + x * 0x1p-30f * (float)(h >> 28) + (i % 3 == 0 ? ldexpf(m, e) : 0.0f); // acosh: >= 1
    if (f == 4) x = fminf(x, 1.99f);                                                          // erfcinv: (0, 2)
    if (f == 6) x = fminf(x, 0.999f);                                                         // normcdfinv: (0, 1)
    if (sgn[f] && (h >> 31)) x = -x;
    return x;
}
__global__ void rare(uint32_t *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t *o = out + i * 16;
    float a[8];
    for (int f = 0; f < 8; f++) a[f] = arg(f, i);
    float r[8] = {acoshf(a[0]), atanhf(a[1]), rcbrtf(a[2]), erfinvf(a[3]), erfcinvf(a[4]), normcdff(a[5]), normcdfinvf(a[6]), erfcxf(a[7])};
    for (int f = 0; f < 8; f++) { o[2 * f] = __float_as_uint(a[f]); o[2 * f + 1] = __float_as_uint(r[f]); }
}
int main() {
    const int n = 4096;
    uint32_t *d;
    cudaMalloc(&d, n * 16 * 4);
    rare<<<n / 256, 256>>>(d, n);
    static uint32_t h[n * 16];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 16; k++) printf("%08x%c", h[i * 16 + k], k == 15 ? '\n' : ' ');
    return 0;
}
