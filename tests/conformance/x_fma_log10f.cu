// log10f is logf times log10(e) in libdevice, then a select for a zero
// argument; an add or subtraction of a constant moves into the select, so
// log10f(s) - 0.25f is one FFMA, also written as a local then updated.
// An add of a variable reads the select's result, rounded.
#include <cstdio>
#include <cmath>
#include <cstdint>
#include <cstring>

__global__ void logs(const float *x, float *out, int n, float c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    out[i * 8 + 0] = log10f(v) - c;                    // fused
    out[i * 8 + 1] = c + log10f(v);                    // fused
    out[i * 8 + 2] = std::log10(v) - 0.25f;            // the float overload, fused
    float l = log10f(v);
    out[i * 8 + 3] = l - c;                            // one use through a variable: fused
    out[i * 8 + 4] = 10.0f * log10f(v) + c;            // decibels: the outer product fuses
    out[i * 8 + 5] = log10f(v) + v * c;                // two products: the add fuses one
    float twice = log10f(v * 3.0f);
    out[i * 8 + 6] = twice - c;                        // used twice: rounded
    out[i * 8 + 7] = twice * twice;
    float lo = log10f(v * 0.5f);
    lo += 1.5f;                                        // a local updated by a constant: fused
    out[n * 8 + i * 2 + 0] = lo;
    float lv = log10f(v * 0.25f);
    lv += c;                                           // by a variable: rounded
    out[n * 8 + i * 2 + 1] = lv;
}

int main() {
    const int n = 4096;
    float *hx = (float *)malloc(n * sizeof(float));
    uint32_t s = 12345u;
    for (int i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        hx[i] = ldexpf((float)(s >> 8) / 16777216.0f + 0.5f, (int)(s % 60) - 30);
    }
    float *dx, *dout;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dout, n * 10 * sizeof(float));
    cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
    logs<<<n / 128, 128>>>(dx, dout, n, 36.12359947967774f);
    float *h = (float *)malloc(n * 10 * sizeof(float));
    cudaMemcpy(h, dout, n * 10 * sizeof(float), cudaMemcpyDeviceToHost);
    for (int k = 0; k < 8; ++k) {
        uint32_t hash = 2166136261u;
        for (int i = 0; i < n; ++i) {
            uint32_t b;
            memcpy(&b, &h[i * 8 + k], 4);
            hash = (hash ^ b) * 16777619u;
        }
        printf("column %d: hash %08x first %a %a last %a\n", k, hash, h[k], h[8 + k], h[(n - 1) * 8 + k]);
    }
    for (int k = 0; k < 2; ++k) {
        uint32_t hash = 2166136261u;
        for (int i = 0; i < n; ++i) {
            uint32_t b;
            memcpy(&b, &h[n * 8 + i * 2 + k], 4);
            hash = (hash ^ b) * 16777619u;
        }
        printf("local %d: hash %08x first %a last %a\n", k, hash, h[n * 8 + k], h[n * 8 + (n - 1) * 2 + k]);
    }
    cudaFree(dx);
    cudaFree(dout);
    free(hx);
    free(h);
    return 0;
}
