// A product computed before a library call that branches moves down to
// the add after it when that keeps no more registers live across the
// branches: a kernel's parameter is read from the constant bank where it
// is used and holds none, so a[i]*s + sinf(x)*cosf(y) fuses a[i]*s (and
// a[i]*b[i] + sinf(x)*cosf(y), two values, keeps it rounded).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void scale_add(float *m, const float *b, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    m[i] = m[i] * s + sinf(0.1f * i) * cosf(0.07f * (i % 13));
    m[n + i] = m[n + i] * b[i] + sinf(0.05f * i) * cosf(0.03f * i);
}

static unsigned fnv(const float *a, int n) {
    unsigned h = 2166136261u;
    for (int i = 0; i < n; ++i) {
        unsigned w;
        memcpy(&w, &a[i], 4);
        h = (h ^ w) * 16777619u;
    }
    return h;
}

int main() {
    const int n = 2048;
    float *h = new float[2 * n], *hb = new float[n];
    for (int i = 0; i < 2 * n; ++i) h[i] = 0.01f * (float)((i * 53) % 211) - 1.0f;
    for (int i = 0; i < n; ++i) hb[i] = 1.0f + 0.001f * (float)(i % 97);
    float *dm, *db;
    cudaMalloc(&dm, 2 * n * sizeof(float));
    cudaMalloc(&db, n * sizeof(float));
    cudaMemcpy(dm, h, 2 * n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, n * sizeof(float), cudaMemcpyHostToDevice);
    scale_add<<<n / 256, 256>>>(dm, db, n, 1.37f);
    cudaMemcpy(h, dm, 2 * n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("param product: hash %08x m[5] %a m[777] %a\n", fnv(h, n), h[5], h[777]);
    printf("loaded product: hash %08x m[5] %a m[777] %a\n", fnv(h + n, n), h[n + 5], h[n + 777]);
    cudaFree(dm);
    cudaFree(db);
    delete[] h;
    delete[] hb;
    return 0;
}
