// __logf(x) and __log10f(x) are lg2.approx(x) times a float constant in libdevice, and that product
// fuses with an add or subtraction that reads it, as any product does: __logf(x) - y is one FFMA.
// __fdividef(x, y) is div.approx, an instruction of its own, and does not fuse.
#include <cstdio>
#include <cstring>
#include <cmath>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__global__ void k(const float *in, unsigned *out) {
    int t = threadIdx.x; float x = in[t], y = in[32 + t], z = in[64 + t];
    out[6 * t] = bits(__logf(x) - y);
    out[6 * t + 1] = bits(z - __log10f(x));
    out[6 * t + 2] = bits(__logf(x) * 2.0f + y);
    out[6 * t + 3] = bits(__logf(x));
    out[6 * t + 4] = bits(__fdividef(x, z) - y);
    out[6 * t + 5] = bits(__log2f(x) - y);
}
int main() {
    float h[96];
    for (int i = 0; i < 32; i++) {
        h[i] = 1.5f + 0.731f * i;
        h[32 + i] = logf(h[i]) * (1.0f + 1e-6f * i);
        h[64 + i] = log10f(h[i]) * (1.0f - 1e-6f * i);
    }
    float *d; unsigned *o, ho[192];
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof ho);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(d, o);
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        for (int j = 0; j < 6; j++) printf("%08x ", ho[6 * t + j]);
        printf("\n");
    }
    return 0;
}
