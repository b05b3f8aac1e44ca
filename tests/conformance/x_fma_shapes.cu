// Which products nvcc fuses into FMAs, shape by shape: a*b + c*d, a*b - c*d,
// x*y*z + w, (a+b)*(c+d) + e, Horner's rule, a complex square in separate
// variables, a running dot product and a product used twice. Each result is
// printed with all its bits, so a product rounded where the GPU fused it (or
// the other way round) shows.
#include <cstdio>

__device__ unsigned bits(float f) { return __float_as_uint(f); }

__global__ void shapes(const float *v, unsigned *out) {
    int t = threadIdx.x;
    float a = v[t], b = v[t + 32], c = v[t + 64], d = v[t + 96], e = v[t + 128];
    out[t * 10 + 0] = bits(a * b + c * d);
    out[t * 10 + 1] = bits(a * b - c * d);
    out[t * 10 + 2] = bits(a * b * c + d);
    out[t * 10 + 3] = bits((a + b) * (c + d) + e);
    out[t * 10 + 4] = bits(((a * e + d) * e + c) * e + b);
    float zr = a, zi = b;
    for (int k = 0; k < 6; k++) {
        float nr = zr * zr - zi * zi + c * 0.25f;
        float ni = 2.0f * zr * zi + d * 0.25f;
        zr = nr;
        zi = ni;
    }
    out[t * 10 + 5] = bits(zr);
    out[t * 10 + 6] = bits(zi);
    float dot = 0;
    for (int k = 0; k < 32; k++) dot += v[k] * v[(k + t) % 32 + 32];
    out[t * 10 + 7] = bits(dot);
    float p = a * c;
    out[t * 10 + 8] = bits(p + d - p * e);
    out[t * 10 + 9] = bits(a - b * c + d * e);
}

int main() {
    float h[160];
    unsigned seed = 12345;
    for (int i = 0; i < 160; i++) {
        seed = seed * 1664525u + 1013904223u;
        h[i] = ((seed >> 8) / 16777216.0f) * 4.0f - 2.0f;
    }
    float *dv;
    unsigned *dout;
    cudaMalloc(&dv, sizeof h);
    cudaMalloc(&dout, 320 * sizeof(unsigned));
    cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice);
    shapes<<<1, 32>>>(dv, dout);
    unsigned r[320];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) {
        printf("%2d:", t);
        for (int k = 0; k < 10; k++) printf(" %08x", r[t * 10 + k]);
        printf("\n");
    }
    return 0;
}
