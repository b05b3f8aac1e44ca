// A product stored in a local and then updated in place is fused into the
// update, as nvcc's SSA form sees it: t = x * y; t += c is one FFMA though
// t is read again afterwards (the read is of the sum), and the same holds
// for a field of a struct local assigned whole from a function's result
// (z = square(z); z.y += c), which LLVM splits into one value per field.
#include <cstdio>
#include <cstdint>
#include <cstring>

__device__ float2 square(float2 a) { return make_float2(a.x * a.x - a.y * a.y, 2.0f * a.x * a.y); }
__device__ float3 scaled(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }

__global__ void updates(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = in[i], y = in[(i + 1) % n], c = in[(i + 7) % n] - 1.0f;
    float t = x * y;
    t += c;
    out[i * 8 + 0] = t;
    float2 w = make_float2(x * y, y);
    w.x += c;
    out[i * 8 + 1] = w.x;
    float2 z = make_float2(x, y);
    z = square(z);
    z.x += c;
    z.y -= c;
    out[i * 8 + 2] = z.x;
    out[i * 8 + 3] = z.y;
    float3 v = make_float3(x, y, c);
    v = scaled(v, 1.5f + x);
    v.z += y;
    out[i * 8 + 4] = v.x + v.y;
    out[i * 8 + 5] = v.z;
    float u = x * c;       // read twice by adds and once by a store: rounded
    out[i * 8 + 6] = u + y;
    out[i * 8 + 7] = u;
}

// an escape loop whose body squares through a helper and then adds c
__global__ void orbit(float *out, int w, int h) {
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y;
    if (px >= w) return;
    float cr = -2.0f + 2.6f * px / w, ci = -1.2f + 2.4f * py / h;
    float2 z = make_float2(0.0f, 0.0f);
    int it = 0;
    while (z.x * z.x + z.y * z.y < 4.0f && it < 256) {
        z = square(z);
        z.x += cr;
        z.y += ci;
        it++;
    }
    out[py * w + px] = it + z.x * 1e-3f;
}

int main() {
    const int n = 2048, w = 128, h = 96;
    float *hin = (float *)malloc(n * sizeof(float));
    uint32_t s = 2024u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        hin[i] = (float)(s >> 8) / 8388608.0f - 0.9f;
    }
    float *din, *dout, *dorb;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * 8 * sizeof(float));
    cudaMalloc(&dorb, w * h * sizeof(float));
    cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice);
    updates<<<n / 128, 128>>>(din, dout, n);
    orbit<<<dim3(w / 64, h), 64>>>(dorb, w, h);
    float *hout = (float *)malloc(n * 8 * sizeof(float)), *horb = (float *)malloc(w * h * sizeof(float));
    cudaMemcpy(hout, dout, n * 8 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(horb, dorb, w * h * sizeof(float), cudaMemcpyDeviceToHost);
    for (int k = 0; k < 8; k++) {
        uint32_t hash = 2166136261u;
        for (int i = 0; i < n; i++) {
            uint32_t b;
            memcpy(&b, &hout[i * 8 + k], 4);
            hash = (hash ^ b) * 16777619u;
        }
        printf("column %d: hash %08x first %a last %a\n", k, hash, hout[k], hout[(n - 1) * 8 + k]);
    }
    uint32_t hash = 2166136261u;
    double total = 0;
    for (int i = 0; i < w * h; i++) {
        uint32_t b;
        memcpy(&b, &horb[i], 4);
        hash = (hash ^ b) * 16777619u;
        total += horb[i];
    }
    printf("orbit: hash %08x total %.6f\n", hash, total);
    free(hin);
    free(hout);
    free(horb);
    cudaFree(din);
    cudaFree(dout);
    cudaFree(dorb);
    return 0;
}
