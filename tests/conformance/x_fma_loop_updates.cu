// A product held in a loop's local and updated in the next statements
// (Goertzel's s0 = coeff * s1; s0 -= s2; s0 += x) is one FFMA, though the
// function multiplies the same two variables again after the loop, where
// they hold other values and the product is read by a multiply. When the
// variables never change, the two products are one value, and that
// multiply keeps it rounded everywhere.
#include <cstdio>
#include <cstdint>
#include <cstring>

__global__ void goertzel(const float *x, float *out, int n, float coeff) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    const float *in = x + t * n;
    float s1 = 0.0f, s2 = 0.0f;
    for (int i = 0; i < n; i++) {
        float s0 = coeff * s1;
        s0 -= s2;
        s0 += in[i];
        s2 = s1;
        s1 = s0;
    }
    out[t * 3 + 0] = s1 * s1 + s2 * s2 - coeff * s1 * s2;
    out[t * 3 + 1] = s1;
    // a and b never change: a * b here and in p is one value, read by a
    // multiply, so p's add reads it rounded
    float a = x[t] + 0.5f, b = x[t + 1] - 0.25f;
    float p = a * b;
    p += x[t + 2];
    out[t * 3 + 2] = p + (a * b) * 3.0f;
}

int main() {
    const int threads = 256, n = 200;
    float *hx = (float *)malloc(threads * n * sizeof(float));
    uint32_t s = 77u;
    for (int i = 0; i < threads * n; i++) {
        s = s * 1664525u + 1013904223u;
        hx[i] = (float)(s >> 8) / 16777216.0f - 0.5f;
    }
    float *dx, *dout;
    cudaMalloc(&dx, threads * n * sizeof(float));
    cudaMalloc(&dout, threads * 3 * sizeof(float));
    cudaMemcpy(dx, hx, threads * n * sizeof(float), cudaMemcpyHostToDevice);
    goertzel<<<threads / 64, 64>>>(dx, dout, n, 1.8477590f);
    float h[threads * 3];
    cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost);
    for (int k = 0; k < 3; k++) {
        uint32_t hash = 2166136261u;
        for (int i = 0; i < threads; i++) {
            uint32_t b;
            memcpy(&b, &h[i * 3 + k], 4);
            hash = (hash ^ b) * 16777619u;
        }
        printf("column %d: hash %08x first %a last %a\n", k, hash, h[k], h[(threads - 1) * 3 + k]);
    }
    free(hx);
    cudaFree(dx);
    cudaFree(dout);
    return 0;
}
