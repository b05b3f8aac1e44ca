// Sums of products around library calls whose code branches (sinf,
// cosf, sin): the code after such a call is a basic block of its own, so
// a load made after it ranks above the values computed before it, and a
// product of two library calls' results computed before it stays rounded
// (the calls do not move down to the sum with it).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void wave(float *x, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float t = (float)i * 0.0123f;
        x[i] = sinf(t) * expf(-1.0e-5f * (float)i) + 0.25f * cosf(3.7f * t);
    }
}

__global__ void noisy_grad(const float *w, float *g, int n, unsigned salt) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float a = 0.5f + (float)(i % 9) * 0.25f;
        float target = (float)sin((double)i * 0.01);
        unsigned h = (unsigned)i * 2654435761u + salt;
        h ^= h >> 15;
        h *= 2246822519u;
        h ^= h >> 13;
        float noise = (float)((int)(h & 0xffff) - 32768) * (1.0f / 32768.0f) * 0.05f;
        g[i] = a * (w[i] - target) + noise;
    }
}

__global__ void mixed(const float *u, const float *v, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float p = u[i], q = v[i];
    float c = cosf(p * 1.7f);
    float r = v[(i + 7) % n];
    out[i] = p * q + r * c;
    out[n + i] = q * sinf(p) + p * r;
}

static unsigned fnv(const float *a, int n) {
    unsigned h = 2166136261u;
    for (int i = 0; i < n; ++i) {
        unsigned b;
        memcpy(&b, &a[i], 4);
        h = (h ^ b) * 16777619u;
    }
    return h;
}

int main() {
    const int n = 4096;
    float *hw = new float[n], *hr = new float[2 * n];
    for (int i = 0; i < n; ++i) hw[i] = 0.001f * (float)((i * 37) % 1000) - 0.4f;
    float *dx, *dw, *dg, *dout;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dw, n * sizeof(float));
    cudaMalloc(&dg, n * sizeof(float));
    cudaMalloc(&dout, 2 * n * sizeof(float));
    cudaMemcpy(dw, hw, n * sizeof(float), cudaMemcpyHostToDevice);
    wave<<<8, 128>>>(dx, n);
    noisy_grad<<<8, 128>>>(dw, dg, n, 0x1234u);
    mixed<<<n / 128, 128>>>(dw, dg, dout, n);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(err)); return 1; }
    cudaMemcpy(hr, dx, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("wave  hash %08x  x[1] %a  x[777] %a  x[4000] %a\n", fnv(hr, n), hr[1], hr[777], hr[4000]);
    cudaMemcpy(hr, dg, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("grad  hash %08x  g[3] %a  g[2048] %a\n", fnv(hr, n), hr[3], hr[2048]);
    cudaMemcpy(hr, dout, 2 * n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("mixed hash %08x %08x  o[5] %a  o[n+5] %a\n", fnv(hr, n), fnv(hr + n, n), hr[5], hr[n + 5]);
    cudaFree(dx); cudaFree(dw); cudaFree(dg); cudaFree(dout);
    delete[] hw;
    delete[] hr;
    return 0;
}
